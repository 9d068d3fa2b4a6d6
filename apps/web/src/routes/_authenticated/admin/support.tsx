import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '#/account/SupportPage';
import { adminHome } from '#/admin/page-header';
import { requireAdminRoute } from '#/lib/admin-guard';

/** 'Suporte' of the admin sidebar's footer (spec 1 §2): the client area's FAQ and terms, under administration's trail. */
export const Route = createFileRoute('/_authenticated/admin/support')({
  beforeLoad: ({ context, preload }) => requireAdminRoute(context.session.access_role, 'support', preload),
  component: AdminSupportRoute,
});

function AdminSupportRoute() {
  return <SupportPage home={adminHome} />;
}
