import { companyImportTexts, importMaxCnpjs } from '@product/api/contract';
import * as XLSX from 'xlsx';
import { ApiError } from '../http/errors';
import { inspectZip } from './zip-guard';

/** One non-empty cell of the first column. */
export interface CnpjCell {
  /** 1-based, as the spreadsheet program numbers rows. */
  row: number;
  /** The cell as read, trimmed; see `numericCellText` for numbers. */
  text: string;
}

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
  const first = cells[0];
  return first && !/\d/.test(first.text) ? cells.slice(1) : cells;
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

/** UTF-8 (with or without BOM), UTF-16 with BOM (Excel's 'Unicode text'), else Windows-1252 (Excel's CSV in Brazil). */
function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes.includes(0)) throw wrongType();
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The first field of each CSV record. Fields end at an unquoted comma,
 * semicolon or tab (the separators spreadsheet programs write); a quoted
 * field may hold separators, doubled quotes and line breaks. Everything is
 * text: no number parsing, so leading zeros stay.
 */
function readCsv(bytes: Uint8Array): CnpjCell[] {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) throw wrongType();
  const text = decodeText(bytes);
  const cells: CnpjCell[] = [];
  let row = 1;
  let at = 0;
  while (at < text.length) {
    if (row > maxRows) throw tooMany();
    let field = '';
    if (text[at] === '"') {
      at++;
      for (;;) {
        if (at >= text.length) throw unreadable();
        const char = text[at];
        if (char === '"') {
          if (text[at + 1] === '"') {
            field += '"';
            at += 2;
            continue;
          }
          at++;
          break;
        }
        field += char;
        at++;
      }
    }
    // The rest of the field (unquoted, or after a closing quote) up to a separator or the end of the line.
    while (at < text.length && !',;\t\r\n'.includes(text[at] ?? '')) field += text[at++];
    // Skip the other fields of the record, honouring their quotes.
    let quoted = false;
    while (at < text.length) {
      const char = text[at];
      if (char === '"') quoted = !quoted;
      else if (!quoted && (char === '\n' || char === '\r')) break;
      at++;
    }
    if (text[at] === '\r' && text[at + 1] === '\n') at += 2;
    else if (at < text.length) at++;
    const value = field.replace(/^\uFEFF/, '').trim();
    if (value !== '') cells.push({ row, text: value });
    row++;
  }
  return cells;
}
