import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/**
 * A minimal POSIX ustar writer and reader for the backup archive (regular
 * files only), so `tar tzf` lists it and no dependency is needed. Entries are
 * written whole (a table dump part or a stored file is in memory once) and
 * read in pieces, so an archive never has to fit in memory.
 */
const block = 512;

export class TarFormatError extends Error {
  override name = 'TarFormatError';
}

/** Writes entries to `out`, waiting whenever it asks to (backpressure). */
export function tarWriter(out: Writable) {
  // events.once rejects if the stream fails while we wait.
  const write = async (chunk: Uint8Array) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  return {
    async add(name: string, data: Uint8Array, mtime = new Date()): Promise<void> {
      await write(header(name, data.length, mtime));
      if (data.length > 0) await write(data);
      const pad = (block - (data.length % block)) % block;
      if (pad > 0) await write(new Uint8Array(pad));
    },
    /** The two zero blocks that end an archive. */
    async finish(): Promise<void> {
      await write(new Uint8Array(block * 2));
    },
  };
}

function header(name: string, size: number, mtime: Date): Uint8Array {
  const bytes = Buffer.alloc(block);
  const [prefix, base] = splitName(name);
  bytes.write(base, 0, 100, 'utf8');
  octal(bytes, 100, 8, 0o644);
  octal(bytes, 108, 8, 0);
  octal(bytes, 116, 8, 0);
  octal(bytes, 124, 12, size);
  octal(bytes, 136, 12, Math.floor(mtime.getTime() / 1000));
  bytes.fill(' ', 148, 156);
  bytes.write('0', 156, 'ascii');
  bytes.write('ustar\u000000', 257, 'ascii');
  bytes.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of bytes) sum += byte;
  octal(bytes, 148, 7, sum);
  return bytes;
}

/** Names over 100 bytes go into ustar's 155-byte prefix, split at a slash. */
function splitName(name: string): [string, string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let at = name.indexOf('/'); at > 0; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const base = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return [prefix, base];
  }
  throw new TarFormatError(`name too long for ustar: ${name}`);
}

function octal(bytes: Buffer, offset: number, length: number, value: number): void {
  if (value >= 8 ** (length - 1)) throw new TarFormatError(`value too large for ustar: ${value}`);
  bytes.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes in pieces; must be read to the end before asking for the next entry (or skipped). */
  chunks: AsyncGenerator<Buffer>;
}

/** The entries of a tar stream, in order; throws TarFormatError on anything that is not a sound ustar archive. */
export async function* readTar(input: Readable): AsyncGenerator<TarEntry> {
  const source = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let pending: Buffer[] = [];
  let buffered = 0;
  let ended = false;

  /** Up to `max` bytes (at least one), or null at the end of the stream. */
  async function take(max: number): Promise<Buffer | null> {
    while (buffered === 0 && !ended) {
      const next = await source.next();
      if (next.done) ended = true;
      else if (next.value.length > 0) {
        pending.push(next.value);
        buffered += next.value.length;
      }
    }
    if (buffered === 0) return null;
    const first = pending[0] as Buffer;
    const piece = first.length <= max ? first : first.subarray(0, max);
    if (piece === first) pending.shift();
    else pending[0] = first.subarray(max);
    buffered -= piece.length;
    return piece;
  }

  async function exactly(length: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let got = 0;
    while (got < length) {
      const piece = await take(length - got);
      if (!piece) throw new TarFormatError('truncated archive');
      parts.push(piece);
      got += piece.length;
    }
    return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
  }

  for (;;) {
    const head = await exactly(block);
    if (head.every((byte) => byte === 0)) {
      // The end: the second zero block must follow (a cut archive lacks it).
      const second = await exactly(block);
      if (!second.every((byte) => byte === 0)) throw new TarFormatError('data after the end of the archive');
      pending = [];
      return;
    }
    const entry = parseHeader(head);
    let left = entry.size;
    let done = false;
    const chunks = (async function* () {
      while (left > 0) {
        const piece = await take(Math.min(left, 1 << 20));
        if (!piece) throw new TarFormatError('truncated archive');
        left -= piece.length;
        yield piece;
      }
      done = true;
    })();
    yield { ...entry, chunks };
    // Whatever the reader left unread is skipped, then the padding.
    if (!done) for await (const _ of chunks);
    await exactly((block - (entry.size % block)) % block);
  }
}

function parseHeader(head: Buffer): { name: string; size: number } {
  const field = (offset: number, length: number) => {
    const raw = head.subarray(offset, offset + length);
    const end = raw.indexOf(0);
    return raw.subarray(0, end === -1 ? length : end).toString('utf8');
  };
  let sum = 0;
  for (let i = 0; i < block; i++) sum += i >= 148 && i < 156 ? 32 : (head[i] as number);
  const stored = Number.parseInt(field(148, 8).trim(), 8);
  if (field(257, 6) !== 'ustar' || stored !== sum) throw new TarFormatError('bad tar header');
  const type = field(156, 1);
  if (type !== '0' && type !== '') throw new TarFormatError(`unsupported tar entry type ${JSON.stringify(type)}`);
  const size = Number.parseInt(field(124, 12).trim(), 8);
  if (!Number.isSafeInteger(size) || size < 0) throw new TarFormatError('bad tar entry size');
  const prefix = field(345, 155);
  const base = field(0, 100);
  return { name: prefix ? `${prefix}/${base}` : base, size };
}
