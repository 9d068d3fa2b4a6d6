import { dashboardKpisQueryOptions, type Http, notificationListQueryOptions } from '@product/api/client';
import type { QueryClient } from '@tanstack/react-query';

// Kept apart from the page: the loader never drags the page's modules into whichever chunk the
// router bundles it with.

/** Spec 2 §8, one per panel. */
export const dashboardLoadTitles = {
  kpis: 'Não foi possível carregar os dados.',
  notifications: 'Não foi possível carregar as notificações.',
} as const;

/**
 * The route's loader: both calls at once. A failure is left in the query cache rather than thrown,
 * so the panel that needs it shows its own error and the other panel still shows its data.
 */
export async function loadDashboard(queryClient: QueryClient, http: Http): Promise<void> {
  await Promise.allSettled([
    queryClient.ensureQueryData(dashboardKpisQueryOptions(http)),
    queryClient.ensureQueryData(notificationListQueryOptions(http)),
  ]);
}
