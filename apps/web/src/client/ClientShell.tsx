import type { SessionClaims } from '@product/api/client';
import { clientSidebarFor, isStaffRole, myAccountPathFor } from '@product/domain';
import { AppShell } from '@product/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import type { SessionStore } from '../auth/session-store';
import { useSignOut } from '../auth/use-sign-out';

export interface ClientShellProps {
  /** The signed-in person: their role decides the entries, and staff get the 'Cliente: {name}' box. */
  session: SessionClaims;
  /** The stored session: the client's name, and leaving the client for the administration. */
  auth: SessionStore;
}

/**
 * The client area's frame (spec 2 §2 'Client shell'): the four entries for every role, the footer
 * block, and for staff inside a client the 'Cliente: {name}' box back to administration.
 */
export function ClientShell({ session, auth }: ClientShellProps) {
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
    >
      <Outlet />
    </AppShell>
  );
}
