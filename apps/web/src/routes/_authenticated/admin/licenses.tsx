import { licenseListQueryOptions } from '@product/api/client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LicenseDefinitionListPage } from '#/admin/licenses/LicenseDefinitionListPage';
import { requireAdminRoute } from '#/lib/admin-guard';
import { type ListSearch, listQueryOf, listSearchDefaults, validateListSearch } from '#/lib/list-search';
import { LoadError } from '#/lib/load-error';

/** Licence definitions (spec 1 §2 'Licence admin list'): CONFORMA only; search, pages, add, edit, delete. */
export const Route = createFileRoute('/_authenticated/admin/licenses')({
  validateSearch: validateListSearch,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  beforeLoad: ({ context, preload }) => requireAdminRoute(context.session.access_role, 'licenses', preload),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(licenseListQueryOptions(context.http, listQueryOf(deps))),
  component: LicenseDefinitionListRoute,
  errorComponent: (props) => <LoadError {...props} title="Não foi possível carregar as licenças." />,
});

function LicenseDefinitionListRoute() {
  const { http } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(licenseListQueryOptions(http, listQueryOf(search)));
  const goTo = (next: Partial<ListSearch>) => navigate({ search: (previous) => ({ ...previous, ...next }) });
  return <LicenseDefinitionListPage http={http} search={search} data={data} onSearchChange={goTo} />;
}
