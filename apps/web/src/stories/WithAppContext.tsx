import { createHttp, type SessionClaims } from '@product/api/client';
import { fixtureNow, mockClientAdminClaims, mockToken } from '@product/api/mocks';
import { LinkProvider } from '@product/ui';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { createSessionStore } from '../auth/session-store';
import type { RouterContext } from '../lib/context';
import { readyQueryClient } from '../lib/lazy-query-client';
import { renderRouterLink } from '../lib/router-link';
import { memoryStorage } from './memory-storage';

// The story's element reaches the route component through React context: the routes are made once.
const StoryContent = createContext<ReactNode>(null);

function Content() {
  return <>{useContext(StoryContent)}</>;
}

export interface WithAppContextProps {
  /** Who is signed in. Default: Renato Alves, ADMIN of the mock client account. */
  claims?: SessionClaims;
  /** A screen piece (a dialog) that reads the `/_authenticated` route context. */
  children: ReactNode;
}

/**
 * For stories of one screen piece rather than a whole page: a router whose root has the app's
 * context and a pathless `/_authenticated` with the session, and whose one page is `children`,
 * so `useRouteContext({ from: '/_authenticated' })` gives it `http`, `session` and `now` as in
 * the app; the API is answered by the story's msw handlers. The whole app at a URL is `AppPage`.
 */
export function WithAppContext({ claims = mockClientAdminClaims, children }: WithAppContextProps) {
  const [app] = useState(() => {
    const auth = createSessionStore(memoryStorage());
    auth.signIn(mockToken(claims));
    const http = createHttp({ getToken: auth.token });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
    const authenticated = createRoute({
      getParentRoute: () => root,
      id: '_authenticated',
      beforeLoad: ({ context }) => {
        const session = context.auth.session();
        if (!session) throw new Error('WithAppContext: the mock session did not decode.');
        return { session };
      },
      component: Outlet,
    });
    const page = createRoute({ getParentRoute: () => authenticated, path: '/', component: Content });
    const router = createRouter({
      routeTree: root.addChildren([authenticated.addChildren([page])]),
      // The fixtures' fixed day: dates on screen never change with the calendar.
      context: { auth, queryClients: readyQueryClient(queryClient), http, now: () => fixtureNow },
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    return { queryClient, router };
  });
  return (
    <StoryContent.Provider value={children}>
      <QueryClientProvider client={app.queryClient}>
        {/* The app's root route sets the same link provider; this router has its own root. */}
        <LinkProvider renderLink={renderRouterLink}>
          <RouterProvider router={app.router} />
        </LinkProvider>
      </QueryClientProvider>
    </StoryContent.Provider>
  );
}

/** The decorator of a screen piece's stories: each inside `WithAppContext`, signed in as its default. */
export const withAppContext: Decorator = (Story) => (
  <WithAppContext>
    <Story />
  </WithAppContext>
);
