import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/admin/accounts` without a type shows the business view, the breadcrumb root (spec 1 "Account list"). */
export const Route = createFileRoute('/_authenticated/admin/accounts/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/accounts/$type', params: { type: 'business' } });
  },
});
