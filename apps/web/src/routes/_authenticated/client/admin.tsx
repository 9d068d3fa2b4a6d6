import { createFileRoute, redirect } from '@tanstack/react-router';

/** '/client/admin' (spec 2 §2 '../admin'): the administration redirect. */
export const Route = createFileRoute('/_authenticated/client/admin')({
  beforeLoad: () => {
    throw redirect({ to: '/admin' });
  },
});
