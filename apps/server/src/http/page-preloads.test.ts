import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestApp, openTestDatabase, tempDir } from '../testing/harness';
import { type PagePreload, pageFor, pagePreloadsFile, readPagePreloads, withPagePreloads } from './page-preloads';

const pages: PagePreload[] = [
  { path: '/client/dashboard', files: ['assets/inner-area-Ab1.js', 'assets/query-Cd2.js'] },
  { path: '/client/companies', files: ['assets/inner-area-Ab1.js', 'assets/companies-Ef3.js'] },
  { path: '/client/companies/$id', files: ['assets/inner-area-Ab1.js', 'assets/company-Gh4.js'] },
  { path: '/client/companies/$id/licenses', files: ['assets/licenses-Ij5.js'] },
  { path: '/admin/accounts/$type', files: ['assets/accounts-type-Kl6.js'] },
  { path: '/admin/accounts/new', files: ['assets/accounts-new-Mn7.js'] },
];
const indexHtml =
  '<!doctype html><html lang="pt-BR"><head><script type="module" crossorigin src="/assets/first-page-Zz9.js"></script></head><body><div id="root"></div></body></html>';

describe('which page a URL opens', () => {
  it('matches fixed segments and parameters, with or without a trailing slash', () => {
    expect(pageFor(pages, '/client/dashboard')?.path).toBe('/client/dashboard');
    expect(pageFor(pages, '/client/dashboard/')?.path).toBe('/client/dashboard');
    expect(pageFor(pages, '/client/companies/42')?.path).toBe('/client/companies/$id');
    expect(pageFor(pages, '/client/companies/42/licenses')?.path).toBe('/client/companies/$id/licenses');
  });

  it('prefers the fixed segment to a parameter, as the router does', () => {
    expect(pageFor(pages, '/admin/accounts/new')?.path).toBe('/admin/accounts/new');
    expect(pageFor(pages, '/admin/accounts/business')?.path).toBe('/admin/accounts/$type');
  });

  it('finds no page for the first page, a longer or shorter path, or another page', () => {
    expect(pageFor(pages, '/')).toBeNull();
    expect(pageFor(pages, '/client')).toBeNull();
    expect(pageFor(pages, '/client/dashboard/extra')).toBeNull();
    expect(pageFor(pages, '/signup')).toBeNull();
  });
});

describe('index.html with the page scripts', () => {
  it('names each script of the page as a module preload at the end of the head', () => {
    const html = withPagePreloads(indexHtml, pages, '/client/dashboard');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/inner-area-Ab1.js">\n    <link rel="modulepreload" crossorigin href="/assets/query-Cd2.js">\n  </head>',
    );
    expect(html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace(/\s*<\/head>/, '</head>')).toBe(indexHtml);
  });

  it('leaves index.html as built for a page with nothing to add, or without a head', () => {
    expect(withPagePreloads(indexHtml, pages, '/')).toBe(indexHtml);
    const headless = '<!doctype html><div id="root"></div>';
    expect(withPagePreloads(headless, pages, '/client/dashboard')).toBe(headless);
  });
});

describe('the build list', () => {
  const web = tempDir('conforma-preloads-');
  afterAll(() => web.remove());

  it('keeps only the build’s own scripts and skips malformed pages', async () => {
    mkdirSync(path.join(web.path, '.vite'), { recursive: true });
    writeFileSync(
      path.join(web.path, pagePreloadsFile),
      JSON.stringify({
        pages: [
          {
            path: '/client/dashboard',
            files: ['assets/inner-area-Ab1.js', 'assets/x.js"><script>alert(1)</script>', '../secret.js', 7],
          },
          { path: 3, files: [] },
          null,
        ],
      }),
    );
    expect(await readPagePreloads(web.path)).toEqual([
      { path: '/client/dashboard', files: ['assets/inner-area-Ab1.js'] },
    ]);
  });

  it('lists nothing when the build has no list or an unreadable one', async () => {
    const empty = tempDir('conforma-preloads-empty-');
    expect(await readPagePreloads(empty.path)).toEqual([]);
    mkdirSync(path.join(empty.path, '.vite'));
    writeFileSync(path.join(empty.path, pagePreloadsFile), '{ not json');
    expect(await readPagePreloads(empty.path)).toEqual([]);
    empty.remove();
  });
});

describe('the served page', () => {
  let handle: DatabaseHandle;
  const web = tempDir('conforma-preloads-web-');
  let app: ReturnType<typeof createTestApp>;
  const html = { headers: { Accept: 'text/html' } };

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    mkdirSync(path.join(web.path, '.vite'));
    writeFileSync(path.join(web.path, 'index.html'), indexHtml);
    writeFileSync(path.join(web.path, pagePreloadsFile), JSON.stringify({ pages }));
    app = createTestApp(handle.db, { webDist: web.path });
  });
  afterAll(async () => {
    await handle?.close();
    web.remove();
  });

  it('preloads the scripts of the inner page opened', async () => {
    const page = await (await app.request('/client/companies/7', html)).text();
    expect(page.match(/href="[^"]+"/g)).toEqual(['href="/assets/inner-area-Ab1.js"', 'href="/assets/company-Gh4.js"']);
  });

  it('preloads nothing on the first page', async () => {
    expect(await (await app.request('/')).text()).toBe(indexHtml);
  });
});
