import { describe, expect, it } from 'vitest';
import {
  neutralizeSpreadsheetText,
  spreadsheetTextCells,
  spreadsheetWriteOptions,
  startsLikeFormula,
} from './spreadsheet';

describe('neutralizeSpreadsheetText', () => {
  it.each([
    // OWASP's signs and control characters, the payloads first.
    ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
    ['+1', "'+1"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tX', "'\tX"],
    ['\rX', "'\rX"],
    ["=1+1+cmd|' /C calc'!A0", "'=1+1+cmd|' /C calc'!A0"],
    ['+55 31 3224-8100', "'+55 31 3224-8100"],
    ['=', "'="],
    ['-', "'-"],
    ['\t', "'\t"],
    // NUL (ASVS 5).
    ['\u0000X', "'\u0000X"],
    // Spaces before a sign are trimmed by TRIM, importers and clean-up tools.
    [' =1+1', "' =1+1"],
    ['   @SUM(A1)', "'   @SUM(A1)"],
    ['\u00a0=1+1', "'\u00a0=1+1"],
    ['\u3000+1', "'\u3000+1"],
    ['\n=1+1', "'\n=1+1"],
    // (the BOM itself is removed, as bidi controls are)
    ['\ufeff=1+1', "'=1+1"],
    // Full-width and small forms of the signs.
    ['＝HYPERLINK("http://x","y")', '\'＝HYPERLINK("http://x","y")'],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['﹦1', "'﹦1"],
    ['﹢1', "'﹢1"],
    ['﹣1', "'﹣1"],
    ['﹫x', "'﹫x"],
  ])('quotes %j', (value, expected) => {
    expect(startsLikeFormula(value)).toBe(true);
    expect(neutralizeSpreadsheetText(value)).toBe(expected);
  });

  it.each([
    'HORIZONTE ALIMENTOS LTDA',
    '31.457.892/0001-88',
    '4711-3/02',
    'Licença = Alvará',
    'e-mail@exemplo.com.br',
    'A+B Serviços',
    ' Padaria',
    '\nPadaria',
    '   ',
    '',
    // Already quoted by whoever typed it: shown as typed.
    "'já citado",
    "'=1+1",
    // The minus sign U+2212 is not the hyphen-minus that starts a formula.
    '−1',
  ])('leaves %j as it is', (value) => {
    expect(startsLikeFormula(value)).toBe(false);
    expect(neutralizeSpreadsheetText(value)).toBe(value);
  });
});

describe('neutralizeSpreadsheetText with invisible characters', () => {
  it.each([
    // Bidi controls are removed, line separators become a space.
    ['fatura\u202Efdp.exe', 'faturafdp.exe'],
    ['\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C\uFEFFPadaria', 'Padaria'],
    ['Padaria\u0085Sol\u2028Nascente\u2029Ltda', 'Padaria Sol Nascente Ltda'],
    // And what starts like a formula once they are gone is quoted.
    ['\u202E=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
    ['\u2066+1\u2069', "'+1"],
    ['\u0085=1+1', "' =1+1"],
  ])('writes %j as %j', (value, expected) => {
    expect(neutralizeSpreadsheetText(value)).toBe(expected);
  });
});

describe('spreadsheetTextCells', () => {
  it('makes every text a text cell with the Text format, its value unchanged, and an empty text no cell', () => {
    expect(
      spreadsheetTextCells([
        ['Empresa', 'CNPJ'],
        ['\'=HYPERLINK("http://x","y")', ''],
      ]),
    ).toEqual([
      [
        { t: 's', v: 'Empresa', z: '@' },
        { t: 's', v: 'CNPJ', z: '@' },
      ],
      [{ t: 's', v: '\'=HYPERLINK("http://x","y")', z: '@' }, null],
    ]);
  });

  it('is written with shared strings, so text cells are t="s" and not formula results', () => {
    expect(spreadsheetWriteOptions).toMatchObject({ bookType: 'xlsx', bookSST: true });
  });
});
