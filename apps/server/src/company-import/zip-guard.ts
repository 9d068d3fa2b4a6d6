import { inflateRawSync } from 'node:zlib';

/** What an .xlsx of CNPJs may expand to: a 5,000-row sheet is well under 1 MB; 50 MB leaves room for styles and pictures. */
export const zipLimits = { maxEntries: 1000, maxUncompressedBytes: 50 * 1024 * 1024 } as const;

/**
 * `mismatch`: a local header that says something else than the central
 * directory (method, sizes, name). SheetJS reads the local header, so the
 * two must agree for this check to be about what SheetJS will do.
 */
export type ZipVerdict = { ok: true } | { ok: false; reason: 'not_zip' | 'unsupported' | 'mismatch' | 'too_big' };

const signatures = { endOfDirectory: 0x06054b50, directoryEntry: 0x02014b50, localHeader: 0x04034b50 } as const;
/** Encrypted (0x1), strongly encrypted (0x40), masked local headers (0x2000): refused here and by SheetJS. */
const encryptionFlags = 0x2041;
/** Bit 3: sizes and CRC follow the data, the local header may hold zeros instead. */
const dataDescriptorFlag = 0x8;
/** The zip64 extra field: SheetJS takes sizes from it over the headers' own. */
const zip64ExtraId = 0x0001;

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  name: Uint8Array;
}

/**
 * Checks a zip (an .xlsx) before SheetJS expands it, reading it the way
 * SheetJS does (its CFB.parse_zip): the last end-of-directory signature, the
 * central directory's entries one after the other, and then for each entry
 * the *local* header, whose method SheetJS trusts (a stored entry in the
 * directory may be deflate in its local header: issue 24). So:
 * - the central directory must be readable and declare at most `maxEntries`
 *   entries and `maxUncompressedBytes` in total;
 * - every local header must agree with its directory entry (method, name,
 *   sizes; zeros allowed where a data descriptor follows);
 * - every deflated entry is then actually inflated, with a cap of its declared
 *   size and of what is left of `maxUncompressedBytes` over all entries: zlib
 *   inflates chunk by chunk and stops as soon as the output passes the cap
 *   (one 16 KB chunk more at most), so a lying entry (the classic zip bomb)
 *   or many entries sharing one stream cost at most 50 MB of inflating, one
 *   entry's output held at a time (SheetJS then holds all of them); and the
 *   stream must end within the entry's compressed bytes (SheetJS inflates
 *   until the stream ends, past them).
 * Zip64, encryption and compression methods other than stored/deflate are
 * refused: no real .xlsx of a few megabytes needs them.
 */
export function inspectZip(bytes: Uint8Array, limits: typeof zipLimits = zipLimits): ZipVerdict {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => view.getUint32(at, true);
  const u16 = (at: number) => view.getUint16(at, true);
  if (bytes.byteLength < 22 || u32(0) !== signatures.localHeader) return { ok: false, reason: 'not_zip' };

  // The last signature in the file, as SheetJS looks for it; it must be a whole record ending the file with its comment.
  let end = -1;
  for (let at = bytes.byteLength - 4; at >= 0; at--) {
    if (bytes[at] === 0x50 && bytes[at + 1] === 0x4b && bytes[at + 2] === 0x05 && bytes[at + 3] === 0x06) {
      end = at;
      break;
    }
  }
  if (end < 0 || end + 22 > bytes.byteLength || end + 22 + u16(end + 20) !== bytes.byteLength) {
    return { ok: false, reason: 'not_zip' };
  }
  // SheetJS counts the entries "on this disk" (+8), the others the total (+10): one disk, so both the same.
  const entryCount = u16(end + 10);
  const directorySize = u32(end + 12);
  const directoryOffset = u32(end + 16);
  if (entryCount === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    return { ok: false, reason: 'unsupported' };
  }
  if (u16(end + 4) !== 0 || u16(end + 6) !== 0 || u16(end + 8) !== entryCount) {
    return { ok: false, reason: 'unsupported' };
  }
  if (entryCount > limits.maxEntries) return { ok: false, reason: 'too_big' };
  if (directoryOffset + directorySize > end) return { ok: false, reason: 'not_zip' };

  const entries: Entry[] = [];
  let declaredTotal = 0;
  let at = directoryOffset;
  for (let index = 0; index < entryCount; index++) {
    if (at + 46 > end || u32(at) !== signatures.directoryEntry) return { ok: false, reason: 'not_zip' };
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const compressedSize = u32(at + 20);
    const size = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const localOffset = u32(at + 42);
    const next = at + 46 + nameLength + extraLength + u16(at + 32);
    if (next > end) return { ok: false, reason: 'not_zip' };
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) {
      return { ok: false, reason: 'unsupported' };
    }
    if ((flags & encryptionFlags) !== 0 || (method !== 0 && method !== 8)) return { ok: false, reason: 'unsupported' };
    if (hasZip64Extra(view, at + 46 + nameLength, extraLength)) return { ok: false, reason: 'unsupported' };
    declaredTotal += size;
    if (declaredTotal > limits.maxUncompressedBytes) return { ok: false, reason: 'too_big' };
    entries.push({ method, compressedSize, size, localOffset, name: bytes.subarray(at + 46, at + 46 + nameLength) });
    at = next;
  }

  let inflatedTotal = 0;
  for (const entry of entries) {
    const local = entry.localOffset;
    if (local + 30 > bytes.byteLength || u32(local) !== signatures.localHeader) return { ok: false, reason: 'not_zip' };
    const flags = u16(local + 6);
    const nameLength = u16(local + 26);
    const extraLength = u16(local + 28);
    const dataStart = local + 30 + nameLength + extraLength;
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > bytes.byteLength) return { ok: false, reason: 'not_zip' };
    if ((flags & encryptionFlags) !== 0) return { ok: false, reason: 'unsupported' };
    if (hasZip64Extra(view, local + 30 + nameLength, extraLength)) return { ok: false, reason: 'unsupported' };
    if (u16(local + 8) !== entry.method) return { ok: false, reason: 'mismatch' };
    if (!sameBytes(bytes.subarray(local + 30, local + 30 + nameLength), entry.name)) {
      return { ok: false, reason: 'mismatch' };
    }
    const localCompressed = u32(local + 18);
    const localSize = u32(local + 22);
    const sizesAgree = localCompressed === entry.compressedSize && localSize === entry.size;
    const sizesFollow = (flags & dataDescriptorFlag) !== 0 && localCompressed === 0 && localSize === 0;
    if (!sizesAgree && !sizesFollow) return { ok: false, reason: 'mismatch' };

    if (entry.method === 0) {
      if (entry.compressedSize !== entry.size) return { ok: false, reason: 'not_zip' };
      inflatedTotal += entry.size;
      if (inflatedTotal > limits.maxUncompressedBytes) return { ok: false, reason: 'too_big' };
      continue;
    }
    const cap = Math.min(entry.size, limits.maxUncompressedBytes - inflatedTotal);
    try {
      // One byte more than the cap may come out, so a lie shows up as a too-long result (or zlib's RangeError).
      const inflated = inflateRawSync(bytes.subarray(dataStart, dataEnd), { maxOutputLength: cap + 1 });
      if (inflated.byteLength > cap) return { ok: false, reason: 'too_big' };
      inflatedTotal += inflated.byteLength;
    } catch (error) {
      if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        return { ok: false, reason: 'too_big' };
      }
      // Not deflate, or a stream that does not end within the entry's bytes.
      return { ok: false, reason: 'not_zip' };
    }
  }
  return { ok: true };
}

/** Whether the extra fields at `start` (`length` bytes: id, size, data…) hold a zip64 record. */
function hasZip64Extra(view: DataView, start: number, length: number): boolean {
  for (let at = start; at + 4 <= start + length; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) === zip64ExtraId) return true;
  }
  return false;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false;
  return true;
}
