import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build as viteBuild } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  type BuiltChunk,
  missingPreloads,
  type PagePreload,
  pagePath,
  pagePaths,
  pagePreloadList,
  pagePreloads,
  pagePreloadsFile,
} from '../apps/web/build/page-preloads';

const routes = '/w/apps/web/src/routes';
const split = (route: string) => `${routes}/${route}.tsx?tsr-split=component---loader`;
const chunk = (overrides: Partial<BuiltChunk>): BuiltChunk => ({
  isEntry: false,
  imports: [],
  moduleIds: [],
  ...overrides,
});

/** A build shaped like ours: the first page in the entry, the inner area in one group, other routes alone. */
const build: Record<string, BuiltChunk> = {
  'assets/first-page.js': chunk({
    isEntry: true,
    imports: ['assets/react.js'],
    moduleIds: [
      '/w/apps/web/src/main.tsx',
      `${routes}/__root.tsx`,
      `${routes}/_public.tsx`,
      `${routes}/_public/index.tsx`,
      split('_public'),
      split('_public/index'),
      `${routes}/_authenticated.tsx`,
      `${routes}/_authenticated/client.tsx`,
      `${routes}/_authenticated/client/dashboard.tsx`,
      `${routes}/_authenticated/client/companies/$id.tsx`,
      `${routes}/_authenticated/client/companies/$id/index.tsx`,
      `${routes}/_authenticated/client/companies/$id/licenses.tsx`,
      `${routes}/_public/signup.tsx`,
    ],
  }),
  'assets/react.js': chunk({}),
  'assets/inner-area.js': chunk({
    imports: ['assets/react.js', 'assets/query.js'],
    moduleIds: [split('_authenticated'), split('_authenticated/client'), split('_authenticated/client/dashboard')],
  }),
  'assets/query.js': chunk({}),
  'assets/company.js': chunk({
    imports: ['assets/inner-area.js', 'assets/table.js'],
    moduleIds: [split('_authenticated/client/companies/$id')],
  }),
  'assets/company-index.js': chunk({ moduleIds: [split('_authenticated/client/companies/$id/index')] }),
  'assets/licenses.js': chunk({
    imports: ['assets/table.js'],
    moduleIds: [split('_authenticated/client/companies/$id/licenses')],
  }),
  'assets/table.js': chunk({}),
  // What main.tsx loads once a session is stored: TanStack Query's client (which imports the
  // inner area's copy of the library) and ky.
  'assets/query-client.js': chunk({
    imports: ['assets/inner-area.js'],
    moduleIds: ['/w/apps/web/src/lib/query-client.ts'],
  }),
  'assets/distribution.js': chunk({ moduleIds: ['/w/node_modules/ky/distribution/index.js'] }),
  'assets/signup.js': chunk({ moduleIds: [split('_public/signup')] }),
  // The error component of a route is not drawn when the page opens.
  'assets/dashboard-error.js': chunk({
    moduleIds: [`${routes}/_authenticated/client/dashboard.tsx?tsr-split=errorComponent`],
  }),
};

/** A signed-in page's own scripts with TanStack Query's client and ky, sorted as byPath gives them. */
const signedIn = (files: string[]) => [...files, 'assets/distribution.js', 'assets/query-client.js'].sort();

const byPath = (path: string) => {
  const page = pagePreloads(build).find((candidate) => candidate.path === path);
  return page ? [...page.files].sort() : undefined;
};

describe('scripts to preload per page', () => {
  it('gives a page its route, the layouts above it and what they import, beyond the first page', () => {
    expect(byPath('/client/dashboard')).toEqual(signedIn(['assets/inner-area.js', 'assets/query.js']));
    expect(byPath('/client/companies/$id/licenses')).toEqual(
      signedIn([
        'assets/company.js',
        'assets/inner-area.js',
        'assets/licenses.js',
        'assets/query.js',
        'assets/table.js',
      ]),
    );
  });

  it('gives the pages behind the sign-in what the app loads for a stored session, and public pages none of it', () => {
    for (const path of ['/client/dashboard', '/client/companies/$id', '/client/companies/$id/licenses']) {
      expect(byPath(path)).toEqual(expect.arrayContaining(['assets/query-client.js', 'assets/distribution.js']));
    }
    expect(byPath('/signup')).not.toContain('assets/query-client.js');
    expect(byPath('/signup')).not.toContain('assets/distribution.js');
  });

  it('lists pages only, not the layouts, and not pages the first script draws', () => {
    expect(
      pagePreloads(build)
        .map((page) => page.path)
        .sort(),
    ).toEqual(['/client/companies/$id', '/client/companies/$id/licenses', '/client/dashboard', '/signup']);
    expect(byPath('/signup')).toEqual(['assets/signup.js']);
    expect(byPath('/client/companies/$id')).toEqual(
      signedIn([
        'assets/company-index.js',
        'assets/company.js',
        'assets/inner-area.js',
        'assets/query.js',
        'assets/table.js',
      ]),
    );
  });

  it('reads the URL of a route file as the router does', () => {
    expect(pagePath('_public/index')).toBe('/');
    expect(pagePath('_authenticated/client/companies/$id/index')).toBe('/client/companies/$id');
    expect(pagePath('_authenticated/admin/accounts/$type')).toBe('/admin/accounts/$type');
    expect(pagePath('access-restricted')).toBe('/access-restricted');
  });

  it('gives a route with optional segments each URL it answers, as plain parameters', () => {
    expect(pagePaths('_authenticated/client/companies/$id/documents/{-$cnpjId}/{-$fiscalRegistrationId}')).toEqual([
      '/client/companies/$id/documents/$cnpjId/$fiscalRegistrationId',
      '/client/companies/$id/documents/$cnpjId',
      '/client/companies/$id/documents',
    ]);
    expect(pagePaths('_authenticated/client/companies/$id/licenses')).toEqual(['/client/companies/$id/licenses']);
  });
});

describe('the preload list of a real build', () => {
  it('names only files the build writes, when Vite drops a chunk that held only CSS', async () => {
    // Two pages that import the same stylesheet: the bundler gives it a chunk of its own, which
    // Vite's CSS plugin deletes (its CSS goes with the pages) after the bundle is generated.
    const dir = join(resolve(import.meta.dirname, '..'), '.tmp/page-preloads-build');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(join(dir, 'src/routes'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/src/main.ts"></script>');
    writeFileSync(
      join(dir, 'src/main.ts'),
      "import('./routes/a.tsx?tsr-split=component');\nimport('./routes/b.tsx?tsr-split=component');\n",
    );
    writeFileSync(join(dir, 'src/status.css'), '.status { color: green; }\n');
    for (const page of ['a', 'b']) {
      writeFileSync(
        join(dir, `src/routes/${page}.tsx`),
        `import '../status.css';\nexport const ${page} = '${page}';\n`,
      );
    }
    await viteBuild({
      root: dir,
      logLevel: 'silent',
      plugins: [pagePreloadList()],
      build: { outDir: join(dir, 'dist'), target: 'es2022' },
    });
    const { pages } = JSON.parse(readFileSync(join(dir, 'dist', pagePreloadsFile), 'utf8')) as { pages: PagePreload[] };
    expect(pages.map((page) => page.path).sort()).toEqual(['/a', '/b']);
    for (const file of pages.flatMap((page) => page.files))
      expect(existsSync(join(dir, 'dist', file)), file).toBe(true);
  });

  it('tells which listed files are missing, each once', () => {
    const pages = [
      { path: '/a', files: ['assets/a.js', 'assets/status.css.ts.vanilla.js'] },
      { path: '/b', files: ['assets/b.js', 'assets/status.css.ts.vanilla.js'] },
    ];
    const written = new Set(['assets/a.js', 'assets/b.js']);
    expect(missingPreloads(pages, (file) => written.has(file))).toEqual(['assets/status.css.ts.vanilla.js']);
    written.add('assets/status.css.ts.vanilla.js');
    expect(missingPreloads(pages, (file) => written.has(file))).toEqual([]);
  });
});
