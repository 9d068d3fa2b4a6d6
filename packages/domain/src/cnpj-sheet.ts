// Reading the CNPJs of an uploaded sheet and sorting them before any lookup:
// the server's import (apps/server/src/company-import) and the mocks read a
// .csv, number its rows and refuse invalid and repeated CNPJs by these
// functions. (.xlsx files are read by the server only, with SheetJS.)
import { isValidCnpj, normalizeCnpj } from './cnpj';

/** One non-empty cell of the first column. */
export interface CnpjCell {
  /** 1-based, as the spreadsheet program numbers rows. */
  row: number;
  /** The cell as read, trimmed. */
  text: string;
}

/** Why a file is not read: not a text file (415), broken quoting (422), too many rows (422). */
export type SheetRefusal = 'wrongType' | 'unreadable' | 'tooManyRows';
export type SheetReading = { cells: CnpjCell[] } | { refusal: SheetRefusal };

/** Without its header row: a first cell with no digit ('CNPJ', 'Empresa') is a header. */
export function withoutHeaderRow(cells: readonly CnpjCell[]): CnpjCell[] {
  const first = cells[0];
  return first && !/\d/.test(first.text) ? cells.slice(1) : [...cells];
}

/** UTF-8 (with or without BOM), UTF-16 with BOM (Excel's 'Unicode text'), else Windows-1252 (Excel's CSV in Brazil); null for binary. */
function decodeText(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The first field of each CSV record, header included (see `withoutHeaderRow`).
 * Fields end at an unquoted comma, semicolon or tab (the separators
 * spreadsheet programs write); a quoted field may hold separators, doubled
 * quotes and line breaks. Everything is text: no number parsing, so leading
 * zeros stay. Blank records count as rows (`maxRows`), so a sheet cannot hide
 * work in them; a zip (an .xlsx renamed) or binary file is `wrongType`.
 */
export function readCsvFirstColumn(bytes: Uint8Array, maxRows: number): SheetReading {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return { refusal: 'wrongType' };
  const text = decodeText(bytes);
  if (text === null) return { refusal: 'wrongType' };
  const cells: CnpjCell[] = [];
  let row = 1;
  let at = 0;
  while (at < text.length) {
    if (row > maxRows) return { refusal: 'tooManyRows' };
    let field = '';
    if (text[at] === '"') {
      at++;
      for (;;) {
        if (at >= text.length) return { refusal: 'unreadable' };
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
  return { cells };
}

/** The messages of the CNPJs refused before any lookup (the contract's `companyImportTexts`). */
export interface CnpjTriageTexts {
  invalid: string;
  /** A 12- or 13-digit cell: probably a CNPJ whose leading zeros the spreadsheet dropped. */
  invalidLostZeros: string;
  /** Followed by the row of the first occurrence: '… (primeiro na linha 3).' */
  duplicate: string;
}

/** What a cell is, before any lookup: a CNPJ to create, or an error of its own. */
export type CnpjTriage = { kind: 'create'; cnpj: string } | { kind: 'error'; message: string };

/** Invalid and repeated CNPJs get their error before any lookup; the others are to be created, in file order. */
export function triageCnpjCells(cells: readonly CnpjCell[], texts: CnpjTriageTexts): CnpjTriage[] {
  const firstRow = new Map<string, number>();
  return cells.map((cell): CnpjTriage => {
    const cnpj = normalizeCnpj(cell.text);
    if (!isValidCnpj(cnpj)) {
      const lostZeros = /^\d{12,13}$/.test(cnpj);
      return { kind: 'error', message: lostZeros ? texts.invalidLostZeros : texts.invalid };
    }
    const seen = firstRow.get(cnpj);
    if (seen !== undefined) return { kind: 'error', message: `${texts.duplicate} (primeiro na linha ${seen}).` };
    firstRow.set(cnpj, cell.row);
    return { kind: 'create', cnpj };
  });
}
