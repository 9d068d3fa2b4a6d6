/**
 * `npm run bench:import`: large company imports (issue 13) against the real server process and a
 * local fake registry (apps/server/src/testing/fake-brasilapi.ts: BrasilAPI's format, 50 ms per answer, bursts
 * limited to 5 a second with 429 beyond). A measurement, not a test: nothing here runs in `npm test`.
 *
 *   1. throughput: a fresh server (PGlite in a temporary DATA_DIR) imports `--rows` CNPJs (files
 *      of at most 5,000, each its own job) to the end; prints rows a second, the registry's
 *      answers (200 and 429), and the server's peak RSS (VmHWM of the process) against 300 MB.
 *   2. crash: the same import on another fresh server, SIGKILLed when half the rows are done,
 *      then started again on the same data; once the jobs end, counts the rows lost (not done,
 *      or done without their company) and doubled (a CNPJ held by two companies, or a company
 *      no row accounts for). Both must be 0.
 *
 * Options: --rows N (10000), --latency MS (50), --rate PER_SECOND (5; 0 for no limit), --burst N (5), --no-crash,
 * --database-url postgres://… (a server on PostgreSQL: each run gets a database of its own there,
 * dropped at the end; by default the server keeps PGlite in its DATA_DIR, whose embedded
 * PostgreSQL alone holds some 900 MB of the process's memory before any import), --cpu-prof DIR
 * (each server process writes a V8 CPU profile there when it stops; open it in Chrome's DevTools).
 * At 5 a second, 10,000 rows take over half an hour per run: the rate limit bounds it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { fakeCnpjs, startFakeRegistry } from '../apps/server/src/testing/fake-brasilapi';
import { freePort } from '../apps/server/src/testing/server-process';

const root = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    latency: { type: 'string', default: '50' },
    rate: { type: 'string', default: '5' },
    burst: { type: 'string', default: '5' },
    'no-crash': { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const rows = Number(args.rows);
/** The fake registry's limit: `--rate 0` is none (a registry that answers every lookup at once). */
const unlimited = Number(args.rate) === 0;
const registryLimit = unlimited
  ? { perSecond: Number.POSITIVE_INFINITY }
  : { perSecond: Number(args.rate), burst: Number(args.burst) };
const limitText = unlimited ? 'sem limite' : `limite ${args.rate}/s, rajada ${args.burst}`;
const perFile = 5000;
const admin = { email: 'bench@conforma.local', password: 'senha-da-medicao-123' };
const rssGoalMb = 300;

interface Server {
  url: string;
  child: ChildProcess;
  /** Resident memory now (VmRSS), in MB. */
  rssMb(): number;
  /** Peak resident memory since the process started (VmHWM: start-up and migrations too), in MB. */
  peakRssMb(): number;
  output(): string;
}

/** A database of its own on the PostgreSQL of --database-url, or '' for PGlite. */
async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = args['database-url'];
  if (!base) return { url: '', drop: async () => {} };
  const name = `conforma_bench_${Math.random().toString(16).slice(2, 10)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function startServer(dataDir: string, port: number, registryUrl: string, databaseUrl: string): Promise<Server> {
  let output = '';
  // Node refuses --cpu-prof in NODE_OPTIONS: it goes on the server's command line.
  const profile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${resolve(args['cpu-prof'])}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DEMO_SEED: '0',
      // The bench signs its administrator in with a password (no second factor to measure).
      MFA_REQUIRED_ROLES: 'none',
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      CNPJ_REGISTRY: 'brasilapi',
      CNPJ_REGISTRY_URL: registryUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped during start-up:\n${output}`);
    const ready = await fetch(`${url}/api/docs`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer within 120 s:\n${output}`);
    await pause(250);
  }
  const status = (field: string) => {
    try {
      const text = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  return { url, child, rssMb: () => status('VmRSS'), peakRssMb: () => status('VmHWM'), output: () => output };
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function call<T>(url: string, token: string | null, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) },
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} → ${response.status} ${JSON.stringify(body)}`);
  return body;
}
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** Signs the administrator in, creates a client account and enters it: a token inside that account. */
async function clientToken(server: Server): Promise<string> {
  const staff = await call<{ access_token: string }>(
    `${server.url}/api/v1/system/user/login`,
    null,
    json({ username: admin.email, password: admin.password }),
  );
  const account = await call<{ id: number }>(
    `${server.url}/api/v1/admin/client/`,
    staff.access_token,
    json({ name: 'Medição de importação', type: 'CLIENT' }),
  );
  const entered = await call<{ access_token: string }>(
    `${server.url}/api/v1/admin/client/manager/${account.id}`,
    staff.access_token,
    { method: 'POST' },
  );
  return entered.access_token;
}

interface Job {
  id: number;
  status: string;
  sent: number;
  done: number;
  success: number;
  error: number;
}

async function upload(server: Server, token: string, cnpjs: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < cnpjs.length; start += perFile) {
    const form = new FormData();
    const text = `CNPJ\n${cnpjs.slice(start, start + perFile).join('\n')}\n`;
    form.append('file', new File([text], `lote-${start / perFile + 1}.csv`, { type: 'text/csv' }));
    const answer = await call<{ job: Job }>(`${server.url}/api/v1/client/company/import`, token, {
      method: 'POST',
      body: form,
    });
    ids.push(answer.job.id);
  }
  return ids;
}

async function jobsOf(server: Server, token: string, ids: readonly number[]): Promise<Job[]> {
  return Promise.all(
    ids.map(
      async (id) =>
        (await call<{ job: Job }>(`${server.url}/api/v1/client/company/import/jobs/${id}?limit=0`, token)).job,
    ),
  );
}
const doneOf = (jobs: readonly Job[]) => jobs.reduce((sum, job) => sum + job.done, 0);

/** The highest VmRSS seen while following the jobs (sampled every second). */
let importPeakMb = 0;

/** Polls until the jobs end (or `until` says stop), printing the progress every 30 s. */
async function follow(server: Server, token: string, ids: readonly number[], until: (done: number) => boolean) {
  let printed = Date.now();
  for (;;) {
    const jobs = await jobsOf(server, token, ids);
    const done = doneOf(jobs);
    importPeakMb = Math.max(importPeakMb, server.rssMb());
    if (Date.now() - printed > 30_000) {
      console.log(`  … ${done} de ${rows} (RSS ${server.rssMb().toFixed(0)} MB)`);
      printed = Date.now();
    }
    if (until(done) || jobs.every((job) => job.status !== 'running')) return jobs;
    await pause(1000);
  }
}

async function stop(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((done) => server.child.once('exit', done));
  server.child.kill(signal);
  await exited;
}

async function throughputRun(cnpjs: readonly string[]) {
  const registry = await startFakeRegistry({ latencyMs: Number(args.latency), ...registryLimit });
  const dataDir = mkdtempSync(join(tmpdir(), 'conforma-bench-import-'));
  const database = await createDatabase();
  const server = await startServer(dataDir, await freePort(), registry.url, database.url);
  try {
    const token = await clientToken(server);
    await pause(2000);
    const idleMb = server.rssMb();
    importPeakMb = 0;
    const started = performance.now();
    const ids = await upload(server, token, cnpjs);
    const accepted = performance.now();
    const jobs = await follow(server, token, ids, () => false);
    const seconds = (performance.now() - started) / 1000;
    const success = jobs.reduce((sum, job) => sum + job.success, 0);
    console.log(`\n1. Vazão: ${rows} CNPJs em ${ids.length} job(s)`);
    console.log(`   resposta do envio (202): ${(accepted - started).toFixed(0)} ms`);
    console.log(`   tempo total: ${seconds.toFixed(1)} s → ${(rows / seconds).toFixed(2)} CNPJs/s`);
    console.log(`   empresas criadas: ${success}; com erro: ${rows - success}`);
    console.log(
      `   registro: ${registry.stats.found} respostas 200, ${registry.stats.limited} respostas 429 (${limitText})`,
    );
    const peak = Math.max(importPeakMb, server.rssMb());
    const verdict = peak <= rssGoalMb ? '(meta ≤ 300 MB: ok)' : '(ACIMA DA META de 300 MB)';
    console.log(
      `   memória do servidor (${database.url ? 'PostgreSQL' : 'PGlite'}): RSS ${idleMb.toFixed(0)} MB parado antes do envio, pico de ${peak.toFixed(0)} MB durante a importação ${verdict}; VmHWM do processo ${server.peakRssMb().toFixed(0)} MB`,
    );
  } finally {
    await stop(server, 'SIGTERM');
    await registry.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function crashRun(cnpjs: readonly string[]) {
  const registry = await startFakeRegistry({ latencyMs: Number(args.latency), ...registryLimit });
  const dataDir = mkdtempSync(join(tmpdir(), 'conforma-bench-import-'));
  const database = await createDatabase();
  const port = await freePort();
  let server = await startServer(dataDir, port, registry.url, database.url);
  try {
    const token = await clientToken(server);
    const started = performance.now();
    const ids = await upload(server, token, cnpjs);
    const before = doneOf(await follow(server, token, ids, (done) => done >= rows / 2));
    await stop(server, 'SIGKILL');
    const killedAt = performance.now();
    server = await startServer(dataDir, port, registry.url, database.url);
    const restartedIn = performance.now() - killedAt;
    const afterRestart = doneOf(await jobsOf(server, token, ids));
    const jobs = await follow(server, token, ids, () => false);
    const seconds = (performance.now() - started) / 1000;

    // Every row, and every company of the account with its CNPJ.
    const rowsOf = new Map<string, { state: string; count: number }>();
    for (const id of ids) {
      for (let after: number | null = 0; after !== null; ) {
        const page: { items: { cnpj: string; state: string }[]; nextAfter: number | null } = await call(
          `${server.url}/api/v1/client/company/import/jobs/${id}?after=${after}&limit=1000`,
          token,
        );
        for (const row of page.items) {
          const seen = rowsOf.get(row.cnpj);
          rowsOf.set(row.cnpj, { state: row.state, count: (seen?.count ?? 0) + 1 });
        }
        after = page.nextAfter;
      }
    }
    const exported = await call<{ items: { registration_code: string | null }[] }>(
      `${server.url}/api/v1/client/company/export`,
      token,
    );
    const companiesOf = new Map<string, number>();
    for (const company of exported.items) {
      const cnpj = company.registration_code ?? '';
      companiesOf.set(cnpj, (companiesOf.get(cnpj) ?? 0) + 1);
    }
    let lost = 0;
    let doubled = 0;
    for (const cnpj of cnpjs) {
      const row = rowsOf.get(cnpj);
      const companies = companiesOf.get(cnpj) ?? 0;
      if (!row || row.state === 'pending' || (row.state === 'success' && companies === 0)) lost += 1;
      if (companies > 1 || (row?.count ?? 0) > 1 || (companies > 0 && row?.state !== 'success')) doubled += 1;
    }
    const lookedUpTwice = registry.stats.answered.length - new Set(registry.stats.answered).size;
    console.log(`\n2. Queda: SIGKILL com ${before} de ${rows} CNPJs feitos, reinício no mesmo DATA_DIR`);
    console.log(
      `   servidor de volta em ${(restartedIn / 1000).toFixed(1)} s, já com ${afterRestart} feitos; fim em ${seconds.toFixed(1)} s`,
    );
    console.log(`   jobs: ${jobs.map((job) => `${job.id} ${job.status} ${job.done}/${job.sent}`).join(', ')}`);
    console.log(`   linhas perdidas: ${lost} (meta 0); linhas duplicadas: ${doubled} (meta 0)`);
    console.log(
      `   empresas na conta: ${exported.items.length}; CNPJs consultados de novo após a queda (em andamento no SIGKILL): ${lookedUpTwice}`,
    );
    if (lost > 0 || doubled > 0) process.exitCode = 1;
  } finally {
    await stop(server, 'SIGTERM');
    await registry.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const cnpjs = fakeCnpjs(rows);
console.log(
  `Importação em segundo plano: ${rows} CNPJs, registro local com ${args.latency} ms por resposta e ${unlimited ? 'sem limite de consultas' : `limite de ${args.rate}/s (rajada ${args.burst}, 429 além disso)`}`,
);
await throughputRun(cnpjs);
if (!args['no-crash']) await crashRun(cnpjs);
