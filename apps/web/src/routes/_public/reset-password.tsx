import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { text } from '#/lib/search-params';
import { ResetPasswordPage } from '#/public/ResetPasswordPage';

/** Where the e-mailed link lands: `/reset-password?token=…` (the server's reset e-mail). */
export const Route = createFileRoute('/_public/reset-password')({
  validateSearch: (search: { token?: string } & SearchSchemaInput) => ({ token: text(search.token, '') }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { http } = Route.useRouteContext();
  const { token } = Route.useSearch();
  return <ResetPasswordPage http={http} token={token} />;
}
