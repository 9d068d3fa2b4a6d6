import { createHttp, toApiError } from '@product/api/client';
import { authTexts } from '@product/domain';
import { notify, Toaster } from '@product/ui';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSessionStore } from './auth/session-store';
import { announceStoredSession } from './lib/session-guard';
import { routeTree } from './routeTree.gen';

const auth = createSessionStore();
const http = createHttp({ getToken: auth.token });

const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => {
      // A 401 means the server no longer accepts the token: sign out here, not in the fetchers.
      if (toApiError(error).status === 401 && auth.token()) {
        auth.signOut();
        notify.info(authTexts.sessionExpired);
        void router.navigate({ to: '/' });
      }
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 7_200_000,
      retry: (count, error) => toApiError(error).status >= 500 && count < 2,
    },
  },
});

const router = createRouter({
  routeTree,
  context: { auth, queryClient, http, now: () => new Date() },
  defaultPreload: 'intent',
  // The loader already fills the query cache; the router must not cache a second copy.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Spec 1 §4: a stored token is checked on load; an unusable one is cleared with an info toast.
// The protected route's guard then adds no 'Acesso restrito' of its own (one toast, not two).
announceStoredSession(auth.checkStored());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
