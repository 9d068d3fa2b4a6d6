import { profileQueryOptions, securityQueryOptions } from '@product/api/client';
import { createFileRoute } from '@tanstack/react-router';
import { MyAccountPage } from '#/account/MyAccountPage';
import { clientHome } from '#/client/page-header';
import { requireClientRoute } from '#/lib/client-guard';
import { LoadError } from '#/lib/load-error';

/** 'Minha conta' of the client roles (spec 2 §2: /client/myaccount), the same cards as the staff one. */
export const Route = createFileRoute('/_authenticated/client/myaccount')({
  beforeLoad: ({ context, preload }) => requireClientRoute(context.session.access_role, 'myaccount', preload),
  // The profile and 'Segurança do acesso' (passkeys, authenticator app) load together.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(profileQueryOptions(context.http)),
      context.queryClient.ensureQueryData(securityQueryOptions(context.http)),
    ]),
  component: ClientMyAccountRoute,
  errorComponent: (props) => <LoadError {...props} title="Não foi possível carregar o usuário." />,
});

function ClientMyAccountRoute() {
  const { http, auth, session } = Route.useRouteContext();
  return <MyAccountPage http={http} auth={auth} role={session.access_role} home={clientHome} />;
}
