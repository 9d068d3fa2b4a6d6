import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder (drizzle/, reference-data/), whichever way the
 * server runs: from its sources (this file in src/) or bundled (this code in
 * dist/main.js, see build.ts). Found by walking up from this module's own
 * file to the package.json of @product/server, so no path here depends on
 * how deep the running file sits.
 */
export const serverRoot = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The repository root (data/, apps/web/dist/), two levels above apps/server. */
export const repoRoot = path.resolve(serverRoot, '../..');

function packageNameIn(dir: string): unknown {
  const manifest = path.join(dir, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name : undefined;
}

function findServerRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (packageNameIn(dir) === '@product/server') return dir;
    if (path.dirname(dir) === dir) {
      throw new Error(
        `A pasta do servidor (package.json de @product/server) não foi encontrada acima de ${start} (the server folder was not found).`,
      );
    }
  }
}
