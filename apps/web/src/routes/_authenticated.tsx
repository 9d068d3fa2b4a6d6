import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSession } from '../lib/session-guard';

/**
 * Every inner area needs a session; without one: toast and back to sign-in (spec 1 §4, §8).
 * The inner areas also bring TanStack Query: its client is loaded here (the public pages do
 * without it), handed to every loader below as `context.queryClient` and to the pages by the
 * provider.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, preload }) => {
    const session = requireSession(context.auth, preload);
    return { session, queryClient: await context.queryClients.load() };
  },
  component: AuthenticatedArea,
});

function AuthenticatedArea() {
  const { queryClient } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
