import { createHttp, preloadHttp } from '@product/api/client';
import { sessionRefusedText } from '@product/domain';
import { notify, Toaster } from '@product/ui';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSessionStore } from './auth/session-store';
import { lazyQueryClient } from './lib/lazy-query-client';
import { announceStoredSession } from './lib/session-guard';
import { routeTree } from './routeTree.gen';

const auth = createSessionStore();
const http = createHttp({ getToken: auth.token });

// TanStack Query loads with the first inner page (see `/_authenticated`), not with `/`.
const queryClients = lazyQueryClient(async () => {
  const { createAppQueryClient } = await import('./lib/query-client');
  return createAppQueryClient((refusal) => {
    // A 401 means the server no longer accepts the token: sign out here, not in the fetchers. The
    // browser only reads the token's expiry; the server tells an expired token from a forged or
    // revoked one (spec 1 §4: 'Sessão expirada.' for the first only).
    if (auth.token()) {
      auth.signOut();
      notify.info(sessionRefusedText(refusal.code));
      void router.navigate({ to: '/' });
    }
  });
});

const router = createRouter({
  routeTree,
  context: { auth, queryClients, http, now: () => new Date() },
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
// Signed in: the inner page opening next needs TanStack Query and ky (its loaders call the API at
// once); fetch them alongside the route's own chunks rather than after them.
if (auth.session()) {
  void queryClients.load().catch(() => {});
  preloadHttp();
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first URL is routed (guards, route chunks) before React's first render, which then draws the
// page in one pass instead of the pending router first and the page in a second pass: one long
// task fewer on a phone (scripts/lighthouse.ts). The router's own first load would do the same work.
void router
  .load()
  .catch((error: unknown) => console.error(error))
  .finally(() =>
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
        <Toaster />
      </StrictMode>,
    ),
  );
