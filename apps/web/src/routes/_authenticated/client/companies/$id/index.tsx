import { companyDetailQueryOptions } from '@product/api/client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CompanyLanding } from '#/client/company/CompanyLanding';
import { requireClientRoute } from '#/lib/client-guard';

/** The company's landing page: 'Perfil do CNPJ' (the company itself is loaded by the detail's layout). */
export const Route = createFileRoute('/_authenticated/client/companies/$id/')({
  beforeLoad: ({ context, preload }) => requireClientRoute(context.session.access_role, 'companies/$id', preload),
  component: CompanyLandingRoute,
});

function CompanyLandingRoute() {
  const { http } = Route.useRouteContext();
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: company } = useSuspenseQuery(companyDetailQueryOptions(http, id));
  return (
    <CompanyLanding
      company={company}
      onOpenPanel={() => void navigate({ to: '/client/companies/$id/panel', params: { id }, search })}
    />
  );
}
