import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server (`src/main.ts` through tsx, or a build given as `nodeArgs`)
 * as a child process, for the fault suite and the compiled-server test:
 * started, signalled (SIGTERM: its own clean stop; SIGKILL: no clean-up at
 * all) and restarted on the same DATA_DIR or database. No demo data, no e-mail server; the environment given is added
 * to a neutral one so the developer's own settings never leak in.
 */
export interface ServerProcess {
  readonly pid: number;
  readonly url: string;
  /** The exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves once it listens (it prints 'Conforma em …'); rejects if it exits first. */
  ready(timeoutMs?: number): Promise<void>;
  /** Resolves when `pattern` appears in its output. */
  printed(pattern: RegExp, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The servers of one test run (one describe): started through it, killed
 * together when the run ends (even when it failed), with the time each
 * start took — from spawn to listening; a start after a kill includes the
 * database's recovery. Runs side by side each keep their own.
 */
export interface ServerGroup {
  start(env: Record<string, string>, nodeArgs?: readonly string[]): ServerProcess;
  killAll(): Promise<void>;
  /** 'n server starts, median … s, longest … s': what the run's time is made of. */
  startTimes(): string;
}

export function serverGroup(): ServerGroup {
  const running = new Set<ServerProcess>();
  const times: number[] = [];
  return {
    start(env, nodeArgs) {
      const server = startServer(env, (ms) => times.push(ms), nodeArgs);
      running.add(server);
      void server.exited.then(() => running.delete(server));
      return server;
    },
    async killAll() {
      await Promise.all([...running].map((server) => server.kill()));
    },
    startTimes() {
      if (times.length === 0) return 'no server start';
      const sorted = [...times].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      const longest = sorted[sorted.length - 1] ?? 0;
      return `${sorted.length} server starts, median ${(median / 1000).toFixed(1)} s, longest ${(longest / 1000).toFixed(1)} s`;
    },
  };
}

/** Only what Node and tsx need from this process's environment (PATH, HOME, the temporary folder). */
function inherited(): Record<string, string> {
  const names = ['PATH', 'HOME', 'TMPDIR', 'TEMP', 'TMP', 'LANG'];
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}

/** The sources, through the tsx loader (`npm run dev` without the watch). */
const fromSources = ['--import', 'tsx', 'src/main.ts'];

function startServer(
  env: Record<string, string>,
  started: (ms: number) => void,
  nodeArgs: readonly string[] = fromSources,
): ServerProcess {
  const port = env.PORT;
  if (!port) throw new Error('PORT is required');
  let output = '';
  const spawnedAt = performance.now();
  let timed = false;
  const listeners = new Set<() => void>();
  const child = spawn(process.execPath, nodeArgs, {
    cwd: serverRoot,
    env: {
      ...inherited(),
      NODE_ENV: 'test',
      DEMO_SEED: '0',
      CNPJ_REGISTRY: 'offline',
      ALERT_TIME: '03:00',
      // One process, whatever the cores: a kill must reach the process that does the work.
      WEB_CONCURRENCY: '1',
      // Staff sign in with a password here; a test of the policy sets its own roles.
      MFA_REQUIRED_ROLES: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server did not start');
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      for (const listener of listeners) listener();
      done(code);
    }),
  );
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const printed = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(output)) {
          finish();
          resolve();
        } else if (child.exitCode !== null || child.signalCode !== null) {
          finish();
          reject(
            new Error(
              `The server exited (${child.exitCode ?? child.signalCode}) before printing ${pattern}:\n${output}`,
            ),
          );
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`The server did not print ${pattern} within ${timeoutMs} ms:\n${output}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });
  const server: ServerProcess = {
    pid,
    url: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    printed,
    ready: async (timeoutMs) => {
      await printed(/Conforma em http:\/\/localhost:\d+/, timeoutMs);
      if (!timed) {
        timed = true;
        started(performance.now() - spawnedAt);
      }
    },
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
  return server;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export const delay = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Polls `condition` every few milliseconds until it holds. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await delay(2);
  }
}

/** A small seeded generator (mulberry32), so the moments a test picks are the same on every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
