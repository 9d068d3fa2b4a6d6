import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processStartTime } from '../db/data-dir-lock';
import { tempDir } from '../testing/harness';
import { journaledStorage, journalSuffix, openStorageJournal, recoverJournals } from './journal';
import { createLocalStorage } from './local';

const dirs: { remove(): void }[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) dir.remove();
});
function folders() {
  const dir = tempDir('conforma-journal-');
  dirs.push(dir);
  return { journal: path.join(dir.path, 'storage-journal'), files: path.join(dir.path, 'files') };
}

const key = (n: number) => `clients/1/companies/2/0000000${n}-aaaa-bbbb-cccc-dddddddddddd.pdf`;
const database = 'PGlite /dados/pglite';

/** The PID of a process that has exited: nobody runs under it now. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((done) => child.once('exit', done));
  if (!child.pid) throw new Error('no pid');
  return child.pid;
}

/** A journal as a process that was then killed would have left it. */
function leftJournal(dir: string, header: object, lines: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `1-2-abcd${journalSuffix}`);
  writeFileSync(file, `${JSON.stringify(header)}\n${lines}`);
  return file;
}

describe('storage journal', () => {
  it('writes each key before its bytes, under a header naming this process and the database', async () => {
    const dirs = folders();
    const journal = openStorageJournal(dirs.journal, database);
    const storage = journaledStorage(createLocalStorage(dirs.files), journal);
    expect(existsSync(journal.file)).toBe(false);
    await storage.put(key(1), new Uint8Array([1, 2, 3]), 'application/pdf');
    await Promise.all([storage.put(key(2), new Uint8Array([4]), 'application/pdf'), storage.noteRemoval?.([key(3)])]);
    const [header, ...lines] = readFileSync(journal.file, 'utf8').split('\n');
    expect(JSON.parse(header ?? '')).toEqual({
      host: hostname(),
      pid: process.pid,
      startTime: processStartTime(process.pid),
      database,
    });
    expect(lines).toEqual([key(1), key(2), key(3), '']);
    expect(existsSync(path.join(dirs.files, key(1)))).toBe(true);
  });

  it("removes, at start, the bytes of a dead process's keys that no row names, and forgets its journal", async () => {
    const dirs = folders();
    const files = createLocalStorage(dirs.files);
    for (const n of [1, 2, 3]) await files.put(key(n), new Uint8Array([n]), 'application/pdf');
    const pid = await deadPid();
    // key 1 was committed; key 2 was stored and its row never came; key 3 never got its bytes;
    // the last line was cut short by the kill.
    const file = leftJournal(
      dirs.journal,
      { host: hostname(), pid, startTime: null, database },
      `${key(1)}\n${key(2)}\n${key(3)}\n${key(3).slice(0, 25)}`,
    );
    const asked: string[][] = [];
    const result = await recoverJournals({
      dir: dirs.journal,
      database,
      storage: files,
      referenced: async (keys) => {
        asked.push([...keys]);
        return new Set([key(1)]);
      },
    });
    expect(asked).toEqual([[key(1), key(2), key(3)]]);
    expect(result).toEqual({ removed: [key(2), key(3)], journals: 1 });
    expect(existsSync(path.join(dirs.files, key(1)))).toBe(true);
    expect(existsSync(path.join(dirs.files, key(2)))).toBe(false);
    expect(existsSync(file)).toBe(false);
  });

  it('leaves the journals of a running process, of another database and of another machine alone', async () => {
    const dirs = folders();
    const files = createLocalStorage(dirs.files);
    await files.put(key(1), new Uint8Array([1]), 'application/pdf');
    const dead = await deadPid();
    const headers = [
      // The parent of this process: alive, another instance on the same DATA_DIR.
      { host: hostname(), pid: process.ppid, startTime: processStartTime(process.ppid), database },
      { host: hostname(), pid: dead, startTime: null, database: 'db.example:5432/outra' },
      { host: `${hostname()}-outra`, pid: dead, startTime: null, database },
    ];
    mkdirSync(dirs.journal, { recursive: true });
    headers.forEach((header, i) => {
      writeFileSync(path.join(dirs.journal, `${i}${journalSuffix}`), `${JSON.stringify(header)}\n${key(1)}\n`);
    });
    const result = await recoverJournals({
      dir: dirs.journal,
      database,
      storage: files,
      referenced: async () => new Set(),
    });
    expect(result).toEqual({ removed: [], journals: 0 });
    expect(existsSync(path.join(dirs.files, key(1)))).toBe(true);
    expect(readdirSync(dirs.journal)).toHaveLength(3);
  });

  it('counts a journal naming this PID but not made by this process as an earlier life of the PID', async () => {
    const dirs = folders();
    const files = createLocalStorage(dirs.files);
    await files.put(key(1), new Uint8Array([1]), 'application/pdf');
    leftJournal(dirs.journal, { host: hostname(), pid: process.pid, startTime: '1', database }, `${key(1)}\n`);
    const own = openStorageJournal(dirs.journal, database);
    await own.note([key(2)]);
    const result = await recoverJournals({
      dir: dirs.journal,
      database,
      ownFile: own.file,
      storage: files,
      referenced: async () => new Set(),
    });
    expect(result).toEqual({ removed: [key(1)], journals: 1 });
    expect(readdirSync(dirs.journal)).toEqual([path.basename(own.file)]);
  });

  it('keeps a journal whose bytes could not be removed, for the next start', async () => {
    const dirs = folders();
    const file = leftJournal(
      dirs.journal,
      { host: hostname(), pid: await deadPid(), startTime: null, database },
      `${key(1)}\n`,
    );
    const result = await recoverJournals({
      dir: dirs.journal,
      database,
      storage: { delete: async () => Promise.reject(new Error('storage down')) },
      referenced: async () => new Set(),
    });
    expect(result).toEqual({ removed: [], journals: 0 });
    expect(existsSync(file)).toBe(true);
  });

  it('drops a torn journal (no header) only once it is old enough that its writer is surely gone', async () => {
    const dirs = folders();
    mkdirSync(dirs.journal, { recursive: true });
    const torn = path.join(dirs.journal, `9${journalSuffix}`);
    writeFileSync(torn, '{"host":"x","pi');
    const recover = () =>
      recoverJournals({
        dir: dirs.journal,
        database,
        storage: { delete: async () => {} },
        referenced: async () => new Set(),
      });
    expect(await recover()).toEqual({ removed: [], journals: 0 });
    expect(existsSync(torn)).toBe(true);
    const old = new Date(Date.now() - 5 * 60_000);
    utimesSync(torn, old, old);
    expect(await recover()).toEqual({ removed: [], journals: 1 });
    expect(existsSync(torn)).toBe(false);
  });

  it('has nothing to do without a journal folder', async () => {
    const dirs = folders();
    expect(
      await recoverJournals({
        dir: dirs.journal,
        database,
        storage: { delete: async () => {} },
        referenced: async () => new Set(),
      }),
    ).toEqual({ removed: [], journals: 0 });
  });
});
