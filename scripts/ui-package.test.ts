/**
 * @product/ui as a consumer outside the monorepo gets it: built, packed with `npm pack` (so
 * `files` and `exports` are what a registry would serve), extracted into a fresh app in the
 * system's temp folder whose node_modules holds only that package, react, react-dom,
 * @types/react and the package's own dependencies. The app is typechecked against the bundled
 * declarations, built with Vite and loaded in Chromium, where a Button and a RiskBadge must show
 * their text with the theme's CSS and the bundled Inter font.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../e2e/support/browser';
import { serve } from './static-server';

const root = resolve(import.meta.dirname, '..');
const uiManifest = JSON.parse(readFileSync(join(root, 'packages/ui/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const kb = (size: number) => `${(size / 1024).toFixed(1)} KB`;
const bytes = (text: string) => Buffer.byteLength(text);

// Only what a consumer would install: the peers, the types of React, the package's dependencies.
const linked = ['react', 'react-dom', '@types/react', ...Object.keys(uiManifest.dependencies)];

const mainJs = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, RiskBadge } from '@product/ui';
import '@product/ui/style.css';

createRoot(document.getElementById('root')).render(
  h('main', null, h(Button, null, 'Salvar'), ' ', h(RiskBadge, { level: 'high_level' })),
);
`;

// Typechecked only: the levels come from the private @product/domain, so they prove its types
// were inlined (an unresolved type would be \`any\` and the expected error would not happen).
const checkTsx = `import { Button, RiskBadge, type RiskBadgeProps } from '@product/ui';

const level: RiskBadgeProps['level'] = 'high_level';
// @ts-expect-error: not a risk level
const wrong: RiskBadgeProps['level'] = 'extreme';

export const view = (
  <main>
    <Button variant="secondary">Salvar</Button>
    <RiskBadge level={level} data-wrong={wrong} />
  </main>
);
`;

let app = '';
let packageDir = '';
let server: Server | undefined;
let url = '';
let browser: Browser | undefined;
let typecheck: Promise<string> | undefined;

// Without vitest's NODE_ENV=test, so Vite builds for production as a consumer's would.
const { NODE_ENV: _nodeEnv, ...env } = process.env;

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

beforeAll(async () => {
  run('npm', ['run', 'build', '-w', '@product/ui'], root);

  app = mkdtempSync(join(tmpdir(), 'conforma-ui-consumer-'));
  const packed = JSON.parse(run('npm', ['pack', '-w', '@product/ui', '--pack-destination', app, '--json'], root)) as {
    filename: string;
  }[];
  packageDir = join(app, 'node_modules/@product/ui');
  mkdirSync(packageDir, { recursive: true });
  run('tar', ['-xzf', join(app, packed[0]?.filename ?? ''), '--strip-components=1', '-C', packageDir], app);
  for (const name of linked) {
    mkdirSync(dirname(join(app, 'node_modules', name)), { recursive: true });
    symlinkSync(join(root, 'node_modules', name), join(app, 'node_modules', name), 'dir');
  }

  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><title>Consumer</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(join(app, 'main.js'), mainJs);
  writeFileSync(join(app, 'check.tsx'), checkTsx);
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      files: ['check.tsx'],
    }),
  );
  // The typecheck runs while the app is built and loaded; its test awaits tsc's errors ('' when none).
  typecheck = promisify(execFile)(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', app], {
    cwd: app,
    env,
  }).then(
    () => '',
    (error: { stdout?: string }) => error.stdout || String(error),
  );
  run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], app);
  ({ server, url } = await serve(join(app, 'dist')));
  browser = await launchChromium();
}, 300_000); // two builds: a few minutes on a busy 2-core machine

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (app) rmSync(app, { recursive: true, force: true });
});

describe('the packed @product/ui in a fresh Vite app', () => {
  it('ships only dist: ESM, one CSS file with the theme and the font, bundled declarations', () => {
    const files = readdirSync(packageDir, { recursive: true, encoding: 'utf8' }).sort();
    expect(files.filter((file) => !file.startsWith('dist/fonts/'))).toEqual([
      'CHANGELOG.md',
      'README.md',
      'dist',
      'dist/fonts',
      'dist/index.d.ts',
      'dist/index.js',
      'dist/style.css',
      'package.json',
    ]);
    const [js, css, dts] = ['index.js', 'style.css', 'index.d.ts'].map((file) =>
      readFileSync(join(packageDir, 'dist', file), 'utf8'),
    ) as [string, string, string];
    // The private domain package and its zod are bundled or dropped, never imported.
    for (const text of [js, dts]) expect(text).not.toMatch(/from ["'](@product\/domain|zod)/);
    expect(js).not.toMatch(/^import ["'][^"']+\.css["']/m);
    expect(css).toMatch(/:root\s*\{\s*--/);
    expect(css).toContain("font-family: 'Inter Variable'");
    expect(files).toContain('dist/fonts/LICENSE');
    for (const [, file] of css.matchAll(/url\(\.\/(fonts\/[^)]+)\)/g)) expect(files).toContain(`dist/${file}`);
    console.log(
      `@product/ui: index.js ${kb(bytes(js))} (gzip ${kb(gzipSync(js).length)}), style.css ${kb(bytes(css))} ` +
        `(gzip ${kb(gzipSync(css).length)}), index.d.ts ${kb(bytes(dts))}`,
    );
  });

  it('typechecks against the bundled declarations', async () => {
    expect(await typecheck).toBe('');
  });

  it('renders a Button and a RiskBadge with the theme and the Inter font', async () => {
    const page = await browser?.newPage();
    if (!page) throw new Error('no browser');
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('pageerror', (error) => failed.push(error.message));
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: 'Salvar' });
    await button.waitFor({ timeout: 10_000 });
    await expect(page.getByText('Risco Alto').textContent()).resolves.toBe('Risco Alto');
    const styles = await button.evaluate(async (element) => {
      await document.fonts.ready;
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        font: style.fontFamily,
        interLoaded: [...document.fonts].some((face) => face.family.includes('Inter') && face.status === 'loaded'),
      };
    });
    expect(styles.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(styles.font).toContain('Inter Variable');
    expect(styles.interLoaded).toBe(true);
    expect(failed).toEqual([]);
  });
});
