import { defineProject } from 'vitest/config';
import { timingSensitiveTests } from './timing-sensitive-tests.ts';

// The server's timing-sensitive test files, one at a time (vitest runs a
// project without file parallelism in a group of its own, after the others).
export default defineProject({
  test: {
    name: 'server-timing',
    environment: 'node',
    include: timingSensitiveTests,
    fileParallelism: false,
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
