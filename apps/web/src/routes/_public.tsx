import { homePathFor } from '@product/domain';
import { AuthLayout } from '@product/ui';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** Public layout (spec 1 §2): a signed-in person is sent to their home. */
export const Route = createFileRoute('/_public')({
  beforeLoad: ({ context }) => {
    const session = context.auth.session();
    if (session) throw redirect({ to: homePathFor(session.access_role) });
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
