import { companyDetailQueryOptions } from '@product/api/client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CompanyTabRestricted } from '#/client/company/CompanyTabRestricted';
import { canOpenCompanyTab } from '#/client/company/company-tabs';
import { CompanyDataPage } from '#/client/company/data/CompanyDataPage';
import { requireClientRoute } from '#/lib/client-guard';

/** Tab Dados, 'Perfil da Empresa' (spec 2 'Company profile'); the company is loaded by the detail's layout. */
export const Route = createFileRoute('/_authenticated/client/companies/$id/data')({
  beforeLoad: ({ context, preload }) => requireClientRoute(context.session.access_role, 'companies/$id/data', preload),
  component: CompanyDataRoute,
});

function CompanyDataRoute() {
  const { http, session } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { data: company } = useSuspenseQuery(companyDetailQueryOptions(http, id));
  if (!canOpenCompanyTab(session, 'data')) return <CompanyTabRestricted companyId={id} />;
  return <CompanyDataPage http={http} session={session} company={company} />;
}
