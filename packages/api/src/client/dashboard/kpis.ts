import { type DashboardKpis, dashboardKpis, dashboardPaths, type KpiAddress } from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative } from '../http';

export type { DashboardKpis, KpiAddress };

/** GET /api/v1/client/kpis: the dashboard's counters, charts and map of the caller's companies. */
export async function getDashboardKpis(http: Http): Promise<DashboardKpis> {
  return dashboardKpis.parse(await http.get(relative(dashboardPaths.kpis)).json());
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  kpis: () => [...dashboardKeys.all, 'kpis'] as const,
};

/** Spec 2 §9: the dashboard is cached for 2 hours; screens that change companies invalidate `dashboardKeys.all`. */
const dashboardCacheMs = 7_200_000;

export function dashboardKpisQueryOptions(http: Http) {
  return queryOptions({
    queryKey: dashboardKeys.kpis(),
    queryFn: () => getDashboardKpis(http),
    staleTime: dashboardCacheMs,
    gcTime: dashboardCacheMs,
  });
}
