import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '#/public/LoginPage';

export const Route = createFileRoute('/_public/')({
  component: LoginRoute,
});

function LoginRoute() {
  const { auth, http, queryClients } = Route.useRouteContext();
  return <LoginPage auth={auth} http={http} queryClients={queryClients} />;
}
