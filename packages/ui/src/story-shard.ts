/**
 * Which story files a stories project runs: those whose position modulo `count` is `index`.
 * `npm test` runs the stories as several projects side by side (STORY_SHARDS, see
 * packages/ui/vitest.config.ts); each gets its share through vitest's `provide`.
 */
export interface StoryShard {
  index: number;
  count: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    storyShard: StoryShard;
  }
}
