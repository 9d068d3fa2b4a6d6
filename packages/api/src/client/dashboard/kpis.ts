import {
  type DashboardKpis,
  dashboardKpis,
  dashboardPaths,
  type KpiAddress,
  type KpiPlace,
  type KpiPlaceResponse,
  kpiPlaceResponse,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative } from '../http';

export type { DashboardKpis, KpiAddress, KpiPlace, KpiPlaceResponse };

/** GET /api/v1/client/kpis: the dashboard's counters, charts and map of the caller's companies. */
export async function getDashboardKpis(http: Http): Promise<DashboardKpis> {
  return dashboardKpis.parse(await http.get(relative(dashboardPaths.kpis)).json());
}

/** GET /api/v1/client/kpis/place: the caller's CNPJs at one place of the dashboard's map, by name. */
export async function getKpiPlace(http: Http, place: KpiPlace): Promise<KpiPlaceResponse> {
  // The coordinates go back exactly as the KPIs gave them (String of a number round-trips).
  const searchParams = { latitude: String(place.geocode_latitude), longitude: String(place.geocode_longitude) };
  return kpiPlaceResponse.parse(await http.get(relative(dashboardPaths.place), { searchParams }).json());
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  kpis: () => [...dashboardKeys.all, 'kpis'] as const,
  place: (place: KpiPlace) => [...dashboardKeys.all, 'place', place.geocode_latitude, place.geocode_longitude] as const,
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

/** A place's CNPJs, read when its marker is chosen and kept as long as the KPIs they belong to. */
export function kpiPlaceQueryOptions(http: Http, place: KpiPlace) {
  return queryOptions({
    queryKey: dashboardKeys.place(place),
    queryFn: () => getKpiPlace(http, place),
    staleTime: dashboardCacheMs,
    gcTime: dashboardCacheMs,
  });
}
