import { authTexts, canAccessAdminRoute } from '@product/domain';
import { notify } from '@product/ui';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminShell } from '#/admin/AdminShell';
import { NotFoundInShell } from '#/shared/NotFoundAndAccess';

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
  return <AdminShell session={Route.useRouteContext().session} />;
}
