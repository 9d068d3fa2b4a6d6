import { crc32 } from 'node:zlib';
import { expect } from 'vitest';

/** Sample files of every accepted kind, made byte by byte (no binary fixtures in the repository). */

const text = (value: string) => new TextEncoder().encode(value);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A zip of stored (uncompressed) entries, in order, with a central directory. */
export function zipOf(entries: readonly [name: string, content: string][]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = text(name);
    const data = text(content);
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, nameBytes.length, true);
    const localBytes = concat(new Uint8Array(local.buffer), nameBytes, data);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, data.length, true);
    central.setUint32(24, data.length, true);
    central.setUint16(28, nameBytes.length, true);
    central.setUint32(42, offset, true);
    centrals.push(concat(new Uint8Array(central.buffer), nameBytes));
    locals.push(localBytes);
    offset += localBytes.length;
  }
  const directory = concat(...centrals);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, directory.length, true);
  end.setUint32(16, offset, true);
  return concat(...locals, directory, new Uint8Array(end.buffer));
}

const contentTypes: [string, string] = ['[Content_Types].xml', '<?xml version="1.0"?><Types/>'];

/** An OLE compound file header followed by a directory naming `stream` (UTF-16LE). */
function compoundFile(stream: string): Uint8Array {
  const header = new Uint8Array(512);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const directory = new Uint8Array(128);
  directory.set(new Uint8Array(Buffer.from('Root Entry', 'utf16le')));
  const entry = new Uint8Array(128);
  entry.set(new Uint8Array(Buffer.from(stream, 'utf16le')));
  return concat(header, directory, entry);
}

export const samples = {
  pdf: text('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: concat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array(24).fill(7)),
  jpeg: concat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), text('JFIF'), new Uint8Array(16).fill(3)),
  gif: concat(text('GIF89a'), new Uint8Array(16).fill(1)),
  webp: concat(text('RIFF'), new Uint8Array([20, 0, 0, 0]), text('WEBPVP8 '), new Uint8Array(12).fill(2)),
  docx: zipOf([contentTypes, ['word/document.xml', '<w:document/>']]),
  xlsx: zipOf([contentTypes, ['xl/workbook.xml', '<workbook/>']]),
  pptx: zipOf([contentTypes, ['ppt/presentation.xml', '<p:presentation/>']]),
  xlsm: zipOf([contentTypes, ['xl/workbook.xml', '<workbook/>'], ['xl/vbaProject.bin', 'macro']]),
  odt: zipOf([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<office:document-content/>'],
  ]),
  ods: zipOf([
    ['mimetype', 'application/vnd.oasis.opendocument.spreadsheet'],
    ['content.xml', '<office:document-content/>'],
  ]),
  odp: zipOf([
    ['mimetype', 'application/vnd.oasis.opendocument.presentation'],
    ['content.xml', '<office:document-content/>'],
  ]),
  plainZip: zipOf([['leiame.txt', 'olá']]),
  doc: compoundFile('WordDocument'),
  xls: compoundFile('Workbook'),
  ppt: compoundFile('PowerPoint Document'),
  txt: text('Relatório de vistoria\r\nSem pendências.\n'),
  csv: text('cnpj;nome\n11222333000181;Padaria Norte\n'),
  /** Windows-1252 'Licença' (ç = 0xE7), as Excel writes CSV in Brazil. */
  csvLatin1: new Uint8Array([...text('nome\nLicen'), 0xe7, ...text('a\n')]),
  exe: concat(text('MZ'), new Uint8Array([0x90, 0, 3, 0, 0, 0, 4, 0]), text('This program cannot be run in DOS mode')),
  html: text('<!doctype html><script>alert(1)</script>'),
  svg: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'),
  binaryText: text('linha\u0000com nulo'),
} as const;

/** A multipart request with `file` (and any other fields). */
export function multipart(
  token: string | null,
  file: { name: string; bytes: Uint8Array } | null,
  fields: Record<string, string> = {},
): RequestInit {
  const form = new FormData();
  if (file) form.set('file', new File([new Uint8Array(file.bytes)], file.name));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {}, body: form };
}

export function expectStoredKey(key: string, extension: string): void {
  expect(key).toMatch(new RegExp(`^clients/\\d+/companies/\\d+/[0-9a-f-]{36}\\.${extension}$`));
}
