import { companyImportTexts } from '@product/api/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { textBytes, xlsxBytes, type ZipEntry, zeros, zipBytes, zipEntriesOf } from '../testing/sheets';
import { maxRows, numericCellText, readCnpjCells } from './spreadsheet';
import { inspectZip } from './zip-guard';

function refusal(read: () => unknown): { status: number; message: string } {
  try {
    read();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('numeric cells', () => {
  it('get back the one or two leading zeros Excel dropped, and nothing else is padded', () => {
    expect(numericCellText(1234567000195)).toBe('01234567000195');
    expect(numericCellText(623904000173)).toBe('00623904000173');
    expect(numericCellText(11222333000181)).toBe('11222333000181');
    // 191 is not padded into 00.000.000/0001-91: a short number is a row number or a typo, not a CNPJ.
    expect(numericCellText(191)).toBe('191');
    expect(numericCellText(12.5)).toBe('12.5');
    expect(numericCellText(-1234567000195)).toBe('-1234567000195');
  });
});

describe('readCnpjCells from .xlsx', () => {
  it('reads the first column as text, skips the header and empty cells, and keeps row numbers', () => {
    const bytes = xlsxBytes([
      ['CNPJ', 'Observação'],
      ['08331754000136', 'texto com zero à esquerda'],
      [1234567000195, 'número que perdeu o zero'],
      [null, 'linha sem CNPJ'],
      ['  31.457.892/0001-88  '],
      ['12ABC345000188'],
    ]);
    expect(readCnpjCells('empresas.xlsx', bytes)).toEqual([
      { row: 2, text: '08331754000136' },
      { row: 3, text: '01234567000195' },
      { row: 5, text: '31.457.892/0001-88' },
      { row: 6, text: '12ABC345000188' },
    ]);
  });

  it('keeps a first row holding a CNPJ (no header) and takes the first used column', () => {
    const bytes = xlsxBytes([
      [null, '31457892000188'],
      [null, '27564031000121'],
    ]);
    expect(readCnpjCells('SEM CABECALHO.XLSX', bytes)).toEqual([
      { row: 1, text: '31457892000188' },
      { row: 2, text: '27564031000121' },
    ]);
  });

  it('answers no cells for an empty sheet', () => {
    expect(readCnpjCells('vazia.xlsx', xlsxBytes([]))).toEqual([]);
    expect(readCnpjCells('so-cabecalho.xlsx', xlsxBytes([['CNPJ']]))).toEqual([]);
  });

  it(`accepts ${maxRows} rows (a header and 5,000 CNPJs) and refuses one more, blank rows included`, () => {
    const rows = (count: number) => [
      ['CNPJ'],
      ...Array.from({ length: count - 1 }, (_, i) => [i % 2 ? null : `x${i}`]),
    ];
    expect(readCnpjCells('limite.xlsx', xlsxBytes(rows(maxRows)))).toHaveLength(2500);
    expect(refusal(() => readCnpjCells('grande.xlsx', xlsxBytes(rows(maxRows + 1))))).toEqual({
      status: 422,
      message: companyImportTexts.tooManyCnpjs,
    });
  });

  it('refuses content that is not a workbook', () => {
    expect(refusal(() => readCnpjCells('planilha.xlsx', textBytes('CNPJ\n31457892000188\n')))).toEqual({
      status: 415,
      message: companyImportTexts.wrongType,
    });
    const zipOfText = zipBytes([{ name: 'leia.txt', data: textBytes('oi'), method: 0, declaredSize: 2 }]);
    expect(refusal(() => readCnpjCells('planilha.xlsx', zipOfText))).toEqual({
      status: 422,
      message: companyImportTexts.unreadable,
    });
  });

  it('refuses other extensions, whatever the content', () => {
    for (const name of ['planilha.xls', 'planilha.pdf', 'planilha', 'planilha.xlsx.exe']) {
      expect(refusal(() => readCnpjCells(name, xlsxBytes([['31457892000188']])))).toEqual({
        status: 415,
        message: companyImportTexts.wrongType,
      });
    }
  });
});

describe('readCnpjCells from .csv', () => {
  it('reads the first field with comma, semicolon or tab separators, quotes, CRLF and a BOM', () => {
    const text =
      '\uFEFFCNPJ;Nome\r\n"31.457.892/0001-88";"Horizonte; Alimentos"\r\n08331754000136,"diz ""oi"""\n\n12ABC345000188\tx\n"27564031000121"';
    expect(readCnpjCells('lista.csv', textBytes(text))).toEqual([
      { row: 2, text: '31.457.892/0001-88' },
      { row: 3, text: '08331754000136' },
      { row: 5, text: '12ABC345000188' },
      { row: 6, text: '27564031000121' },
    ]);
  });

  it('keeps 13-digit text as written (no padding: text is never changed)', () => {
    expect(readCnpjCells('lista.csv', textBytes('1234567000195\n'))).toEqual([{ row: 1, text: '1234567000195' }]);
  });

  it('reads UTF-16 and Windows-1252 files', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('CNPJ\n31457892000188\n', 'utf16le')]);
    expect(readCnpjCells('unicode.csv', utf16)).toEqual([{ row: 2, text: '31457892000188' }]);
    const latin1 = new Uint8Array(Buffer.from('Razão\n31457892000188;Ação\n', 'latin1'));
    expect(readCnpjCells('excel.csv', latin1)).toEqual([{ row: 2, text: '31457892000188' }]);
  });

  it('refuses binary content, a zip and an open quote', () => {
    const wrongType = { status: 415, message: companyImportTexts.wrongType };
    expect(refusal(() => readCnpjCells('lista.csv', new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2])))).toEqual(
      wrongType,
    );
    expect(refusal(() => readCnpjCells('lista.csv', xlsxBytes([['31457892000188']])))).toEqual(wrongType);
    expect(refusal(() => readCnpjCells('lista.csv', textBytes('"31457892000188\n')))).toEqual({
      status: 422,
      message: companyImportTexts.unreadable,
    });
  });

  it(`refuses more than ${maxRows} records`, () => {
    const lines = (count: number) => `${Array.from({ length: count }, () => '31457892000188').join('\n')}\n`;
    expect(readCnpjCells('limite.csv', textBytes(lines(maxRows)))).toHaveLength(maxRows);
    expect(refusal(() => readCnpjCells('grande.csv', textBytes(lines(maxRows + 1))))).toEqual({
      status: 422,
      message: companyImportTexts.tooManyCnpjs,
    });
  });
});

describe('inspectZip', () => {
  it('accepts a real workbook', () => {
    expect(inspectZip(xlsxBytes([['CNPJ'], ['31457892000188']]))).toEqual({ ok: true });
  });

  it('refuses a central directory declaring more than 50 MB', () => {
    const declared = zipBytes([zeros('xl/worksheets/sheet1.xml', 1000, 0xfffffffe)]);
    expect(inspectZip(declared)).toEqual({ ok: false, reason: 'too_big' });
    const many = zipBytes(Array.from({ length: 60 }, (_, i) => zeros(`parte${i}.xml`, 10, 1024 * 1024)));
    expect(inspectZip(many)).toEqual({ ok: false, reason: 'too_big' });
  });

  it('refuses an entry that expands past the size it declares', () => {
    const bomb = zipBytes([zeros('xl/worksheets/sheet1.xml', 20 * 1024 * 1024, 100)]);
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    expect(inspectZip(bomb)).toEqual({ ok: false, reason: 'too_big' });
  });

  it('refuses more than 1,000 entries, zip64 markers, encryption and unknown methods', () => {
    expect(inspectZip(zipBytes(Array.from({ length: 1001 }, (_, i) => zeros(`f${i}`, 1))))).toEqual({
      ok: false,
      reason: 'too_big',
    });
    expect(inspectZip(zipBytes([zeros('a', 10, 0xffffffff)]))).toEqual({ ok: false, reason: 'unsupported' });
    // One stored entry 'a' of 2 bytes: its central directory record starts at 30 + 1 + 2 = 33.
    const withCentral = (field: number, value: number) => {
      const bytes = zipBytes([{ name: 'a', data: textBytes('xx'), method: 0, declaredSize: 2 }]);
      new DataView(bytes.buffer, bytes.byteOffset).setUint16(33 + field, value, true);
      return bytes;
    };
    expect(inspectZip(withCentral(10, 12))).toEqual({ ok: false, reason: 'unsupported' });
    expect(inspectZip(withCentral(8, 1))).toEqual({ ok: false, reason: 'unsupported' });
    expect(inspectZip(withCentral(0, 0))).toEqual({ ok: false, reason: 'not_zip' });
  });

  describe('reads every local header, as SheetJS does, and refuses one that disagrees with the directory', () => {
    const workbook = () => zipEntriesOf(xlsxBytes([['CNPJ'], ['31457892000188']]));
    const withExtra = (entry: ZipEntry) => zipBytes([...workbook(), entry]);
    const deflated = zeros('xl/media/image1.png', 64 * 1024);

    it('a workbook rewritten entry by entry is still a workbook', () => {
      const bytes = zipBytes(workbook());
      expect(inspectZip(bytes)).toEqual({ ok: true });
      expect(readCnpjCells('de-novo.xlsx', bytes)).toEqual([{ row: 2, text: '31457892000188' }]);
    });

    it('stored in the directory, deflate in the local header (issue 24: the directory has nothing to inflate)', () => {
      const { data } = deflated;
      const bytes = withExtra({ ...deflated, method: 0, declaredSize: data.byteLength, local: { method: 8 } });
      expect(inspectZip(bytes)).toEqual({ ok: false, reason: 'mismatch' });
      expect(refusal(() => readCnpjCells('bomba.xlsx', bytes))).toEqual({
        status: 422,
        message: companyImportTexts.unreadable,
      });
    });

    it('other sizes or another name in the local header', () => {
      expect(inspectZip(withExtra({ ...deflated, local: { size: 0xfffffff0 } }))).toEqual({
        ok: false,
        reason: 'mismatch',
      });
      expect(inspectZip(withExtra({ ...deflated, local: { compressedSize: 10 } }))).toEqual({
        ok: false,
        reason: 'mismatch',
      });
      expect(inspectZip(withExtra({ ...deflated, local: { name: 'xl/media/image2.png' } }))).toEqual({
        ok: false,
        reason: 'mismatch',
      });
      // Sizes after the data (flag 3): zeros in the local header are how writers that stream say so.
      expect(inspectZip(withExtra({ ...deflated, local: { flags: 0x8, compressedSize: 0, size: 0 } }))).toEqual({
        ok: true,
      });
      expect(inspectZip(withExtra({ ...deflated, local: { flags: 0x8, compressedSize: 0, size: 5 } }))).toEqual({
        ok: false,
        reason: 'mismatch',
      });
      expect(inspectZip(withExtra({ ...deflated, local: { flags: 0x1 } }))).toEqual({
        ok: false,
        reason: 'unsupported',
      });
    });

    it('a zip64 extra field, whose sizes SheetJS takes over the headers', () => {
      const zip64 = Buffer.alloc(20);
      zip64.writeUInt16LE(0x0001, 0);
      zip64.writeUInt16LE(16, 2);
      expect(inspectZip(withExtra({ ...deflated, extra: zip64 }))).toEqual({ ok: false, reason: 'unsupported' });
      const timestamp = Buffer.from([0x55, 0x54, 5, 0, 1, 0, 0, 0, 0]);
      expect(inspectZip(withExtra({ ...deflated, extra: timestamp }))).toEqual({ ok: true });
    });

    it('a deflate stream that does not end within its entry (SheetJS would read on into the next)', () => {
      const { data } = deflated;
      const cut = { ...deflated, data: data.subarray(0, data.byteLength - 2) };
      expect(inspectZip(withExtra(cut))).toEqual({ ok: false, reason: 'not_zip' });
    });
  });

  it('counts what entries really inflate to, many entries sharing one stream included', () => {
    // 60 directory entries point at the same local header of 1 MB of zeros: 60 MB inflated from a few KB.
    const one = zipBytes([zeros('a', 1024 * 1024)]);
    const view = new DataView(one.buffer, one.byteOffset);
    const centralAt = view.getUint32(one.byteLength - 6, true);
    const central = one.subarray(centralAt, one.byteLength - 22);
    const end = Buffer.from(one.subarray(one.byteLength - 22));
    const copies = 60;
    end.writeUInt16LE(copies, 8);
    end.writeUInt16LE(copies, 10);
    end.writeUInt32LE(central.byteLength * copies, 12);
    const shared = Buffer.concat([one.subarray(0, centralAt), ...Array(copies).fill(central), end]);
    expect(inspectZip(shared)).toEqual({ ok: false, reason: 'too_big' });
    expect(inspectZip(shared, { maxEntries: 1000, maxUncompressedBytes: 61 * 1024 * 1024 })).toEqual({ ok: true });
  });

  it('finds the directory where SheetJS does: the last record, ending the file', () => {
    const whole = xlsxBytes([['31457892000188']]);
    expect(inspectZip(new Uint8Array([...whole, 0, 0, 0]))).toEqual({ ok: false, reason: 'not_zip' });
    // A signature in the comment is where SheetJS would read the directory from: not the real record.
    const commented = Buffer.from(whole);
    const fake = Buffer.from([0x50, 0x4b, 0x05, 0x06, 0, 0]);
    commented.writeUInt16LE(fake.byteLength, commented.byteLength - 2);
    expect(inspectZip(Buffer.concat([commented, fake]))).toEqual({ ok: false, reason: 'not_zip' });
    commented.writeUInt16LE(4, commented.byteLength - 2);
    expect(inspectZip(Buffer.concat([commented, Buffer.from('nota')]))).toEqual({ ok: true });
  });

  it('refuses truncated and non-zip bytes', () => {
    const whole = xlsxBytes([['31457892000188']]);
    expect(inspectZip(whole.subarray(0, whole.byteLength - 30))).toEqual({ ok: false, reason: 'not_zip' });
    expect(inspectZip(textBytes('not a zip at all, just text'))).toEqual({ ok: false, reason: 'not_zip' });
  });
});
