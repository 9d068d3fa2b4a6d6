import { constants, deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';

/**
 * An .xlsx with these rows on its first sheet (numbers stay numeric cells, strings text cells);
 * `sharedStrings`: its texts in xl/sharedStrings.xml, as Excel writes them.
 */
export function xlsxBytes(rows: unknown[][], sheetName = 'CNPJs', { sharedStrings = false } = {}): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), sheetName);
  const written: Uint8Array = XLSX.write(workbook, {
    type: 'buffer',
    bookType: 'xlsx',
    compression: true,
    bookSST: sharedStrings,
  });
  return new Uint8Array(written);
}

export function textBytes(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

export interface ZipEntry {
  name: string;
  /** The bytes stored (already deflated when method is 8). */
  data: Uint8Array;
  method: 0 | 8;
  /** The uncompressed size the headers declare (a zip bomb lies here, or declares a huge one). */
  declaredSize: number;
  /** What the local header says instead of the central directory's values (SheetJS reads the local one). */
  local?: { method?: number; name?: string; compressedSize?: number; size?: number; flags?: number };
  /** Extra fields, written in both headers. */
  extra?: Uint8Array;
}

/** A zip written by hand, so tests can make it declare whatever they want. CRCs are left 0: nothing here checks them. */
export function zipBytes(entries: readonly ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const localName = Buffer.from(entry.local?.name ?? entry.name, 'utf8');
    const extra = Buffer.from(entry.extra ?? new Uint8Array());
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.local?.flags ?? 0, 6);
    local.writeUInt16LE(entry.local?.method ?? entry.method, 8);
    local.writeUInt32LE(entry.local?.compressedSize ?? entry.data.byteLength, 18);
    local.writeUInt32LE(entry.local?.size ?? entry.declaredSize, 22);
    local.writeUInt16LE(localName.byteLength, 26);
    local.writeUInt16LE(extra.byteLength, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.byteLength, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt16LE(extra.byteLength, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(local, localName, extra, Buffer.from(entry.data));
    directory.push(central, name, extra);
    offset += 30 + localName.byteLength + extra.byteLength + entry.data.byteLength;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directoryBytes, end]));
}

/** A deflated entry that really holds `size` zero bytes. */
export function zeros(name: string, size: number, declaredSize = size): ZipEntry {
  return { name, data: deflateRawSync(Buffer.alloc(size)), method: 8, declaredSize };
}

/** The entries of a zip (an .xlsx written by SheetJS), from its central directory, to write again with others. */
export function zipEntriesOf(bytes: Uint8Array): ZipEntry[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries: ZipEntry[] = [];
  let at = buffer.readUInt32LE(end + 16);
  for (let index = 0; index < buffer.readUInt16LE(end + 10); index++) {
    const method = buffer.readUInt16LE(at + 10);
    if (method !== 0 && method !== 8) throw new Error(`zip method ${method}`);
    const compressedSize = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const local = buffer.readUInt32LE(at + 42);
    const dataStart = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    entries.push({
      name: buffer.toString('utf8', at + 46, at + 46 + nameLength),
      data: new Uint8Array(buffer.subarray(dataStart, dataStart + compressedSize)),
      method,
      declaredSize: buffer.readUInt32LE(at + 24),
    });
    at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * A raw deflate stream of `blocks` × 16 MiB of zeros, built from two
 * compressed blocks rather than by deflating gigabytes: the first block, then
 * one compressed against a window of zeros (a preset dictionary), repeated,
 * each ending byte-aligned (a sync flush), then an empty final block. About
 * 16 KB per 16 MiB: 300 blocks are 4.9 MB that inflate to 4.7 GiB.
 */
export function zerosDeflateStream(blocks: number): Uint8Array {
  const block = Buffer.alloc(16 * 1024 * 1024);
  const first = deflateRawSync(block, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const next = deflateRawSync(block, {
    level: 9,
    finishFlush: constants.Z_SYNC_FLUSH,
    dictionary: Buffer.alloc(32 * 1024),
  });
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  return new Uint8Array(Buffer.concat([first, ...Array<Buffer>(blocks - 1).fill(next), finalEmptyBlock]));
}

/**
 * Issue 24's upload: a real workbook plus `xl/media/image1.png` (a name any
 * workbook may have), stored in the central directory (compressed size =
 * size, so a check of the directory sees nothing to inflate) but deflate in
 * its local header, its bytes a deflate stream of 4.7 GiB of zeros.
 */
export function storedDeflateBomb(blocks = 300): Uint8Array {
  const data = zerosDeflateStream(blocks);
  return zipBytes([
    ...zipEntriesOf(xlsxBytes([['CNPJ'], ['31457892000188']])),
    { name: 'xl/media/image1.png', data, method: 0, declaredSize: data.byteLength, local: { method: 8 } },
  ]);
}

/**
 * A deflate stream of 4 GiB - 16 MiB of zeros (4.2 MB) with honest headers:
 * deflate in both, and the size it really has, the most a zip without zip64
 * can declare.
 */
export function honestBomb(): Uint8Array {
  const blocks = 255;
  return zipBytes([
    ...zipEntriesOf(xlsxBytes([['CNPJ'], ['31457892000188']])),
    {
      name: 'xl/media/image1.png',
      data: zerosDeflateStream(blocks),
      method: 8,
      declaredSize: blocks * 16 * 1024 * 1024,
    },
  ]);
}

/**
 * A workbook of about 2 MB whose xl/sharedStrings.xml holds `megabytes` MB
 * of texts (each different, as real ones) after the sheet's header 'CNPJ':
 * it passes the zip guard (under 50 MB) and costs SheetJS seconds and about
 * 250 MB of heap to read (issue 24: 45 MB of them parsed for 3.4 s).
 */
export function sharedStringsHeavy(megabytes = 45): Uint8Array {
  const entries = zipEntriesOf(xlsxBytes([['CNPJ']], 'CNPJs', { sharedStrings: true }));
  // The first text is the sheet's one cell, A1: a header, so a sheet read in time has no CNPJs.
  const texts = ['<si><t>CNPJ</t></si>'];
  let size = 0;
  for (let i = 0; size < megabytes * 1024 * 1024; i++) {
    const text = `<si><t>Texto ${i} de uma planilha exportada por outro sistema, repetido ${i % 97} vezes</t></si>`;
    texts.push(text);
    size += text.length;
  }
  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${texts.length}" uniqueCount="${texts.length}">${texts.join('')}</sst>`;
  const raw = Buffer.from(xml, 'utf8');
  return zipBytes(
    entries.map((entry) =>
      entry.name === 'xl/sharedStrings.xml'
        ? { ...entry, data: deflateRawSync(raw, { level: 1 }), method: 8, declaredSize: raw.byteLength }
        : entry,
    ),
  );
}
