import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type RunningApp, startApp } from './app';
import { launchChromium } from './browser';

/** The built app and a Chromium, for one test file; see `appForFile`. */
export interface AppForFile {
  readonly app: RunningApp;
  readonly browser: Browser;
}

/**
 * Starts the built app with `env` and a Chromium before the file's tests, and stops both after
 * them; `onStarted` reads what the app printed while starting. Call it at the top of the file; read
 * `app` and `browser` inside hooks and tests: they exist once its `beforeAll` has run.
 */
export function appForFile(env: Record<string, string>, onStarted?: (app: RunningApp) => void): AppForFile {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(env), launchChromium()]);
    onStarted?.(app);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  const running = () => {
    if (!app || !browser) throw new Error('The app is not running: read it inside a hook or a test.');
    return { app, browser };
  };
  return {
    get app() {
      return running().app;
    },
    get browser() {
      return running().browser;
    },
  };
}
