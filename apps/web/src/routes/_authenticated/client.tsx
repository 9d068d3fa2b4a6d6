import { isStaffRole } from '@product/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { ClientShell } from '#/client/ClientShell';
import { NotFoundInShell } from '#/shared/NotFoundAndAccess';

/**
 * The client area (spec 2 §2 'Client shell'), in its shell.
 *
 * Staff who open a client URL without having entered a client have no client to show: they go back
 * to the account list, where entering one starts (the server would refuse every call anyway).
 */
export const Route = createFileRoute('/_authenticated/client')({
  beforeLoad: ({ context }) => {
    const { session } = context;
    if (isStaffRole(session.access_role) && session.current_client_id == null) {
      throw redirect({ to: '/admin/accounts/$type', params: { type: 'business' } });
    }
  },
  component: ClientLayout,
  // /client/anything-unknown: not-found inside the client shell, not on the public layout.
  notFoundComponent: NotFoundInShell,
});

function ClientLayout() {
  const { session, auth } = Route.useRouteContext();
  return <ClientShell session={session} auth={auth} />;
}
