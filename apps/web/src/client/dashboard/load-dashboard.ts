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
 * The route's loader: starts both calls at once and returns without waiting for them, so the
 * shell and the page's header paint at once and each panel shows its skeleton until its own answer
 * arrives (waiting for both kept a phone on a slow network on a blank page: Lighthouse mobile LCP
 * 4.1 s). A failure is left in the query cache, so the panel that needs it shows its own error and
 * the other panel still shows its data.
 */
export function loadDashboard(queryClient: QueryClient, http: Http): void {
  void queryClient.prefetchQuery(dashboardKpisQueryOptions(http));
  void queryClient.prefetchQuery(notificationListQueryOptions(http));
}
