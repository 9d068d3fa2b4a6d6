import { defineProject } from 'vitest/config';
import { timingSensitiveTests } from './timing-sensitive-tests.ts';

// Every suite runs on PGlite in memory, and also on PostgreSQL when
// TEST_DATABASE_URL is set (each suite in a fresh schema of its own). The
// files that measure time are the 'server-timing' project (vitest.timing.config.ts).
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // One migrated PGlite per run, copied for each suite (src/testing/pglite-template.ts).
    globalSetup: ['src/testing/pglite-template-setup.ts'],
    include: ['src/**/*.test.ts'],
    exclude: timingSensitiveTests,
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
