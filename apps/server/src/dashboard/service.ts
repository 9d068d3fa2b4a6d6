import type { DashboardKpis, KpiPlaceResponse } from '@product/api/contract';
import type { Tenant } from '../client-area/context';
import type { Executor } from '../db/database';
import { computeKpis, type KpiScope, listKpiPlaces, listPlaceCnpjs } from './kpis';

/**
 * The dashboard KPI record (spec 2 §3) of the tenant's account; a USER counts
 * only the assigned companies. The counts are aggregates, shown whatever
 * permission codes a USER holds (the dashboard is open to every role; the
 * codes guard the lists behind it).
 */
export async function dashboardKpisFor(db: Executor, tenant: Tenant): Promise<DashboardKpis> {
  const [counts, address] = await Promise.all([computeKpis(db, scopeOf(tenant)), listKpiPlaces(db, scopeOf(tenant))]);
  return { ...counts, address };
}

/** The tenant's CNPJs at one place of the dashboard's map (a USER: of the assigned companies). */
export function placeCnpjsFor(
  db: Executor,
  tenant: Tenant,
  place: { latitude: number; longitude: number },
): Promise<KpiPlaceResponse> {
  return listPlaceCnpjs(db, scopeOf(tenant), place);
}

const scopeOf = (tenant: Tenant): KpiScope => ({ clientId: tenant.clientId, companyIds: tenant.companyIds });
