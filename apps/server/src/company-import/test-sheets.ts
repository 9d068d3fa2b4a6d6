import { deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';

/** An .xlsx with these rows on its first sheet (numbers stay numeric cells, strings text cells). */
export function xlsxBytes(rows: unknown[][], sheetName = 'CNPJs'): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), sheetName);
  const written: Uint8Array = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true });
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
}

/** A zip written by hand, so tests can make it declare whatever they want. CRCs are left 0: nothing here checks them. */
export function zipBytes(entries: readonly ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.byteLength, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.byteLength, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    directory.push(central, name);
    offset += 30 + name.byteLength + entry.data.byteLength;
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
