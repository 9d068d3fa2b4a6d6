import { defineProject } from 'vitest/config';
import { timingSensitiveTests } from './timing-sensitive-tests.ts';

// The server's timing-sensitive test files, one at a time (vitest runs a
// project without file parallelism in a group of its own, after the others).
export default defineProject({
  test: {
    name: 'server-timing',
    environment: 'node',
    // One migrated PGlite per run, copied for each suite (src/testing/pglite-template.ts).
    globalSetup: ['src/testing/pglite-template-setup.ts'],
    include: timingSensitiveTests,
    fileParallelism: false,
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
