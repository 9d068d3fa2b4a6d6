import { companyImportTexts, importMaxCnpjs } from '@product/api/contract';
import { type CnpjCell, readCsvFirstColumn, withoutHeaderRow } from '@product/domain';
import * as XLSX from 'xlsx';
import { ApiError } from '../http/errors';
import { inspectZip } from './zip-guard';

/** One non-empty cell of the first column (numeric .xlsx cells: see `numericCellText`). */
export type { CnpjCell };

/** Header plus 5,000 CNPJs; blank rows count, so a sheet cannot hide work in them. */
export const maxRows = importMaxCnpjs + 1;

const unreadable = () => new ApiError(422, companyImportTexts.unreadable);
const wrongType = () => new ApiError(415, companyImportTexts.wrongType);
const tooMany = () => new ApiError(422, companyImportTexts.tooManyCnpjs);

/**
 * The CNPJs of an uploaded sheet, in row order: the first column holding
 * anything on the first sheet (.xlsx) or the first field of each record (.csv), empty cells
 * skipped, a header row ('CNPJ', any first cell without a digit) skipped.
 * The extension picks the format and the content must match it (415
 * otherwise); an .xlsx is checked for zip bombs before it is opened.
 * Synchronous and CPU-bound: the server calls it in a worker thread, with a
 * time and memory limit (spreadsheet-pool.ts), never on its event loop.
 */
export function readCnpjCells(fileName: string, bytes: Uint8Array): CnpjCell[] {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const cells = extension === 'xlsx' ? readXlsx(bytes) : extension === 'csv' ? readCsv(bytes) : null;
  if (!cells) throw wrongType();
  return withoutHeaderRow(cells);
}

/**
 * A number typed into Excel loses its leading zeros: 01.234.567/0001-95
 * becomes 1234567000195. An integer of 12 or 13 digits is therefore given
 * back its zeros (a CNPJ root starting with '0' or '00'); other numbers are
 * written out as they are and then fail the check digits, rather than being
 * padded into some CNPJ nobody typed (the number 191 would otherwise become
 * 00.000.000/0001-91, a real company). Text cells are never padded.
 */
export function numericCellText(value: number): string {
  if (!Number.isSafeInteger(value) || value <= 0) return String(value);
  const digits = String(value);
  return digits.length === 12 || digits.length === 13 ? digits.padStart(14, '0') : digits;
}

function readXlsx(bytes: Uint8Array): CnpjCell[] {
  const verdict = inspectZip(bytes);
  if (!verdict.ok) {
    if (verdict.reason === 'not_zip') throw wrongType();
    if (verdict.reason === 'too_big') throw new ApiError(413, companyImportTexts.tooBigInside);
    // 'unsupported' (zip64, encryption, another method), 'mismatch' (a local header against its directory entry).
    throw unreadable();
  }
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      sheets: 0,
      // One row more than allowed, so a longer sheet is noticed (its full range is then kept in !fullref).
      sheetRows: maxRows + 1,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch {
    throw unreadable();
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined;
  if (!sheet) throw unreadable();
  const range = sheet['!fullref'] ?? sheet['!ref'];
  if (!range) return [];
  const bounds = XLSX.utils.decode_range(range);
  if (bounds.e.r - bounds.s.r + 1 > maxRows) throw tooMany();

  const rows = sheet['!data'] ?? [];
  const hasValue = (cell: XLSX.CellObject | undefined) => cell?.v !== undefined && cell.v !== null && cell.v !== '';
  // The first column that holds anything: writers differ on whether the range starts at A1.
  let column = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const first = row?.findIndex(hasValue) ?? -1;
    if (first >= 0 && first < column) column = first;
  }
  const cells: CnpjCell[] = [];
  for (let r = bounds.s.r; r <= bounds.e.r && Number.isFinite(column); r++) {
    const cell = rows[r]?.[column];
    if (!cell || cell.v === undefined || cell.v === null) continue;
    const text = (
      cell.t === 'n' && typeof cell.v === 'number' ? numericCellText(cell.v) : String(cell.w ?? cell.v)
    ).trim();
    if (text !== '') cells.push({ row: r + 1, text });
  }
  return cells;
}

/** The first field of each record, the domain's reading (the mocks read a .csv by it too). */
function readCsv(bytes: Uint8Array): CnpjCell[] {
  const reading = readCsvFirstColumn(bytes, maxRows);
  if ('cells' in reading) return reading.cells;
  if (reading.refusal === 'wrongType') throw wrongType();
  throw reading.refusal === 'tooManyRows' ? tooMany() : unreadable();
}
