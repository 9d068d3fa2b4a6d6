import { and, asc, eq } from 'drizzle-orm';
import { companyVisible, type Tenant } from '../client-area/context';
import type { Executor } from '../db/database';
import { cnaes, companies, companyLicenses, establishments, licenses } from '../db/schema';

/** The companies the tenant sees, by name, with the registry data of each one's first CNPJ (lowest id). */
export async function exportCompanyRows(db: Executor, tenant: Tenant) {
  const rows = await db
    .select({ id: companies.id, name: companies.name, enabled: companies.enabled })
    .from(companies)
    .where(companyVisible(tenant))
    .orderBy(asc(companies.name), asc(companies.id));
  if (rows.length === 0) return [];
  const firsts = await db
    .selectDistinctOn([establishments.companyId], {
      companyId: establishments.companyId,
      cnpj: establishments.cnpj,
      registrationName: establishments.registrationName,
      fantasyName: establishments.fantasyName,
      situation: establishments.situation,
      cityName: establishments.cityName,
      stateAlias: establishments.stateAlias,
    })
    .from(establishments)
    .innerJoin(companies, eq(companies.id, establishments.companyId))
    .where(and(eq(establishments.clientId, tenant.clientId), companyVisible(tenant)))
    .orderBy(asc(establishments.companyId), asc(establishments.id));
  const firstOf = new Map(firsts.map((row) => [row.companyId, row]));
  return rows.map((row) => ({ ...row, first: firstOf.get(row.id) ?? null }));
}

/** The active licence rows of the companies the tenant sees: licence name, status, validity, and the CNPJ and CNAE they are for. */
export function exportLicenseRows(db: Executor, tenant: Tenant) {
  return db
    .select({
      id: companyLicenses.id,
      companyId: companyLicenses.companyId,
      name: licenses.name,
      status: companyLicenses.status,
      validUntil: companyLicenses.validUntil,
      cnpj: establishments.cnpj,
      establishmentType: establishments.type,
      codeClass: cnaes.codeClass,
    })
    .from(companyLicenses)
    .innerJoin(licenses, eq(licenses.id, companyLicenses.licenseId))
    .innerJoin(establishments, eq(establishments.id, companyLicenses.establishmentId))
    .innerJoin(cnaes, eq(cnaes.id, companyLicenses.cnaeId))
    .innerJoin(companies, eq(companies.id, companyLicenses.companyId))
    .where(and(eq(companyLicenses.clientId, tenant.clientId), eq(companyLicenses.active, true), companyVisible(tenant)))
    .orderBy(
      asc(companyLicenses.companyId),
      asc(licenses.name),
      asc(establishments.cnpj),
      asc(cnaes.codeClass),
      asc(companyLicenses.id),
    );
}
