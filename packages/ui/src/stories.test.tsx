/**
 * Every story is a test. Story files are found with `import.meta.glob`, composed with the
 * project annotations of `.storybook/preview`, and for each story and screen width:
 * rendered, played, checked with axe (any violation fails) and compared with its screenshot
 * baseline in `__screenshots__/stories.test.tsx/` (no pixel may change).
 *
 * Widths: 1440 px by default; `parameters.screenshot.widths` (e.g. `[320, 1440]`) choose
 * others, and a story pinned with `globals.viewport` of `mobile` (320) or `ultrawide` (2080)
 * runs at that width only.
 */
import { composeStories, type ReactRenderer, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { configure } from 'storybook/test';
import { afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../.storybook/preview';
import { notify } from './components/Toaster';
import './story-shard';

export interface ScreenshotParameters {
  /** Screen widths to render, test and photograph the story at. */
  widths?: readonly number[];
  /** Photograph the whole viewport, not just the story (fixed elements such as toasts). */
  viewport?: boolean;
  /** Skip the screenshot (play and axe still run). */
  disable?: boolean;
}

type StoryModule = Parameters<typeof composeStories>[0];

const storyFiles = {
  ...import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true }),
  ...import.meta.glob<StoryModule>('../../../apps/web/src/**/*.stories.tsx', { eager: true }),
};

const project = setProjectAnnotations([preview]);
beforeAll(project.beforeAll);

const viewportWidths: Record<string, number> = { mobile: 320, desktop: 1440, ultrawide: 2080 };
const defaultWidth = 1440;
const viewportHeight = 900;

// Screenshots must not depend on timing: no animations, transitions or blinking caret.
const stillStyles = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}`;

// Page-level rules do not apply to a component rendered alone.
const axeOptions: axe.RunOptions = {
  resultTypes: ['violations'],
  rules: {
    region: { enabled: false },
    'landmark-one-main': { enabled: false },
    'page-has-heading-one': { enabled: false },
  },
};

function formatViolations(violations: axe.Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map(
        (n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replaceAll('\n', '\n      ')}`,
      );
      return `  [${v.impact}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

function widthsOf(parameters: Record<string, unknown>, globals: Record<string, unknown>): readonly number[] {
  // A story pinned to a viewport (its `globals.viewport`) is tested at that width only.
  const viewport = globals.viewport as { value?: string } | undefined;
  const pinned = viewport?.value ? viewportWidths[viewport.value] : undefined;
  if (pinned) return [pinned];
  const screenshot = parameters.screenshot as ScreenshotParameters | undefined;
  return screenshot?.widths?.length ? screenshot.widths : [defaultWidth];
}

let canvasElement: HTMLElement | undefined;

beforeAll(async () => {
  // The play functions' findBy… wait up to 5 s instead of testing-library's 1 s: with the stories
  // run side by side (one Chromium per core, STORY_SHARDS), a busy core can hold a render past 1 s.
  configure({ asyncUtilTimeout: 5000 });
  document.documentElement.lang = 'pt-BR';
  document.title = 'Conforma — stories';
  const style = document.createElement('style');
  style.textContent = stillStyles;
  document.head.append(style);
});

afterEach(() => {
  notify.dismiss();
  canvasElement?.remove();
  canvasElement = undefined;
});

// Every other file when the stories run as two projects side by side (packages/ui/vitest.config.ts).
const { index: shardIndex, count: shardCount } = inject('storyShard');
const ownStoryFiles = Object.entries(storyFiles).filter((_, position) => position % shardCount === shardIndex);

for (const [file, module] of ownStoryFiles) {
  const stories = composeStories(module);
  const title = (module.default as { title?: string }).title ?? file;
  describe(title, () => {
    for (const story of Object.values(stories) as ComposedStoryFn<ReactRenderer>[]) {
      const parameters = story.parameters as Record<string, unknown>;
      const screenshot = parameters.screenshot as ScreenshotParameters | undefined;
      for (const width of widthsOf(parameters, story.globals)) {
        test(`${story.storyName} @${width}`, async () => {
          await page.viewport(width, viewportHeight);
          canvasElement = document.createElement('div');
          canvasElement.dataset.storyId = story.id;
          const layout = parameters.layout ?? 'padded';
          canvasElement.style.padding = layout === 'fullscreen' ? '0' : '1rem';
          if (screenshot?.viewport) canvasElement.style.minHeight = '100vh';
          document.body.append(canvasElement);

          await story.run({ canvasElement });
          await document.fonts.ready;

          const results = await axe.run(document.body, axeOptions);
          if (results.violations.length > 0) {
            throw new Error(
              `axe found ${results.violations.length} violation(s):\n${formatViolations(results.violations)}`,
            );
          }

          if (!screenshot?.disable) {
            await expect.element(page.elementLocator(canvasElement)).toMatchScreenshot(`${story.id}-${width}`, {
              screenshotOptions: { animations: 'disabled', caret: 'hide' },
            });
          }
        });
      }
    }
  });
}
