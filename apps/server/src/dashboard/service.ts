import type { DashboardKpis, KpiPlaceResponse } from '@product/api/contract';
import { todayIn } from '@product/domain';
import type { Tenant } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import type { Executor } from '../db/database';
import { AnswerCache, idsKey } from './answer-cache';
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

/** Up to ~50,000 rows (places, CNPJs) kept per database: a few MB. */
const cacheWeight = 50_000;
const caches = new WeakMap<Executor, AnswerCache>();

/** The cache of one database (tests open many, whose ids and versions coincide). */
export function dashboardCache(db: Executor): AnswerCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AnswerCache(cacheWeight);
    caches.set(db, cache);
  }
  return cache;
}

type CacheDeps = Pick<ClientAreaDeps, 'db' | 'now' | 'licenses'>;

/** What a cached answer was read at: the data version the request's guard read, and the day. */
const stampOf = (deps: CacheDeps, dataVersion: string) =>
  `${dataVersion}|${todayIn(deps.licenses.timeZone, deps.now())}`;

/** `dashboardKpisFor`, computed once per scope and data version (dashboard/answer-cache). */
export function cachedDashboardKpis(deps: CacheDeps, tenant: Tenant, dataVersion: string): Promise<DashboardKpis> {
  return dashboardCache(deps.db).read(
    `kpis ${tenant.clientId} ${idsKey(tenant.companyIds)}`,
    stampOf(deps, dataVersion),
    () => dashboardKpisFor(deps.db, tenant),
    (kpis) => kpis.address.length,
  );
}

/** `placeCnpjsFor`, computed once per scope, place and data version (dashboard/answer-cache). */
export function cachedPlaceCnpjs(
  deps: CacheDeps,
  tenant: Tenant,
  place: { latitude: number; longitude: number },
  dataVersion: string,
): Promise<KpiPlaceResponse> {
  return dashboardCache(deps.db).read(
    `place ${tenant.clientId} ${idsKey(tenant.companyIds)} ${place.latitude} ${place.longitude}`,
    stampOf(deps, dataVersion),
    () => placeCnpjsFor(deps.db, tenant, place),
    (answer) => answer.items.length,
  );
}
