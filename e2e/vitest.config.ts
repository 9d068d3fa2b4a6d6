import { defineProject } from 'vitest/config';

// Journeys through the built app in real Chromium; `npm test` builds the web app first.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    setupFiles: ['./support/matchers.ts'],
    globalSetup: ['./support/global-setup.ts'],
  },
});
