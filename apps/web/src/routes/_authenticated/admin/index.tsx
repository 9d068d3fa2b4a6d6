import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/admin` opens on the business accounts, the staff's home (spec 1 §2). */
export const Route = createFileRoute('/_authenticated/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/accounts/$type', params: { type: 'business' } });
  },
});
