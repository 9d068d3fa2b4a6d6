/**
 * Performance budget: the JavaScript a browser downloads to render `/` (the
 * login page), gzip-compressed, must stay within 150 KB. Loads the built app
 * in real Chromium, records every script it fetches, and compares the total
 * with a bare React page built in the same run. Prints the table; exits 1
 * past the budget. Run after `npm run build`.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { launchChromium } from '../e2e/support/browser';
import { serve } from './static-server';

const root = resolve(import.meta.dirname, '..');
const budgetBytes = 150 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function buildBareReact(): Promise<string> {
  const dir = join(root, '.tmp/bare-react');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="pt-BR"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'src/main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>Olá</h1>);\n",
  );
  await build({
    root: dir,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: join(dir, 'dist'), target: 'es2022' },
  });
  return join(dir, 'dist');
}

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
console.log(`  bare React page: ${kb(bareTotal)}; ratio ${(total / bareTotal).toFixed(2)}×`);
if (total > budgetBytes) {
  console.error(`Budget exceeded: ${kb(total)} > ${kb(budgetBytes)} for /.`);
  process.exit(1);
}
