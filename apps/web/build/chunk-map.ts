import type { Plugin } from 'vite';

/** What the budget needs to know of one output chunk. */
export interface ChunkInfo {
  /** Loaded by index.html itself. */
  isEntry: boolean;
  /** The module the chunk stands for (a route split: `…/routes/x.tsx?tsr-split=component`). */
  facadeModuleId: string | null;
  /** Chunks this one imports statically: they download with it. */
  imports: string[];
  /** Chunks it may load later with `import()`. */
  dynamicImports: string[];
  /** npm packages whose code is inside this chunk. */
  packages: string[];
  /** Our own modules inside it (workspace paths), to tell what made a chunk grow. */
  modules: string[];
}

/** `@visx/shape` or `xlsx` from a module id under node_modules; null for our own code. */
export function packageOf(moduleId: string): string | null {
  // The last node_modules/ names the package (a nested install sits inside another's folder).
  const path = moduleId.replaceAll('\\', '/');
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)(?!.*node_modules\/)/.exec(path);
  return match?.[1] ?? null;
}

/** A chunk (or several) and everything it imports statically: what downloads together with it. */
export function staticClosure(
  chunks: Readonly<Record<string, { imports: readonly string[] }>>,
  start: string | Iterable<string>,
): Set<string> {
  const seen = new Set<string>();
  const pending = typeof start === 'string' ? [start] : [...start];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(chunks[file]?.imports ?? []));
  }
  return seen;
}

/**
 * The route file (`_authenticated/client/dashboard`, under src/routes) whose component a module id
 * holds: a split of the router plugin, with the loader `…/dashboard.tsx?tsr-split=component---loader`.
 */
export function componentRouteOf(id: string): string | null {
  const match = /\/src\/routes\/([^?]+)\.tsx\?tsr-split=(?:[a-zA-Z]+---)*component(?:---[a-zA-Z]+)*$/.exec(
    id.replaceAll('\\', '/'),
  );
  return match?.[1] ?? null;
}

/**
 * Writes `dist/.vite/chunks.json`: every chunk with its static and dynamic imports and the packages
 * inside it, so the budget script can prove heavy libraries stay in the chunks that use them.
 */
export function chunkMap(): Plugin {
  return {
    name: 'conforma-chunk-map',
    apply: 'build',
    // After vite:css-post, which deletes the chunks holding only CSS: the map lists what the build writes.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks: Record<string, ChunkInfo> = {};
        for (const [fileName, output] of Object.entries(bundle)) {
          if (output.type !== 'chunk') continue;
          const packages = new Set(output.moduleIds.map(packageOf).filter((name) => name !== null));
          chunks[fileName] = {
            isEntry: output.isEntry,
            facadeModuleId: output.facadeModuleId,
            imports: output.imports,
            dynamicImports: output.dynamicImports,
            packages: [...packages].sort(),
            modules: output.moduleIds
              .filter((id) => packageOf(id) === null)
              .map((id) => id.replace(/^.*?\/(apps|packages)\//, '$1/'))
              .sort(),
          };
        }
        this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks, null, 1) });
      },
    },
  };
}
