import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { writeClusterArchive } from './src/db/database';

/**
 * `npm run build -w @product/server`: the server as plain JavaScript, so
 * production runs `node dist/main.js` without a TypeScript loader.
 *
 * One ESM file per entry for Node 20 with its source map (run with
 * `--enable-source-maps`: stack traces name the .ts lines). Our own code and
 * the workspace packages it uses (@product/domain, @product/api/contract:
 * TypeScript sources) are bundled; every npm package stays an import, loaded
 * from node_modules at run time as before (PGlite reads its wasm and data
 * files beside its own code, @node-rs/argon2 is native). Files read at run
 * time (drizzle/, reference-data/, the web build) are found from the
 * apps/server folder, see src/paths.ts. Beside the bundle, an empty PGlite
 * cluster (dist/pglite-cluster.tar.gz and what made it,
 * src/db/database.ts writeClusterArchive) that a first start on an empty
 * folder loads instead of running initdb.
 */
const serverDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * dist/main.js is the server (`npm run serve`); dist/seed-demo.js is `npm run seed:demo`;
 * dist/spreadsheet-thread.js is the worker thread that reads uploaded spreadsheets,
 * started by the server from beside its own file (company-import/spreadsheet-pool.ts);
 * dist/backup.js and dist/restore.js are `npm run backup` and `npm run restore`.
 */
export const serverEntries = {
  main: 'src/main.ts',
  'seed-demo': 'src/demo/cli.ts',
  backup: 'src/backup/backup-cli.ts',
  restore: 'src/backup/restore-cli.ts',
  'spreadsheet-thread': 'src/company-import/spreadsheet-thread.ts',
};

const runtimeDependencies = new Set(
  Object.keys(
    (JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
      .dependencies,
  ),
);

/** 'drizzle-orm/pglite' → 'drizzle-orm', '@hono/node-server/conninfo' → '@hono/node-server'. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Bare imports: Node's built-ins and npm packages stay external, the
 * workspace packages are bundled. An npm package the bundle needs must be
 * a runtime dependency of @product/server, or `npm ci --omit=dev` would
 * install a server that cannot start: the build fails instead.
 */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || path.isAbsolute(args.path)) return undefined;
      if (args.path.startsWith('node:') || builtinModules.includes(args.path)) return { external: true };
      const name = packageName(args.path);
      if (name.startsWith('@product/')) return undefined;
      if (!runtimeDependencies.has(name)) {
        return {
          errors: [
            {
              text: `"${name}" is imported by the server at run time but is not in the dependencies of apps/server/package.json`,
            },
          ],
        };
      }
      return { external: true };
    });
  },
};

/** Builds into `outdir` (emptied first; default apps/server/dist) and returns the files written. */
export async function buildServer(outdir = path.join(serverDir, 'dist')): Promise<string[]> {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  // The cluster is made in a child process while esbuild bundles.
  const [bundled, cluster] = await Promise.allSettled([
    build({
      absWorkingDir: serverDir,
      entryPoints: Object.fromEntries(
        Object.entries(serverEntries).map(([name, file]) => [name, path.join(serverDir, file)]),
      ),
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      tsconfig: path.join(serverDir, 'tsconfig.json'),
      conditions: ['@product/source'],
      plugins: [npmPackagesExternal],
      sourcemap: true,
      // The maps point at src/ (and packages/): the sources stay beside dist/, no need to copy them in.
      sourcesContent: false,
      metafile: true,
      logLevel: 'warning',
    }),
    writeClusterArchive(outdir),
  ]);
  if (bundled.status === 'rejected') throw bundled.reason;
  if (cluster.status === 'rejected') throw cluster.reason;
  return [
    ...Object.keys(bundled.value.metafile.outputs),
    ...cluster.value.map((file) => path.relative(serverDir, file)),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const started = performance.now();
  const files = await buildServer();
  console.log(`apps/server/dist: ${files.length} files in ${Math.round(performance.now() - started)} ms`);
}
