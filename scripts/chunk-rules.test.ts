import { describe, expect, it } from 'vitest';
import type { ChunkInfo } from '../apps/web/build/chunk-map';
import { packageOf, staticClosure } from '../apps/web/build/chunk-map';
import { type ChunkMap, clientRouteChunks, eagerHeavyPackages, firstPageExtras, isHeavy } from './chunk-rules';

const chunk = (overrides: Partial<ChunkInfo>): ChunkInfo => ({
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  packages: [],
  modules: [],
  ...overrides,
});
const route = (path: string) => `/app/src/routes/_authenticated/${path}.tsx?tsr-split=component---loader`;

describe('chunk rules of the budget', () => {
  it('reads the package of a module id, scoped or not', () => {
    expect(packageOf('/w/node_modules/@visx/shape/esm/index.js')).toBe('@visx/shape');
    expect(packageOf('/w/node_modules/.pnpm/x/node_modules/xlsx/xlsx.mjs')).toBe('xlsx');
    expect(packageOf('/w/apps/web/src/main.tsx')).toBeNull();
  });

  it('knows the heavy libraries and nothing else', () => {
    expect(['@visx/shape', 'd3-shape', 'pigeon-maps', 'xlsx', 'react-to-print'].every(isHeavy)).toBe(true);
    expect(['react', '@tanstack/react-router', 'xlsx-style-lite', 'visx'].some(isHeavy)).toBe(false);
  });

  it('follows static imports only', () => {
    const chunks: ChunkMap = {
      a: chunk({ imports: ['b'], dynamicImports: ['c'] }),
      b: chunk({ imports: ['a'] }),
      c: chunk({}),
    };
    expect([...staticClosure(chunks, 'a')].sort()).toEqual(['a', 'b']);
  });

  it('finds a heavy library that downloads with the entry or with a route, not one behind import()', () => {
    const chunks: ChunkMap = {
      'index.js': chunk({ isEntry: true, imports: ['shared.js'] }),
      'shared.js': chunk({ packages: ['react'] }),
      'dashboard.js': chunk({
        facadeModuleId: route('client/dashboard'),
        imports: ['shared.js'],
        dynamicImports: ['charts.js'],
      }),
      'charts.js': chunk({ facadeModuleId: '/app/src/client/dashboard/Charts.tsx', packages: ['@visx/shape'] }),
    };
    expect(eagerHeavyPackages(chunks)).toEqual([]);
    chunks['dashboard.js'] = chunk({ facadeModuleId: route('client/dashboard'), imports: ['charts.js'] });
    expect(eagerHeavyPackages(chunks)).toEqual([
      { from: route('client/dashboard'), file: 'charts.js', packageName: '@visx/shape' },
    ]);
  });

  it('lists the client routes by path', () => {
    const chunks: ChunkMap = {
      'x.js': chunk({ facadeModuleId: route('client/companies/index') }),
      'y.js': chunk({ facadeModuleId: route('client') }),
      'z.js': chunk({ facadeModuleId: route('admin/cnaes') }),
      'w.js': chunk({ facadeModuleId: '/app/src/routes/_authenticated/client/logs.tsx?tsr-split=component' }),
      'e.js': chunk({ facadeModuleId: '/app/src/routes/_authenticated/client/users.tsx?tsr-split=errorComponent' }),
    };
    expect(clientRouteChunks(chunks)).toEqual([
      { route: '/client', file: 'y.js' },
      { route: '/client/companies/', file: 'x.js' },
      { route: '/client/logs', file: 'w.js' },
    ]);
  });

  it('sees the routes a named group of the build gathers, with what downloads with them', () => {
    const chunks: ChunkMap = {
      'index.js': chunk({ isEntry: true }),
      'inner-area.js': chunk({
        modules: [
          'apps/web/src/routes/_authenticated.tsx?tsr-split=component---loader',
          'apps/web/src/routes/_authenticated/client.tsx?tsr-split=component---loader',
          'apps/web/src/routes/_authenticated/client/dashboard.tsx?tsr-split=component---loader',
          'apps/web/src/client/dashboard/DashboardPage.tsx',
        ],
        imports: ['shared.js'],
      }),
      'logs.js': chunk({
        facadeModuleId: route('client/logs'),
        modules: ['apps/web/src/routes/_authenticated/client/logs.tsx?tsr-split=component---loader'],
      }),
      'shared.js': chunk({ packages: ['pigeon-maps'] }),
    };
    expect(clientRouteChunks(chunks)).toEqual([
      { route: '/client', file: 'inner-area.js' },
      { route: '/client/dashboard', file: 'inner-area.js' },
      { route: '/client/logs', file: 'logs.js' },
    ]);
    expect(eagerHeavyPackages(chunks)).toEqual([
      {
        from: 'apps/web/src/routes/_authenticated.tsx?tsr-split=component---loader',
        file: 'shared.js',
        packageName: 'pigeon-maps',
      },
    ]);
  });

  it('finds the libraries the first page must draw without among the scripts it fetched', () => {
    const chunks: ChunkMap = {
      'index.js': chunk({ isEntry: true, packages: ['react-dom', '@tanstack/react-router'] }),
      'form.js': chunk({ packages: ['zod'] }),
      'menu.js': chunk({ packages: ['@ariakit/react-core'] }),
      'query.js': chunk({ packages: ['@tanstack/query-core'] }),
    };
    expect(firstPageExtras(chunks, ['index.js'])).toEqual([]);
    expect(firstPageExtras(chunks, ['index.js', 'form.js', 'menu.js'])).toEqual([
      { file: 'form.js', packageName: 'zod' },
      { file: 'menu.js', packageName: '@ariakit/react-core' },
    ]);
  });
});
