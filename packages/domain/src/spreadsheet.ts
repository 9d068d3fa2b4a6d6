import { neutralizeInvisibleText } from './invisible-text';

/**
 * Formula injection ("CSV injection", OWASP; ASVS 5 requirement 1.2.10): a
 * name typed by someone ('=HYPERLINK("http://x","y")', '=cmd|…') must reach
 * the person who opens our spreadsheet as text, never as a formula. An .xlsx
 * cell is only a formula when it carries one (`<f>`), and ours never do; the
 * danger is what happens next: Excel re-reads a cell as typed input when it
 * is edited or touched by Find and Replace, 'Save as CSV' drops the cell
 * types, and copy-paste or other importers read bare text. So every sheet we
 * write takes two measures, here, for the server and the browser alike:
 *
 * - text that starts like a formula gets a visible single quote in front
 *   (`'=HYPERLINK(…)`, OWASP's advice), which stays inert in a CSV, a paste
 *   or a re-typed cell. Excel's hidden "quote prefix" style would look nicer,
 *   but SheetJS's free build cannot write it, and it is lost in a CSV;
 * - every cell is a shared-string text cell (`t="s"`) with the Text number
 *   format ('@'), so whatever is typed or replaced into it later stays text
 *   in Excel and LibreOffice, even if someone removes the quote.
 *
 * Only text is quoted: numbers and dates would be written as numeric cells,
 * which no program reads as a formula (our sheets have none today).
 */

/** First characters that make a spreadsheet program read a formula (or a DDE call). */
const formulaSigns = new Set(['=', '+', '-', '@']);

/**
 * Control characters that are unsafe first in a cell whatever follows: tab
 * and carriage return (OWASP; CSV readers split or drop them, and what comes
 * after becomes the start of a cell) and NUL (ASVS 5).
 */
const unsafeControlStarts = ['\t', '\r', '\u0000'];

/**
 * Whether a text would be read as a formula by some spreadsheet program:
 * it starts with '=', '+', '-', '@', a tab, a carriage return or NUL; or
 * with spaces (any Unicode space, line breaks, a BOM) before a formula sign,
 * since TRIM, 'Trim spaces' on import and clean-up tools remove them; or with
 * the full-width and small forms of a formula sign ('＝', '﹢', '－', '＠'…),
 * Unicode twins that any program normalising text (NFKC, East Asian input
 * conversion) turns into the real sign; no real name starts with one.
 * A sign anywhere else ('Licença = Alvará') is harmless.
 */
export function startsLikeFormula(value: string): boolean {
  if (unsafeControlStarts.some((start) => value.startsWith(start))) return true;
  const first = value.trimStart().charAt(0);
  return first !== '' && formulaSigns.has(first.normalize('NFKC'));
}

/**
 * A text made harmless: one that starts like a formula gets a single quote
 * in front ("=HYPERLINK(…)" → "'=HYPERLINK(…)") and is shown as typed, never
 * run. Bidi controls and line separators are neutralised too
 * (`neutralizeInvisibleText`), so a cell never reads reordered or splits a
 * line. Every text a sheet writes from people or the registry goes through
 * this; the product's own texts (headers, labels) need not.
 */
export function neutralizeSpreadsheetText(value: string): string {
  // Bidi controls first: '\u202E=cmd' must be quoted as the '=cmd' it becomes.
  const text = neutralizeInvisibleText(value);
  return startsLikeFormula(text) ? `'${text}` : text;
}

/**
 * A text cell as SheetJS writes it (`XLSX.utils.aoa_to_sheet` takes cell
 * objects): type 's' and the Text number format '@'.
 */
export interface SpreadsheetTextCell {
  t: 's';
  v: string;
  z: '@';
}

/**
 * Rows of texts as text cells, for `XLSX.utils.aoa_to_sheet` (quote outside
 * text first, with `neutralizeSpreadsheetText`). An empty text is no cell
 * at all (null, which SheetJS skips), so a blank stays blank for ISBLANK,
 * COUNTA and Ctrl+arrow.
 */
export function spreadsheetTextCells(rows: readonly (readonly string[])[]): (SpreadsheetTextCell | null)[][] {
  return rows.map((row) => row.map((value) => (value === '' ? null : { t: 's', v: value, z: '@' })));
}

/**
 * How our sheets are written (`XLSX.write` options besides `type`): with a
 * shared-string table, so text cells are `t="s"` as Excel writes them.
 * Without it SheetJS writes `t="str"`, which the format defines as the
 * cached text result of a formula.
 */
export const spreadsheetWriteOptions = { bookType: 'xlsx', bookSST: true, compression: true } as const;
