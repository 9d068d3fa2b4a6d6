/**
 * The real server as a child process, as production runs it: the compiled bundle
 * (`node --enable-source-maps apps/server/dist/main.js`, built from the sources
 * before each run so it is never stale), and HTTP calls to it over node:http
 * keep-alive agents: sequential timings per endpoint and the concurrent load phase.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { freePort } from '../../apps/server/src/testing/server-process';
import { percentile } from './stats';

export interface Server {
  url: string;
  port: number;
  child: ChildProcess;
  /** A field of /proc/<pid>/status in MB (VmRSS now, VmHWM the peak since start), 0 once it has gone. */
  memoryMb(field: 'VmRSS' | 'VmHWM'): number;
  output(): string;
  stop(): Promise<void>;
}

/** Builds the server's bundle from the current sources (esbuild, a fraction of a second). */
export function buildServer(root: string): void {
  const built = spawnSync('npm', ['run', 'build', '-w', '@product/server'], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run build -w @product/server failed:\n${built.stdout}${built.stderr}`);
}

/**
 * Starts the server on `env` (DATABASE_URL or DATA_DIR, JWT_SECRET…) and waits for 'Conforma em'.
 * With `cpuProfileDir`, Node writes the server's CPU profile there when it stops (`--cpu-prof`).
 */
export async function startServer(root: string, env: Record<string, string>, cpuProfileDir?: string): Promise<Server> {
  const port = await freePort();
  let output = '';
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...inherited, DEMO_SEED: '0', NODE_ENV: 'production', CNPJ_REGISTRY: 'offline', PORT: String(port), ...env },
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
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    memoryMb(field) {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
      } catch {
        return 0;
      }
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
  /** No answer within the time limit (status 0). */
  timedOut: boolean;
  /** A connection error (status 0). */
  error: string | null;
}

/** One GET with the bearer token, the body read to the end (gzip accepted, as a browser would). */
export function get(agent: http.Agent, server: { port: number }, path: string, token: string, timeoutMs = 10_000) {
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
        headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => finish({ status: response.statusCode ?? 0, bytes, timedOut: false, error: null }));
        response.on('error', (error) => finish({ status: 0, bytes, timedOut: false, error: error.message }));
      },
    );
    const timer = setTimeout(() => {
      finish({ status: 0, bytes: 0, timedOut: true, error: null });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => finish({ status: 0, bytes: 0, timedOut: false, error: error.message }));
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
  /** Non-200 answers by status ('0' never happens here: see timeouts and errors). */
  statuses: Map<number, number>;
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
function processCpuSeconds(pid: number | undefined): number {
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

/** Runs `run` and says where the machine's CPU went meanwhile, and how long it took (s). */
async function cpuShare(server: Server, run: () => Promise<void>): Promise<{ cpu: CpuShare; elapsed: number }> {
  const machineBefore = machineCpuSeconds();
  const serverBefore = processCpuSeconds(server.child.pid);
  const generatorBefore = process.cpuUsage();
  const started = performance.now();
  await run();
  const elapsed = (performance.now() - started) / 1000;
  const machineAfter = machineCpuSeconds();
  const generatorUsed = process.cpuUsage(generatorBefore);
  const perSecond = (seconds: number) => seconds / elapsed;
  const serverShare = perSecond(processCpuSeconds(server.child.pid) - serverBefore);
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
 * targets are drawn by weight. VmRSS of the server is sampled every 250 ms.
 */
export async function loadPhase(
  server: Server,
  targets: readonly LoadTarget[],
  connections: number,
  seconds: number,
  timeoutMs = 10_000,
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
  let rssPeakMb = server.memoryMb('VmRSS');
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, server.memoryMb('VmRSS'));
  }, 250);
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const target = pick();
      const answer = await get(agent, server, target.path, target.token, timeoutMs);
      if (answer.timedOut) timeouts += 1;
      else if (answer.error) errors.set(answer.error, (errors.get(answer.error) ?? 0) + 1);
      else {
        if (answer.status !== 200) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
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
    timeouts,
    errors,
    byKind,
    rssPeakMb,
    cpu,
  };
}
