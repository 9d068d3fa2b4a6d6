import { createFileRoute, redirect } from '@tanstack/react-router';

/** '/client' alone opens the dashboard, the client area's home. */
export const Route = createFileRoute('/_authenticated/client/')({
  beforeLoad: () => {
    throw redirect({ to: '/client/dashboard' });
  },
});
