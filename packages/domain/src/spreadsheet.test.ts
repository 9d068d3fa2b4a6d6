import { describe, expect, it } from 'vitest';
import { neutralizeSpreadsheetText } from './spreadsheet';

describe('neutralizeSpreadsheetText', () => {
  it.each([
    ['=HYPERLINK("http://mal.example","Clique")', '\'=HYPERLINK("http://mal.example","Clique")'],
    ['+55 31 3224-8100', "'+55 31 3224-8100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('quotes %j', (value, expected) => {
    expect(neutralizeSpreadsheetText(value)).toBe(expected);
  });

  it.each(['HORIZONTE ALIMENTOS LTDA', '31.457.892/0001-88', "'já citado", ' =espaço antes', 'Licença = Alvará', ''])(
    'leaves %j as it is',
    (value) => {
      expect(neutralizeSpreadsheetText(value)).toBe(value);
    },
  );
});
