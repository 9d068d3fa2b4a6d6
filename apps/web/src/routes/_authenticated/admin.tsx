import { authTexts, canAccessAdminRoute, sidebarFor } from '@product/domain';
import { AppShell, notify } from '@product/ui';
import { createFileRoute, Link, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { useSignOut } from '../../auth/use-sign-out';
import { NotFoundInShell } from '../../lib/not-found-page';

/**
 * Admin area (spec 1 §2): staff only; anyone else (a client role) gets the toast and the
 * restricted page inside their own area's shell, the client one.
 */
export const Route = createFileRoute('/_authenticated/admin')({
  beforeLoad: ({ context, preload }) => {
    if (!canAccessAdminRoute(context.session.access_role, '')) {
      if (!preload) notify.error(authTexts.forbiddenTitle, authTexts.forbiddenDescription);
      throw redirect({ to: '/client/access-restricted' });
    }
  },
  component: AdminLayout,
  // /admin/anything-unknown: not-found inside the admin shell, not on the public layout.
  notFoundComponent: NotFoundInShell,
});

function AdminLayout() {
  const { session } = Route.useRouteContext();
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
