import { defineProject } from 'vitest/config';

// Tests of the repository's own tooling (the architecture rules).
export default defineProject({
  test: { name: 'tools', environment: 'node', include: ['*.test.ts'], testTimeout: 30_000 },
});
