import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/harness';
import { DataDirLockedError, lockDataDir, lockFileName } from './data-dir-lock';

const here = path.dirname(fileURLToPath(import.meta.url));
const lockModule = path.join(here, 'data-dir-lock.ts');
const serverRoot = path.resolve(here, '../..');

const dirs: { remove(): void }[] = [];
function folder(): string {
  const dir = tempDir('conforma-lock-');
  dirs.push(dir);
  return dir.path;
}
/** Servers started by a test; stopped even when it fails or times out. */
const servers: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.kill()));
  for (const dir of dirs.splice(0)) dir.remove();
});

function refusal(run: () => unknown): DataDirLockedError {
  try {
    run();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error('the lock was not refused');
}

/** The PID of a process that has exited (and been waited for): nobody holds it now. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  const pid = child.pid;
  await new Promise((done) => child.once('exit', done));
  if (!pid) throw new Error('no pid');
  return pid;
}

describe('lockDataDir', () => {
  it('refuses a second lock on the same folder, naming the folder and the PID in Portuguese and English', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, lockFileName), 'utf8').split('\n')[0]).toBe(String(process.pid));
    const error = refusal(() => lockDataDir(dir));
    expect(error.pid).toBe(process.pid);
    expect(error.message).toContain(
      `A pasta de dados ${dir} já está em uso por outro servidor Conforma (PID ${process.pid}).`,
    );
    expect(error.message).toContain(
      `The data folder ${dir} is already in use by another Conforma server (PID ${process.pid}).`,
    );
    lock.release();
  });

  it('can be taken again once released, and release is idempotent', () => {
    const dir = folder();
    const first = lockDataDir(dir);
    first.release();
    expect(existsSync(path.join(dir, lockFileName))).toBe(false);
    first.release();
    const second = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    // The first handle's late release leaves the second lock alone.
    first.release();
    expect(existsSync(path.join(dir, lockFileName))).toBe(true);
    second.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('creates a missing folder', () => {
    const dir = path.join(folder(), 'pglite');
    const lock = lockDataDir(dir);
    expect(existsSync(path.join(dir, lockFileName))).toBe(true);
    lock.release();
  });

  it('takes over a lock left by a process that is gone (kill -9)', async () => {
    const dir = folder();
    const pid = await deadPid();
    writeFileSync(path.join(dir, lockFileName), `${pid}\n\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, lockFileName), 'utf8').split('\n')[0]).toBe(String(process.pid));
    expect(readdirSync(dir)).toEqual([lockFileName]);
    lock.release();
  });

  it('takes over a lock naming this PID that this process does not hold (a restarted container is PID 1 again)', () => {
    const dir = folder();
    writeFileSync(path.join(dir, lockFileName), `${process.pid}\n\nsomeone-else\n`);
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it.runIf(existsSync('/proc/self/stat'))('takes over a lock whose PID now belongs to another process', () => {
    const dir = folder();
    // The parent process is alive, but it did not start at tick 1.
    writeFileSync(path.join(dir, lockFileName), `${process.ppid}\n1\n`);
    lockDataDir(dir).release();
  });

  it('takes over an empty lock file (a start that died between create and write) after a grace period', () => {
    const dir = folder();
    writeFileSync(path.join(dir, lockFileName), '');
    const started = Date.now();
    lockDataDir(dir).release();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('lets exactly one of several processes racing for a fresh folder, or for a stale lock, win', async () => {
    for (const stale of [false, true]) {
      const dir = folder();
      if (stale) writeFileSync(path.join(dir, lockFileName), `${await deadPid()}\n\n`);
      const outcomes = await race(dir, 3);
      expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.startsWith('refused:'))).toHaveLength(2);
      // Nothing left behind: no lock (the winner exited) and no file moved aside.
      expect(readdirSync(dir)).toEqual([]);
    }
  }, 30_000);
});

describe('two servers on one DATA_DIR', () => {
  it('the second exits with the message naming the folder, the first keeps answering; after kill -9 the next starts', async () => {
    const dataDir = folder();
    const first = startServer(dataDir, await freePort());
    await first.ready();
    const second = startServer(dataDir, await freePort());
    const code = await Promise.race([second.exited, delay(20_000).then(() => 'still running')]);
    expect(code, second.output()).toBe(1);
    const pglite = path.join(dataDir, 'pglite');
    expect(second.output()).toContain(
      `A pasta de dados ${pglite} já está em uso por outro servidor Conforma (PID ${first.pid}).`,
    );
    expect(second.output()).toContain(`The data folder ${pglite} is already in use by another Conforma server`);
    expect(second.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
    const answer = await fetch(`${first.url}/api/v1/nada`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'Recurso não encontrado.' });

    // Killed outright, the first leaves its lock behind; it must not block the next start.
    await first.kill();
    expect(existsSync(path.join(pglite, lockFileName))).toBe(true);
    const third = startServer(dataDir, await freePort());
    await third.ready();
    await third.stop();
    expect(await third.exited).toBe(0);
    // A clean stop leaves no lock behind.
    expect(existsSync(path.join(pglite, lockFileName))).toBe(false);
  }, 180_000);
});

interface ServerProcess {
  pid: number | undefined;
  url: string;
  exited: Promise<number | null>;
  output(): string;
  ready(): Promise<void>;
  /** SIGTERM: the server's own clean stop. */
  stop(): Promise<void>;
  /** SIGKILL: no clean-up at all. */
  kill(): Promise<void>;
}

/** `npm start` on `dataDir` (PGlite, no demo data, offline registry), as the e2e helper starts it. */
function startServer(dataDir: string, port: number): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DEMO_SEED: '0',
      NODE_ENV: 'test',
      CNPJ_REGISTRY: 'offline',
      SMTP_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(name);
      await exited;
    }
  };
  const server: ServerProcess = {
    pid: child.pid,
    url,
    exited,
    output: () => output,
    ready: async () => {
      // Generous: from the sources a first start runs initdb in a child process (db/database.ts),
      // 9–13 s of CPU on a machine at load 9 before the migrations (issue 27), and the suite loads it more.
      const deadline = Date.now() + 90_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`The server stopped during start-up:\n${output}`);
        const answered = await fetch(`${url}/api/v1/nada`).then(
          () => true,
          () => false,
        );
        if (answered) return;
        if (Date.now() > deadline) throw new Error(`The server did not answer:\n${output}`);
        await delay(100);
      }
    },
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
  servers.push(server);
  return server;
}

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/**
 * Starts `count` processes that each try to lock `dir` at the same moment
 * (all are ready before any is told to go) and hold what they got until all
 * have answered; then they exit, releasing the lock on exit.
 */
async function race(dir: string, count: number): Promise<string[]> {
  const script = `
    import { createInterface } from 'node:readline';
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
    console.log('ready');
    await lines.next();
    try {
      lockDataDir(${JSON.stringify(dir)});
      console.log('won');
    } catch (error) {
      console.log('refused:' + error.name);
    }
    await lines.next();
  `;
  const children: ChildProcess[] = [];
  const said: AsyncIterator<string>[] = [];
  for (let i = 0; i < count; i++) {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: serverRoot,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    children.push(child);
    if (!child.stdout) throw new Error('no stdout');
    said.push(createInterface({ input: child.stdout })[Symbol.asyncIterator]());
  }
  const exited = children.map((child) => new Promise((done) => child.once('exit', done)));
  const next = async (lines: AsyncIterator<string>) => (await lines.next()).value as string;
  try {
    expect(await Promise.all(said.map(next))).toEqual(children.map(() => 'ready'));
    for (const child of children) child.stdin?.write('go\n');
    const outcomes = await Promise.all(said.map(next));
    for (const child of children) child.stdin?.end('done\n');
    await Promise.all(exited);
    return outcomes;
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
  }
}
