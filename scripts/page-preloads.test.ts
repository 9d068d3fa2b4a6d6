import { describe, expect, it } from 'vitest';
import { type BuiltChunk, pagePath, pagePreloads } from '../apps/web/build/page-preloads';

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
});
