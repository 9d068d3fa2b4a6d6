import { inflateRawSync } from 'node:zlib';

/** What an .xlsx of CNPJs may expand to: a 5,000-row sheet is well under 1 MB; 50 MB leaves room for styles and pictures. */
export const zipLimits = { maxEntries: 1000, maxUncompressedBytes: 50 * 1024 * 1024 } as const;

export type ZipVerdict = { ok: true } | { ok: false; reason: 'not_zip' | 'unsupported' | 'too_big' };

const signatures = { endOfDirectory: 0x06054b50, directoryEntry: 0x02014b50, localHeader: 0x04034b50 } as const;

/**
 * Checks a zip (an .xlsx) before any parser expands it: the central
 * directory must be readable and declare at most `maxEntries` entries and
 * `maxUncompressedBytes` in total; then each entry is inflated with its
 * declared size as a hard cap, so an entry that lies about its size (the
 * classic zip bomb) is caught too. Zip64, encryption and compression methods
 * other than stored/deflate are refused: no real .xlsx of a few megabytes
 * needs them.
 */
export function inspectZip(bytes: Uint8Array, limits: typeof zipLimits = zipLimits): ZipVerdict {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => view.getUint32(at, true);
  const u16 = (at: number) => view.getUint16(at, true);
  if (bytes.byteLength < 22 || u32(0) !== signatures.localHeader) return { ok: false, reason: 'not_zip' };

  // The end-of-central-directory record sits in the last 22 + 65,535 (comment) bytes.
  let end = -1;
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 22 - 0xffff); at--) {
    if (u32(at) === signatures.endOfDirectory) {
      end = at;
      break;
    }
  }
  if (end < 0) return { ok: false, reason: 'not_zip' };
  const entryCount = u16(end + 10);
  const directorySize = u32(end + 12);
  const directoryOffset = u32(end + 16);
  if (entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    return { ok: false, reason: 'unsupported' };
  }
  if (entryCount > limits.maxEntries) return { ok: false, reason: 'too_big' };
  if (directoryOffset + directorySize > end) return { ok: false, reason: 'not_zip' };

  const entries: { method: number; compressedSize: number; size: number; localOffset: number }[] = [];
  let declaredTotal = 0;
  let at = directoryOffset;
  for (let index = 0; index < entryCount; index++) {
    if (at + 46 > end || u32(at) !== signatures.directoryEntry) return { ok: false, reason: 'not_zip' };
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const compressedSize = u32(at + 20);
    const size = u32(at + 24);
    const localOffset = u32(at + 42);
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) {
      return { ok: false, reason: 'unsupported' };
    }
    if ((flags & 0x1) !== 0 || (method !== 0 && method !== 8)) return { ok: false, reason: 'unsupported' };
    declaredTotal += size;
    if (declaredTotal > limits.maxUncompressedBytes) return { ok: false, reason: 'too_big' };
    entries.push({ method, compressedSize, size, localOffset });
    at += 46 + u16(at + 28) + u16(at + 30) + u16(at + 32);
  }

  for (const entry of entries) {
    const local = entry.localOffset;
    if (local + 30 > bytes.byteLength || u32(local) !== signatures.localHeader) return { ok: false, reason: 'not_zip' };
    const dataStart = local + 30 + u16(local + 26) + u16(local + 28);
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > bytes.byteLength) return { ok: false, reason: 'not_zip' };
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.size) return { ok: false, reason: 'not_zip' };
      continue;
    }
    try {
      // One byte more than declared is allowed to come out, so a lie shows up as a too-long result.
      const inflated = inflateRawSync(bytes.subarray(dataStart, dataEnd), { maxOutputLength: entry.size + 1 });
      if (inflated.byteLength > entry.size) return { ok: false, reason: 'too_big' };
    } catch (error) {
      if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        return { ok: false, reason: 'too_big' };
      }
      return { ok: false, reason: 'not_zip' };
    }
  }
  return { ok: true };
}
