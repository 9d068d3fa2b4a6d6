/**
 * `npm run bench:memory`: how much memory the server holds on the embedded database (PGlite, no
 * DATABASE_URL), issue 27 goal 2 ('the embedded database fits a laptop'). A measurement, not a test:
 * nothing here runs in `npm test`, and it always exits 0.
 *
 * It builds the server (`npm run build -w @product/server`) and runs the compiled bundle as production
 * does (`node --enable-source-maps apps/server/dist/main.js`, DATA_DIR set, no DATABASE_URL), twice:
 *
 *   1. first start: an empty DATA_DIR with the demo data (DEMO_SEED=1): the peak of the process
 *      (VmHWM of /proc/<pid>/status: the empty cluster the build wrote, dist/pglite-cluster.tar.gz,
 *      unpacked into the folder, migrations, the seed) and its RSS (VmRSS) when idle, --idle-seconds
 *      after the 'Conforma em' banner; and the peak of any child process (initdb, when the build's
 *      cluster is missing or made by another PGlite) and of the server and its children together.
 *   2. a large account: a PGlite folder loaded with the portfolio of scripts/api-bench/dataset.ts at
 *      --scale (0.5: 50,000 companies, 10,000 of them in one account, ~500,000 licence rows, 250,000
 *      log entries), opened with the server's own db/database.ts. The server starts on it (DEMO_SEED=0),
 *      idles, then the account's ADMIN reads the client area (companies: first page, search, tag, deep
 *      page; a company's detail, licences, statuses, CNPJs, documents; KPIs, map place, notifications,
 *      tags, activity log, users) --rounds (3) times one after another, then over --connections (50)
 *      keep-alive loops for --load-seconds (10); then it idles again. RSS idle before, the peak (VmHWM) and RSS
 *      idle after. --keep leaves the folder in $TMPDIR/conforma-memory-bench-pglite and reuses it when
 *      its marker says the same scale (loading takes minutes).
 *
 * Goals: idle ≤ 300 MB and peak ≤ 400 MB on the large account, peak ≤ 400 MB on the first start;
 * a figure over its goal is marked ACIMA DA META. --alert-job lets the daily licence alert job run at the
 * large account's start (as after a missed day; it writes to the folder, so use it on a copy or
 * without --keep). --node-options '…' starts the server with those
 * NODE_OPTIONS (to weigh a V8 flag against the default in the same minutes).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import {
  apiPaths,
  clientFilePaths,
  clientLogPaths,
  clientUserPaths,
  companyCnpjPaths,
  companyLicenseListLimit,
  companyLicensePaths,
  companyPaths,
  dashboardPaths,
  notificationDefaultLimit,
  notificationPaths,
  tagPaths,
} from '@product/api/contract';
import { todayIn } from '@product/domain';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { bootstrap } from '../apps/server/src/db/bootstrap';
import { migrate, openDatabase } from '../apps/server/src/db/database';
import { freePort } from '../apps/server/src/testing/server-process';
import {
  adminEmail,
  benchPassword,
  bigAccountId,
  hasMarker,
  holdAlertJob,
  loadDataset,
  sizeAt,
  staffEmail,
} from './api-bench/dataset';
import { pgliteSql, type Sql } from './api-bench/sql';

const root = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '0.5' },
    keep: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'load-seconds': { type: 'string', default: '10' },
    'idle-seconds': { type: 'string', default: '5' },
    'node-options': { type: 'string' },
    'skip-first-start': { type: 'boolean', default: false },
    'skip-account': { type: 'boolean', default: false },
    'alert-job': { type: 'boolean', default: false },
  },
});
const scale = Number(args.scale);
const rounds = Number(args.rounds);
const connections = Number(args.connections);
const loadSeconds = Number(args['load-seconds']);
const idleMs = Number(args['idle-seconds']) * 1000;
const goalMb = { idle: 300, peak: 400 };
const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

interface Server {
  url: string;
  /** A field of /proc/<pid>/status in MB: VmRSS now, VmHWM the peak since start. */
  memoryMb(field: 'VmRSS' | 'VmHWM'): number;
  /** Sampled every 50 ms: the largest peak of a child process of the server, and of server + children together. */
  children(): { peakMb: number; togetherMb: number };
  /** Settles when the server has printed `text` (or has exited). */
  printed(text: string): Promise<void>;
  stop(): Promise<void>;
}

/** The compiled server on `env` (DATA_DIR…), once it printed 'Conforma em'. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, DATABASE_URL: _url, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...inherited,
      CNPJ_REGISTRY: 'offline',
      PORT: String(port),
      JWT_SECRET: 'memory-bench-secret-0123456789abcdef',
      ...(args['node-options'] ? { NODE_OPTIONS: args['node-options'] } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const ready = new Promise<boolean>((done) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Conforma em')) done(true);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    void exited.then(() => done(false));
  });
  const sampled = { peakMb: 0, togetherMb: 0 };
  const sampler = setInterval(() => {
    if (!child.pid) return;
    let together = statusMb(child.pid, 'VmRSS');
    for (const pid of childrenOf(child.pid)) {
      together += statusMb(pid, 'VmRSS');
      sampled.peakMb = Math.max(sampled.peakMb, statusMb(pid, 'VmHWM'));
    }
    sampled.togetherMb = Math.max(sampled.togetherMb, together);
  }, 50);
  void exited.then(() => clearInterval(sampler));
  if (!(await ready)) throw new Error(`the server stopped during start-up:\n${output}`);
  return {
    url: `http://127.0.0.1:${port}`,
    memoryMb: (field) => (child.pid ? statusMb(child.pid, field) : 0),
    children: () => ({ ...sampled }),
    async printed(text) {
      while (!output.includes(text) && child.exitCode === null) await sleep(100);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(30_000).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** A field of /proc/<pid>/status in MB (0 once the process has gone). */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The live child processes of `parent` (on a first start, the server's initdb). */
function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (new RegExp(`^PPid:\\s+${parent}$`, 'm').test(readFileSync(`/proc/${entry}/status`, 'utf8')))
        pids.push(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return pids;
}

function buildServer(): void {
  const built = spawnSync('npm', ['run', 'build', '-w', '@product/server'], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run build -w @product/server failed:\n${built.stdout}${built.stderr}`);
}

interface Row {
  scenario: string;
  figure: string;
  mb: number;
  goal: number | null;
}

async function firstStart(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'conforma-memory-bench-first-'));
  try {
    log(`First start on an empty DATA_DIR with the demo data (load average ${loadAverage()})…`);
    const started = performance.now();
    const server = await startServer({ DATA_DIR: dataDir, DEMO_SEED: '1', NODE_ENV: 'development' });
    const startSeconds = (performance.now() - started) / 1000;
    const atBanner = { rss: server.memoryMb('VmRSS'), peak: server.memoryMb('VmHWM') };
    await sleep(idleMs);
    const scenario = 'first start, demo data';
    const rows: Row[] = [
      { scenario, figure: `RSS at the banner (${startSeconds.toFixed(1)} s)`, mb: atBanner.rss, goal: null },
      { scenario, figure: `RSS idle (${idleMs / 1000} s after)`, mb: server.memoryMb('VmRSS'), goal: null },
      { scenario, figure: 'peak (VmHWM)', mb: server.memoryMb('VmHWM'), goal: goalMb.peak },
      { scenario, figure: 'peak of a child process (initdb, if any)', mb: server.children().peakMb, goal: null },
      { scenario, figure: 'server + children together (sampled)', mb: server.children().togetherMb, goal: null },
    ];
    await server.stop();
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Fixtures {
  companies: number;
  company: number;
  tagId: number;
  place: { latitude: number; longitude: number };
}

async function readFixtures(db: Sql): Promise<Fixtures> {
  const [big] = await db.rows<{ n: number }>('select count(*)::int as n from companies where client_id = $1', [
    bigAccountId,
  ]);
  const [heavy] = await db.rows<{ id: number }>(
    'select company_id as id from establishments where client_id = $1 group by company_id order by count(*) desc, company_id limit 1',
    [bigAccountId],
  );
  const [tag] = await db.rows<{ id: number }>('select id from tags where client_id = $1 order by id limit 1', [
    bigAccountId,
  ]);
  const [place] = await db.rows<{ latitude: number; longitude: number }>(
    `select latitude, longitude from establishments where client_id = $1 and latitude is not null
     group by latitude, longitude order by count(*) desc limit 1`,
    [bigAccountId],
  );
  if (!big || !heavy || !tag || !place) throw new Error('the loaded folder lacks the big account');
  return { companies: big.n, company: heavy.id, tagId: tag.id, place };
}

/** The PGlite folder of the large account, loaded (or reused with --keep); DATA_DIR is its parent. */
async function prepareAccount(): Promise<{ dataDir: string; fixtures: Fixtures; cleanUp(): void }> {
  const dataDir = args.keep
    ? join(os.tmpdir(), 'conforma-memory-bench-pglite')
    : mkdtempSync(join(os.tmpdir(), 'conforma-memory-bench-pglite-'));
  const target = { kind: 'pglite' as const, dataDir: join(dataDir, 'pglite') };
  const today = todayIn('America/Sao_Paulo');
  let reused = false;
  if (args.keep && existsSync(target.dataDir)) {
    const handle = await openDatabase({ database: target });
    reused = await hasMarker(pgliteSql((handle.db as unknown as { $client: PGlite }).$client), scale).catch(
      () => false,
    );
    await handle.close();
    if (!reused) rmSync(dataDir, { recursive: true, force: true });
  }
  const size = sizeAt(scale);
  log(
    reused
      ? `Reusing PGlite in ${dataDir} (scale ${scale}).`
      : `Loading PGlite in ${dataDir}: scale ${scale}, ${size.companies} companies, ${size.bigCompanies} in account ${bigAccountId}…`,
  );
  const handle = await openDatabase({ database: target });
  try {
    const sql = pgliteSql((handle.db as unknown as { $client: PGlite }).$client);
    if (!reused) {
      await migrate(handle);
      await bootstrap(handle.db, { admin: { email: staffEmail, password: benchPassword }, print: () => {} });
      await loadDataset(sql, { scale, today, passwordHash: await hashPassword(benchPassword), log });
    }
    await holdAlertJob(sql, today);
    if (args['alert-job']) {
      // The daily licence alert job runs at start-up, as on a day the server missed (its statuses and alerts).
      await sql.rows(`update job_runs set last_run_on = $1::date - 2 where name = 'license-alerts'`, [today]);
    }
    const fixtures = await readFixtures(sql);
    return {
      dataDir,
      fixtures,
      cleanUp: () => {
        if (!args.keep) rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    await handle.close();
  }
}

/** The client area's reads of the account's ADMIN, as its pages make them. */
function clientReads(f: Fixtures): string[] {
  const list = (path: string, query: Record<string, string | number>) =>
    `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;
  const page = { page: 0, limit: 20 };
  return [
    list(companyPaths.list, page),
    list(companyPaths.list, { search: 'oliveira', ...page }),
    list(companyPaths.list, { tag: f.tagId, ...page }),
    list(companyPaths.list, { page: Math.max(0, Math.ceil(f.companies / 20) - 2), limit: 20 }),
    companyPaths.one(f.company),
    list(companyLicensePaths.list(f.company), { page: 0, limit: companyLicenseListLimit }),
    companyLicensePaths.statuses(f.company),
    list(companyCnpjPaths.list(f.company), page),
    clientFilePaths.repository(f.company),
    clientFilePaths.documents(f.company),
    dashboardPaths.kpis,
    list(dashboardPaths.place, f.place),
    list(notificationPaths.list, { page: 0, limit: notificationDefaultLimit }),
    tagPaths.list,
    list(clientLogPaths.list, page),
    list(clientUserPaths.list, page),
  ];
}

async function read(server: Server, path: string, token: string): Promise<number> {
  const response = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
}

async function largeAccount(): Promise<Row[]> {
  const prepared = await prepareAccount();
  try {
    log(`Large account: ${prepared.fixtures.companies} companies (load average ${loadAverage()})…`);
    const server = await startServer({ DATA_DIR: prepared.dataDir, DEMO_SEED: '0', NODE_ENV: 'production' });
    try {
      if (args['alert-job']) await server.printed('Alertas de licenças');
      await sleep(idleMs);
      const idleBefore = server.memoryMb('VmRSS');
      const peakAtStart = server.memoryMb('VmHWM');
      const signIn = await fetch(`${server.url}${apiPaths.login}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: adminEmail(bigAccountId), password: benchPassword }),
      });
      if (!signIn.ok)
        throw new Error(`sign-in as ${adminEmail(bigAccountId)}: ${signIn.status} ${await signIn.text()}`);
      const { access_token: token } = (await signIn.json()) as { access_token: string };
      const paths = clientReads(prepared.fixtures);
      const statuses = new Map<number, number>();
      const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const started = performance.now();
      for (let round = 0; round < rounds; round++) for (const path of paths) count(await read(server, path, token));
      // Then `connections` loops, each reading the next path as soon as its answer came, for --load-seconds.
      const until = performance.now() + loadSeconds * 1000;
      let next = 0;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (performance.now() < until) count(await read(server, paths[next++ % paths.length] ?? '', token));
        }),
      );
      const readSeconds = (performance.now() - started) / 1000;
      const peakAfterReads = server.memoryMb('VmHWM');
      await sleep(idleMs);
      const answers = [...statuses].map(([status, n]) => `${n}×${status}`).join(', ');
      log(
        `  ${paths.length} reads × ${rounds} rounds, then ${connections} connections for ${loadSeconds} s: ${readSeconds.toFixed(1)} s in all, answers ${answers}`,
      );
      const scenario = `${prepared.fixtures.companies} companies`;
      return [
        { scenario, figure: `RSS idle after start (${idleMs / 1000} s)`, mb: idleBefore, goal: goalMb.idle },
        { scenario, figure: 'peak (VmHWM) before the reads', mb: peakAtStart, goal: null },
        { scenario, figure: 'peak (VmHWM) after the reads', mb: peakAfterReads, goal: goalMb.peak },
        {
          scenario,
          figure: `RSS idle after the reads (${idleMs / 1000} s)`,
          mb: server.memoryMb('VmRSS'),
          goal: goalMb.idle,
        },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    prepared.cleanUp();
  }
}

async function main() {
  log(`Node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM.`);
  buildServer();
  const rows: Row[] = [];
  if (!args['skip-first-start']) rows.push(...(await firstStart()));
  if (!args['skip-account']) rows.push(...(await largeAccount()));
  log(
    `\nServer memory on PGlite (load average ${loadAverage()}${args['node-options'] ? `, NODE_OPTIONS=${args['node-options']}` : ''}):`,
  );
  const width = Math.max(...rows.map((row) => row.scenario.length));
  const figureWidth = Math.max(...rows.map((row) => row.figure.length));
  for (const row of rows) {
    const verdict =
      row.goal === null ? '' : row.mb > row.goal ? `  ACIMA DA META (≤ ${row.goal} MB)` : `  ≤ ${row.goal} MB`;
    log(
      `  ${row.scenario.padEnd(width)}  ${row.figure.padEnd(figureWidth)}  ${row.mb.toFixed(0).padStart(5)} MB${verdict}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  // A measurement: it says what failed and still exits 0.
});
