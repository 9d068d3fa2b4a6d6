// Long on purpose: a measurement script that loads, runs and reports in one place.
/**
 * `npm run bench:export`: the Excel export of a 10,000-company account in the browser (issue 27,
 * goal 4), from the click on 'Exportar' to the downloaded .xlsx. A measurement, not a test: nothing
 * here runs in `npm test`, and it always exits 0.
 *
 *   1. builds the web app when apps/web/dist has none (or always with --build);
 *   2. makes a temporary PGlite DATA_DIR with the server's own openDatabase, migrate and bootstrap,
 *      then loads one account with --companies companies (10,000) by set-based SQL, shaped like
 *      `bench:api`'s portfolio (scripts/api-bench/dataset.ts): one in four companies with two
 *      filiais, 1–4 CNAEs per CNPJ among ~167 of the catalogue, 40 licence definitions (Alvará for
 *      every CNAE, 0–3 others per CNAE), so ~9–10 licence rows a company, statuses spread around
 *      today; and the account's ADMIN;
 *   3. starts the real server on it (sources through tsx, as the e2e journeys do) and opens
 *      /client/companies signed in as that ADMIN in headless Chromium (playwright-core);
 *   4. per run (--runs, 3): clicks 'Exportar', waits for the export's answer and the dialog,
 *      picks 'Excel', clicks 'Baixar planilha' and waits for the download to be complete. The
 *      clicks follow one another as soon as each control is there, so the total is what the
 *      person waits, not what they think.
 *
 * Prints the median of each phase: the export call (request to last byte, the browser's Resource
 * Timing), the dialog drawn with its data (the PDF tab, shown first), the Excel tab, the sheet
 * written (click on 'Baixar planilha' to the download starting) and the file saved; and where the
 * sheet's time goes (the functions with the most self time in a CPU profile of the page over that
 * click, with --cpu-profile). 'ACIMA DA META' marks a total over 3 s.
 *
 * Options: --runs N (3), --companies N (10000), --build, --cpu-profile, --server-cpu-prof DIR (the
 * server's V8 CPU profile, written to DIR when it stops). WEB_DIST=DIR serves another build
 * of the web app (e.g. `npx vite build --outDir DIR` of a change, to compare with apps/web/dist).
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { apiPaths, companyImportPaths } from '@product/api/contract';
import { todayIn } from '@product/domain';
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { bootstrap } from '../apps/server/src/db/bootstrap';
import { migrate, openDatabase } from '../apps/server/src/db/database';
import { freePort, serverGroup } from '../apps/server/src/testing/server-process';
import { chromiumArgs, findChromium, installHint } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const goalMs = 3000;
const password = 'senha-da-medicao-123';
const staffEmail = 'conforma@export-bench.local';
const adminEmail = 'admin@export-bench.local';
const accountId = 2;
/** Where the web app keeps the session (apps/web/src/auth/session-store.ts). */
const tokenKey = 'conforma.token';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    companies: { type: 'string', default: '10000' },
    build: { type: 'boolean', default: false },
    'cpu-profile': { type: 'boolean', default: false },
    'server-cpu-prof': { type: 'string' },
  },
});
const runs = Number(options.runs);
const companyCount = Number(options.companies);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1.');
if (!Number.isInteger(companyCount) || companyCount < 1) throw new Error('--companies takes a whole number from 1.');
const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error(installHint);
  process.exit(1);
}

const log = (line: string) => console.log(line);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function buildIfNeeded(): Promise<void> {
  if (!options.build && existsSync(join(root, 'apps/web/dist/index.html'))) return;
  log('Building the web app (npm run build -w @product/web)…');
  const { spawnSync } = await import('node:child_process');
  const result = spawnSync('npm', ['run', 'build', '-w', '@product/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web build failed');
}

/** The account's portfolio, one statement a table (the same rules as scripts/api-bench/dataset.ts, one account). */
async function loadAccount(client: PGlite, today: string, passwordHash: string): Promise<Record<string, number>> {
  const counted = async (name: string, statement: string, params: unknown[] = []) => {
    const result = await client.query<{ n: number }>(
      `with x as (${statement} returning 1) select count(*)::int as n from x`,
      params,
    );
    return [name, result.rows[0]?.n ?? 0] as const;
  };
  const run = (statement: string) => client.exec(statement);
  const N = companyCount;
  const day = `'${today}'::date`;
  await run(`
    -- The two check digits of a 12-character base, as packages/domain's cnpjCheckDigits (value = ASCII − 48).
    create function bench_cnpj(base text) returns text language sql immutable as $$
      select base || d1::text || (case when r2 < 2 then 0 else 11 - r2 end)::text
      from (select d1, (select sum((ascii(substr(base || d1::text, i, 1)) - 48) * (array[6,5,4,3,2,9,8,7,6,5,4,3,2])[i])
                        from generate_series(1, 13) i) % 11 as r2
            from (select case when r1 < 2 then 0 else 11 - r1 end as d1
                  from (select (select sum((ascii(substr(base, i, 1)) - 48) * (array[5,4,3,2,9,8,7,6,5,4,3,2])[i])
                                from generate_series(1, 12) i) % 11 as r1) a) b) c
    $$;
    -- Every 8th subclass of the catalogue: the CNAEs the portfolio's CNPJs carry, with low, medium and high risk.
    create temporary table bench_popular as
      select (row_number() over (order by rn) - 1)::int as idx, id as cnae_id
      from (select id, row_number() over (order by code_class) - 1 as rn from cnaes) ranked where rn % 8 = 0;
    update cnaes set registration_level = case when p.idx % 20 < 12 then 'low_level' when p.idx % 20 < 17 then 'medium_level' else 'high_level' end
      from bench_popular p where p.cnae_id = cnaes.id;
    insert into clients (id, name, type, enabled, group_id) values (${accountId}, 'Rede Conforme Varejo S.A.', 'CLIENT', true, 1);
    select setval(pg_get_serial_sequence('clients', 'id'), ${accountId});
  `);
  const popular = (await client.query<{ n: number }>('select count(*)::int as n from bench_popular')).rows[0]?.n ?? 1;
  const counts = [
    await counted(
      'users',
      `insert into users (name, email, password_hash, access_role, client_id) values ('Administradora da Rede', $1, $2, 'ADMIN', ${accountId})`,
      [adminEmail, passwordHash],
    ),
    await counted(
      'companies',
      `insert into companies (id, client_id, name, cnpj_root, registry_updated_at)
       select c, ${accountId},
         (array['Padaria','Farmácia','Oficina','Comércio','Indústria','Transportes','Construtora','Mercado','Restaurante','Clínica'])[1 + c % 10]
           || ' ' || (array['Silva','Santos','Oliveira','Souza','Rodrigues','Ferreira','Alves','Pereira','Lima','Gomes'])[1 + (c / 10) % 10]
           || ' ' || c,
         lpad(((c::bigint * 7919 + 10000019) % 100000000)::text, 8, '0'), now() - make_interval(days => c % 400)
       from generate_series(1, ${N}) c`,
    ),
    await counted(
      'CNPJs',
      `insert into establishments (id, client_id, company_id, cnpj, type, registration_name, fantasy_name, situation,
         city_name, state_alias, registry_source)
       select s.id, ${accountId}, s.company_id, bench_cnpj(s.cnpj_root || lpad(s.n::text, 4, '0')),
         case when s.n = 1 then 'MATRIZ' else 'FILIAL' end, upper(s.name) || ' LTDA',
         case when s.n = 1 then split_part(s.name, ' ', 1) || ' ' || split_part(s.name, ' ', 2) end,
         case when s.id % 20 < 17 then 'ATIVA' when s.id % 20 = 17 then 'INAPTA' when s.id % 20 = 18 then 'BAIXADA' else 'INATIVA' end,
         (array['São Paulo','Rio de Janeiro','Belo Horizonte','Curitiba','Porto Alegre','Salvador','Recife','Fortaleza'])[1 + s.id % 8],
         (array['SP','RJ','MG','PR','RS','BA','PE','CE'])[1 + s.id % 8], 'offline'
       from (select row_number() over (order by c.id, n)::int as id, c.id as company_id, c.cnpj_root, c.name, n
             from companies c cross join lateral generate_series(1, case when c.id % 4 = 0 then 3 else 1 end) n) s`,
    ),
    await counted(
      'CNAE links',
      `insert into establishment_cnaes (establishment_id, cnae_id, is_primary)
       select e.id, p.cnae_id, k = 0
       from establishments e cross join lateral generate_series(0, e.id % 4) k
       join bench_popular p on p.idx = (e.id * 37 + k * 53) % ${popular}`,
    ),
    await counted(
      'licence definitions',
      `insert into licenses (id, name, description, impact, complexity, estimated_effort, estimated_bureaucratic, estimated_valid)
       select i, case when i = 1 then 'Alvará de Funcionamento' else 'Licença ' || lpad(i::text, 2, '0') end,
         'Exigência ' || i, 1 + i % 3, 1 + (i / 3) % 3, i % 31, (i * 9) % 366, 180 + (i * 13) % 186
       from generate_series(1, 40) i`,
    ),
    await counted(
      'licence–CNAE links',
      // Alvará for every CNAE of the catalogue; 0–3 others for each popular one.
      `insert into license_cnaes (license_id, cnae_id)
       select 1, id from cnaes
       union
       select 2 + (p.idx * 7 + j * 11) % 39, p.cnae_id from bench_popular p cross join lateral generate_series(1, p.idx % 4) j`,
    ),
    await counted(
      'licence rows',
      // The status as the server computes it for today (window 30 days): b picks the bucket.
      `insert into company_licenses (client_id, company_id, establishment_id, cnae_id, license_id, active, status,
         is_necessary, type, description, valid_until)
       select ${accountId}, q.company_id, q.establishment_id, q.cnae_id, q.license_id, q.id % 50 <> 0,
         case when b < 30 then 'pending' when b < 62 then 'in_conformity' when b < 70 then 'near_expiration'
              when b < 85 then 'license_expired' when b < 93 then 'renewing' else 'not_necessary' end,
         b < 93, case when b < 30 or b >= 93 then null when b < 85 then 'document' else 'protocol' end,
         case when b >= 30 and b < 93 then 'Documento nº ' || q.id end,
         case when b >= 30 and b < 62 then ${day} + (31 + q.id % 700)::int
              when b >= 62 and b < 70 then ${day} + (q.id % 31)::int
              when b >= 70 and b < 85 then ${day} - (1 + q.id % 500)::int end
       from (select r.*, ((r.id * 7919 + r.establishment_id * 31) % 100)::int as b
             from (select row_number() over (order by e.id, ec.cnae_id, lc.license_id) as id, e.company_id,
                     e.id as establishment_id, ec.cnae_id, lc.license_id
                   from establishment_cnaes ec
                   join establishments e on e.id = ec.establishment_id
                   join license_cnaes lc on lc.cnae_id = ec.cnae_id) r) q`,
    ),
  ];
  await run(`
    select setval(pg_get_serial_sequence('companies', 'id'), (select max(id) from companies));
    select setval(pg_get_serial_sequence('establishments', 'id'), (select max(id) from establishments));
    select setval(pg_get_serial_sequence('licenses', 'id'), (select max(id) from licenses));
    drop function bench_cnpj(text);
    -- The daily alert job would otherwise run at start-up over every licence row while the bench measures.
    insert into job_runs (name, last_run_on) values ('license-alerts', ${day} + 1)
      on conflict (name) do update set last_run_on = excluded.last_run_on;
  `);
  // On its own: VACUUM refuses to run inside the implicit transaction of several statements.
  await run('vacuum analyze');
  return Object.fromEntries(counts);
}

interface Phases {
  /** The export call, request start to its last byte (Resource Timing). */
  fetch: number;
  /** Click on 'Exportar' to the dialog drawn with its data (the 'Excel' tab there). */
  dialog: number;
  /** Click on 'Excel' to 'Baixar planilha' there. */
  excelTab: number;
  /** Click on 'Baixar planilha' to the download starting: the sheet written in the page. */
  sheet: number;
  /** The download starting to the file saved. */
  save: number;
  /** Click on 'Exportar' to the file saved. */
  total: number;
  bytes: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** The functions with the most self time in a CDP CPU profile, as `name (file:line) ms`. */
function topSelfTime(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }, count: number) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let index = 0; index < samples.length; index += 1) {
    const node = byNode.get(samples[index] as number);
    if (!node) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = url.split('/').pop() || '(native)';
    // Line and column: a minified chunk is one long line.
    const key = `${functionName || '(anonymous)'} (${file}:${lineNumber + 1}:${columnNumber + 1})`;
    // Each sample's time is the delta to the next one.
    self.set(key, (self.get(key) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
  }
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
  return { total, top };
}

/** Stops the page's CPU profile and prints its functions with the most self time. */
async function printProfile(profiler: CDPSession, window: string): Promise<void> {
  const { profile } = await profiler.send('Profiler.stop');
  const { total, top } = topSelfTime(profile as never, 12);
  log(`  CPU profile of the page, ${window} (${seconds(total)} sampled), by self time:`);
  for (const [name, ms] of top) log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`);
}

/**
 * Waits for the control of `role` named `name` (its text) inside the dialog and gives a locator on it.
 * Found with querySelectorAll and marked, not with getByRole: Playwright's role queries walk the whole
 * page's accessibility tree on every poll, which over the print view's ~100,000 table rows costs more
 * than what is measured.
 */
async function control(page: Page, role: 'tab' | 'button', name: string) {
  const mark = `${role}-${name}`.replace(/\W+/g, '-');
  await page.waitForFunction(
    ([selector, text, value]) => {
      const found = [...document.querySelectorAll(selector)].find((node) => node.textContent?.trim() === text);
      found?.setAttribute('data-export-bench', value);
      return found !== undefined;
    },
    [role === 'tab' ? '[role="dialog"] [role="tab"]' : '[role="dialog"] button', name, mark] as const,
    { timeout: 300_000 },
  );
  return page.locator(`[data-export-bench="${mark}"]`);
}

async function exportOnce(page: Page, profiler: CDPSession | null): Promise<Phases> {
  await page.reload();
  const exportButton = page.getByRole('button', { name: 'Exportar', exact: true });
  await exportButton.waitFor();
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === companyImportPaths.export);
  if (profiler) await profiler.send('Profiler.start');
  const started = performance.now();
  await exportButton.click();
  const excelTab = await control(page, 'tab', 'Excel');
  const dialogShown = performance.now();
  if (profiler) await printProfile(profiler, "'Exportar' to the dialog drawn");
  const response = await answer;
  const timing = response.request().timing();
  const fetchMs = timing.responseEnd - timing.requestStart;
  await excelTab.click({ timeout: 300_000 });
  const download = await control(page, 'button', 'Baixar planilha');
  const tabShown = performance.now();
  if (profiler) await profiler.send('Profiler.start');
  const downloaded = page.waitForEvent('download', { timeout: 300_000 });
  const clicked = performance.now();
  await download.click({ timeout: 300_000 });
  const file = await downloaded;
  const downloadStarted = performance.now();
  const path = await file.path();
  const saved = performance.now();
  if (profiler) await printProfile(profiler, "'Baixar planilha' to the download");
  return {
    fetch: fetchMs,
    dialog: dialogShown - started,
    excelTab: tabShown - dialogShown,
    sheet: downloadStarted - clicked,
    save: saved - downloadStarted,
    total: saved - started,
    bytes: statSync(path).size,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

await buildIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'conforma-export-bench-'));
const servers = serverGroup();
let stopServer = async () => {};
try {
  const today = todayIn('America/Sao_Paulo');
  const loadStarted = performance.now();
  const handle = await openDatabase({ database: { kind: 'pglite', dataDir: join(dataDir, 'pglite') } });
  let counts: Record<string, number>;
  try {
    await migrate(handle);
    await bootstrap(handle.db, { admin: { email: staffEmail, password }, print: () => {} });
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    counts = await loadAccount(client, today, await hashPassword(password));
  } finally {
    await handle.close();
  }
  log(
    `Loaded in ${seconds(performance.now() - loadStarted)}: ${Object.entries(counts)
      .map(([name, n]) => `${n.toLocaleString('en')} ${name}`)
      .join(', ')}`,
  );

  // WEB_DIST serves another build (one made elsewhere, to compare), as `npm run lighthouse` does.
  const webDist: Record<string, string> = process.env.WEB_DIST ? { WEB_DIST: resolve(process.env.WEB_DIST) } : {};
  const profileDir = options['server-cpu-prof'];
  const server = servers.start(
    { PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: '', ...webDist },
    // The server's own CPU profile, written when it stops (SIGTERM below): open it in Chrome's DevTools.
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profileDir)}`, '--import', 'tsx', 'src/main.ts'] : undefined,
  );
  stopServer = () => server.stop();
  await server.ready(120_000);
  const signIn = await fetch(`${server.url}${apiPaths.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: adminEmail, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in as ${adminEmail} failed: ${signIn.status} ${await signIn.text()}`);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  // The export call alone, from this process: the server's part of the browser's wait.
  const serverTimes: number[] = [];
  let answerBytes = 0;
  for (let run = 0; run < 3; run += 1) {
    const asked = performance.now();
    const answer = await fetch(`${server.url}${companyImportPaths.export}`, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' },
    });
    answerBytes = (await answer.arrayBuffer()).byteLength;
    serverTimes.push(performance.now() - asked);
  }

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 800 } });
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [tokenKey, token] as const);
    const page = await context.newPage();
    await page.goto(`${server.url}/client/companies`);
    const profiler = options['cpu-profile'] ? await context.newCDPSession(page) : null;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    }
    const results: Phases[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await exportOnce(page, profiler);
      results.push(result);
      log(
        `  run ${run}: total ${seconds(result.total)} (export call ${seconds(result.fetch)}, dialog ${seconds(result.dialog)}, Excel tab ${seconds(result.excelTab)}, sheet ${seconds(result.sheet)}, save ${seconds(result.save)})`,
      );
    }
    const pick = (key: keyof Phases) => median(results.map((result) => result[key]));
    const total = pick('total');
    const verdict = total > goalMs ? '  ACIMA DA META' : '';
    log(
      `\nExcel export of ${companyCount.toLocaleString('en')} companies (${(counts['licence rows'] ?? 0).toLocaleString('en')} licence rows, ${(pick('bytes') / 1e6).toFixed(1)} MB .xlsx), median of ${runs}; goal ≤ ${seconds(goalMs)}`,
    );
    log(`  click 'Exportar' → file saved: ${seconds(total)}${verdict}`);
    log(`    export call (request → last byte)        ${seconds(pick('fetch'))}`);
    log(
      `      the same call from Node, no browser      ${seconds(median(serverTimes))} (${(answerBytes / 1e6).toFixed(1)} MB of JSON)`,
    );
    log(`    'Exportar' → dialog drawn with its data   ${seconds(pick('dialog'))}`);
    log(`    'Excel' → 'Baixar planilha' shown        ${seconds(pick('excelTab'))}`);
    log(`    'Baixar planilha' → download starts      ${seconds(pick('sheet'))}`);
    log(`    download → file saved                    ${seconds(pick('save'))}`);
  } finally {
    await browser.close();
  }
} finally {
  await stopServer();
  await servers.killAll();
  rmSync(dataDir, { recursive: true, force: true });
}
