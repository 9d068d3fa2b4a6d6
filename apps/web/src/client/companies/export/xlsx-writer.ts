/**
 * A one-sheet .xlsx of text cells, written directly (issue 27): SheetJS took ~12 s of the page's
 * main thread for the 93,000 rows of a 10,000-company account (building its cell objects, its XML
 * and its JavaScript deflate); here the XML is written as strings and compressed by the browser's
 * own CompressionStream, whose gzip also computes the CRC-32 a zip entry needs.
 *
 * Every cell is what packages/domain/src/spreadsheet.ts asks of our sheets: a shared-string text
 * cell (`t="s"`) with the Text number format ('@', built-in format 49), never a formula; an empty
 * text is no cell at all. Quoting text that starts like a formula is the caller's
 * (`neutralizeSpreadsheetText`, already applied by `companyExportSheetRows`).
 */

export interface TextSheet {
  /** At most 31 characters (Excel's limit). */
  name: string;
  /** Rows of texts, the first the header. */
  rows: readonly (readonly string[])[];
  /** Column widths in characters, as SheetJS's `wch`. */
  columnWidths: readonly number[];
}

const mainNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelNs = 'http://schemas.openxmlformats.org/package/2006/relationships';
const xmlHeader = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Rows per piece handed to the compressor: the sheet's XML is never one string (100,000 companies would pass V8's limit). */
const rowsPerPiece = 2000;

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const needsEscape = /[&<>"\u0000-\u001f_\ufffe\uffff]/;
/** Not writable in XML 1.0, or read back changed (a carriage return becomes a line feed). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const unwritable = /[\u0000-\u0008\u000b-\u001f\ufffe\uffff]/g;

/**
 * Text as XML character data. Control characters other than tab and line feed cannot be written
 * in XML 1.0 (and a carriage return would be read back as a line feed): they go as Excel's
 * `_xHHHH_` escapes, as SheetJS writes them; a `_x` that would read as one is escaped itself.
 */
export function escapeSheetText(text: string): string {
  if (!needsEscape.test(text)) return text;
  return text
    .replace(/_(?=x[0-9A-Fa-f]{4}_)/g, '_x005F_')
    .replace(/[&<>"]/g, (sign) => entities[sign] as string)
    .replace(unwritable, (sign) => `_x${sign.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`);
}

/** 'A', 'B', … 'Z', 'AA', …: a column's letters from its index (0-based). */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const text = (value: string) => {
  const escaped = escapeSheetText(value);
  // Leading or trailing spaces are kept only when the text says so.
  return /^\s|\s$/.test(value) ? `<t xml:space="preserve">${escaped}</t>` : `<t>${escaped}</t>`;
};

/** The sheet's XML in pieces, filling the shared-string table as it goes. */
function* sheetPieces(sheet: TextSheet, strings: Map<string, number>): Generator<string> {
  const width = Math.max(1, sheet.columnWidths.length, ...sheet.rows.slice(0, 1).map((row) => row.length));
  const letters = Array.from({ length: width }, (_, index) => columnLetters(index));
  const lastRow = Math.max(1, sheet.rows.length);
  const cols = sheet.columnWidths
    .map((wch, index) => `<col min="${index + 1}" max="${index + 1}" width="${wch}" customWidth="1"/>`)
    .join('');
  yield `${xmlHeader}<worksheet xmlns="${mainNs}" xmlns:r="${relNs}"><dimension ref="A1:${letters[width - 1]}${lastRow}"/><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
  let piece = '';
  for (let r = 0; r < sheet.rows.length; r += 1) {
    const row = sheet.rows[r] as readonly string[];
    let cells = '';
    for (let c = 0; c < row.length; c += 1) {
      const value = row[c] as string;
      if (value === '') continue;
      let index = strings.get(value);
      if (index === undefined) {
        index = strings.size;
        strings.set(value, index);
      }
      cells += `<c r="${letters[c] ?? columnLetters(c)}${r + 1}" s="1" t="s"><v>${index}</v></c>`;
    }
    piece += `<row r="${r + 1}">${cells}</row>`;
    if ((r + 1) % rowsPerPiece === 0) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`;
}

function* sharedStringPieces(strings: Map<string, number>, count: number): Generator<string> {
  yield `${xmlHeader}<sst xmlns="${mainNs}" count="${count}" uniqueCount="${strings.size}">`;
  let piece = '';
  let n = 0;
  // A Map keeps insertion order: the index each text was given.
  for (const value of strings.keys()) {
    piece += `<si>${text(value)}</si>`;
    n += 1;
    if (n % (rowsPerPiece * 10) === 0) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}</sst>`;
}

interface ZipEntry {
  name: string;
  crc: number;
  size: number;
  data: Uint8Array;
}

/**
 * Deflates the pieces with the browser's gzip and takes the zip entry's parts from it: the raw
 * deflate stream between gzip's header and trailer, and the trailer's CRC-32 and length.
 */
async function deflateEntry(name: string, pieces: Iterable<string>): Promise<ZipEntry> {
  const stream = new CompressionStream('gzip');
  const writer = stream.writable.getWriter();
  const compressed = new Response(stream.readable).arrayBuffer();
  const encoder = new TextEncoder();
  for (const piece of pieces) await writer.write(encoder.encode(piece));
  await writer.close();
  const gzip = new Uint8Array(await compressed);
  const view = new DataView(gzip.buffer, gzip.byteOffset, gzip.byteLength);
  // RFC 1952: a 10-byte header, then the optional fields its flags announce.
  const flags = gzip[3] ?? 0;
  let start = 10;
  if (flags & 4) start += 2 + view.getUint16(start, true);
  if (flags & 8) start = gzip.indexOf(0, start) + 1;
  if (flags & 16) start = gzip.indexOf(0, start) + 1;
  if (flags & 2) start += 2;
  const end = gzip.length - 8;
  return { name, crc: view.getUint32(end, true), size: view.getUint32(end + 4, true), data: gzip.subarray(start, end) };
}

/** A zip of deflated entries (no data descriptors, no zip64: a sheet stays far below 4 GB). */
function zip(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const names = entries.map((entry) => encoder.encode(entry.name));
  const localSize = entries.reduce(
    (sum, entry, index) => sum + 30 + (names[index]?.length ?? 0) + entry.data.length,
    0,
  );
  const centralSize = names.reduce((sum, name) => sum + 46 + name.length, 0);
  const bytes = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(bytes.buffer);
  // 1980-01-01 00:00, the DOS epoch: the file's bytes depend on its contents only.
  const dosDate = (1 << 5) | 1;
  let at = 0;
  const offsets: number[] = [];
  entries.forEach((entry, index) => {
    const name = names[index] as Uint8Array;
    offsets.push(at);
    view.setUint32(at, 0x04034b50, true);
    view.setUint16(at + 4, 20, true);
    view.setUint16(at + 8, 8, true);
    view.setUint16(at + 12, dosDate, true);
    view.setUint32(at + 14, entry.crc, true);
    view.setUint32(at + 18, entry.data.length, true);
    view.setUint32(at + 22, entry.size, true);
    view.setUint16(at + 26, name.length, true);
    bytes.set(name, at + 30);
    bytes.set(entry.data, at + 30 + name.length);
    at += 30 + name.length + entry.data.length;
  });
  const centralAt = at;
  entries.forEach((entry, index) => {
    const name = names[index] as Uint8Array;
    view.setUint32(at, 0x02014b50, true);
    view.setUint16(at + 4, 20, true);
    view.setUint16(at + 6, 20, true);
    view.setUint16(at + 10, 8, true);
    view.setUint16(at + 14, dosDate, true);
    view.setUint32(at + 16, entry.crc, true);
    view.setUint32(at + 20, entry.data.length, true);
    view.setUint32(at + 24, entry.size, true);
    view.setUint16(at + 28, name.length, true);
    view.setUint32(at + 42, offsets[index] as number, true);
    bytes.set(name, at + 46);
    at += 46 + name.length;
  });
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, entries.length, true);
  view.setUint16(at + 10, entries.length, true);
  view.setUint32(at + 12, at - centralAt, true);
  view.setUint32(at + 16, centralAt, true);
  return bytes;
}

const contentTypes = `${xmlHeader}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const packageRels = `${xmlHeader}<Relationships xmlns="${packageRelNs}"><Relationship Id="rId1" Type="${relNs}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbookRels = `${xmlHeader}<Relationships xmlns="${packageRelNs}"><Relationship Id="rId1" Type="${relNs}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${relNs}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${relNs}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
/** Style 0 the default, style 1 the Text number format (built-in 49, '@') that every cell carries. */
const styles = `${xmlHeader}<styleSheet xmlns="${mainNs}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** The .xlsx file of one sheet of text cells. */
export async function textWorkbook(sheet: TextSheet): Promise<Uint8Array<ArrayBuffer>> {
  const strings = new Map<string, number>();
  // The sheet first: it fills the shared-string table the next entry writes.
  const sheetEntry = await deflateEntry('xl/worksheets/sheet1.xml', sheetPieces(sheet, strings));
  const cellCount = sheet.rows.reduce((sum, row) => sum + row.filter((value) => value !== '').length, 0);
  const workbook = `${xmlHeader}<workbook xmlns="${mainNs}" xmlns:r="${relNs}"><workbookPr/><sheets><sheet name="${escapeSheetText(sheet.name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const entries = [
    await deflateEntry('[Content_Types].xml', [contentTypes]),
    await deflateEntry('_rels/.rels', [packageRels]),
    await deflateEntry('xl/workbook.xml', [workbook]),
    await deflateEntry('xl/_rels/workbook.xml.rels', [workbookRels]),
    await deflateEntry('xl/styles.xml', [styles]),
    await deflateEntry('xl/sharedStrings.xml', sharedStringPieces(strings, cellCount)),
    sheetEntry,
  ];
  return zip(entries);
}
