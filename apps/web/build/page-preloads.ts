import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { componentRouteOf, staticClosure } from './chunk-map';

/**
 * Where the server learns which scripts a page opened directly needs beyond index.html's
 * (apps/server/src/http/page-preloads.ts reads it).
 */
export const pagePreloadsFile = '.vite/page-preloads.json';

/** What this needs of one output chunk. */
export interface BuiltChunk {
  isEntry: boolean;
  /** Chunks this one imports statically: they run before it. */
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** One page of the router: its URL (`$name` for a parameter) and the scripts to preload for it. */
export interface PagePreload {
  path: string;
  files: string[];
}

/** `_authenticated/client/dashboard` from a module id of a route file (its split parts have a `?tsr-split=` query). */
const routeFile = /\/src\/routes\/([^?]+)\.tsx(?:\?|$)/;

/** The URL of a route file: pathless segments (`_public`, `_authenticated`) dropped, `index` is its folder. */
export function pagePath(route: string): string {
  const segments = route.split('/').filter((segment) => !segment.startsWith('_'));
  if (segments.at(-1) === 'index') segments.pop();
  return `/${segments.join('/')}`;
}

/** `{-$name}`: a segment the URL may leave out (the router's optional path parameter). */
const optionalSegment = /^\{-(\$\w+)\}$/;

/**
 * Every URL shape of a route file: one per choice of its optional segments (`{-$name}`), each
 * present as a plain parameter or left out, e.g. `/documents`, `/documents/$cnpjId`,
 * `/documents/$cnpjId/$fiscalRegistrationId`. The server matches plain segments and parameters only.
 */
export function pagePaths(route: string): string[] {
  let shapes: string[][] = [[]];
  for (const segment of pagePath(route).split('/').filter(Boolean)) {
    const optional = optionalSegment.exec(segment)?.[1];
    shapes = optional
      ? shapes.flatMap((shape) => [[...shape, optional], shape])
      : shapes.map((shape) => [...shape, segment]);
  }
  // Two optional parameters left out in turn give the same shape ('/documents/$a', '/documents/$b'): one is enough.
  const byShape = new Map<string, string>();
  for (const shape of shapes) {
    const path = `/${shape.join('/')}`;
    const key = path.replace(/\$\w+/g, '$');
    if (!byShape.has(key)) byShape.set(key, path);
  }
  return [...byShape.values()];
}

/**
 * What main.tsx starts loading as soon as a session is stored, before any inner page's loader can
 * call the API: TanStack Query's client and ky. Both are `import()`s of the first script (kept off
 * `/`), so a browser would find them only once that script has run, a round trip after it.
 */
const signedInStart = [/\/src\/lib\/query-client\.ts$/, /\/node_modules\/ky\//];

/** Pages behind the sign-in (route files under `_authenticated`), which all read the API at once. */
const signedInPage = /^_authenticated\//;

/**
 * For each page of the router (a route file with no child routes), the scripts its route and the
 * layouts above it load when the router draws it, with everything they import, minus what
 * index.html already loads. A browser opening `/client/dashboard` directly would otherwise find the
 * `inner-area` script only once the first script has downloaded and run (a second wave of
 * requests on a phone); with these listed the server names them in the page (modulepreload), so
 * both download at once. Pages behind the sign-in also get `signedInStart`'s scripts. Pages drawn
 * by the first script alone (`/`) get none.
 */
export function pagePreloads(chunks: Readonly<Record<string, BuiltChunk>>): PagePreload[] {
  const routes = new Set<string>();
  const chunkOfRoute = new Map<string, string>();
  const signedInChunks = new Set<string>();
  for (const [file, chunk] of Object.entries(chunks)) {
    for (const id of chunk.moduleIds) {
      const path = id.replaceAll('\\', '/');
      if (signedInStart.some((module) => module.test(path))) signedInChunks.add(file);
      const route = routeFile.exec(path)?.[1];
      if (!route || route === '__root') continue;
      routes.add(route);
      if (componentRouteOf(id) === route) chunkOfRoute.set(route, file);
    }
  }
  const firstPage = staticClosure(
    chunks,
    Object.entries(chunks)
      .filter(([, chunk]) => chunk.isEntry)
      .map(([file]) => file),
  );
  const isLayout = (route: string) => [...routes].some((other) => other.startsWith(`${route}/`));
  return [...routes]
    .filter((route) => !isLayout(route))
    .sort()
    .flatMap((page) => {
      // Layouts first, as the router loads them: `_authenticated`, `_authenticated/client`, then the page.
      const drawn = [...routes].filter((route) => page === route || page.startsWith(`${route}/`)).sort();
      const splits = drawn.map((route) => chunkOfRoute.get(route)).filter((file) => file !== undefined);
      const start = signedInPage.test(page) ? [...signedInChunks, ...splits] : splits;
      const files = [...staticClosure(chunks, start)].filter((file) => !firstPage.has(file));
      return pagePaths(page).map((path) => ({ path, files }));
    })
    .filter((page) => page.files.length > 0);
}

/** The files `pages` name for which `exists` says no, each once. */
export function missingPreloads(pages: readonly PagePreload[], exists: (file: string) => boolean): string[] {
  return [...new Set(pages.flatMap((page) => page.files))].filter((file) => !exists(file)).sort();
}

/**
 * Writes `.vite/page-preloads.json` (`{ pages: PagePreload[] }`). Runs after Vite's own
 * generateBundle hooks (`order: 'post'`): vite:css-post deletes the chunks that hold only CSS (a
 * vanilla-extract `status.css.ts.vanilla-….js` shared by several routes) and takes them out of
 * their importers' `imports`; read before that, the list named a script the build never wrote and
 * every full load of those pages got a 404. Once the files are written, the build fails if the
 * list names one that is not in the output folder.
 */
export function pagePreloadList(): Plugin {
  let pages: PagePreload[] = [];
  return {
    name: 'conforma-page-preloads',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks: Record<string, BuiltChunk> = {};
        for (const [fileName, output] of Object.entries(bundle)) {
          if (output.type === 'chunk') chunks[fileName] = output;
        }
        pages = pagePreloads(chunks);
        this.emitFile({ type: 'asset', fileName: pagePreloadsFile, source: JSON.stringify({ pages }, null, 1) });
      },
    },
    writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const missing = missingPreloads(pages, (file) => existsSync(join(outDir, file)));
      if (missing.length > 0)
        this.error(`${pagePreloadsFile} names files the build did not write: ${missing.join(', ')}`);
    },
  };
}
