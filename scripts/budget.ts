/**
 * Performance budget: the JavaScript a browser downloads to render `/` (the
 * login page), gzip-compressed, must stay within 150 KB and within 1.9 times
 * a bare React page built in the same run (React alone is most of it; the
 * ratio is what the app adds). Loads the built app in real Chromium and
 * records every script it fetches; none may hold a library the first page
 * draws without (zod, TanStack Query, ky…). Then, from the build's chunk
 * map: each client route's own chunk stays within 60 KB gzip, and the heavy
 * libraries (charts, maps, spreadsheets, printing) never download with `/` or
 * with a route, only with the lazy chunk that shows them; every script the
 * page-preload list names is in dist. Prints the tables;
 * exits 1 past any budget. Run after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { missingPreloads, type PagePreload, pagePreloadsFile } from '../apps/web/build/page-preloads';
import { launchChromium } from '../e2e/support/browser';
import { buildBareReact } from './bare-react';
import {
  type ChunkMap,
  clientRouteChunks,
  eagerHeavyPackages,
  firstPageExtras,
  heavyPackageChunks,
} from './chunk-rules';
import { serve } from './static-server';

const root = resolve(import.meta.dirname, '..');
const budgetBytes = 150 * 1024;
/** `/` against a bare React page of the same build: at most this many times its JavaScript. */
const bareReactRatioBudget = 1.9;
const routeChunkBudgetBytes = 60 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Loads `/` and returns the gzip size of each script the page fetched. */
async function scriptsFor(dir: string, ready: string): Promise<Map<string, number>> {
  const { server, url } = await serve(dir);
  const browser = await launchChromium();
  const sizes = new Map<string, number>();
  try {
    const page = await browser.newPage();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) sizes.set(path, gzipSync(readFileSync(join(dir, path)), { level: 9 }).length);
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    await page.getByText(ready).first().waitFor({ state: 'visible', timeout: 15_000 });
  } finally {
    await browser.close();
    server.close();
  }
  return sizes;
}

const webDist = join(root, 'apps/web/dist');
const app = await scriptsFor(webDist, 'Entrar');
const bare = await scriptsFor(await buildBareReact(), 'Olá');
const total = [...app.values()].reduce((sum, size) => sum + size, 0);
const bareTotal = [...bare.values()].reduce((sum, size) => sum + size, 0);

console.log('JavaScript needed to render / (gzip -9):');
for (const [path, size] of [...app.entries()].sort((a, b) => b[1] - a[1]))
  console.log(`  ${kb(size).padStart(9)}  ${path}`);
console.log(`  total ${kb(total)} of a ${kb(budgetBytes)} budget (${((total / budgetBytes) * 100).toFixed(0)}%)`);
const ratio = total / bareTotal;
console.log(
  `  bare React page: ${kb(bareTotal)}; ratio ${ratio.toFixed(2)}× of a ${bareReactRatioBudget.toFixed(2)}× budget`,
);
const failures: string[] = [];
if (total > budgetBytes) failures.push(`Budget exceeded: ${kb(total)} > ${kb(budgetBytes)} for /.`);
if (ratio > bareReactRatioBudget) {
  failures.push(
    `Budget exceeded: / is ${ratio.toFixed(2)}× a bare React page (${kb(total)} / ${kb(bareTotal)}) > ${bareReactRatioBudget}×.`,
  );
}

const chunks = JSON.parse(readFileSync(join(webDist, '.vite/chunks.json'), 'utf8')) as ChunkMap;
for (const { file, packageName } of firstPageExtras(
  chunks,
  [...app.keys()].map((path) => path.replace(/^\//, '')),
)) {
  failures.push(`${packageName} downloads with / (in ${file}): load it where it is first needed.`);
}
const gzipOf = (file: string) => gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length;
console.log(`\nOwn chunk of each client route (gzip -9, budget ${kb(routeChunkBudgetBytes)} each):`);
for (const { route, file } of clientRouteChunks(chunks)) {
  const size = gzipOf(file);
  console.log(`  ${kb(size).padStart(9)}  ${route}`);
  if (size > routeChunkBudgetBytes)
    failures.push(`Route ${route}: its chunk is ${kb(size)} > ${kb(routeChunkBudgetBytes)}.`);
}
console.log('\nHeavy libraries and the chunks that hold them (loaded only where used):');
for (const [packageName, files] of [...heavyPackageChunks(chunks)].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${packageName}: ${files.map((file) => `${file} (${kb(gzipOf(file))})`).join(', ')}`);
}
for (const finding of eagerHeavyPackages(chunks)) {
  failures.push(`${finding.packageName} downloads with ${finding.from} (in ${finding.file}): load it lazily.`);
}

// The server names these in a page it serves (modulepreload): a missing one is a 404 on every full load.
const { pages } = JSON.parse(readFileSync(join(webDist, pagePreloadsFile), 'utf8')) as { pages: PagePreload[] };
for (const file of missingPreloads(pages, (file) => existsSync(join(webDist, file)))) {
  failures.push(`${pagePreloadsFile} names ${file}, which the build did not write.`);
}

for (const failure of failures) console.error(failure);
if (failures.length > 0) process.exit(1);
