import { cnaeListQueryOptions } from '@product/api/client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CnaeListPage } from '#/admin/cnaes/CnaeListPage';
import { requireAdminRoute } from '#/lib/admin-guard';
import { type ListSearch, listQueryOf, listSearchDefaults, validateListSearch } from '#/lib/list-search';
import { LoadError } from '#/lib/load-error';

/** CNAE catalogue (spec 1 §2 'CNAEs'): CONFORMA only; search, pages, add, edit, delete. */
export const Route = createFileRoute('/_authenticated/admin/cnaes')({
  validateSearch: validateListSearch,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  beforeLoad: ({ context, preload }) => requireAdminRoute(context.session.access_role, 'cnaes', preload),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(cnaeListQueryOptions(context.http, listQueryOf(deps))),
  component: CnaeListRoute,
  errorComponent: (props) => <LoadError {...props} title="Não foi possível carregar os CNAEs." />,
});

function CnaeListRoute() {
  const { http } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(cnaeListQueryOptions(http, listQueryOf(search)));
  const goTo = (next: Partial<ListSearch>) => navigate({ search: (previous) => ({ ...previous, ...next }) });
  return <CnaeListPage http={http} search={search} data={data} onSearchChange={goTo} />;
}
