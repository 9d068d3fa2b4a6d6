import * as XLSX from 'xlsx';

/** One cell of a written sheet as its XML says it: no parser in between to smooth anything over. */
export interface RawCell {
  ref: string;
  /** The `t` attribute: 's' is a shared-string text; 'str' the text result of a formula; none a number. */
  type: string | null;
  /** Whether the cell holds a formula (`<f>`). */
  formula: boolean;
  /** The `numFmtId` of the cell's style (0 General, 49 Text '@'). */
  numberFormat: number;
}

/** SheetJS's zip reader (its types declare it `any`), typed as far as it is used here. */
const zip = XLSX.CFB as {
  read(data: Buffer, options: { type: 'buffer' }): unknown;
  find(container: unknown, path: string): { content?: ArrayLike<number> } | null;
};

function part(files: unknown, path: string): string {
  const entry = zip.find(files, path);
  if (!entry?.content) throw new Error(`no ${path} in the workbook`);
  return Buffer.from(Uint8Array.from(entry.content)).toString('utf8');
}

/**
 * The cells of the first sheet of an .xlsx read from the unzipped XML, with
 * the number format their style gives them, and the number of `<f>` elements
 * anywhere in the sheet.
 */
export function rawSheetCells(bytes: Uint8Array): { cells: RawCell[]; formulas: number } {
  const files = zip.read(Buffer.from(bytes), { type: 'buffer' });
  const sheet = part(files, '/xl/worksheets/sheet1.xml');
  const styles = part(files, '/xl/styles.xml');
  const cellXfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  const formats = [...cellXfs.matchAll(/<xf\b[^>]*\bnumFmtId="(\d+)"/g)].map((match) => Number(match[1]));
  const cells = [...sheet.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map(([, attributes = '', body = '']) => {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? null;
    return {
      ref: attribute('r') ?? '',
      type: attribute('t'),
      formula: /<f\b/.test(body),
      numberFormat: formats[Number(attribute('s') ?? 0)] ?? 0,
    };
  });
  return { cells, formulas: sheet.match(/<f\b/g)?.length ?? 0 };
}

/** The first sheet read back by SheetJS as a spreadsheet program would, formulas and number formats included. */
export function readBackSheet(bytes: Uint8Array): XLSX.WorkSheet {
  const workbook = XLSX.read(bytes, { type: 'buffer', cellFormula: true, cellNF: true });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet in the workbook');
  return sheet;
}
