import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits } from './cnpj';
import { readCsvFirstColumn, triageCnpjCells, withoutHeaderRow } from './cnpj-sheet';

const texts = { invalid: 'inválido', invalidLostZeros: 'zeros', duplicate: 'repetido' };
const cnpj = (base: string) => `${base}${cnpjCheckDigits(base)}`;
const bytes = (text: string) => new TextEncoder().encode(text);

describe('readCsvFirstColumn', () => {
  it('reads the first field of each record, quoted or not, numbering rows as the spreadsheet does', () => {
    const csv = 'CNPJ;Nome\r\n"11.222.333/0001-81";"A; B"\n\n  12345678000195 ,x\n"a ""q""\nb",y\n';
    expect(readCsvFirstColumn(bytes(csv), 10)).toEqual({
      cells: [
        { row: 1, text: 'CNPJ' },
        { row: 2, text: '11.222.333/0001-81' },
        { row: 4, text: '12345678000195' },
        { row: 5, text: 'a "q"\nb' },
      ],
    });
  });

  it('decodes UTF-8 with a BOM, UTF-16 and Windows-1252', () => {
    expect(readCsvFirstColumn(bytes('\uFEFFCNPJ\n'), 10)).toEqual({ cells: [{ row: 1, text: 'CNPJ' }] });
    const utf16 = new Uint8Array([0xff, 0xfe, 0x41, 0, 0x0a, 0]);
    expect(readCsvFirstColumn(utf16, 10)).toEqual({ cells: [{ row: 1, text: 'A' }] });
    expect(readCsvFirstColumn(new Uint8Array([0x4e, 0xba, 0x0a]), 10)).toEqual({ cells: [{ row: 1, text: 'Nº' }] });
  });

  it('refuses a zip or binary file, an unclosed quote, and more rows than allowed (blank ones count)', () => {
    expect(readCsvFirstColumn(new Uint8Array([0x50, 0x4b, 3, 4]), 10)).toEqual({ refusal: 'wrongType' });
    expect(readCsvFirstColumn(new Uint8Array([0x41, 0, 0x42]), 10)).toEqual({ refusal: 'wrongType' });
    expect(readCsvFirstColumn(bytes('"aberto\n'), 10)).toEqual({ refusal: 'unreadable' });
    expect(readCsvFirstColumn(bytes('1\n\n3\n'), 3)).toEqual({
      cells: [
        { row: 1, text: '1' },
        { row: 3, text: '3' },
      ],
    });
    expect(readCsvFirstColumn(bytes('1\n\n3\n4\n'), 3)).toEqual({ refusal: 'tooManyRows' });
  });
});

describe('withoutHeaderRow', () => {
  it('drops a first cell without a digit only', () => {
    expect(
      withoutHeaderRow([
        { row: 1, text: 'CNPJ' },
        { row: 2, text: '1' },
      ]),
    ).toEqual([{ row: 2, text: '1' }]);
    expect(withoutHeaderRow([{ row: 1, text: 'CNPJ 1' }])).toEqual([{ row: 1, text: 'CNPJ 1' }]);
    expect(withoutHeaderRow([])).toEqual([]);
  });
});

describe('triageCnpjCells', () => {
  it('refuses invalid CNPJs (lost zeros told apart) and repeats, naming the first row; the rest are to be created', () => {
    const valid = cnpj('112223330001');
    const masked = `11.222.333/0001-${valid.slice(12)}`;
    const cells = [
      { row: 2, text: valid },
      { row: 3, text: '11222333000100' },
      { row: 4, text: '1234567000195' },
      { row: 5, text: masked },
      { row: 6, text: cnpj('445556660001') },
    ];
    expect(triageCnpjCells(cells, texts)).toEqual([
      { kind: 'create', cnpj: valid },
      { kind: 'error', message: 'inválido' },
      { kind: 'error', message: 'zeros' },
      { kind: 'error', message: 'repetido (primeiro na linha 2).' },
      { kind: 'create', cnpj: cnpj('445556660001') },
    ]);
  });
});
