/**
 * The real server as a child process, as production runs it: the compiled bundle
 * (`node --enable-source-maps apps/server/dist/main.js`, built from the sources
 * before each run so it is never stale), and HTTP calls to it over node:http
 * keep-alive agents: sequential timings per endpoint and the concurrent load phase.
 * With WEB_CONCURRENCY > 1 the server is a primary and its workers (node:cluster):
 * its CPU and memory are those of the whole process tree.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { freePort } from '../../apps/server/src/testing/server-process';
import { percentile } from './stats';

export interface Server {
  url: string;
  port: number;
  child: ChildProcess;
  /** Processes answering HTTP (WEB_CONCURRENCY). */
  workers: number;
  /** The server's process and its children (the workers), now. */
  pids(): number[];
  /**
   * A field of /proc/<pid>/status in MB, summed over the server's processes (VmRSS now, VmHWM the peak
   * since start of each), 0 once they have gone.
   */
  memoryMb(field: 'VmRSS' | 'VmHWM'): number;
  output(): string;
  stop(): Promise<void>;
}

/** Builds the server's bundle from the current sources (esbuild, a fraction of a second). */
export function buildServer(root: string): void {
  const built = spawnSync('npm', ['run', 'build', '-w', '@product/server'], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run build -w @product/server failed:\n${built.stdout}${built.stderr}`);
}

/** The processes whose parent is `pid`, from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8')
        .replace(/^.*\)\s/s, '')
        .split(' ');
      if (Number(fields[1]) === pid) children.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/**
 * Starts the server on `env` (DATABASE_URL or DATA_DIR, JWT_SECRET…) with `workers` processes answering
 * HTTP (WEB_CONCURRENCY; 1 by default) and waits for 'Conforma em'. With `cpuProfileDir`, Node writes each
 * process's CPU profile there when it stops (`--cpu-prof`).
 */
export async function startServer(
  root: string,
  env: Record<string, string>,
  options: { cpuProfileDir?: string; workers?: number } = {},
): Promise<Server> {
  const { cpuProfileDir, workers = 1 } = options;
  const port = await freePort();
  let output = '';
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...inherited,
      DEMO_SEED: '0',
      NODE_ENV: 'production',
      CNPJ_REGISTRY: 'offline',
      PORT: String(port),
      WEB_CONCURRENCY: String(workers),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let ready: () => void = () => {};
  const listening = new Promise<void>((done) => {
    ready = done;
  });
  const collect = (chunk: Buffer) => {
    output += chunk;
    if (output.includes('Conforma em')) ready();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = new Promise<'late'>((done) => setTimeout(() => done('late'), 300_000).unref());
  const outcome = await Promise.race([
    listening.then(() => 'ready' as const),
    exited.then(() => 'exited' as const),
    deadline,
  ]);
  if (outcome !== 'ready') {
    child.kill('SIGKILL');
    throw new Error(
      `the server ${outcome === 'late' ? 'did not start within 300 s' : 'stopped during start-up'}:\n${output}`,
    );
  }
  const pids = () => (child.pid === undefined ? [] : [child.pid, ...childrenOf(child.pid)]);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    workers,
    pids,
    memoryMb(field) {
      let total = 0;
      for (const pid of pids()) {
        try {
          const status = readFileSync(`/proc/${pid}/status`, 'utf8');
          total += Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
        } catch {
          // gone meanwhile
        }
      }
      return total;
    },
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((done) => setTimeout(() => done(false), 30_000)),
      ]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

export interface Answer {
  status: number;
  ms: number;
  bytes: number;
  /** The answer's ETag header, if any. */
  etag: string | null;
  /** No answer within the time limit (status 0). */
  timedOut: boolean;
  /** A connection error (status 0). */
  error: string | null;
}

/**
 * One GET with the bearer token, the body read to the end (gzip accepted, as a browser would); with
 * `ifNoneMatch`, the ETag a browser kept from the last answer of this URL.
 */
export function get(
  agent: http.Agent,
  server: { port: number },
  path: string,
  token: string,
  timeoutMs = 10_000,
  ifNoneMatch: string | null = null,
) {
  return new Promise<Answer>((done) => {
    const started = performance.now();
    let settled = false;
    const finish = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done({ ...answer, ms: performance.now() - started });
    };
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: 'GET',
        agent,
        headers: {
          Authorization: `Bearer ${token}`,
          'Accept-Encoding': 'gzip',
          ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}),
        },
      },
      (response) => {
        let bytes = 0;
        const etag = typeof response.headers.etag === 'string' ? response.headers.etag : null;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          finish({ status: response.statusCode ?? 0, bytes, etag, timedOut: false, error: null }),
        );
        response.on('error', (error) => finish({ status: 0, bytes, etag, timedOut: false, error: error.message }));
      },
    );
    const timer = setTimeout(() => {
      finish({ status: 0, bytes: 0, etag: null, timedOut: true, error: null });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => finish({ status: 0, bytes: 0, etag: null, timedOut: false, error: error.message }));
    request.end();
  });
}

/** POST JSON (sign-in, entering a client). */
export async function post<T>(server: { url: string }, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`POST ${path} → ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** GET JSON with the bearer token (the total of a filtered list, before timing its deep page). */
export async function getJson<T>(server: { url: string }, path: string, token: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`GET ${path} → ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** `warmup` calls, then `runs` timed ones, one after another on one keep-alive connection. */
export async function timeEndpoint(
  server: { port: number },
  path: string,
  token: string,
  warmup: number,
  runs: number,
): Promise<{ ms: number[]; statuses: Map<number, number>; bytes: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ms: number[] = [];
  const statuses = new Map<number, number>();
  let bytes = 0;
  try {
    for (let run = 0; run < warmup + runs; run++) {
      const answer = await get(agent, server, path, token, 60_000);
      if (run < warmup) continue;
      ms.push(answer.ms);
      bytes = answer.bytes;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  } finally {
    agent.destroy();
  }
  return { ms, statuses, bytes };
}

export interface LoadTarget {
  /** For the per-kind breakdown, e.g. 'companies'. */
  kind: string;
  path: string;
  token: string;
  weight: number;
}

export interface LoadResult {
  connections: number;
  seconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 200 and 304 by status ('0' never happens here: see timeouts and errors). */
  statuses: Map<number, number>;
  /** 304 Not Modified: the URL's ETag, sent back in If-None-Match, still held. */
  notModified: number;
  timeouts: number;
  errors: Map<string, number>;
  byKind: Map<string, number[]>;
  rssPeakMb: number;
  /** Where the machine's CPU went during the phase, in CPU-seconds per second (2 = both cores of two). */
  cpu: CpuShare;
}

/** CPU-seconds per second of the phase: the server's process, this bench's (the load generator), the rest. */
export interface CpuShare {
  cores: number;
  server: number;
  generator: number;
  /** Everything else that ran: PostgreSQL's backends for a PostgreSQL server, and whatever else the machine does. */
  rest: number;
  idle: number;
}

/** Clock ticks a second of /proc's CPU times (USER_HZ: 100 on Linux everywhere it runs). */
const ticksPerSecond = 100;

/** utime + stime of a process, in seconds (0 once it has gone). */
function processCpuSeconds(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\)\s/s, '')
      .split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** The whole machine's busy and idle seconds (all cores together), from /proc/stat's first line. */
function machineCpuSeconds(): { busy: number; idle: number } {
  const [, ...values] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = values.map(Number);
  return {
    busy: (user + nice + system + irq + softirq + steal) / ticksPerSecond,
    idle: (idle + iowait) / ticksPerSecond,
  };
}

/** CPU seconds of each of `pids`: a worker replaced during a phase counts from 0, one gone is left out. */
function treeCpuSeconds(pids: readonly number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, processCpuSeconds(pid)]));
}

/** Runs `run` and says where the machine's CPU went meanwhile, and how long it took (s). */
async function cpuShare(server: Server, run: () => Promise<void>): Promise<{ cpu: CpuShare; elapsed: number }> {
  const machineBefore = machineCpuSeconds();
  const serverBefore = treeCpuSeconds(server.pids());
  const generatorBefore = process.cpuUsage();
  const started = performance.now();
  await run();
  const elapsed = (performance.now() - started) / 1000;
  const machineAfter = machineCpuSeconds();
  const generatorUsed = process.cpuUsage(generatorBefore);
  const perSecond = (seconds: number) => seconds / elapsed;
  let serverUsed = 0;
  for (const [pid, seconds] of treeCpuSeconds(server.pids())) serverUsed += seconds - (serverBefore.get(pid) ?? 0);
  const serverShare = perSecond(serverUsed);
  const generator = perSecond((generatorUsed.user + generatorUsed.system) / 1e6);
  const busy = perSecond(machineAfter.busy - machineBefore.busy);
  return {
    elapsed,
    cpu: {
      cores: os.cpus().length,
      server: serverShare,
      generator,
      rest: Math.max(0, busy - serverShare - generator),
      idle: perSecond(machineAfter.idle - machineBefore.idle),
    },
  };
}

/**
 * `connections` loops, each sending its next request as soon as the last one
 * answered, over one agent of that many keep-alive sockets, for `seconds`;
 * targets are drawn by weight. Like a browser, each person (token) keeps the
 * ETag of each URL's last answer and sends it as If-None-Match: a server that
 * knows nothing changed answers 304 with no body (one without ETags, 200 always).
 * `revalidate: false` never sends it: every answer is computed, as on a first visit.
 * VmRSS of the server is sampled every 250 ms.
 */
export async function loadPhase(
  server: Server,
  targets: readonly LoadTarget[],
  connections: number,
  seconds: number,
  { timeoutMs = 10_000, revalidate = true }: { timeoutMs?: number; revalidate?: boolean } = {},
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const totalWeight = targets.reduce((sum, target) => sum + target.weight, 0);
  const pick = () => {
    let left = Math.random() * totalWeight;
    for (const target of targets) {
      left -= target.weight;
      if (left <= 0) return target;
    }
    return targets[targets.length - 1] as LoadTarget;
  };
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const errors = new Map<string, number>();
  const byKind = new Map<string, number[]>();
  let timeouts = 0;
  let notModified = 0;
  const etags = new Map<string, string>();
  let rssPeakMb = server.memoryMb('VmRSS');
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, server.memoryMb('VmRSS'));
  }, 250);
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const target = pick();
      const key = `${target.token} ${target.path}`;
      const answer = await get(
        agent,
        server,
        target.path,
        target.token,
        timeoutMs,
        revalidate ? (etags.get(key) ?? null) : null,
      );
      if (answer.timedOut) timeouts += 1;
      else if (answer.error) errors.set(answer.error, (errors.get(answer.error) ?? 0) + 1);
      else {
        if (answer.status === 304) notModified += 1;
        else if (answer.status !== 200) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 200) {
          if (answer.etag) etags.set(key, answer.etag);
          else etags.delete(key);
        }
        latencies.push(answer.ms);
        const ofKind = byKind.get(target.kind) ?? [];
        ofKind.push(answer.ms);
        byKind.set(target.kind, ofKind);
      }
    }
  };
  const { cpu, elapsed } = await cpuShare(server, async () => {
    await Promise.all(Array.from({ length: connections }, loop));
  });
  clearInterval(sampler);
  rssPeakMb = Math.max(rssPeakMb, server.memoryMb('VmRSS'));
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const requests = latencies.length + timeouts + [...errors.values()].reduce((sum, n) => sum + n, 0);
  return {
    connections,
    seconds: elapsed,
    requests,
    perSecond: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    statuses,
    notModified,
    timeouts,
    errors,
    byKind,
    rssPeakMb,
    cpu,
  };
}
