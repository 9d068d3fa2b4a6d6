import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The publishable build (`npm run build -w @product/ui`): dist/index.js (ESM), dist/style.css
// (theme, components and the Inter @font-face rules) and dist/fonts/*.woff2. The declarations are
// bundled afterwards by scripts/build-types.mjs. The workspace never reads dist: it imports src
// through the `@product/source` export condition.
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

// Public dependencies stay imports (deep paths too). Anything else is bundled: @product/domain
// is private and is never published.
const external = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];

// @product/domain is pure rules: its modules have no side effects, and the zod schemas built at
// their top level are unused by the components. Naming zod's builders and domain's schema helpers
// pure lets the bundler drop those schemas, and zod with them. A name missing here only costs
// bytes (zod is then bundled in), never correctness.
const zodBuilders = ['string', 'number', 'object', 'array', 'int', 'pipe', 'refine', 'optional'];
const domainSchemaHelpers = ['requiredText', 'scaleField', 'scale1to3'];

const fontPackage = '@fontsource-variable/inter';

/**
 * Library mode would inline the woff2 files into the CSS as base64 (all seven subsets, 300 kB
 * that every page downloads). Instead the font's @font-face rules go at the top of style.css
 * pointing at dist/fonts/, so the browser fetches only the subsets a page uses, and the JS keeps
 * no CSS import (it also runs in Node, for server rendering and tests).
 */
function bundleInterFont(): Plugin {
  const empty = '\0ui-font-in-style-css';
  const fontCss = createRequire(import.meta.url).resolve(`${fontPackage}/index.css`);
  return {
    name: 'conforma:bundle-inter-font',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === fontPackage ? empty : null),
    load: (id) => (id === empty ? '' : null),
    // After Vite's own CSS plugin has put style.css into the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const css = readFileSync(fontCss, 'utf8');
        const files = [...css.matchAll(/url\(\.\/files\/([^)]+\.woff2)\)/g)].map((match) => match[1] as string);
        for (const file of files) {
          this.emitFile({
            type: 'asset',
            fileName: `fonts/${file}`,
            source: readFileSync(join(dirname(fontCss), 'files', file)),
          });
        }
        // The SIL Open Font License asks for the licence to travel with the font files.
        this.emitFile({
          type: 'asset',
          fileName: 'fonts/LICENSE',
          source: readFileSync(join(dirname(fontCss), 'LICENSE')),
        });
        const style = bundle['style.css'];
        if (style?.type !== 'asset') throw new Error('dist/style.css was not produced');
        style.source = `${css.replaceAll('url(./files/', 'url(./fonts/')}\n${String(style.source)}`;
      },
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [bundleInterFont(), react(), vanillaExtractPlugin()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    // Left readable: the consumer's bundler minifies.
    minify: false,
    cssCodeSplit: false,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index', cssFileName: 'style' },
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      treeshake: {
        moduleSideEffects: (id) => (/\/(packages\/domain\/src|node_modules\/zod)\//.test(id) ? false : undefined),
        manualPureFunctions: [...zodBuilders, ...domainSchemaHelpers],
      },
    },
  },
});
