import { createHttp, type SessionClaims } from '@product/api/client';
import { fixtureNow, mockStaffClaims, mockToken } from '@product/api/mocks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { createSessionStore, storageKeys } from '../auth/session-store';
import { readyQueryClient } from '../lib/lazy-query-client';
import { routeTree } from '../routeTree.gen';
import { memoryStorage } from './memory-storage';

export interface AppPageProps {
  /** The URL the app opens at, e.g. '/admin/cnaes?search=farm'. */
  path: string;
  /** Who is signed in (a mock token with these claims); `null` for nobody. Default: the CONFORMA staff user. */
  claims?: SessionClaims | null;
  /** A token stored as it is, in place of `claims`: one that cannot be read, say. */
  storedToken?: string;
}

/**
 * The real app (route tree, guards, loaders, fetchers) at one URL, for page stories: the API is
 * answered by the msw handlers of `@product/api/mocks` given in the story's `parameters.msw`.
 */
export function AppPage({ path, claims = mockStaffClaims, storedToken }: AppPageProps) {
  const [app] = useState(() => {
    const storage = memoryStorage();
    const auth = createSessionStore(storage);
    if (storedToken !== undefined) storage.setItem(storageKeys.token, storedToken);
    else if (claims) auth.signIn(mockToken(claims));
    const http = createHttp({ getToken: auth.token });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const router = createRouter({
      routeTree,
      // The fixtures' fixed day: 'Novo' badges and the like never change with the calendar.
      context: { auth, queryClients: readyQueryClient(queryClient), http, now: () => fixtureNow },
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    return { queryClient, router };
  });
  return (
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>
  );
}
