import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';

/**
 * One server per PGlite folder. PGlite has no lock of its own (no
 * postmaster.pid): two servers on one folder both start, hand out the same
 * ids and overwrite each other's writes. So the folder gets a lock file,
 * `.conforma.lock`, holding the PID of the process that owns it (PGlite is
 * happy with the extra file in its folder, before and after initdb).
 *
 * - Taking it is `open(…, 'wx')`: creating a file that must not exist is
 *   atomic, so of two starters exactly one gets it.
 * - A lock whose process is gone (kill -9, a crash, power loss) is stale and
 *   taken over: `process.kill(pid, 0)` says ESRCH (EPERM is alive, another
 *   user's), or /proc says it is a zombie. A live PID with another
 *   start time (Linux /proc) is a reused PID, and a lock naming this very
 *   process that this process does not hold was left by an earlier life of
 *   the same PID (a container restarted after a crash is PID 1 again).
 * - Taking over renames the stale file aside (atomic: only one starter moves
 *   it), checks it moved the stale lock and not a fresh one a concurrent
 *   starter just made (that one is put back), then competes with `wx` again.
 * - The lock goes with `release()` (the database handle's close) and, as a
 *   fallback, when the process exits.
 */
export const lockFileName = '.conforma.lock';

export class DataDirLockedError extends ConfigError {
  override name = 'DataDirLockedError';
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    const file = path.join(dir, lockFileName);
    super(
      `A pasta de dados ${dir} já está em uso por outro servidor Conforma (PID ${pid}). / ` +
        `The data folder ${dir} is already in use by another Conforma server (PID ${pid}).\n` +
        `Se nenhum outro servidor usa esta pasta, apague ${file}. / ` +
        `If no other server uses this folder, delete ${file}.`,
    );
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Deletes the lock file if it is still this one; safe to call more than once. */
  release(): void;
}

/** The lock files this process holds, with their content (a lock naming this PID that is not here is stale). */
const held = new Map<string, string>();

/** What is still to release when the process exits (one exit listener for them all). */
const releaseOnExit = new Set<() => void>();
let exitListener = false;

/** How long an empty lock file (created, PID not yet written) is given before it counts as abandoned. */
const emptyGraceMs = 1000;

/** Locks `dir` (created if missing) for this process, or throws DataDirLockedError naming the holder. */
export function lockDataDir(dir: string): DataDirLock {
  const folder = path.resolve(dir);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, lockFileName);
  const content = `${process.pid}\n${processStartTime(process.pid) ?? ''}\n${randomBytes(8).toString('hex')}\n`;
  let emptySince: number | undefined;

  for (let attempt = 0; attempt < 100; attempt++) {
    if (create(file, content)) return holdLock(file, content);
    const found = read(file);
    if (found === null) continue; // released or moved aside meanwhile: try again
    const holder = parseHolder(found);
    if (!holder) {
      // Empty or unreadable: a starter between create and write, or one that died right there.
      emptySince ??= Date.now();
      if (Date.now() - emptySince < emptyGraceMs) {
        sleep(20);
        continue;
      }
    } else if (isAlive(file, holder)) {
      throw new DataDirLockedError(folder, holder.pid);
    }
    takeOver(file, found);
  }
  throw new Error(`Não foi possível travar ${file} (could not lock ${file}).`);
}

function create(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function holdLock(file: string, content: string): DataDirLock {
  held.set(file, content);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    releaseOnExit.delete(release);
    if (held.get(file) === content) held.delete(file);
    // Only our own lock: never a file a later owner wrote after ours was (wrongly) judged stale.
    if (read(file) === content) {
      try {
        unlinkSync(file);
      } catch (error) {
        if (errorCode(error) !== 'ENOENT') throw error;
      }
    }
  };
  releaseOnExit.add(release);
  if (!exitListener) {
    exitListener = true;
    process.on('exit', () => {
      for (const pending of releaseOnExit) pending();
    });
  }
  return { file, release };
}

/** Moves a stale lock out of the way; leaves a fresh one (a concurrent starter's) in place. */
function takeOver(file: string, stale: string): void {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return; // someone else moved it first
    throw error;
  }
  if (read(aside) !== stale) {
    // A starter took the folder between our read and the rename: give its lock back.
    try {
      linkSync(aside, file);
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') renameSync(aside, file);
    }
  }
  try {
    unlinkSync(aside);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

interface Holder {
  pid: number;
  /** The process's start time when it took the lock (Linux), to tell a reused PID. */
  startTime: string | null;
}

function parseHolder(content: string): Holder | null {
  const [pidLine = '', startLine = ''] = content.split('\n');
  if (!/^\d+$/.test(pidLine.trim())) return null;
  const pid = Number(pidLine.trim());
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  return { pid, startTime: startLine.trim() || null };
}

function isAlive(file: string, holder: Holder): boolean {
  if (holder.pid === process.pid) return held.has(file);
  return isProcessRunning(holder.pid, holder.startTime);
}

/**
 * Whether process `pid` of this machine still runs, and is the one that
 * started at `startTime` (from processStartTime; null when unknown) rather
 * than a later process given the same PID. Also used by the storage journal.
 */
export function isProcessRunning(pid: number, startTime: string | null): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if (errorCode(error) === 'ESRCH') return false;
  }
  const stat = procStat(pid);
  // A zombie has exited (its parent has not collected it yet).
  if (stat?.state === 'Z') return false;
  if (startTime && stat && stat.startTime !== startTime) return false;
  return true;
}

/** When the process started, in clock ticks since boot (Linux /proc); null elsewhere. */
export function processStartTime(pid: number): string | null {
  return procStat(pid)?.startTime ?? null;
}

/** Fields 3 (state) and 22 (start time, in clock ticks since boot) of /proc/<pid>/stat; null off Linux. */
function procStat(pid: number): { state: string; startTime: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [state, startTime] = [fields[0], fields[19]];
    return state && startTime ? { state, startTime } : null;
  } catch {
    return null;
  }
}

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
