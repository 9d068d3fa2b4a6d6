import { defineConfig } from 'vitest/config';
import { storyShards } from './packages/ui/vitest.config.ts';

// The stories' further shards (STORY_SHARDS, see packages/ui/vitest.config.ts): the same
// project with another share of the story files.
const storyShardProjects = Array.from({ length: storyShards - 1 }, (_, i) => ({
  extends: './packages/ui/vitest.config.ts',
  root: './packages/ui',
  test: { name: `stories-${i + 2}`, provide: { storyShard: { index: i + 1, count: storyShards } } },
}));

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
      ...storyShardProjects,
      'e2e',
      'scripts',
    ],
  },
});
