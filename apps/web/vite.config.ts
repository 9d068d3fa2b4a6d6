import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { chunkMap } from './build/chunk-map';
import { contentSecurityPolicy } from './build/content-security-policy';
import { pagePreloadList } from './build/page-preloads';

// The dev server proxies the API to the Hono server started by `npm run dev`.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  // The router plugin must come before react(): it writes routeTree.gen.ts and
  // splits each route's component into its own chunk.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader (its fetchers and the contract schemas that parse the answers) travels with
      // its component, not in the route tree that every page, `/` included, downloads.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    vanillaExtractPlugin(),
    chunkMap(),
    // Which scripts each page needs beyond the first page's, for the server to preload (build/page-preloads.ts).
    pagePreloadList(),
    // No inline style the server's Content-Security-Policy would refuse (sonner), and the hashes of those it allows.
    contentSecurityPolicy(),
  ],
  // @product/ui from its sources (the `@product/source` export), not from its published dist/.
  resolve: { conditions: ['@product/source', ...defaultClientConditions] },
  server: { port: Number(process.env.PORT ?? 3000), proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  // Every browser that runs es2022 has <link rel="modulepreload">: no polyfill on the first page.
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // `/` in one script: the app's start and the sign-in route (its layout and page), with
            // everything they import. Split in ~35 small chunks it took two waves of requests (the
            // route's chunks only start once the router runs), and a phone's first paint waited on
            // both (scripts/lighthouse.ts). Lazy parts (other routes, zod, TanStack Query, ky,
            // sonner) stay out: only static imports are gathered.
            {
              name: 'first-page',
              test: (id) => /\/src\/main\.tsx$|\/src\/routes\/_public(\/index)?\.tsx\?tsr-split/.test(id),
            },
            // A signed-in client's first screen in one more script: the inner areas' layout, the client
            // shell and the dashboard (the client's home), with what they import (TanStack Query, zod,
            // the shell's components). Split, they were ~60 chunks of 1–4 KB that a phone fetched six
            // at a time, and Lighthouse's dashboard LCP waited on all of them (77 → 92 with the loader
            // that no longer waits for the data). Other inner routes take their shared pieces from it,
            // in fewer and no bigger downloads: the admin accounts screen 51 → 20 scripts (103.2 →
            // 101.0 KB gzip beyond `/`), the companies list 67 → 31 (136.3 → 131.5 KB).
            {
              name: 'inner-area',
              test: (id) => /\/src\/routes\/_authenticated(\/client(\/dashboard)?)?\.tsx\?tsr-split/.test(id),
            },
          ],
        },
      },
    },
  },
});
