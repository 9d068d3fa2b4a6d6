import { companyCnpjListQueryOptions } from '@product/api/client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CompanyCnpjsPage, CompanyCnpjsRestricted, cnpjToastTexts } from '#/client/company/cnpjs/CompanyCnpjsPage';
import { requireClientRoute, sessionHolds } from '#/lib/client-guard';
import { type ListSearch, listQueryOf, listSearchDefaults, validateListSearch } from '#/lib/list-search';
import { LoadError } from '#/lib/load-error';

/** 'CNPJs' of a company (spec 2 §2 'CNPJs'): its establishments, search and pages in the URL. */
export const Route = createFileRoute('/_authenticated/client/companies/$id/cnpjs')({
  validateSearch: validateListSearch,
  search: { middlewares: [stripSearchParams(listSearchDefaults)] },
  beforeLoad: ({ context, preload }) => requireClientRoute(context.session.access_role, 'companies/$id/cnpjs', preload),
  loaderDeps: ({ search }) => listQueryOf(search),
  loader: async ({ context, deps, params }) => {
    // Without GET_CNPJ the tab shows 'Acesso restrito' and asks the server nothing.
    if (!sessionHolds(context.session, 'GET_CNPJ')) return;
    await context.queryClient.ensureQueryData(companyCnpjListQueryOptions(context.http, params.id, deps));
  },
  component: CnpjsRoute,
  errorComponent: (props) => <LoadError {...props} title={cnpjToastTexts.loadFailed} />,
});

function CnpjsRoute() {
  const { session } = Route.useRouteContext();
  return sessionHolds(session, 'GET_CNPJ') ? <Cnpjs /> : <CompanyCnpjsRestricted />;
}

function Cnpjs() {
  const { http, session, now } = Route.useRouteContext();
  const companyId = Route.useParams().id;
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(companyCnpjListQueryOptions(http, companyId, listQueryOf(search)));
  const goTo = (next: Partial<ListSearch>) => navigate({ search: (previous) => ({ ...previous, ...next }) });
  return (
    <CompanyCnpjsPage
      http={http}
      session={session}
      companyId={companyId}
      now={now()}
      search={search}
      data={data}
      onSearchChange={goTo}
    />
  );
}
