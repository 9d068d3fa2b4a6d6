import type { SessionClaims } from '@product/api/client';
import { sidebarFor } from '@product/domain';
import { AppShell } from '@product/ui';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useSignOut } from '../auth/use-sign-out';

export interface AdminShellProps {
  /** The signed-in staff member: their role decides the sidebar's entries. */
  session: SessionClaims;
}

/** The admin area's frame (spec 1 §2): the sidebar of the staff role around the open page. */
export function AdminShell({ session }: AdminShellProps) {
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const categories = sidebarFor(session.access_role).map((category) => ({
    label: category.label,
    items: category.items.map((item) => ({
      label: item.label,
      href: item.path,
      active: pathname.startsWith(item.path),
    })),
  }));
  return (
    <AppShell
      categories={categories}
      user={{ name: session.name, email: session.username, role: session.access_role }}
      myAccountHref="/admin/myaccount"
      supportHref="/admin/support"
      onSignOut={signOut}
    >
      <Outlet />
    </AppShell>
  );
}
