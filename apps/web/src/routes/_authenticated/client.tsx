import { clientSidebarFor, isStaffRole, myAccountPathFor } from '@product/domain';
import { AppShell } from '@product/ui';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, Outlet, redirect, useLocation, useNavigate } from '@tanstack/react-router';
import { useSignOut } from '../../auth/use-sign-out';
import { NotFoundInShell } from '../../lib/not-found-page';

/**
 * The client area's frame (spec 2 §2 'Client shell'): the four entries for every role, the footer
 * block, and for staff inside a client the 'Cliente: {name}' box back to administration.
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
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const staff = isStaffRole(session.access_role);
  const clientName = staff ? auth.clientName() : null;
  const items = clientSidebarFor(session.access_role).map((item) => ({
    label: item.label,
    href: item.path,
    active: pathname.startsWith(item.path),
  }));

  const returnToAdministration = () => {
    auth.leaveClient();
    // Nothing of this client may be shown again from the cache under the staff token.
    queryClient.clear();
    void navigate({ to: '/admin/accounts/$type', params: { type: 'business' } });
  };

  return (
    <AppShell
      categories={[{ label: 'Área do cliente', items }]}
      user={{ name: session.name, email: session.username, role: session.access_role }}
      myAccountHref={myAccountPathFor(session.access_role)}
      supportHref="/client/support"
      onSignOut={signOut}
      clientBox={clientName !== null ? { name: clientName, onReturn: returnToAdministration } : undefined}
      renderLink={({ href, children, ...props }) => (
        <Link to={href} {...props}>
          {children}
        </Link>
      )}
    >
      <Outlet />
    </AppShell>
  );
}
