import { clientFileTexts } from '@product/api/contract';
import { ApiError } from '../http/errors';

/**
 * What the repository accepts, told by the bytes (magic numbers), never by the
 * name or the browser's Content-Type: PDF; PNG, JPEG, GIF and WEBP images;
 * Office Open XML (DOCX, XLSX, PPTX: a zip with [Content_Types].xml and the
 * part of its kind), refused when it carries macros (vbaProject.bin);
 * OpenDocument (ODT, ODS, ODP: a zip whose first entry is the stored
 * `mimetype`); legacy Office (DOC, XLS, PPT: an OLE compound file with the
 * stream of its kind); and plain text or CSV (no NUL or control bytes besides
 * tab, line breaks and form feed; UTF-8 or, failing that, Windows-1252 as
 * Excel writes CSV in Brazil). SVG, HTML, executables and anything else are
 * refused. The extension must name what the content is.
 */
export const fileKinds = {
  pdf: { extensions: ['pdf'], mimeType: 'application/pdf' },
  png: { extensions: ['png'], mimeType: 'image/png' },
  jpeg: { extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg' },
  gif: { extensions: ['gif'], mimeType: 'image/gif' },
  webp: { extensions: ['webp'], mimeType: 'image/webp' },
  docx: {
    extensions: ['docx'],
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: { extensions: ['xlsx'], mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: {
    extensions: ['pptx'],
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  odt: { extensions: ['odt'], mimeType: 'application/vnd.oasis.opendocument.text' },
  ods: { extensions: ['ods'], mimeType: 'application/vnd.oasis.opendocument.spreadsheet' },
  odp: { extensions: ['odp'], mimeType: 'application/vnd.oasis.opendocument.presentation' },
  doc: { extensions: ['doc'], mimeType: 'application/msword' },
  xls: { extensions: ['xls'], mimeType: 'application/vnd.ms-excel' },
  ppt: { extensions: ['ppt'], mimeType: 'application/vnd.ms-powerpoint' },
  txt: { extensions: ['txt'], mimeType: 'text/plain' },
  csv: { extensions: ['csv'], mimeType: 'text/csv' },
} as const satisfies Record<string, { extensions: readonly string[]; mimeType: string }>;
export type FileKind = keyof typeof fileKinds;

export const repositoryKinds = Object.keys(fileKinds) as FileKind[];
export const imageKinds = ['png', 'jpeg', 'gif', 'webp'] as const satisfies readonly FileKind[];

/** Types a browser may show in the tab (the rest downloads): PDF and raster images. */
const inlineTypes = new Set<string>([
  fileKinds.pdf.mimeType,
  fileKinds.png.mimeType,
  fileKinds.jpeg.mimeType,
  fileKinds.gif.mimeType,
  fileKinds.webp.mimeType,
]);
export function isInlineType(mimeType: string): boolean {
  return inlineTypes.has(mimeType);
}

const ascii = (text: string) => new TextEncoder().encode(text);

function startsWith(bytes: Uint8Array, prefix: Uint8Array | readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The entry names of a zip's central directory, or null when it is not a well-formed zip. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return null;
  const data = view(bytes);
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (data.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.getUint16(end + 10, true);
  let at = data.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const names: string[] = [];
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || data.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** An OpenDocument's `mimetype`: the first local entry, stored uncompressed. */
function openDocumentType(bytes: Uint8Array): string | null {
  if (bytes.length < 30 || !startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return null;
  const data = view(bytes);
  const method = data.getUint16(8, true);
  const size = data.getUint32(18, true);
  const nameLength = data.getUint16(26, true);
  const extraLength = data.getUint16(28, true);
  const name = new TextDecoder().decode(bytes.subarray(30, 30 + nameLength));
  const start = 30 + nameLength + extraLength;
  if (method !== 0 || name !== 'mimetype' || size > 100 || start + size > bytes.length) return null;
  return new TextDecoder().decode(bytes.subarray(start, start + size));
}

const cfbSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Whether an OLE compound file has a stream of this name (directory names are UTF-16LE). */
function hasCfbStream(bytes: Uint8Array, name: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(Buffer.from(name, 'utf16le')) >= 0;
}

/** Text: no NUL, no control bytes besides tab, line feed, form feed and carriage return. */
function isPlainText(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f) {
      return false;
    }
  }
  return true;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

type Verdict = 'ok' | 'mismatch' | 'macros';

function contentIs(kind: FileKind, bytes: Uint8Array): Verdict {
  switch (kind) {
    case 'pdf':
      return startsWith(bytes, ascii('%PDF-')) ? 'ok' : 'mismatch';
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ? 'ok' : 'mismatch';
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]) ? 'ok' : 'mismatch';
    case 'gif':
      return startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')) ? 'ok' : 'mismatch';
    case 'webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) ? 'ok' : 'mismatch';
    case 'docx':
    case 'xlsx':
    case 'pptx': {
      const names = zipEntryNames(bytes);
      const part = { docx: 'word/document.xml', xlsx: 'xl/workbook.xml', pptx: 'ppt/presentation.xml' }[kind];
      if (!names?.includes('[Content_Types].xml') || !names.includes(part)) return 'mismatch';
      return names.some((name) => name.toLowerCase().endsWith('vbaproject.bin')) ? 'macros' : 'ok';
    }
    case 'odt':
    case 'ods':
    case 'odp':
      return openDocumentType(bytes) === fileKinds[kind].mimeType && zipEntryNames(bytes) !== null ? 'ok' : 'mismatch';
    case 'doc':
    case 'xls':
    case 'ppt': {
      if (!startsWith(bytes, cfbSignature)) return 'mismatch';
      const streams = { doc: ['WordDocument'], xls: ['Workbook', 'Book'], ppt: ['PowerPoint Document'] }[kind];
      if (!streams.some((stream) => hasCfbStream(bytes, stream))) return 'mismatch';
      return hasCfbStream(bytes, '_VBA_PROJECT') ? 'macros' : 'ok';
    }
    case 'txt':
    case 'csv':
      return isPlainText(bytes) ? 'ok' : 'mismatch';
  }
}

export interface CheckedContent<K extends FileKind = FileKind> {
  kind: K;
  /** Lower case, without the dot, as the name has it ('jpeg' stays 'jpeg'). */
  extension: string;
  mimeType: string;
}

/** The extension of a (sanitised) name, lower case, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Checks the upload against the kinds allowed here: 415 with a Portuguese
 * message when the extension is not accepted, when the bytes are not what it
 * names, or when an Office file carries macros.
 */
export function checkContent<K extends FileKind>(
  name: string,
  bytes: Uint8Array,
  allowed: readonly K[],
  unsupportedMessage: string = clientFileTexts.unsupported,
): CheckedContent<K> {
  const extension = extensionOf(name);
  const kind = allowed.find((candidate) => (fileKinds[candidate].extensions as readonly string[]).includes(extension));
  if (!kind) throw new ApiError(415, unsupportedMessage);
  const verdict = contentIs(kind, bytes);
  if (verdict === 'mismatch') throw new ApiError(415, `${clientFileTexts.mismatch} .${extension}.`);
  if (verdict === 'macros') throw new ApiError(415, clientFileTexts.macros);
  let mimeType: string = fileKinds[kind].mimeType;
  if (kind === 'txt' || kind === 'csv') mimeType += isUtf8(bytes) ? '; charset=utf-8' : '; charset=windows-1252';
  return { kind, extension, mimeType };
}
