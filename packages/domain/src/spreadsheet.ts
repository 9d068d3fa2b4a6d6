/**
 * Characters that make a spreadsheet program read a cell as a formula (or a
 * DDE call) when the text is opened, pasted or saved as CSV: '=', '+', '-',
 * '@' (OWASP "CSV injection"), and a leading tab or carriage return, which
 * some programs strip before reading the rest.
 */
export const spreadsheetFormulaStarts = ['=', '+', '-', '@', '\t', '\r'] as const;

/**
 * A text cell made harmless: one starting like a formula gets a single quote
 * in front ("=HYPERLINK(…)" → "'=HYPERLINK(…)"), so it is shown as typed and
 * never run. Every text a sheet writes from user or registry data goes
 * through this; numbers and dates are written as such and need nothing.
 */
export function neutralizeSpreadsheetText(value: string): string {
  return spreadsheetFormulaStarts.some((start) => value.startsWith(start)) ? `'${value}` : value;
}
