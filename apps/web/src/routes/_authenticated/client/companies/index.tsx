import { companyListQueryOptions, tagListQueryOptions } from '@product/api/client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CompanyListPage, CompanyListRestricted } from '#/client/companies/CompanyListPage';
import {
  type CompanyListSearch,
  companyListParamsOf,
  companyListSearchDefaults,
  validateCompanyListSearch,
} from '#/client/companies/company-list-search';
import { requireClientRoute, sessionHolds } from '#/lib/client-guard';
import { LoadError } from '#/lib/load-error';

/** 'Empresas' (spec 2 §2 'Companies list'): the account's companies, their tags, search and pages. */
export const Route = createFileRoute('/_authenticated/client/companies/')({
  validateSearch: validateCompanyListSearch,
  search: { middlewares: [stripSearchParams(companyListSearchDefaults)] },
  beforeLoad: ({ context, preload }) => requireClientRoute(context.session.access_role, 'companies', preload),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // Without GET_COMPANY the page shows 'Acesso restrito' and asks the server nothing.
    if (!sessionHolds(context.session, 'GET_COMPANY')) return;
    // The tags feed the filter; their failure has its own toast and must not fail the page.
    void context.queryClient.prefetchQuery(tagListQueryOptions(context.http));
    await context.queryClient.ensureQueryData(companyListQueryOptions(context.http, companyListParamsOf(deps)));
  },
  component: CompanyListRoute,
  errorComponent: (props) => <LoadError {...props} title="Não foi possível carregar as empresas." />,
});

function CompanyListRoute() {
  const { session } = Route.useRouteContext();
  return sessionHolds(session, 'GET_COMPANY') ? <CompanyList /> : <CompanyListRestricted />;
}

function CompanyList() {
  const { http, session, now } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(companyListQueryOptions(http, companyListParamsOf(search)));
  const goTo = (next: Partial<CompanyListSearch>) => navigate({ search: (previous) => ({ ...previous, ...next }) });
  return (
    <CompanyListPage http={http} session={session} now={now()} search={search} data={data} onSearchChange={goTo} />
  );
}
