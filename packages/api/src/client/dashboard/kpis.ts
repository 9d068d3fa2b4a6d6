import type { DashboardKpis, KpiAddress, KpiPlace, KpiPlaceResponse } from '@product/api/contract';
import { dashboardOperations } from '@product/api/contract/operations/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import type { Http } from '../http';

export type { DashboardKpis, KpiAddress, KpiPlace, KpiPlaceResponse };

/** GET /api/v1/client/kpis: the dashboard's counters, charts and map of the caller's companies. */
export function getDashboardKpis(http: Http): Promise<DashboardKpis> {
  return callOperation(http, dashboardOperations.kpis);
}

/** GET /api/v1/client/kpis/place: the caller's CNPJs at one place of the dashboard's map, by name. */
export function getKpiPlace(http: Http, place: KpiPlace): Promise<KpiPlaceResponse> {
  // The coordinates go back exactly as the KPIs gave them (String of a number round-trips).
  const query = { latitude: String(place.geocode_latitude), longitude: String(place.geocode_longitude) };
  return callOperation(http, dashboardOperations.place, { query });
}

/** Read only: the changes that alter these counts (companies, CNPJs, licenses, files) declare `dashboardKeys.all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  kpis: () => [...dashboardKeys.all, 'kpis'] as const,
  place: (place: KpiPlace) => [...dashboardKeys.all, 'place', place.geocode_latitude, place.geocode_longitude] as const,
};

/** Spec 2 §9: the dashboard is cached for 2 hours; the mutations that change its counts invalidate `dashboardKeys.all`. */
const dashboardCacheMs = 7_200_000;

export function dashboardKpisQueryOptions(http: Http) {
  return queryOptions({
    queryKey: dashboardKeys.kpis(),
    queryFn: () => getDashboardKpis(http),
    staleTime: dashboardCacheMs,
    gcTime: dashboardCacheMs,
  });
}

/** A place's CNPJs, read when its marker is chosen and kept as long as the KPIs they belong to. */
export function kpiPlaceQueryOptions(http: Http, place: KpiPlace) {
  return queryOptions({
    queryKey: dashboardKeys.place(place),
    queryFn: () => getKpiPlace(http, place),
    staleTime: dashboardCacheMs,
    gcTime: dashboardCacheMs,
  });
}
