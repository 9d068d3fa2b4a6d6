/**
 * Lighthouse on the built app, as a phone sees it (Lighthouse's default mobile emulation and
 * simulated throttling), against a bare React 19 page built with the same Vite and served by the
 * same server in the same run (scripts/bare-react.ts): `/` signed out, and `/client/dashboard`
 * signed in as a demo client administrator. Run after `npm run build`: `npm run lighthouse`
 * (`-- --runs 5` takes the median of five runs; `-- --out DIR` keeps the median run's HTML and JSON
 * report of each page in DIR, the JSON with the main thread's work and the long tasks).
 *
 * Starts the real server on a temporary PGlite DATA_DIR with the demo data, and a second one that
 * serves the bare page (WEB_DIST) with the same settings; signs in through the API, puts the token
 * where the web app keeps it (local storage) and runs Lighthouse in a fresh headless Chromium per
 * page and run (a cold cache, like a first visit), the three pages in turn so that a busy minute
 * falls on all of them. Prints each page's score with the median FCP, LCP, TBT, CLS and Speed Index
 * and where its main thread's time went. The score alone depends on the machine; its distance from
 * the bare page does not. A measurement, not a test: it exits 0, and says 'ABAIXO DA META' for a
 * page more than its margin under the bare page or with a TBT over 150 ms.
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
import { buildBareReact } from './bare-react';
import { chromiumArgs, findChromium, installHint } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
/** Total Blocking Time each page may reach (median), in ms. */
const tbtGoal = 150;
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
type Metric = (typeof metrics)[number][0];

const shown: Record<Metric, (value: number) => string> = {
  FCP: (ms) => `${(ms / 1000).toFixed(1)} s`,
  LCP: (ms) => `${(ms / 1000).toFixed(1)} s`,
  TBT: (ms) => `${Math.round(ms)} ms`,
  CLS: (value) => value.toFixed(3),
  SI: (ms) => `${(ms / 1000).toFixed(1)} s`,
};

interface Run {
  score: number;
  values: Record<Metric, number>;
  /** Main-thread time by kind of work (Lighthouse's groups), ms, largest first. */
  mainThread: { label: string; ms: number }[];
  /** Where the page ended when not where it was opened. */
  redirected: string | null;
  /** The reports as HTML and JSON, to keep with `--out`. */
  html: string;
  json: string;
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
/** A run Lighthouse itself reports as failed (its `runtimeError`), as opposed to a fault of this script. */
class LighthouseRunError extends Error {}

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
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A new profile per run is the reset (a cold cache); resetting would also drop the session.
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new LighthouseRunError(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const values = Object.fromEntries(
      metrics.map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
    ) as Run['values'];
    const breakdown = lhr.audits['mainthread-work-breakdown']?.details;
    const items = (breakdown && 'items' in breakdown ? breakdown.items : []) as {
      groupLabel?: string;
      duration?: number;
    }[];
    const mainThread = items
      .map((item) => ({ label: String(item.groupLabel ?? '?'), ms: Number(item.duration ?? 0) }))
      .sort((a, b) => b.ms - a.ms);
    // A page that sent the browser elsewhere (the sign-in page, for a session that did not hold) says so.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    const redirected = landed === new URL(url).pathname ? null : landed;
    const [html = '', json = ''] = typeof result.report === 'string' ? [result.report] : result.report;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      values,
      mainThread,
      redirected,
      html,
      json,
    };
  } finally {
    await browser.stop();
  }
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): that run is taken again, twice at most. */
async function measureWithRetries(url: string, origin: string, token: string | null): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, origin, token);
    } catch (error) {
      if (attempt === 3 || !(error instanceof LighthouseRunError)) throw error;
      console.error(`${error.message} (${url}): measuring again.`);
    }
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

interface Page {
  name: string;
  url: string;
  token: string | null;
  /** Points the page may stay under the bare page; null for the bare page itself. */
  margin: number | null;
  results: Run[];
}

const bareDist = await buildBareReact(join(root, '.tmp/bare-react-lighthouse'));
const app = await startApp({ DEMO_SEED: '1', CNPJ_REGISTRY: 'offline' });
const bare = await startApp({ WEB_DIST: bareDist, CNPJ_REGISTRY: 'offline' }).catch(async (error: unknown) => {
  await app.stop();
  throw error;
});
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

  const pages: Page[] = [
    { name: 'bare React', url: `${bare.url}/`, token: null, margin: null, results: [] },
    { name: '/', url: `${app.url}/`, token: null, margin: 3, results: [] },
    { name: '/client/dashboard', url: `${app.url}/client/dashboard`, token, margin: 5, results: [] },
  ];
  for (let run = 0; run < runs; run += 1) {
    for (const page of pages)
      page.results.push(await measureWithRetries(page.url, new URL(page.url).origin, page.token));
  }

  console.log(
    `Lighthouse ${runs === 1 ? '' : `(medians of ${runs} runs) `}— mobile, simulated throttling; goals: ` +
      `/ ≥ bare − 3, /client/dashboard ≥ bare − 5, TBT ≤ ${tbtGoal} ms`,
  );
  let bareScore = Number.NaN;
  for (const page of pages) {
    const scores = page.results.map((result) => result.score);
    const score = median(scores);
    const values = Object.fromEntries(
      metrics.map(([name]) => [name, median(page.results.map((result) => result.values[name]))]),
    ) as Record<Metric, number>;
    // The run with the median score stands for the page in the reports and the main-thread line.
    const typical = [...page.results].sort((a, b) => a.score - b.score)[
      Math.floor((page.results.length - 1) / 2)
    ] as Run;
    if (options.out) {
      mkdirSync(options.out, { recursive: true });
      const base =
        page.margin === null
          ? 'bare-react'
          : page.name.replace(/^\/$/, 'index').replace(/^\//, '').replaceAll('/', '-');
      writeFileSync(join(options.out, `${base}.html`), typical.html);
      writeFileSync(join(options.out, `${base}.json`), typical.json);
    }
    let against = '';
    const misses: string[] = [];
    if (page.margin === null) bareScore = score;
    else {
      const difference = score - bareScore;
      against = ` (${difference >= 0 ? '+' : '−'}${Math.abs(difference)} against bare React)`;
      if (difference < -page.margin) misses.push(`more than ${page.margin} under bare React`);
      if (values.TBT > tbtGoal) misses.push(`TBT over ${tbtGoal} ms`);
    }
    const runsText = runs > 1 ? ` (runs: ${scores.join(', ')})` : '';
    const verdict = misses.length > 0 ? `  ABAIXO DA META: ${misses.join('; ')}` : '';
    const landed = typical.redirected ? ` (ended at ${typical.redirected})` : '';
    console.log(`\n${page.name}${landed}: performance ${score}${against}${runsText}${verdict}`);
    console.log(`  ${metrics.map(([name]) => `${name} ${shown[name](values[name])}`).join('   ')}`);
    const total = typical.mainThread.reduce((sum, item) => sum + item.ms, 0);
    const parts = typical.mainThread.slice(0, 4).map((item) => `${item.label} ${Math.round(item.ms)}`);
    console.log(`  main thread ${Math.round(total)} ms (as Lighthouse's throttled CPU counts it): ${parts.join(', ')}`);
  }
} finally {
  await Promise.all([app.stop(), bare.stop()]);
}
