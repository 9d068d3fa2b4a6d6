import { homePathFor } from '@product/domain';
import { AuthLayout } from '@product/ui';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** Public layout (spec 1 §2): a signed-in person is sent to their home. */
export const Route = createFileRoute('/_public')({
  beforeLoad: ({ context }) => {
    const session = context.auth.session();
    // `href`: the client area's routes arrive with their own issue; the path is the spec's.
    if (session) throw redirect({ href: homePathFor(session.access_role) });
  },
  component: PublicLayout,
});

function PublicLayout() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
