import { defineProject } from 'vitest/config';

// Every suite runs on PGlite in memory, and also on PostgreSQL when
// TEST_DATABASE_URL is set (each suite in a fresh schema of its own).
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
