import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The build's list of the scripts each page of the router needs beyond index.html's (written by
 * apps/web/build/page-preloads.ts): `{ pages: [{ path: '/client/companies/$id', files: ['assets/…js'] }] }`.
 */
export const pagePreloadsFile = '.vite/page-preloads.json';

export interface PagePreload {
  /** Segments; `$name` stands for any one segment. */
  path: string;
  files: readonly string[];
}

/** Only the build's own hashed scripts: nothing read from the file can put other markup in the page. */
const scriptFile = /^assets\/[\w-]+(?:\.[\w-]+)*\.js$/;

/** The pages a web build lists; none when it lists none (an older or a test build) or the list is malformed. */
export async function readPagePreloads(webDist: string): Promise<PagePreload[]> {
  try {
    const listed = JSON.parse(await readFile(path.join(webDist, pagePreloadsFile), 'utf8')) as { pages?: unknown };
    if (!Array.isArray(listed.pages)) return [];
    return listed.pages.flatMap((page: { path?: unknown; files?: unknown }) =>
      typeof page?.path === 'string' && Array.isArray(page.files)
        ? [{ path: page.path, files: page.files.filter((file) => typeof file === 'string' && scriptFile.test(file)) }]
        : [],
    );
  } catch {
    return [];
  }
}

const segmentsOf = (urlPath: string) => urlPath.split('/').filter((segment) => segment !== '');

/**
 * The page a URL opens, as the router would choose it: same number of segments, each equal or a
 * parameter; where several fit, the one with the most fixed segments, counted from the left.
 */
export function pageFor(pages: readonly PagePreload[], urlPath: string): PagePreload | null {
  const wanted = segmentsOf(urlPath);
  let best: { page: PagePreload; rank: string } | null = null;
  for (const page of pages) {
    const segments = segmentsOf(page.path);
    if (segments.length !== wanted.length) continue;
    if (!segments.every((segment, index) => segment.startsWith('$') || segment === wanted[index])) continue;
    // '1' per fixed segment, '0' per parameter: the greatest string is the most specific route.
    const rank = segments.map((segment) => (segment.startsWith('$') ? '0' : '1')).join('');
    if (!best || rank > best.rank) best = { page, rank };
  }
  return best?.page ?? null;
}

/**
 * index.html naming the scripts of the page at `urlPath` as module preloads, so a browser opening
 * an inner page directly fetches its route's scripts along with the first one instead of after it
 * has run (Lighthouse, `/client/dashboard`). A visitor who turns out to be signed out is sent to
 * sign in and has fetched those scripts for nothing: the price of not waiting for everyone else.
 * `crossorigin` as on Vite's own tags, so the module loader reuses what was preloaded.
 */
export function withPagePreloads(html: string, pages: readonly PagePreload[], urlPath: string): string {
  const page = pageFor(pages, urlPath);
  if (!page || page.files.length === 0 || !html.includes('</head>')) return html;
  const links = page.files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}
