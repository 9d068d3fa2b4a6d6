import type { DashboardKpis } from '@product/api/contract';
import type { Tenant } from '../client-area/context';
import type { Executor } from '../db/database';
import { computeKpis, type KpiScope, listKpiAddresses } from './kpis';

/**
 * The dashboard KPI record (spec 2 §3) of the tenant's account; a USER counts
 * only the assigned companies. The counts are aggregates, shown whatever
 * permission codes a USER holds (the dashboard is open to every role; the
 * codes guard the lists behind it).
 */
export async function dashboardKpisFor(db: Executor, tenant: Tenant): Promise<DashboardKpis> {
  const scope: KpiScope = { clientId: tenant.clientId, companyIds: tenant.companyIds };
  const [counts, address] = await Promise.all([computeKpis(db, scope), listKpiAddresses(db, scope)]);
  return { ...counts, address };
}
