import { adminUserListQueryOptions } from '@product/api/client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { AdminUserListPage } from '#/admin/users/AdminUserListPage';
import { requireAdminRoute } from '#/lib/admin-guard';
import { type ListSearch, listQueryOf, listSearchDefaults, validateListSearch } from '#/lib/list-search';
import { LoadError } from '#/lib/load-error';

/** Staff users (spec 1 §2 'Admin users list'): CONFORMA only; search, pages, add, edit, delete. */
export const Route = createFileRoute('/_authenticated/admin/users')({
  validateSearch: validateListSearch,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  beforeLoad: ({ context, preload }) => requireAdminRoute(context.session.access_role, 'users', preload),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(adminUserListQueryOptions(context.http, listQueryOf(deps))),
  component: AdminUserListRoute,
  errorComponent: (props) => <LoadError {...props} title="Não foi possível carregar os usuários." />,
});

function AdminUserListRoute() {
  const { http, session, now } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(adminUserListQueryOptions(http, listQueryOf(search)));
  const goTo = (next: Partial<ListSearch>) => navigate({ search: (previous) => ({ ...previous, ...next }) });
  return (
    <AdminUserListPage http={http} session={session} now={now} search={search} data={data} onSearchChange={goTo} />
  );
}
