// Long on purpose: a measurement script that sets up, runs and reports every scenario in one place.
/**
 * `npm run bench:api`: how the API's list and dashboard calls behave on a large portfolio (issues 14
 * and 27). A measurement, not a test: nothing here runs in `npm test`, and it always exits 0.
 *
 * For PostgreSQL (a database `conforma_bench` created on the server of --database-url or DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres, dropped at the end) and then for PGlite (a temporary
 * DATA_DIR, opened in this process with the server's openDatabase):
 *
 *   1. migrates and bootstraps with the server's own code (db/database.ts, db/bootstrap.ts), then loads the
 *      portfolio of scripts/api-bench/dataset.ts with set-based SQL: at scale 1, 200 accounts, 100,000
 *      companies (20,000 in one account), ~150,000 CNPJs, ~1,000,000 licence rows, 500,000 log entries…;
 *      PGlite gets a tenth of that scale. --keep leaves the database in place (PGlite: in
 *      $TMPDIR/conforma-api-bench-pglite) and reuses it next time when its marker says the same scale.
 *   2. starts the real server on it as production runs it (the compiled `apps/server/dist/main.js`, built
 *      first from the sources; DEMO_SEED=0, its own DATA_DIR and port, one worker: WEB_CONCURRENCY=1), signs
 *      in once per person used (the big account's ADMIN and USER, the CONFORMA staff member, who also enters
 *      the big account, and the ADMINs of a few other accounts), and times each list and dashboard call of
 *      both areas: --warmup calls (5), then --requests (30), one after another, with no If-None-Match (what
 *      a first visit costs).
 *   3. runs the load phase: 50 and 200 concurrent keep-alive connections (--connections) of mixed client
 *      reads for --load-seconds (20) each, after 3 s of warm-up nobody counts: answers a second,
 *      p50/p95/p99, 304 answers, other non-200 answers by status, client timeouts (10 s), the server's RSS
 *      (sampled VmRSS, and VmHWM, its peak since start, summed over its processes), and where the cores
 *      went (server, load generator, PostgreSQL and the rest, idle) with what that allows. Like a browser,
 *      each person keeps the ETag of each URL's last answer and sends it back in If-None-Match (a server
 *      without ETags just answers 200). On PostgreSQL the phase runs once per --workers count (1,2: the
 *      server's WEB_CONCURRENCY, a fresh server for each count above 1) and says how answers/s grow.
 *   4. stops the server and runs the server's createApp in this process over a drizzle database whose logger
 *      records every statement: each endpoint is called with the same token, its statements replayed through
 *      the same driver (node-postgres or PGlite) and timed, and EXPLAINed (see scripts/api-bench/capture.ts for
 *      how the auth/tenant guard's statements are told from the endpoint's own).
 *   5. the cost table (unless --no-costs): the main calls of the big account's ADMIN (companies' first page,
 *      deep page, and deep page of a search with a tag; a company's licences; KPIs; a company's documents;
 *      activity logs) timed as in step 2 at 1 %, 10 % and 100 % of the run's scale. The two smaller
 *      datasets are loads of their own (`conforma_bench_1pct`, `conforma_bench_10pct`; PGlite: folders),
 *      kept and reused with --keep like the main one, each served by one worker: whole datasets rather
 *      than accounts of three sizes in one, since every table grows with the portfolio in production.
 *      p50/p95 per dataset and the p50 ratio largest ÷ smallest; a list whose answer has a fixed size (all
 *      but the KPIs) above 1.5× is marked ACIMA DA META.
 *
 * The table: API p50 and p95 over HTTP; 'own SQL' the p50 of the endpoint's own statements replayed in
 * sequence, 'all SQL' with the guard's too; API/SQL = API p50 ÷ own SQL p50; statements as guard+own.
 * A row with API/SQL above 1.5 or p95 above 100 ms is marked ACIMA DA META, and so is a load-phase line
 * with p95 above 100 ms, timeouts or errors (a 304 is an answer, not an error). Then one line per Seq
 * Scan, in the plan of an own statement, of a table of more than 10,000 rows.
 *
 * Options: --pg-only, --pglite-only, --scale S (1; PGlite gets S/10 unless --pglite-scale), --keep,
 * --requests N, --warmup N, --load-seconds S, --connections 50,200, --workers 1,2 (PostgreSQL's load
 * phase), --no-load, --no-costs, --no-revalidate (the load phase never sends If-None-Match: every
 * answer computed, as on first visits), --statements (print each endpoint's statements, the guard's marked),
 * --cpu-prof DIR (each server process's CPU profile, written to DIR when it stops: open it in Chrome's
 * DevTools).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import {
  accountPaths,
  adminUserPaths,
  apiPaths,
  clientFilePaths,
  clientLogPaths,
  clientUserPaths,
  cnaePaths,
  companyCnpjPaths,
  companyLicenseListLimit,
  companyLicensePaths,
  companyPaths,
  dashboardPaths,
  groupPaths,
  healthPath,
  licensePaths,
  notificationDefaultLimit,
  notificationPaths,
  tagPaths,
} from '@product/api/contract';
import { accountViewQuery, businessGroupId, isMatriz, isValidCnpj, todayIn } from '@product/domain';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { bootstrap } from '../apps/server/src/db/bootstrap';
import { type DatabaseHandle, migrate, openDatabase } from '../apps/server/src/db/database';
import {
  type Captured,
  type Endpoint,
  inProcessApp,
  type SeqScan,
  seqScans,
  timeStatements,
} from './api-bench/capture';
import {
  adminEmail,
  benchPassword,
  bigAccountId,
  hasMarker,
  holdAlertJob,
  type LoadStep,
  loadDataset,
  sizeAt,
  staffEmail,
  userEmail,
} from './api-bench/dataset';
import {
  buildServer,
  getJson,
  type LoadResult,
  type LoadTarget,
  loadPhase,
  post,
  type Server,
  startServer,
  timeEndpoint,
} from './api-bench/http';
import { type DriverKind, pgliteSql, postgresSql, type Sql } from './api-bench/sql';
import { ms, pct, table } from './api-bench/stats';

const root = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    'pg-only': { type: 'boolean', default: false },
    'pglite-only': { type: 'boolean', default: false },
    scale: { type: 'string', default: '1' },
    'pglite-scale': { type: 'string' },
    keep: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    requests: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    'load-seconds': { type: 'string', default: '20' },
    connections: { type: 'string', default: '50,200' },
    'no-load': { type: 'boolean', default: false },
    statements: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    workers: { type: 'string', default: '1,2' },
    'no-costs': { type: 'boolean', default: false },
    'no-revalidate': { type: 'boolean', default: false },
  },
});
const scale = Number(args.scale);
const pgliteScale = args['pglite-scale'] ? Number(args['pglite-scale']) : scale / 10;
const requests = Number(args.requests);
const warmup = Number(args.warmup);
const loadSeconds = Number(args['load-seconds']);
const connectionCounts = args.connections.split(',').map(Number);
const workerCounts = args.workers.split(',').map(Number);
/** The cost table's datasets, as fractions of the run's scale (1 %, 10 %, 100 %). */
const costFractions = [0.01, 0.1, 1];
const adminUrl = args['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDatabase = 'conforma_bench';
const pageSize = 20;
const searchText = 'oliveira';
const goal = { ratio: 1.5, p95Ms: 100 };
const today = todayIn('America/Sao_Paulo');

function machine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? '?'}), load average ${load}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}`;
}

async function adminQuery(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

function benchUrl(database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The database (PostgreSQL) or folder (PGlite) of a run: the cost table's smaller datasets get their own. */
const nameOf = (fraction: number) => (fraction === 1 ? benchDatabase : `${benchDatabase}_${String(fraction * 100)}pct`);

interface Fixtures {
  bigCompanies: number;
  userAssigned: number;
  heavyCompany: number;
  heavyCnpjs: number;
  heavyLicenses: number;
  tagId: number;
  tagCompanies: number;
  /** The big account's busiest place of the dashboard's map: its coordinates and CNPJs. */
  busiestPlace: { latitude: number; longitude: number; cnpjs: number };
  others: { account: number; company: number }[];
  counts: Record<string, number>;
  tableRows: Map<string, number>;
  cnpjSample: { checked: number; valid: number };
}

async function readFixtures(db: Sql): Promise<Fixtures> {
  const one = async <T>(text: string, params: unknown[] = []) => {
    const [row] = await db.rows<T>(text, params);
    if (!row) throw new Error(`no row: ${text}`);
    return row;
  };
  const big = await one<{ n: number }>('select count(*)::int as n from companies where client_id = $1', [bigAccountId]);
  const assigned = await one<{ n: number }>(
    'select count(*)::int as n from user_companies uc join users u on u.id = uc.user_id where u.email = $1',
    [userEmail(bigAccountId)],
  );
  // The big account's company with most CNPJs, among the USER's (the heavy ones are all assigned).
  const heavy = await one<{ id: number; cnpjs: number }>(
    `select e.company_id as id, count(*)::int as cnpjs from establishments e
     join user_companies uc on uc.company_id = e.company_id join users u on u.id = uc.user_id and u.email = $2
     where e.client_id = $1 group by e.company_id order by count(*) desc, e.company_id limit 1`,
    [bigAccountId, userEmail(bigAccountId)],
  );
  const licenses = await one<{ n: number }>(
    'select count(*)::int as n from company_licenses where company_id = $1 and active',
    [heavy.id],
  );
  const tag = await one<{ id: number; n: number }>(
    `select t.id, (select count(*)::int from company_tags ct where ct.tag_id = t.id) as n
     from tags t where t.client_id = $1 and t.tag = 'Prioridade'`,
    [bigAccountId],
  );
  const busiestPlace = await one<{ latitude: number; longitude: number; cnpjs: number }>(
    `select latitude, longitude, count(*)::int as cnpjs from establishments
     where client_id = $1 and latitude is not null group by latitude, longitude order by count(*) desc limit 1`,
    [bigAccountId],
  );
  const others = await db.rows<{ account: number; company: number }>(
    `select distinct on (client_id) client_id as account, company_id as company from establishments
     where client_id between 3 and 8 group by client_id, company_id order by client_id, count(*) desc, company_id`,
  );
  const counts: Record<string, number> = {};
  for (const name of [
    'clients',
    'users',
    'companies',
    'establishments',
    'establishment_cnaes',
    'company_licenses',
    'company_tags',
    'user_companies',
    'files',
    'notifications',
    'notification_reads',
    'activity_logs',
  ]) {
    counts[name] = (await one<{ n: number }>(`select count(*)::int as n from ${name}`)).n;
  }
  const tableRows = new Map(
    (
      await db.rows<{ name: string; n: number }>(
        `select c.relname as name, greatest(c.reltuples, 0)::float8 as n from pg_class c
         join pg_namespace s on s.oid = c.relnamespace where s.nspname = 'public' and c.relkind = 'r'`,
      )
    ).map((row) => [row.name, Number(row.n)]),
  );
  const sample = await db.rows<{ cnpj: string; type: string }>(
    'select cnpj, type from establishments order by random() limit 2000',
  );
  const valid = sample.filter((row) => isValidCnpj(row.cnpj) && isMatriz(row.cnpj) === (row.type === 'MATRIZ')).length;
  return {
    bigCompanies: big.n,
    userAssigned: assigned.n,
    heavyCompany: heavy.id,
    heavyCnpjs: heavy.cnpjs,
    heavyLicenses: licenses.n,
    tagId: tag.id,
    tagCompanies: tag.n,
    busiestPlace,
    others,
    counts,
    tableRows,
    cnpjSample: { checked: sample.length, valid },
  };
}

/** The database of one run, ready and loaded; `reopen` gives the bench its SQL again after the server stopped. */
interface Prepared {
  kind: DriverKind;
  scale: number;
  reused: boolean;
  steps: LoadStep[];
  loadSeconds: number;
  fixtures: Fixtures;
  serverEnv: Record<string, string>;
  reopen(): Promise<{ sql: Sql; app: ReturnType<typeof inProcessApp>; close(): Promise<void> }>;
  cleanUp(): Promise<void>;
}

let passwordHash: Promise<string> | undefined;
const log = (line: string) => console.log(line);

async function fill(handle: DatabaseHandle, sql: Sql, runScale: number, fresh: boolean) {
  const started = performance.now();
  let steps: LoadStep[] = [];
  if (fresh) {
    await bootstrap(handle.db, { admin: { email: staffEmail, password: benchPassword }, print: () => {} });
    passwordHash ??= hashPassword(benchPassword);
    steps = await loadDataset(sql, { scale: runScale, today, passwordHash: await passwordHash, log });
  }
  await holdAlertJob(sql, today);
  return { steps, loadSeconds: (performance.now() - started) / 1000, fixtures: await readFixtures(sql) };
}

async function preparePostgres(runScale: number, secret: string, database: string): Promise<Prepared> {
  const url = benchUrl(database);
  let reused = false;
  if (args.keep) {
    const exists = await adminQuery(`select 1 from pg_database where datname = '${database}'`);
    if (exists.rowCount) {
      const probe = await postgresSql(url);
      reused = await hasMarker(probe, runScale).catch(() => false);
      await probe.close();
    }
  }
  if (!reused) {
    await adminQuery(`drop database if exists ${database} with (force)`);
    await adminQuery(`create database ${database}`);
  }
  log(reused ? `Reusing database ${database} (loaded at scale ${runScale}).` : `Loading database ${database}…`);
  const handle = await openDatabase({ database: { kind: 'postgres', url } });
  const sql = await postgresSql(url);
  try {
    await migrate(handle);
    const filled = await fill(handle, sql, runScale, !reused);
    const dataDir = mkdtempSync(join(os.tmpdir(), 'conforma-api-bench-pg-'));
    return {
      kind: 'postgres',
      scale: runScale,
      reused,
      ...filled,
      serverEnv: { DATABASE_URL: url, DATA_DIR: dataDir, JWT_SECRET: secret },
      async reopen() {
        const app = inProcessApp({ url }, new TextEncoder().encode(secret));
        return { sql, app, close: () => app.close() };
      },
      async cleanUp() {
        await sql.close();
        rmSync(dataDir, { recursive: true, force: true });
        if (!args.keep) await adminQuery(`drop database if exists ${database} with (force)`);
      },
    };
  } finally {
    await handle.close();
  }
}

async function preparePglite(runScale: number, secret: string, name: string): Promise<Prepared> {
  const folder = name.replace(benchDatabase, 'conforma-api-bench-pglite').replaceAll('_', '-');
  const dataDir = args.keep ? join(os.tmpdir(), folder) : mkdtempSync(join(os.tmpdir(), `${folder}-`));
  const target = { kind: 'pglite' as const, dataDir: join(dataDir, 'pglite') };
  const open = async () => {
    const handle = await openDatabase({ database: target });
    return { handle, client: (handle.db as unknown as { $client: PGlite }).$client };
  };
  let reused = false;
  if (args.keep && existsSync(target.dataDir)) {
    const { handle, client } = await open();
    reused = await hasMarker(pgliteSql(client), runScale).catch(() => false);
    await handle.close();
    if (!reused) rmSync(dataDir, { recursive: true, force: true });
  }
  log(reused ? `Reusing PGlite in ${dataDir} (loaded at scale ${runScale}).` : `Loading PGlite in ${dataDir}…`);
  const { handle, client } = await open();
  let filled: Awaited<ReturnType<typeof fill>>;
  try {
    await migrate(handle);
    filled = await fill(handle, pgliteSql(client), runScale, !reused);
  } finally {
    await handle.close();
  }
  return {
    kind: 'pglite',
    scale: runScale,
    reused,
    ...filled,
    serverEnv: { DATABASE_URL: '', DATA_DIR: dataDir, JWT_SECRET: secret },
    async reopen() {
      const reopened = await open();
      const app = inProcessApp({ pglite: reopened.client }, new TextEncoder().encode(secret));
      return {
        sql: pgliteSql(reopened.client),
        app,
        close: async () => {
          await app.close();
          await reopened.handle.close();
        },
      };
    },
    async cleanUp() {
      if (!args.keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Tokens {
  admin: string;
  user: string;
  staff: string;
  staffInside: string;
  others: { account: number; company: number; token: string }[];
}

async function signIn(server: Server, fixtures: Fixtures): Promise<Tokens> {
  const login = async (email: string) =>
    (
      await post<{ access_token: string }>(server, apiPaths.login, null, {
        username: email,
        password: benchPassword,
      })
    ).access_token;
  const staff = await login(staffEmail);
  const staffInside = (await post<{ access_token: string }>(server, accountPaths.enter(bigAccountId), staff))
    .access_token;
  const others = [];
  for (const other of fixtures.others) others.push({ ...other, token: await login(adminEmail(other.account)) });
  return {
    admin: await login(adminEmail(bigAccountId)),
    user: await login(userEmail(bigAccountId)),
    staff,
    staffInside,
    others,
  };
}

function endpointsOf(fixtures: Fixtures, tokens: Tokens): Endpoint[] {
  const company = fixtures.heavyCompany;
  const list = (path: string, query: Record<string, string | number>) =>
    `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;
  const page = { page: 0, limit: pageSize };
  const callers = [
    { caller: 'ADMIN', token: tokens.admin, visible: fixtures.bigCompanies },
    { caller: 'USER', token: tokens.user, visible: fixtures.userAssigned },
    { caller: 'CONFORMA', token: tokens.staffInside, visible: fixtures.bigCompanies },
  ];
  const endpoints: Endpoint[] = [];
  for (const { caller, token, visible } of callers) {
    const deepPage = Math.max(0, Math.ceil(visible / pageSize) - 2);
    const client: [string, string][] = [
      ['companies: first page', list(companyPaths.list, page)],
      ['companies: search', list(companyPaths.list, { search: searchText, ...page })],
      ['companies: tag filter', list(companyPaths.list, { tag: fixtures.tagId, ...page })],
      [`companies: page ${deepPage}`, list(companyPaths.list, { page: deepPage, limit: pageSize })],
      ['company: detail', companyPaths.one(company)],
      ['company: licences', list(companyLicensePaths.list(company), { page: 0, limit: companyLicenseListLimit })],
      ['company: licence statuses', companyLicensePaths.statuses(company)],
      ['company: CNPJs', list(companyCnpjPaths.list(company), page)],
      ['company: repository', clientFilePaths.repository(company)],
      ['company: documents', clientFilePaths.documents(company)],
      ['dashboard KPIs', dashboardPaths.kpis],
      [
        `dashboard: map place (${fixtures.busiestPlace.cnpjs} CNPJs)`,
        list(dashboardPaths.place, {
          latitude: fixtures.busiestPlace.latitude,
          longitude: fixtures.busiestPlace.longitude,
        }),
      ],
      ['notifications', list(notificationPaths.list, { page: 0, limit: notificationDefaultLimit })],
      ['tags', tagPaths.list],
      ['activity logs', list(clientLogPaths.list, page)],
      ['client users', list(clientUserPaths.list, page)],
    ];
    for (const [label, path] of client) endpoints.push({ label, caller, area: 'client', path, token });
  }
  const admin: [string, string][] = [
    ['accounts: business', list(accountPaths.list, { ...accountViewQuery('business'), ...page })],
    ['accounts: affinitys', list(accountPaths.list, { ...accountViewQuery('affinitys'), ...page })],
    ['groups', groupPaths.list],
    [`group KPIs (group ${businessGroupId})`, groupPaths.kpi(businessGroupId)],
    ['CNAEs: page', list(cnaePaths.list, page)],
    // The licence form's CNAE dropdown asks for every CNAE at once.
    ['CNAEs: dropdown', list(cnaePaths.list, { limit: 900_000 })],
    ['licence definitions', list(licensePaths.list, page)],
    ['admin users', list(adminUserPaths.list, page)],
  ];
  for (const [label, path] of admin)
    endpoints.push({ label, caller: 'CONFORMA', area: 'admin', path, token: tokens.staff });
  return endpoints;
}

/** Mixed client reads of several people: companies list, KPIs, notifications, a company's licences. */
function loadTargets(fixtures: Fixtures, tokens: Tokens): LoadTarget[] {
  const people = [
    { token: tokens.admin, company: fixtures.heavyCompany },
    { token: tokens.user, company: fixtures.heavyCompany },
    { token: tokens.staffInside, company: fixtures.heavyCompany },
    ...tokens.others,
  ];
  const kinds: [string, number, (company: number) => string][] = [
    ['companies list', 35, () => `${companyPaths.list}?page=0&limit=${pageSize}`],
    ['notifications', 25, () => `${notificationPaths.list}?page=0&limit=${notificationDefaultLimit}`],
    [
      'company licences',
      25,
      (company) => `${companyLicensePaths.list(company)}?page=0&limit=${companyLicenseListLimit}`,
    ],
    ['dashboard KPIs', 15, () => dashboardPaths.kpis],
  ];
  return people.flatMap((person) =>
    kinds.map(([kind, weight, path]) => ({
      kind,
      weight: weight / people.length,
      path: path(person.company),
      token: person.token,
    })),
  );
}

interface ApiTiming {
  ms: number[];
  statuses: Map<number, number>;
  bytes: number;
}

/** A plan's filter for one line: long literals (the search's accent tables) elided, at most 160 characters. */
function shortFilter(filter: string): string {
  const short = filter.replace(/'((?:[^']|'')*)'::/g, (literal, body: string) =>
    body.length >= 20 ? "'…'::" : literal,
  );
  return short.length > 160 ? `${short.slice(0, 160)}…` : short;
}

/**
 * Where the cores went, and what that allows: each answer costs the machine (server, PostgreSQL and
 * the load generator together) `busy ÷ answers` of CPU, so the cores give at most `cores ÷ that`
 * answers a second; and `connections` loops that each wait for their answer hold p50 at or above
 * `connections ÷ answers a second` (Little's law), so p95 ≤ goal needs `connections ÷ goal` a second.
 */
function cpuLine(load: LoadResult): string {
  const { cores, server, generator, rest, idle } = load.cpu;
  const cpuMsPerAnswer = ((server + generator + rest) * 1000) / load.perSecond;
  const ceiling = (cores * 1000) / cpuMsPerAnswer;
  const needed = load.connections / (goal.p95Ms / 1000);
  return `CPU of ${cores} cores: server ${server.toFixed(2)}, load generator ${generator.toFixed(2)}, PostgreSQL and the rest ${rest.toFixed(2)}, idle ${idle.toFixed(2)}; ${cpuMsPerAnswer.toFixed(1)} ms of CPU per answer (server alone ${((server * 1000) / load.perSecond).toFixed(1)} ms) → at most ${ceiling.toFixed(0)} answers/s on these cores; p95 ≤ ${goal.p95Ms} ms at ${load.connections} connections needs ≥ ${needed.toFixed(0)}/s`;
}

/** What any call costs before its own work: the HTTP round trip and the middleware, and one database round trip. */
interface HttpFloor {
  notFoundMs: number;
  healthMs: number;
}

async function httpFloor(server: Server): Promise<HttpFloor> {
  const notFound = await timeEndpoint(server, `${apiPaths.login}-bench-floor`, '', warmup, requests);
  const health = await timeEndpoint(server, healthPath, '', warmup, requests);
  return { notFoundMs: pct(notFound.ms, 50), healthMs: pct(health.ms, 50) };
}

function report(
  prepared: Prepared,
  captured: Captured[],
  api: ApiTiming[],
  sqlTimings: Awaited<ReturnType<typeof timeStatements>>[],
  scans: SeqScan[][],
  loads: WorkerLoad[],
  server: { idleRssMb: number; hwmMb: number },
  floor: HttpFloor,
) {
  const name = prepared.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const size = sizeAt(prepared.scale);
  const f = prepared.fixtures;
  log(`\n=== ${name}, scale ${prepared.scale} (${size.companies} companies planned) ===`);
  log(
    `Data: ${Object.entries(f.counts)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ')}`,
  );
  log(
    `Big account ${bigAccountId}: ${f.bigCompanies} companies; its USER has ${f.userAssigned} assigned; company ${f.heavyCompany} has ${f.heavyCnpjs} CNPJs and ${f.heavyLicenses} active licence rows; tag ${f.tagId} ('Prioridade') on ${f.tagCompanies} companies; search '${searchText}'.`,
  );
  log(
    `CNPJ check digits: ${f.cnpjSample.valid} of ${f.cnpjSample.checked} sampled valid (packages/domain isValidCnpj).`,
  );
  log(
    prepared.reused
      ? 'Load: reused (--keep).'
      : `Load: ${prepared.loadSeconds.toFixed(1)} s (migrate + bootstrap + data + vacuum analyze).`,
  );
  log(`Timings: ${warmup} warm-up + ${requests} timed calls per endpoint, one at a time; SQL replayed the same way.`);
  log(
    `HTTP floor of this server on this machine (p50): an unknown API path ${ms(floor.notFoundMs)} ms (404: the middleware, no token, no database), GET ${healthPath} ${ms(floor.healthMs)} ms (one SELECT 1). A call whose own SQL takes less than twice what the floor and the guard add cannot reach API/SQL ≤ ${goal.ratio}.\n`,
  );
  const rows = captured.map((capture, index) => {
    const timing = api[index] as ApiTiming;
    const sql = sqlTimings[index] as Awaited<ReturnType<typeof timeStatements>>;
    const apiP50 = pct(timing.ms, 50);
    const apiP95 = pct(timing.ms, 95);
    const own = pct(sql.own, 50);
    const all = pct(sql.all, 50);
    const ratio = own >= 0.05 ? apiP50 / own : Number.NaN;
    const guard = capture.guard.filter(Boolean).length;
    const reasons: string[] = [];
    if (ratio > goal.ratio) reasons.push(`API/SQL > ${goal.ratio}`);
    if (apiP95 > goal.p95Ms) reasons.push(`p95 > ${goal.p95Ms} ms`);
    const bad = [...timing.statuses].filter(([status]) => status !== 200);
    const notes = [
      ...(reasons.length ? [`ACIMA DA META (${reasons.join(', ')})`] : []),
      ...bad.map(([status, n]) => `HTTP ${status}×${n}`),
      ...(capture.status !== 200 ? [`in-process HTTP ${capture.status}`] : []),
      ...(sql.rolledBack ? ['writes: replayed in begin…rollback'] : []),
    ];
    return [
      capture.endpoint.label,
      capture.endpoint.caller,
      ms(apiP50),
      ms(apiP95),
      ms(own),
      ms(all),
      Number.isNaN(ratio) ? 'n/a' : ratio.toFixed(1),
      `${guard}+${capture.statements.length - guard}`,
      `${(timing.bytes / 1024).toFixed(1)}`,
      notes.join('; '),
    ];
  });
  log(
    table(
      ['endpoint', 'caller', 'API p50', 'API p95', 'own SQL p50', 'all SQL p50', 'API/SQL', 'stmts', 'KB (gzip)', ''],
      rows,
      new Set([2, 3, 4, 5, 6, 7, 8]),
    ),
  );
  log('(times in ms; stmts = guard + own; KB = answer body as sent, gzip accepted)');
  const slow = rows.filter((row) => row[9]?.includes('p95 >'));
  const ratioOnly = rows.filter((row) => row[9]?.includes('ACIMA DA META') && !row[9]?.includes('p95 >'));
  log(
    `ACIMA DA META: ${slow.length + ratioOnly.length} of ${rows.length} rows — p95 > ${goal.p95Ms} ms: ${slow.map((row) => `${row[0]} [${row[1]}]`).join(', ') || 'none'}; API/SQL > ${goal.ratio} only: ${ratioOnly.length}`,
  );

  log('\nSeq Scans on tables of more than 10,000 rows (EXPLAIN of the endpoints’ own statements):');
  const seen = new Map<string, string[]>();
  captured.forEach((capture, index) => {
    for (const scan of scans[index] ?? []) {
      const key = `EXPLAIN: Seq Scan on ${scan.table} (table ~${scan.tableRows} rows, plan estimate ${scan.planRows} rows${scan.filter ? `, filter ${shortFilter(scan.filter)}` : ''}) — ${capture.endpoint.label}, statement ${scan.statement}`;
      seen.set(key, [...(seen.get(key) ?? []), capture.endpoint.caller]);
    }
  });
  if (seen.size === 0) log('  none');
  for (const [line, callers] of seen) log(`  ${line} [${[...new Set(callers)].join(', ')}]`);

  if (args.statements) {
    log('\nStatements (G = guard):');
    for (const capture of captured) {
      log(`  ${capture.endpoint.label} [${capture.endpoint.caller}] ${capture.endpoint.path}`);
      capture.statements.forEach((statement, index) => {
        const text = statement.text.replace(/\s+/g, ' ');
        log(
          `    ${capture.guard[index] ? 'G' : ' '} ${index + 1}. ${text.slice(0, 300)}${text.length > 300 ? '…' : ''}`,
        );
      });
    }
  }

  if (loads.length > 0) {
    log(
      `\nLoad phase (mixed client reads of ${3 + f.others.length} people, keep-alive, 10 s client timeout; each person sends back the ETag of each URL's last answer, as a browser does):`,
    );
    for (const load of loads) {
      const statuses = [...load.statuses].map(([status, n]) => `${status}×${n}`).join(', ') || 'none';
      const errors = [...load.errors].map(([error, n]) => `${error}×${n}`).join(', ') || 'none';
      const over = load.p95 > goal.p95Ms || load.timeouts > 0 || load.errors.size > 0 || load.statuses.size > 0;
      const answered = load.requests - load.timeouts - [...load.errors.values()].reduce((sum, n) => sum + n, 0);
      log(
        `  ${load.workers} worker${load.workers === 1 ? ' ' : 's'}, ${String(load.connections).padStart(3)} connections, ${load.seconds.toFixed(1)} s: ${load.requests} requests, ${load.perSecond.toFixed(1)}/s; p50 ${ms(load.p50)} ms, p95 ${ms(load.p95)} ms, p99 ${ms(load.p99)} ms; 304: ${load.notModified} (${answered ? ((100 * load.notModified) / answered).toFixed(0) : 0} %); other non-200: ${statuses}; timeouts: ${load.timeouts}; connection errors: ${errors}; server VmRSS peak ${load.rssPeakMb.toFixed(0)} MB${over ? '  ACIMA DA META' : ''}`,
      );
      log(`      ${cpuLine(load)}`);
      for (const [kind, values] of load.byKind) {
        log(
          `      ${kind.padEnd(17)} ${String(values.length).padStart(6)} answers, p50 ${ms(pct(values, 50))} ms, p95 ${ms(pct(values, 95))} ms`,
        );
      }
    }
    const base = workerCounts[0];
    for (const connections of connectionCounts) {
      const of = (workers: number) =>
        loads.find((load) => load.workers === workers && load.connections === connections);
      const first = base === undefined ? undefined : of(base);
      const growth = workerCounts
        .slice(1)
        .flatMap((workers) => {
          const load = of(workers);
          return load && first
            ? [`${workers} workers ${load.perSecond.toFixed(1)}/s (×${(load.perSecond / first.perSecond).toFixed(2)})`]
            : [];
        })
        .join(', ');
      if (first && growth) {
        log(`  ${connections} connections: ${base} worker(s) ${first.perSecond.toFixed(1)}/s → ${growth}`);
      }
    }
  }
  log(
    `Server memory: VmRSS ${server.idleRssMb.toFixed(0)} MB after sign-in, VmHWM (peak since start) ${server.hwmMb.toFixed(0)} MB.`,
  );
}

/** A load phase and how many processes answered it. */
type WorkerLoad = LoadResult & { workers: number };

/** One call of the cost table; `bounded`: its answer has a fixed size whatever the account's (a page, one company). */
interface CostCall {
  label: string;
  path: string;
  bounded: boolean;
}

/** The main calls of the big account's ADMIN, for the cost table; the deep pages are the last-but-one. */
async function costCalls(server: Server, fixtures: Fixtures, token: string): Promise<CostCall[]> {
  const list = (path: string, query: Record<string, string | number>) =>
    `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;
  const deep = (total: number) => Math.max(0, Math.ceil(total / pageSize) - 2);
  const filter = { search: searchText, tag: fixtures.tagId };
  const filtered = await getJson<{ total: number }>(
    server,
    list(companyPaths.list, { ...filter, page: 0, limit: pageSize }),
    token,
  );
  const company = fixtures.heavyCompany;
  return [
    { label: 'companies: first page', path: list(companyPaths.list, { page: 0, limit: pageSize }), bounded: true },
    {
      label: 'companies: deep page',
      path: list(companyPaths.list, { page: deep(fixtures.bigCompanies), limit: pageSize }),
      bounded: true,
    },
    {
      label: 'companies: search + tag, deep page',
      path: list(companyPaths.list, { ...filter, page: deep(filtered.total), limit: pageSize }),
      bounded: true,
    },
    {
      label: "a company's licences",
      path: list(companyLicensePaths.list(company), { page: 0, limit: companyLicenseListLimit }),
      bounded: true,
    },
    { label: 'dashboard KPIs', path: dashboardPaths.kpis, bounded: false },
    { label: "a company's documents", path: clientFilePaths.documents(company), bounded: true },
    { label: 'activity logs', path: list(clientLogPaths.list, { page: 0, limit: pageSize }), bounded: true },
  ];
}

interface CostColumn {
  fraction: number;
  scale: number;
  companies: number;
  timings: { call: CostCall; ms: number[] }[];
}

async function timeCosts(
  server: Server,
  fixtures: Fixtures,
  token: string,
  fraction: number,
  scale: number,
): Promise<CostColumn> {
  const timings = [];
  for (const call of await costCalls(server, fixtures, token)) {
    timings.push({ call, ms: (await timeEndpoint(server, call.path, token, warmup, requests)).ms });
  }
  return { fraction, scale, companies: fixtures.bigCompanies, timings };
}

/**
 * The cost table's smaller datasets: each loaded (or reused with --keep) in a database of its own,
 * served by one worker, timed the same way as the full one, and dropped.
 */
async function smallerCosts(kind: DriverKind, runScale: number): Promise<CostColumn[]> {
  const columns: CostColumn[] = [];
  for (const fraction of costFractions.filter((value) => value < 1)) {
    const secret = randomBytes(48).toString('base64url');
    const scale = runScale * fraction;
    const prepared =
      kind === 'postgres'
        ? await preparePostgres(scale, secret, nameOf(fraction))
        : await preparePglite(scale, secret, nameOf(fraction));
    try {
      const server = await startServer(root, prepared.serverEnv);
      try {
        const tokens = await signIn(server, prepared.fixtures);
        columns.push(await timeCosts(server, prepared.fixtures, tokens.admin, fraction, scale));
      } finally {
        await server.stop();
      }
    } finally {
      await prepared.cleanUp();
    }
  }
  return columns;
}

/** The cost table: each call's p50 and p95 at each dataset, and how much the largest costs over the smallest. */
function reportCosts(name: string, columns: readonly CostColumn[]) {
  const sorted = [...columns].sort((a, b) => a.fraction - b.fraction);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return;
  log(
    `\nHow cost grows (${name}, the big account's ADMIN; ${sorted.map((column) => `${column.fraction * 100} % = scale ${column.scale}, ${column.companies} companies in the account`).join('; ')}; each dataset loaded on its own, served by one worker; p50/p95 in ms):`,
  );
  const rows = (first.timings ?? []).map((timing, index) => {
    const cells = sorted.map((column) => {
      const values = column.timings[index]?.ms ?? [];
      return `${ms(pct(values, 50))} / ${ms(pct(values, 95))}`;
    });
    const small = pct(first.timings[index]?.ms ?? [], 50);
    const large = pct(last.timings[index]?.ms ?? [], 50);
    const ratio = small > 0 ? large / small : Number.NaN;
    const over = timing.call.bounded && ratio > goal.ratio;
    return [
      timing.call.label,
      ...cells,
      Number.isNaN(ratio) ? 'n/a' : `${ratio.toFixed(2)}×`,
      over ? `ACIMA DA META (> ${goal.ratio}×)` : timing.call.bounded ? '' : '(not a page: grows with the account)',
    ];
  });
  log(
    table(
      ['call', ...sorted.map((column) => `${column.fraction * 100} % p50 / p95`), 'p50 largest/smallest', ''],
      rows,
      new Set(sorted.map((_, index) => index + 1).concat(sorted.length + 1)),
    ),
  );
  const over = rows.filter((row) => row[row.length - 1]?.startsWith('ACIMA'));
  log(
    `ACIMA DA META: ${over.length} of ${rows.filter((_, index) => first.timings[index]?.call.bounded).length} paged lists over ${goal.ratio}×${over.length ? `: ${over.map((row) => row[0]).join(', ')}` : ''}`,
  );
}

/** The load phase at each connection count on `server`, after a short warm-up nobody counts. */
async function loadPhases(server: Server, targets: LoadTarget[]): Promise<WorkerLoad[]> {
  const loads: WorkerLoad[] = [];
  const revalidate = !args['no-revalidate'];
  await loadPhase(server, targets, connectionCounts[0] ?? 50, Math.min(3, loadSeconds), { revalidate });
  for (const connections of connectionCounts) {
    loads.push({
      ...(await loadPhase(server, targets, connections, loadSeconds, { revalidate })),
      workers: server.workers,
    });
    log(`  load phase with ${server.workers} worker(s), ${connections} connections done`);
  }
  return loads;
}

async function run(kind: DriverKind, runScale: number) {
  const secret = randomBytes(48).toString('base64url');
  const prepared =
    kind === 'postgres'
      ? await preparePostgres(runScale, secret, nameOf(1))
      : await preparePglite(runScale, secret, nameOf(1));
  try {
    const profile = { cpuProfileDir: args['cpu-prof'] };
    // The timings with one worker: what one process does with a call. PGlite is one process whatever is asked.
    const server = await startServer(root, prepared.serverEnv, { ...profile, workers: 1 });
    let tokens: Tokens;
    const api: ApiTiming[] = [];
    const loads: WorkerLoad[] = [];
    let endpoints: Endpoint[];
    let memory = { idleRssMb: 0, hwmMb: 0 };
    let floor: HttpFloor = { notFoundMs: 0, healthMs: 0 };
    let costs: CostColumn | null = null;
    try {
      tokens = await signIn(server, prepared.fixtures);
      memory.idleRssMb = server.memoryMb('VmRSS');
      endpoints = endpointsOf(prepared.fixtures, tokens);
      floor = await httpFloor(server);
      const started = performance.now();
      for (const endpoint of endpoints)
        api.push(await timeEndpoint(server, endpoint.path, endpoint.token, warmup, requests));
      log(`  ${endpoints.length} endpoints timed over HTTP in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      if (!args['no-costs']) costs = await timeCosts(server, prepared.fixtures, tokens.admin, 1, runScale);
      if (!args['no-load'] && (kind === 'pglite' || workerCounts.includes(1))) {
        loads.push(...(await loadPhases(server, loadTargets(prepared.fixtures, tokens))));
      }
      memory = { ...memory, hwmMb: server.memoryMb('VmHWM') };
    } finally {
      await server.stop();
    }
    if (!args['no-load'] && kind === 'postgres') {
      for (const workers of workerCounts.filter((count) => count > 1)) {
        const pool = await startServer(root, prepared.serverEnv, { ...profile, workers });
        try {
          loads.push(...(await loadPhases(pool, loadTargets(prepared.fixtures, tokens))));
        } finally {
          await pool.stop();
        }
      }
    }
    const { sql, app, close } = await prepared.reopen();
    try {
      const started = performance.now();
      const captured = await app.capture(endpoints);
      const sqlTimings = [];
      const scans = [];
      for (const capture of captured) {
        sqlTimings.push(await timeStatements(sql, capture, warmup, requests));
        scans.push(await seqScans(sql, capture, prepared.fixtures.tableRows, 10_000));
      }
      log(`  statements captured, replayed and explained in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      report(prepared, captured, api, sqlTimings, scans, loads, memory, floor);
    } finally {
      await close();
    }
    if (costs)
      reportCosts(kind === 'postgres' ? 'PostgreSQL' : 'PGlite', [...(await smallerCosts(kind, runScale)), costs]);
  } finally {
    await prepared.cleanUp();
  }
}

buildServer(root);
const pgliteVersion = (
  JSON.parse(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }
).version;
log(`API bench (issue 14) — ${new Date().toISOString()}`);
log(`Machine: ${machine()}`);
const scaleOf = (value: number) => `${value} (${sizeAt(value).companies} companies)`;
log(
  `Scale: PostgreSQL ${args['pglite-only'] ? '—' : scaleOf(scale)}, PGlite ${args['pg-only'] ? '—' : scaleOf(pgliteScale)} (PGlite ${pgliteVersion}); today ${today} (America/Sao_Paulo)`,
);
if (!args['pglite-only']) {
  const version = await adminQuery('show server_version').then(
    (result) => String(result.rows[0]?.server_version ?? '?'),
    (error: unknown) => `unreachable (${error instanceof Error ? error.message : String(error)})`,
  );
  log(`PostgreSQL ${version} at ${new URL(adminUrl).host}`);
  await run('postgres', scale);
}
if (!args['pg-only']) await run('pglite', pgliteScale);
log(`\nMachine at the end: ${machine()}`);
