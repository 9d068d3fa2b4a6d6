import { type AppForFile, appForFile } from './app-for-file';
import { clientJourney } from './client-journey';

/** The app on the demo data and a Chromium, for one test file; see `demoAppForFile`. */
export interface DemoApp extends ReturnType<typeof clientJourney>, AppForFile {
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
  let password = '';
  const running = appForFile({ DEMO_SEED: '1', CNPJ_REGISTRY: 'offline', ...env }, (app) => {
    password = /com a senha: (\S+)/.exec(app.output())?.[1] ?? '';
  });
  return {
    ...clientJourney(() => running),
    get app() {
      return running.app;
    },
    get browser() {
      return running.browser;
    },
    get password() {
      return password;
    },
  };
}
