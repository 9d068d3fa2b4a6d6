import { companyLicenseCnaesQueryOptions, companyLicenseListQueryOptions } from '@product/api/client';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CompanyLicenseListPage, CompanyLicenseListRestricted } from '#/client/company/licenses/CompanyLicenseListPage';
import {
  type LicenseListSearch,
  licenseListParamsOf,
  licenseListSearchDefaults,
  validateLicenseListSearch,
} from '#/client/company/licenses/license-list-search';
import { requireClientRoute, sessionHolds } from '#/lib/client-guard';
import { notifyApiError } from '#/lib/errors';
import { LoadError } from '#/lib/load-error';

/** 'Licenças' of a company (spec 2 §2 'Licences'): its licence rows, the CNAE filter, search and pages. */
export const Route = createFileRoute('/_authenticated/client/companies/$id/licenses')({
  validateSearch: validateLicenseListSearch,
  search: { middlewares: [stripSearchParams(licenseListSearchDefaults)] },
  beforeLoad: ({ context, preload }) =>
    requireClientRoute(context.session.access_role, 'companies/$id/licenses', preload),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, params }) => {
    // Without GET_LICENSES the tab shows 'Acesso restrito' and asks the server nothing.
    if (!sessionHolds(context.session, 'GET_LICENSES')) return;
    const companyId = Number(params.id);
    // The filter's options have their own toast and must not fail the tab.
    void context.queryClient.prefetchQuery(companyLicenseCnaesQueryOptions(context.http, companyId));
    await context.queryClient.ensureQueryData(
      companyLicenseListQueryOptions(context.http, companyId, licenseListParamsOf(deps)),
    );
  },
  component: LicensesRoute,
  errorComponent: (props) => <LoadError {...props} title="Não foi possível carregar as licenças." />,
});

function LicensesRoute() {
  const { session } = Route.useRouteContext();
  return sessionHolds(session, 'GET_LICENSES') ? <Licenses /> : <CompanyLicenseListRestricted />;
}

function Licenses() {
  const { http, session } = Route.useRouteContext();
  const companyId = Number(Route.useParams().id);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(companyLicenseListQueryOptions(http, companyId, licenseListParamsOf(search)));
  const cnaes = useQuery(companyLicenseCnaesQueryOptions(http, companyId));
  useEffect(() => {
    if (cnaes.error) notifyApiError('Não foi possível carregar as informações da empresa.', cnaes.error);
  }, [cnaes.error]);
  const goTo = (next: Partial<LicenseListSearch>) => navigate({ search: (previous) => ({ ...previous, ...next }) });
  return (
    <CompanyLicenseListPage
      http={http}
      session={session}
      companyId={companyId}
      search={search}
      data={data}
      cnaes={cnaes.data}
      onSearchChange={goTo}
    />
  );
}
