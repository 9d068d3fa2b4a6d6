import { Faq, PageHeader, Stack, TermsOfUse } from '@product/ui';
import { createFileRoute } from '@tanstack/react-router';
import { renderRouterLink } from '../../../admin/page-header';
import { clientBreadcrumbs } from '../../../client/page-header';
import { requireClientRoute } from '../../../lib/client-guard';

/** 'Suporte' (spec 2 §1, §2): the FAQ accordion, then the scrollable terms and security policy. */
export const Route = createFileRoute('/_authenticated/client/support')({
  beforeLoad: ({ context, preload }) => requireClientRoute(context.session.access_role, 'support', preload),
  component: SupportPage,
});

function SupportPage() {
  return (
    <Stack space="large">
      <PageHeader title="Suporte" breadcrumbs={clientBreadcrumbs('Suporte')} renderLink={renderRouterLink} />
      <Faq />
      <TermsOfUse />
    </Stack>
  );
}
