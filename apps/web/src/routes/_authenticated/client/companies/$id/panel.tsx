import { companyDetailQueryOptions } from '@product/api/client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CompanyPanelPage } from '#/client/company/panel/CompanyPanelPage';
import { requireClientRoute } from '#/lib/client-guard';

/** Tab Painel (spec 2 'Company panel'); the company is loaded by the detail's layout, each card loads its own data. */
export const Route = createFileRoute('/_authenticated/client/companies/$id/panel')({
  beforeLoad: ({ context, preload }) => requireClientRoute(context.session.access_role, 'companies/$id/panel', preload),
  component: CompanyPanelRoute,
});

function CompanyPanelRoute() {
  const { http, session } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { data: company } = useSuspenseQuery(companyDetailQueryOptions(http, id));
  return <CompanyPanelPage http={http} session={session} company={company} />;
}
