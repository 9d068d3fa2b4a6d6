import { defineConfig } from 'vitest/config';

// Each project keeps its own config beside its code: domain and api unit tests,
// the server on PGlite (and PostgreSQL when TEST_DATABASE_URL is set), the
// stories in Chromium, and the end-to-end journeys against the built app.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/api',
      'apps/server',
      'apps/server/vitest.timing.config.ts',
      'packages/ui',
      'e2e',
      'scripts',
    ],
  },
});
