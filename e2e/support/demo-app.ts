import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type RunningApp, startApp } from './app';
import { launchChromium } from './browser';
import { clientJourney } from './client-journey';

/** The app on the demo data and a Chromium, for one test file; see `demoAppForFile`. */
export interface DemoApp extends ReturnType<typeof clientJourney> {
  readonly app: RunningApp;
  readonly browser: Browser;
  /** The demo users' password, which the app prints when it seeds them. */
  readonly password: string;
}

/**
 * Starts the built app on the demo data with the offline registry (nothing reaches the internet)
 * and a Chromium before the file's tests, and stops both after them. `env` adds to or overrides
 * the app's settings (an ADMIN_EMAIL, a known JWT_SECRET). Call it at the top of the file; read
 * `app`, `browser` and `password` inside hooks and tests: they exist once its `beforeAll` has run.
 */
export function demoAppForFile(env: Record<string, string> = {}): DemoApp {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  let password = '';
  beforeAll(async () => {
    [app, browser] = await Promise.all([
      startApp({ DEMO_SEED: '1', CNPJ_REGISTRY: 'offline', ...env }),
      launchChromium(),
    ]);
    password = /com a senha: (\S+)/.exec(app.output())?.[1] ?? '';
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  const running = () => {
    if (!app || !browser) throw new Error('The demo app is not running: read it inside a hook or a test.');
    return { app, browser };
  };
  return {
    ...clientJourney(running),
    get app() {
      return running().app;
    },
    get browser() {
      return running().browser;
    },
    get password() {
      return password;
    },
  };
}
