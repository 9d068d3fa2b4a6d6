import { profileQueryOptions, securityQueryOptions } from '@product/api/client';
import { createFileRoute } from '@tanstack/react-router';
import { MyAccountPage } from '#/account/MyAccountPage';
import { adminHome } from '#/admin/page-header';
import { requireAdminRoute } from '#/lib/admin-guard';
import { LoadError } from '#/lib/load-error';

/** 'Minha conta' of the staff roles (spec 1 §2: /admin/myaccount). */
export const Route = createFileRoute('/_authenticated/admin/myaccount')({
  beforeLoad: ({ context, preload }) => requireAdminRoute(context.session.access_role, 'myaccount', preload),
  // The profile and 'Segurança do acesso' (passkeys, authenticator app) load together.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(profileQueryOptions(context.http)),
      context.queryClient.ensureQueryData(securityQueryOptions(context.http)),
    ]),
  component: MyAccountRoute,
  errorComponent: (props) => <LoadError {...props} title="Não foi possível carregar o usuário." />,
});

function MyAccountRoute() {
  const { http, auth, session } = Route.useRouteContext();
  return <MyAccountPage http={http} auth={auth} role={session.access_role} home={adminHome} />;
}
