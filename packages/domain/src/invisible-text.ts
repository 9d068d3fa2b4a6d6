/**
 * Invisible characters that change how a text reads, beyond the C0 controls:
 * the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E,
 * U+2066–U+2069), which reorder what follows ('fatura\u202Efdp.exe' shows as
 * 'faturaexe.pdf'), and the byte-order mark U+FEFF.
 */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * Line breaks outside C0 — NEL U+0085, LINE SEPARATOR U+2028, PARAGRAPH
 * SEPARATOR U+2029 — that some readers honour, so one inside a name could
 * start a new calendar property, mail header or spreadsheet line.
 */
const lineSeparators = /[\u0085\u2028\u2029]/g;

/**
 * A text safe to write out (calendar, e-mail, spreadsheet): bidi controls and
 * the BOM removed, each line separator replaced by a space. Requests refuse
 * these characters (the contract's `controlCharacters`); this covers what was
 * stored before, and what comes from elsewhere (the CNPJ registry).
 */
export function neutralizeInvisibleText(value: string): string {
  return value.replace(lineSeparators, ' ').replace(bidiControls, '');
}
