/**
 * A bare React 19 page built with the app's Vite (same React plugin, same target): the floor the
 * budget (scripts/budget.ts, JavaScript size) and Lighthouse (scripts/lighthouse.ts, score) measure
 * the app against in the same run, so their figures mean the same on any machine.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');

/** Builds the page into `dir` (under the repository's `.tmp/` unless told) and returns its dist folder. */
export async function buildBareReact(dir = join(root, '.tmp/bare-react')): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Olá</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
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
