import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs } from '../../scripts/chromium.mjs';
import type { StoryShard } from './src/story-shard';

// Pixel-exact screenshots need Chromium to paint the same pixels every time: one raster
// thread (anti-aliased edges otherwise vary between runs), sRGB, no LCD text or hinting.
const deterministicRendering = [
  '--num-raster-threads=1',
  '--disable-partial-raster',
  '--force-color-profile=srgb',
  '--disable-lcd-text',
  '--font-render-hinting=none',
];

// Built by a factory so that no two projects ever share (and mutate) one browser config object.
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [...chromiumArgs, ...deterministicRendering],
      },
      // Wider than the widest story (2080 px) so the test iframe is never scaled down.
      contextOptions: { viewport: { width: 2200, height: 1200 }, deviceScaleFactor: 1, reducedMotion: 'reduce' },
    }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 1440, height: 900 },
    screenshotFailures: false,
    expect: {
      toMatchScreenshot: {
        // Strict: not one pixel may change, anti-aliased pixels included.
        comparatorName: 'pixelmatch' as const,
        comparatorOptions: { threshold: 0, includeAA: true },
      },
    },
  };
}

/**
 * `STORY_SHARDS=n` (as `npm test` sets it) splits the story files into n projects, `stories` and
 * `stories-2`…`stories-n` (the root config adds those), each with a Chromium of its own, so a
 * multi-core machine renders n stories at a time: one Chromium kept about one core busy. Without
 * it, `stories` runs every story. See `storyShard` in src/stories.test.tsx.
 */
export const storyShards = Math.max(1, Number(process.env.STORY_SHARDS ?? 1) || 1);

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin()],
  // Serves msw's worker at /mockServiceWorker.js, as Storybook does through `staticDirs`.
  publicDir: '.storybook-public',
  // The page stories of apps/web import @product/ui: from its sources, not its published dist/.
  resolve: { conditions: ['@product/source', ...defaultClientConditions] },
  optimizeDeps: {
    // Listed up front so Vite never re-optimises (and reloads) in the middle of a run.
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@storybook/react-vite',
      '@storybook/react',
      'storybook/test',
      'storybook/preview-api',
      'msw/browser',
      'msw-storybook-addon/csf3',
      'sonner',
      '@ariakit/react',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'axe-core',
      '@tanstack/react-table',
      '@tanstack/react-virtual',
      '@visx/group',
      '@visx/shape',
      '@visx/text',
      'pigeon-maps',
      'react-to-print',
      // The companies export writes its .xlsx with SheetJS, imported on demand.
      'xlsx',
      // The Cartão CNPJ's PDF, drawn with pdf-lib on demand.
      'pdf-lib',
      'react-hook-form',
      // The web app's page stories.
      '@tanstack/react-query',
      '@tanstack/react-router',
      'ky',
      'msw',
    ],
  },
  test: {
    name: 'stories',
    include: ['src/stories.test.tsx'],
    provide: { storyShard: { index: 0, count: storyShards } satisfies StoryShard },
    browser: chromiumBrowser(),
    testTimeout: 30_000,
  },
});
