import { companyDetailQueryOptions } from '@product/api/client';
import { type RegistrationLevel, registrationLevels } from '@product/domain';
import type { TabsLinkProps } from '@product/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  createFileRoute,
  notFound,
  Outlet,
  type SearchSchemaInput,
  useLocation,
  useRouter,
} from '@tanstack/react-router';
import type { Ref } from 'react';
import { CompanyHeader } from '../../../../client/company/CompanyHeader';
import { CompanyLoadError } from '../../../../client/company/CompanyLoadError';
import { companyTabItems, selectedCompanyTab } from '../../../../client/company/company-tabs';
import { requireClientRoute } from '../../../../lib/client-guard';
import { NotFoundInShell } from '../../../../lib/not-found-page';
import { oneOf, optionalKeys } from '../../../../lib/search-params';

/** `cnae_level` travels from tab to tab (spec 2 §2 'Company detail'); anything else is dropped. */
const validateCompanySearch = (
  search: { cnae_level?: RegistrationLevel | undefined } & SearchSchemaInput,
): { cnae_level?: RegistrationLevel | undefined } =>
  optionalKeys(search, { cnae_level: oneOf(search.cnae_level, registrationLevels) });

/** A company id is a positive integer; '/client/companies/abc' is the not-found page. */
const isCompanyId = (id: number) => Number.isSafeInteger(id) && id > 0;

/**
 * Tab links through the router. `href` carries the tab's query (`cnae_level`), which a typed
 * `<Link to>` cannot take for a path known only at run time; `navigate({ href })` parses it.
 */
function TabLink({ href, onClick, ref, ...props }: TabsLinkProps) {
  const router = useRouter();
  return (
    <a
      {...props}
      // Ariakit's tab gives an HTMLElement ref; here the element is an anchor.
      ref={ref as Ref<HTMLAnchorElement>}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        // A modified click (new tab, new window) stays the browser's.
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    />
  );
}

const renderTabLink = (props: TabsLinkProps) => <TabLink {...props} />;

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
      renderTabLink={renderTabLink}
    >
      <Outlet />
    </CompanyHeader>
  );
}
