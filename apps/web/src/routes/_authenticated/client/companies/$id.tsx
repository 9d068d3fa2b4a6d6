import { companyDetailQueryOptions } from '@product/api/client';
import { type RegistrationLevel, registrationLevels } from '@product/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, Outlet, type SearchSchemaInput, useLocation } from '@tanstack/react-router';
import { CompanyHeader } from '#/client/company/CompanyHeader';
import { CompanyLoadError } from '#/client/company/CompanyLoadError';
import { companyTabItems, selectedCompanyTab } from '#/client/company/company-tabs';
import { requireClientRoute } from '#/lib/client-guard';
import { oneOf, optionalKeys } from '#/lib/search-params';
import { NotFoundInShell } from '#/shared/NotFoundAndAccess';

/** `cnae_level` travels from tab to tab (spec 2 §2 'Company detail'); anything else is dropped. */
const validateCompanySearch = (
  search: { cnae_level?: RegistrationLevel | undefined } & SearchSchemaInput,
): { cnae_level?: RegistrationLevel | undefined } =>
  optionalKeys(search, { cnae_level: oneOf(search.cnae_level, registrationLevels) });

/** A company id is a positive integer; '/client/companies/abc' is the not-found page. */
const isCompanyId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** The company detail (spec 2 §2 'Company detail'): header and tabs around the open tab. */
export const Route = createFileRoute('/_authenticated/client/companies/$id')({
  params: {
    parse: ({ id }) => ({ id: /^\d+$/.test(id) ? Number(id) : 0 }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  validateSearch: validateCompanySearch,
  beforeLoad: ({ context, params, preload }) => {
    if (!isCompanyId(params.id)) throw notFound();
    requireClientRoute(context.session.access_role, 'companies/$id', preload);
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(companyDetailQueryOptions(context.http, params.id)),
  component: CompanyRoute,
  errorComponent: ({ error }) => <CompanyLoadError error={error} />,
  // Rendered here rather than by the client layout, which would give up its shell for it.
  notFoundComponent: NotFoundInShell,
});

function CompanyRoute() {
  const { http, auth, session, now } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { cnae_level: cnaeLevel } = Route.useSearch();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { data: company } = useSuspenseQuery(companyDetailQueryOptions(http, id));
  return (
    <CompanyHeader
      company={company}
      clientName={auth.clientName()}
      now={now()}
      tabs={companyTabItems(session, id, cnaeLevel)}
      selectedTab={selectedCompanyTab(pathname, id)}
    >
      <Outlet />
    </CompanyHeader>
  );
}
