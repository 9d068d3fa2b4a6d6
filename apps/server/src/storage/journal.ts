import { randomBytes } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { isProcessRunning, processStartTime } from '../db/data-dir-lock';
import { isStorageKey } from './key';
import type { FileStorage } from './types';

/**
 * A crash journal of stored keys. Bytes and the rows that name them live in
 * two stores (the storage, the database), so no transaction spans both: the
 * bytes are stored first and the row committed after, and a row is deleted
 * first and its bytes after. A process killed in between (SIGKILL, a crash,
 * an OOM kill) leaves bytes no row names — an orphan nobody can reach or
 * remove. So before writing bytes, and before deleting the rows of bytes,
 * the process appends their keys to its own journal file,
 * `DATA_DIR/storage-journal/<id>.journal` (one line each, after a header that
 * names the process and the database). At start-up, `recoverJournals` reads
 * the journals of processes that are gone and removes every key in them that
 * no row names; keys whose row was committed stay. Journals of processes
 * still running (another instance on the same DATA_DIR) are left alone, as
 * are those of another database or another machine. Appends are not fsynced:
 * this covers a process that dies, not a machine that loses power.
 */
export interface StorageJournal {
  /** Appends `keys` to this process's journal (created on the first call). */
  note(keys: readonly string[]): Promise<void>;
}

interface Header {
  host: string;
  pid: number;
  /** The process's start time (Linux), to tell a later process with the same PID. */
  startTime: string | null;
  /** Which database the keys' rows are in (describeTarget): recovery only judges keys against its own. */
  database: string;
}

export const journalSuffix = '.journal';

/** An empty or torn journal (its process died while creating it) is given this long before it counts as abandoned. */
const tornGraceMs = 60_000;

export function openStorageJournal(dir: string, database: string): StorageJournal & { file: string } {
  const file = path.join(dir, `${Date.now()}-${process.pid}-${randomBytes(4).toString('hex')}${journalSuffix}`);
  const header: Header = { host: hostname(), pid: process.pid, startTime: processStartTime(process.pid), database };
  let created = false;
  // One write at a time, so lines never interleave and the header comes first.
  let queue: Promise<void> = Promise.resolve();
  const append = async (keys: readonly string[]) => {
    const lines = keys.map((key) => `${key}\n`).join('');
    if (created) return appendFile(file, lines);
    await mkdir(dir, { recursive: true });
    // The header and the first keys in one write: a journal is never seen without its owner.
    await writeFile(file, `${JSON.stringify(header)}\n${lines}`, { flag: 'wx' });
    created = true;
  };
  return {
    file,
    note(keys) {
      const written = queue.then(() => append(keys));
      queue = written.catch(() => {});
      return written;
    },
  };
}

/** A storage whose writes are journaled first, and which can note keys whose rows are about to go. */
export function journaledStorage(storage: FileStorage, journal: StorageJournal): FileStorage {
  return {
    ...storage,
    async put(key, bytes, contentType) {
      await journal.note([key]);
      await storage.put(key, bytes, contentType);
    },
    noteRemoval: (keys) => journal.note(keys),
  };
}

export interface RecoveryResult {
  /** Keys whose bytes were removed: stored or left by a process that died before a row named them. */
  removed: string[];
  /** Journals of processes that are gone, read and deleted. */
  journals: number;
}

/**
 * The start-up recovery: for every journal of a process that is gone (and of
 * this database, on this machine), the keys no row names lose their bytes,
 * then the journal goes. `referenced` answers which of the keys rows name.
 * A key whose bytes cannot be removed now keeps its journal for the next start.
 */
export async function recoverJournals(options: {
  dir: string;
  database: string;
  /** This process's own journal, never judged. */
  ownFile?: string;
  storage: Pick<FileStorage, 'delete'>;
  referenced(keys: readonly string[]): Promise<Set<string>>;
  now?: () => number;
}): Promise<RecoveryResult> {
  const now = options.now ?? Date.now;
  let names: string[];
  try {
    names = (await readdir(options.dir)).filter((name) => name.endsWith(journalSuffix));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { removed: [], journals: 0 };
    throw error;
  }
  const removed: string[] = [];
  let journals = 0;
  for (const name of names) {
    const file = path.join(options.dir, name);
    if (file === options.ownFile) continue;
    const journal = await readJournal(file);
    if (!journal) continue;
    if (!journal.header) {
      // Torn at creation: it holds no key; once old enough its writer is surely gone.
      if (now() - journal.modifiedAt > tornGraceMs) {
        await unlink(file).catch(() => {});
        journals += 1;
      }
      continue;
    }
    const { header } = journal;
    if (header.database !== options.database || header.host !== hostname()) continue;
    // This PID but not this process's file: an earlier life of the same PID (a restarted container).
    const gone = header.pid === process.pid || !isProcessRunning(header.pid, header.startTime);
    if (!gone) continue;
    const keys = [...new Set(journal.keys)];
    const named = keys.length > 0 ? await options.referenced(keys) : new Set<string>();
    let complete = true;
    for (const key of keys) {
      if (named.has(key)) continue;
      try {
        await options.storage.delete(key);
        removed.push(key);
      } catch {
        complete = false;
      }
    }
    if (complete) {
      await unlink(file).catch(() => {});
      journals += 1;
    }
  }
  return { removed, journals };
}

async function readJournal(
  file: string,
): Promise<{ header: Header | null; keys: string[]; modifiedAt: number } | null> {
  let text: string;
  let modifiedAt: number;
  try {
    [text, modifiedAt] = await Promise.all([readFile(file, 'utf8'), stat(file).then((info) => info.mtimeMs)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const [first = '', ...rest] = text.split('\n');
  const header = parseHeader(first);
  // The last piece is empty, or a line the kill cut short (no newline yet): never a key to act on.
  rest.pop();
  return { header, keys: header ? rest.filter(isStorageKey) : [], modifiedAt };
}

function parseHeader(line: string): Header | null {
  try {
    const value = JSON.parse(line) as Partial<Header>;
    if (
      typeof value.host === 'string' &&
      typeof value.pid === 'number' &&
      (typeof value.startTime === 'string' || value.startTime === null) &&
      typeof value.database === 'string'
    ) {
      return { host: value.host, pid: value.pid, startTime: value.startTime, database: value.database };
    }
  } catch {
    // not JSON: torn
  }
  return null;
}
