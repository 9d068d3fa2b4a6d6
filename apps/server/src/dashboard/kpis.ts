import {
  type DashboardKpis,
  type KpiPlace,
  type KpiPlaceResponse,
  kpiPlaceLimit,
  situationGroups,
} from '@product/api/contract';
import { companyRiskLevel, type RegistrationLevel } from '@product/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';
import { clients, companies, companyLicenseCounts, establishments, files } from '../db/schema';
import { qualified } from './sql';

/**
 * Whose data the KPIs count: one account (for a USER, only the assigned
 * companies; null means all of them), or every account of a group (the
 * admin's group KPIs), or only its accounts of one type.
 */
export type KpiScope =
  | { clientId: number; companyIds: readonly number[] | null }
  | { groupId: number; type?: 'CLIENT' | 'PROVIDER' };

/** The dashboard record without the map's addresses: what the dashboard and the group KPIs share. */
export type KpiCounts = Omit<DashboardKpis, 'address'>;

/** The scope as a condition on a table's account and company columns. */
function inScope(scope: KpiScope, columns: { clientId: PgColumn; companyId: PgColumn }): SQL {
  if ('groupId' in scope) {
    const ofType = scope.type === undefined ? sql`` : sql` and ${qualified(clients.type)} = ${scope.type}`;
    return sql`${qualified(columns.clientId)} in (select ${qualified(clients.id)} from ${clients} where ${qualified(clients.groupId)} = ${scope.groupId}${ofType})`;
  }
  const inAccount = eq(columns.clientId, scope.clientId);
  // inArray of an empty list is false: a USER without companies counts nothing.
  return scope.companyIds === null
    ? inAccount
    : (and(inAccount, inArray(columns.companyId, [...scope.companyIds])) as SQL);
}

const companyScope = (scope: KpiScope) => inScope(scope, { clientId: companies.clientId, companyId: companies.id });
const cnpjScope = (scope: KpiScope) =>
  inScope(scope, { clientId: establishments.clientId, companyId: establishments.companyId });

async function countCompanies(db: Executor, scope: KpiScope): Promise<number> {
  const [row] = await db.select({ total: count() }).from(companies).where(companyScope(scope));
  return row?.total ?? 0;
}

/** Repository files (documents, protocols, fees); logos are not documents. */
async function countDocuments(db: Executor, scope: KpiScope): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(files)
    .where(and(ne(files.fileType, 'logo'), inScope(scope, { clientId: files.clientId, companyId: files.companyId })));
  return row?.total ?? 0;
}

/**
 * CNPJs per risk of their own CNAEs. SQL groups the CNPJs by which levels
 * their CNAEs have (at most eight groups; the database keeps those levels on
 * each CNPJ, migration 0008) and the domain's rule (`companyRiskLevel`) names
 * each group's risk, so the rule lives in one place.
 */
async function countCnpjs(db: Executor, scope: KpiScope): Promise<KpiCounts['cnpjs']> {
  const groups = await db
    .select({
      high: establishments.cnaeHighLevel,
      medium: establishments.cnaeMediumLevel,
      low: establishments.cnaeLowLevel,
      total: count(),
    })
    .from(establishments)
    .where(cnpjScope(scope))
    .groupBy(establishments.cnaeHighLevel, establishments.cnaeMediumLevel, establishments.cnaeLowLevel);
  const counts = { count: 0, low_level: 0, medium_level: 0, high_level: 0 };
  for (const group of groups) {
    counts.count += group.total;
    const levels: RegistrationLevel[] = [];
    if (group.high) levels.push('high_level');
    if (group.medium) levels.push('medium_level');
    if (group.low) levels.push('low_level');
    const risk = companyRiskLevel(levels);
    if (risk) counts[risk] += group.total;
  }
  return counts;
}

/**
 * Active licence rows per stored status (the daily job keeps the stored
 * status in step with the calendar), summed from each company's counts,
 * which the database keeps (migration 0009): one row per company, not one
 * per licence row.
 */
async function countLicenses(db: Executor, scope: KpiScope): Promise<KpiCounts['licenses']> {
  const total = (column: PgColumn) => sql<number>`coalesce(sum(${qualified(column)}), 0)::int`;
  const [row] = await db
    .select({
      in_conformity: total(companyLicenseCounts.inConformity),
      pending: total(companyLicenseCounts.pending),
      license_expired: total(companyLicenseCounts.licenseExpired),
      near_expiration: total(companyLicenseCounts.nearExpiration),
      renewing: total(companyLicenseCounts.renewing),
      not_necessary: total(companyLicenseCounts.notNecessary),
    })
    .from(companyLicenseCounts)
    .where(inScope(scope, { clientId: companyLicenseCounts.clientId, companyId: companyLicenseCounts.companyId }));
  return row ?? { in_conformity: 0, pending: 0, license_expired: 0, near_expiration: 0, renewing: 0, not_necessary: 0 };
}

/**
 * Companies by the situation of their first CNPJ (the lowest id, whose
 * registry data the company shows), grouped as the dashboard chart does.
 */
async function countSituations(db: Executor, scope: KpiScope): Promise<KpiCounts['situations']> {
  const firstCnpj = db
    .selectDistinctOn([establishments.companyId], { situation: establishments.situation })
    .from(establishments)
    .where(cnpjScope(scope))
    .orderBy(asc(establishments.companyId), asc(establishments.id))
    .as('first_cnpj');
  const rows = await db
    .select({ situation: firstCnpj.situation, total: count() })
    .from(firstCnpj)
    .groupBy(firstCnpj.situation);
  const counts = { active: 0, suspended: 0, closed: 0 };
  for (const row of rows) counts[situationGroups[row.situation]] += row.total;
  return counts;
}

/** Every count of the KPI record, each one SQL aggregate over the scope. */
export async function computeKpis(db: Executor, scope: KpiScope): Promise<KpiCounts> {
  const [companyTotal, documents, cnpjs, licenses, situations] = await Promise.all([
    countCompanies(db, scope),
    countDocuments(db, scope),
    countCnpjs(db, scope),
    countLicenses(db, scope),
    countSituations(db, scope),
  ]);
  return { companies: companyTotal, documents, cnpjs, licenses, situations };
}

/**
 * The places of the map: the CNPJs with coordinates grouped by them (they are
 * the municipality's), with how many CNPJs each holds, the most first. One
 * aggregate over the scope's CNPJs; the answer grows with the municipalities
 * (5,570 at most), not with the portfolio.
 */
export async function listKpiPlaces(db: Executor, scope: KpiScope): Promise<KpiPlace[]> {
  const cnpjs = count();
  // A place's rows share the municipality; min() picks its one name even if a row differs.
  const cityName = sql<string | null>`min(${qualified(establishments.cityName)})`;
  const uf = sql<string | null>`min(${qualified(establishments.stateAlias)})`;
  const rows = await db
    .select({ latitude: establishments.latitude, longitude: establishments.longitude, cityName, uf, cnpjs })
    .from(establishments)
    .where(and(cnpjScope(scope), isNotNull(establishments.latitude), isNotNull(establishments.longitude)))
    .groupBy(establishments.latitude, establishments.longitude)
    .orderBy(desc(cnpjs), asc(uf), asc(cityName), asc(establishments.latitude), asc(establishments.longitude));
  return rows.flatMap((row) =>
    row.latitude === null || row.longitude === null
      ? []
      : [
          {
            geocode_latitude: row.latitude,
            geocode_longitude: row.longitude,
            city_name: row.cityName,
            uf: row.uf,
            cnpjs: row.cnpjs,
          },
        ],
  );
}

/** The scope's CNPJs at one place of the map, by registration name (the first `kpiPlaceLimit`), and their total. */
export async function listPlaceCnpjs(
  db: Executor,
  scope: KpiScope,
  place: { latitude: number; longitude: number },
): Promise<KpiPlaceResponse> {
  const atPlace = and(
    cnpjScope(scope),
    eq(establishments.latitude, place.latitude),
    eq(establishments.longitude, place.longitude),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: establishments.id,
        companyId: establishments.companyId,
        name: establishments.registrationName,
        cnpj: establishments.cnpj,
        cityName: establishments.cityName,
        uf: establishments.stateAlias,
      })
      .from(establishments)
      .where(atPlace)
      .orderBy(asc(establishments.registrationName), asc(establishments.id))
      .limit(kpiPlaceLimit),
    db.select({ total: count() }).from(establishments).where(atPlace),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      company_id: row.companyId,
      name: row.name,
      registration_code: row.cnpj,
      city_name: row.cityName,
      uf: row.uf,
      geocode_latitude: place.latitude,
      geocode_longitude: place.longitude,
    })),
    total: counted?.total ?? 0,
  };
}
