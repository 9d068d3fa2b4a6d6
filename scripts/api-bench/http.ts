/**
 * The real server as a child process (`node --import tsx apps/server/src/main.ts`,
 * as bench:import starts it), and HTTP calls to it over node:http keep-alive
 * agents: sequential timings per endpoint and the concurrent load phase.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { freePort } from '../../apps/server/src/faults/server-process';
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

/** Starts the server on `env` (DATABASE_URL or DATA_DIR, JWT_SECRET…) and waits for 'Conforma em'. */
export async function startServer(root: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  let output = '';
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
  const started = performance.now();
  const end = started + seconds * 1000;
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
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
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
  };
}
