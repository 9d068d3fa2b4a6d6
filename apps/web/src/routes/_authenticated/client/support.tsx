import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '#/account/SupportPage';
import { clientHome } from '#/client/page-header';
import { requireClientRoute } from '#/lib/client-guard';

/** 'Suporte' of the client area (spec 2 §1, §2): the FAQ and the terms, under the dashboard's trail. */
export const Route = createFileRoute('/_authenticated/client/support')({
  beforeLoad: ({ context, preload }) => requireClientRoute(context.session.access_role, 'support', preload),
  component: ClientSupportRoute,
});

function ClientSupportRoute() {
  return <SupportPage home={clientHome} />;
}
