/**
 * Chunk rules of the performance budget, as pure functions over `dist/.vite/chunks.json`
 * (written by apps/web/build/chunk-map.ts): how big each client route's own chunk is, and
 * whether a heavy library can download with `/` or with a route before its screen needs it.
 */
import { type ChunkInfo, componentRouteOf, staticClosure } from '../apps/web/build/chunk-map';

export type ChunkMap = Record<string, ChunkInfo>;

/** Libraries that must only load where they are used: charts, maps, spreadsheets, printing, PDFs. */
export const heavyPackages = ['@visx/', 'd3-', 'pigeon-maps', 'xlsx', 'react-to-print', 'pdf-lib'] as const;

export function isHeavy(packageName: string): boolean {
  return heavyPackages.some((heavy) =>
    heavy.endsWith('/') || heavy.endsWith('-') ? packageName.startsWith(heavy) : packageName === heavy,
  );
}

/**
 * Libraries the first page (`/`, the sign-in form) draws without: each loads with what first needs
 * it (TanStack Query with the inner areas, zod and ky with a sent form, sonner with a toast, the
 * rest with the screens that use them). The budget fails when a script `/` fetched holds one.
 */
export const notOnFirstPage = [
  'zod',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'ky',
  'sonner',
  'react-hook-form',
  '@ariakit/',
] as const;

/** The chunks among `files` (what `/` fetched) that hold a library of `notOnFirstPage`. */
export function firstPageExtras(chunks: ChunkMap, files: Iterable<string>): { file: string; packageName: string }[] {
  const findings: { file: string; packageName: string }[] = [];
  for (const file of files) {
    for (const packageName of chunks[file]?.packages ?? []) {
      const listed = notOnFirstPage.some((name) =>
        name.endsWith('/') ? packageName.startsWith(name) : packageName === name,
      );
      if (listed) findings.push({ file, packageName });
    }
  }
  return findings;
}

/** The route split chunks (one per route file and part) of the client area, by route path. */
export function clientRouteChunks(chunks: ChunkMap): { route: string; file: string }[] {
  return Object.entries(chunks)
    .flatMap(([file, chunk]) =>
      // A chunk names its own route twice: as its facade (absolute) and among its modules (workspace path).
      [...new Set(routeSplits(chunk).flatMap(clientRouteOf))].map((route) => ({ route, file })),
    )
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The client route whose component a route split holds (with the loader: `?tsr-split=component---loader`). */
function clientRouteOf(id: string): string[] {
  const route = componentRouteOf(id);
  if (route !== '_authenticated/client' && !route?.startsWith('_authenticated/client/')) return [];
  // An index route keeps its trailing slash: '/client/companies/$id/' is not the '$id' layout.
  return [`/${route.slice('_authenticated/'.length).replace(/\/index$/, '/')}`];
}

/**
 * The route splits a chunk holds: the one it stands for, or, for a named group of the build
 * (vite.config.ts: 'inner-area' gathers the inner layouts and the dashboard), every split inside.
 */
function routeSplits(chunk: ChunkInfo): string[] {
  const ids = chunk.facadeModuleId ? [chunk.facadeModuleId, ...chunk.modules] : chunk.modules;
  return [...new Set(ids.filter((id) => id.includes('?tsr-split=')))];
}

/**
 * Heavy libraries that download before they are needed: inside the closure of the app's entry
 * (so with `/`) or of a route's own chunk (so with the screen, not when a chart, map, sheet or
 * print view is shown). Each finding names the chunk we start from and the heavy package.
 */
export function eagerHeavyPackages(chunks: ChunkMap): { from: string; file: string; packageName: string }[] {
  const starts = Object.entries(chunks)
    .filter(([, chunk]) => chunk.isEntry || routeSplits(chunk).length > 0)
    .map(([file, chunk]) => ({ file, from: chunk.isEntry ? 'index.html' : (routeSplits(chunk)[0] ?? file) }));
  const findings: { from: string; file: string; packageName: string }[] = [];
  for (const start of starts) {
    for (const file of staticClosure(chunks, start.file)) {
      for (const packageName of chunks[file]?.packages ?? []) {
        if (isHeavy(packageName)) findings.push({ from: start.from, file, packageName });
      }
    }
  }
  return findings;
}

/** Where each heavy library ended up, for the report. */
export function heavyPackageChunks(chunks: ChunkMap): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const [file, chunk] of Object.entries(chunks)) {
    for (const packageName of chunk.packages.filter(isHeavy))
      where.set(packageName, [...(where.get(packageName) ?? []), file]);
  }
  return where;
}
