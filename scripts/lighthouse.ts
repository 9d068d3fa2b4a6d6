/**
 * Lighthouse on the built app, as a phone sees it (Lighthouse's default mobile emulation and
 * simulated throttling): `/` signed out, and `/client/dashboard` signed in as a demo client
 * administrator. Run after `npm run build`: `npm run lighthouse` (`-- --runs 3` takes the median
 * of three runs; `-- --out DIR` keeps the median run's HTML report of each page in DIR).
 *
 * Starts the real server on a temporary PGlite DATA_DIR with the demo data, signs in through the
 * API, puts the token where the web app keeps it (local storage) and runs Lighthouse in a fresh
 * headless Chromium per run (a cold cache, like a first visit). Prints each page's performance
 * score with FCP, LCP, TBT, CLS and Speed Index. A measurement, not a test: it exits 0, and says
 * 'ABAIXO DA META' for a score under the goal of 95.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { apiPaths } from '@product/api/contract';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../apps/server/src/testing/server-process';
import { startApp } from '../e2e/support/app';
import { chromiumArgs, findChromium, installHint } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const goal = 95;
/** A client ADMIN of the demo data (apps/server/src/demo/seed.ts): their home is the dashboard. */
const demoClientAdmin = 'admin@horizonte.demo.conforma.local';
/** Where the web app keeps the session (apps/web/src/auth/session-store.ts). */
const tokenKey = 'conforma.token';

const metrics = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

interface Run {
  score: number;
  values: Record<(typeof metrics)[number][0], string>;
  /** Where the page ended when not where it was opened. */
  redirected: string | null;
  /** The report as HTML, to keep with `--out`. */
  html: string;
}

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, out: { type: 'string' } },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1.');
// The server serves WEB_DIST when it is set (another build to compare), else apps/web/dist.
const webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : join(root, 'apps/web/dist');
if (!existsSync(join(webDist, 'index.html'))) {
  console.error(`${webDist} has no index.html: run \`npm run build\` before \`npm run lighthouse\`.`);
  process.exit(1);
}
const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error(installHint);
  process.exit(1);
}

/** A headless Chromium with a new profile, its DevTools on `port` for Lighthouse. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'conforma-lighthouse-'));
  const child: ChildProcess = spawn(
    chromiumPath as string,
    [...chromiumArgs, '--headless', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group, so that stopping it ends its helper processes too.
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Chromium stopped at start (exit ${child.exitCode}).`);
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port within 30 s.');
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    port,
    stop: async () => {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((done) => child.once('exit', done));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      // A helper may still be writing its last files for a moment.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** Stores the token in the profile's local storage for the app's origin, from a page that loads none of the app. */
async function storeToken(port: number, origin: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default context.');
    const page = await context.newPage();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [tokenKey, token] as const);
    await page.close();
  } finally {
    // Over CDP this only disconnects: the browser (and the stored token) stays for Lighthouse.
    await browser.close();
  }
}

async function measure(url: string, origin: string, token: string | null): Promise<Run> {
  const browser = await startChromium();
  try {
    if (token) await storeToken(browser.port, origin, token);
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A new profile per run is the reset (a cold cache); resetting would also drop the session.
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const values = Object.fromEntries(
      metrics.map(([name, id]) => [name, lhr.audits[id]?.displayValue ?? '?']),
    ) as Run['values'];
    // A page that sent the browser elsewhere (the sign-in page, for a session that did not hold) says so.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    const redirected = landed === new URL(url).pathname ? null : landed;
    const html = typeof result.report === 'string' ? result.report : (result.report[0] ?? '');
    return { score: Math.round((lhr.categories.performance?.score ?? 0) * 100), values, redirected, html };
  } finally {
    await browser.stop();
  }
}

const app = await startApp({ DEMO_SEED: '1', CNPJ_REGISTRY: 'offline' });
try {
  // The demo seed prints the one password of every demo person at start.
  const password = /entram com a senha: (\S+)/.exec(app.output())?.[1];
  if (!password) throw new Error(`The server printed no demo password:\n${app.output()}`);
  const answer = await fetch(`${app.url}${apiPaths.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: demoClientAdmin, password }),
  });
  if (!answer.ok) throw new Error(`Sign-in as ${demoClientAdmin} failed: ${answer.status} ${await answer.text()}`);
  const { access_token: token } = (await answer.json()) as { access_token: string };

  const pages = [
    { path: '/', token: null },
    { path: '/client/dashboard', token },
  ];
  console.log(
    `Lighthouse ${runs === 1 ? '' : `(median of ${runs} runs) `}— mobile, simulated throttling; goal ≥ ${goal}`,
  );
  for (const { path, token: pageToken } of pages) {
    const results: Run[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await measure(`${app.url}${path}`, app.url, pageToken));
    const median = [...results].sort((a, b) => a.score - b.score)[Math.floor((results.length - 1) / 2)] as Run;
    if (options.out) {
      mkdirSync(options.out, { recursive: true });
      const file = join(options.out, `${path.replace(/^\/$/, 'index').replace(/^\//, '').replaceAll('/', '-')}.html`);
      writeFileSync(file, median.html);
    }
    const scores = results.length > 1 ? ` (runs: ${results.map((result) => result.score).join(', ')})` : '';
    const verdict = median.score < goal ? '  ABAIXO DA META' : '';
    const landed = median.redirected ? ` (ended at ${median.redirected})` : '';
    console.log(`\n${path}${landed}: performance ${median.score}${scores}${verdict}`);
    console.log(`  ${metrics.map(([name]) => `${name} ${median.values[name]}`).join('   ')}`);
  }
} finally {
  await app.stop();
}
