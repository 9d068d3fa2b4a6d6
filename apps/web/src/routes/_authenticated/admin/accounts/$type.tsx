import { accountListQueryOptions } from '@product/api/client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { AccountListPage } from '#/admin/accounts/AccountListPage';
import {
  type AccountListSearch,
  accountListCallOf,
  isAccountView,
  validateAccountListSearch,
} from '#/admin/accounts/account-list-search';
import { requireAdminRoute } from '#/lib/admin-guard';
import { listSearchDefaults } from '#/lib/list-search';
import { LoadError } from '#/lib/load-error';

/** The client accounts of one view (spec 1 §2 'Account list'): `/admin/accounts/business` and the others. */
export const Route = createFileRoute('/_authenticated/admin/accounts/$type')({
  validateSearch: validateAccountListSearch,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  beforeLoad: ({ context, params, preload }) => {
    if (!isAccountView(params.type)) throw notFound();
    requireAdminRoute(context.session.access_role, 'accounts/$type', preload);
    return { view: params.type };
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      accountListQueryOptions(context.http, accountListCallOf(context.view, deps.group, deps)),
    ),
  component: AccountListRoute,
  errorComponent: (props) => <LoadError {...props} title="Não foi possível carregar os clientes." />,
});

function AccountListRoute() {
  const { http, session, view, now } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(accountListQueryOptions(http, accountListCallOf(view, search.group, search)));
  const goTo = (next: Partial<AccountListSearch>) => navigate({ search: (previous) => ({ ...previous, ...next }) });
  return (
    <AccountListPage
      http={http}
      session={session}
      view={view}
      now={now()}
      search={search}
      data={data}
      onSearchChange={goTo}
    />
  );
}
