import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '#/client/dashboard/DashboardPage';
import { dashboardLoadTitles, loadDashboard } from '#/client/dashboard/load-dashboard';
import { requireClientRoute } from '#/lib/client-guard';
import { LoadError } from '#/lib/load-error';

/** 'Início' (spec 2 §2 'Dashboard'): notifications, counters, CNPJs by risk, charts and the map. */
export const Route = createFileRoute('/_authenticated/client/dashboard')({
  beforeLoad: ({ context, preload }) => requireClientRoute(context.session.access_role, 'dashboard', preload),
  // Each panel shows its own load failure (see `loadDashboard`); this catches anything else.
  loader: ({ context }) => loadDashboard(context.queryClient, context.http),
  component: DashboardRoute,
  errorComponent: (props) => <LoadError {...props} title={dashboardLoadTitles.kpis} />,
});

function DashboardRoute() {
  const { http, auth } = Route.useRouteContext();
  return <DashboardPage http={http} clientName={auth.clientName()} />;
}
