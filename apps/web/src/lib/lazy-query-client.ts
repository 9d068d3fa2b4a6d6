import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's QueryClient, made on first need: TanStack Query (~8 KB gzip) is for the inner areas,
 * and the public pages, `/` first, draw without it (scripts/budget.ts).
 */
export interface LazyQueryClient {
  /** The client, loading TanStack Query and creating the client the first time. */
  load(): Promise<QueryClient>;
  /** The client if it was made already (cached data to drop, calls to cancel), else null. */
  current(): QueryClient | null;
}

export function lazyQueryClient(create: () => Promise<QueryClient>): LazyQueryClient {
  let client: QueryClient | null = null;
  let loading: Promise<QueryClient> | null = null;
  return {
    load() {
      loading ??= create().then(
        (created) => (client = created),
        (error: unknown) => {
          // A failed download (offline) is tried again by the next navigation.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current: () => client,
  };
}

/** A client that is there from the start (page stories). */
export function readyQueryClient(client: QueryClient): LazyQueryClient {
  return { load: () => Promise.resolve(client), current: () => client };
}
