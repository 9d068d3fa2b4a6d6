import {
  type DashboardKpis,
  type GroupKpiResponse,
  groupTexts,
  type KpiAddress,
  kpiPlaceLimit,
} from '@product/api/contract';
import { dashboardOperations, groupOperations } from '@product/api/contract/operations';
import {
  dashboardCnpjFixtures,
  dashboardKpisFixture,
  groupKpiFixtures,
  placeOrder,
  placesOf,
} from '../fixtures/dashboard';
import { mockOperation, notFound } from '../operation';

/** What the dashboard counts (its record without the map) and the CNPJs the map's places are made of. */
export interface DashboardSeed {
  counts: Omit<DashboardKpis, 'address'>;
  cnpjs: KpiAddress[];
}

const store: DashboardSeed = { counts: dashboardKpisFixture, cnpjs: [] };

/** Starts the dashboard from these counts and CNPJs (the behaviour contract seeds the server's). */
export function seedDashboardMocks(seed: DashboardSeed): void {
  store.counts = structuredClone(seed.counts);
  store.cnpjs = structuredClone(seed.cnpjs);
}

export function resetDashboardMocks(): void {
  const { address: _, ...counts } = dashboardKpisFixture;
  seedDashboardMocks({ counts, cnpjs: dashboardCnpjFixtures });
}
resetDashboardMocks();

/** The dashboard KPIs, the CNPJs of a place of its map and the group KPIs of the affinity view. */
export const dashboardHandlers = [
  mockOperation(dashboardOperations.kpis, () => ({ ...store.counts, address: placesOf(store.cnpjs) })),
  // The server's order (dashboard/kpis.ts `listPlaceCnpjs`): by registration name, then id; the first `kpiPlaceLimit`.
  mockOperation(dashboardOperations.place, ({ query }) => {
    const here = store.cnpjs
      .filter((cnpj) => cnpj.geocode_latitude === query.latitude && cnpj.geocode_longitude === query.longitude)
      .sort((a, b) => placeOrder.text(a.name, b.name) || a.id - b.id);
    return { items: here.slice(0, kpiPlaceLimit), total: here.length };
  }),
  mockOperation(groupOperations.kpi, ({ params }) => {
    // The fixtures hold one record per group, standing for the CLIENT accounts the affinity view asks for.
    const record = groupKpiFixtures[params.groupId];
    if (!record) throw notFound(groupTexts.notFound);
    const answer: GroupKpiResponse = [record];
    return answer;
  }),
];
