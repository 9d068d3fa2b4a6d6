import {
  type CnaesByLevel,
  type CompanyAddressesResponse,
  type CompanyDetail,
  type CompanyLastUpdateResponse,
  type CompanyLevelResponse,
  type CompanyListItem,
  type CompanyListResponse,
  type CompanyMessageResponse,
  type CompanyUpdateDataResponse,
  type companyListQuery,
  companyTexts,
  type companyUpdateRequest,
  establishmentTypeLabels,
  stateNames,
} from '@product/api/contract';
import { companyRiskLevel, daysUntil, pageCount, todayIn, toWireDate } from '@product/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { recordActivity } from '../activity/record';
import { clientAreaTexts, findVisibleCompany, type Tenant } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { syncCompanyLicenses } from '../company-licenses/sync';
import type { Executor } from '../db/database';
import { companies } from '../db/schema';
import { notFound } from '../http/errors';
import type { RegistryCompany } from '../registry/types';
import { refreshEstablishment } from './establishments';
import { logoSrcOf } from './logo-src';
import {
  activeLicensesOf,
  addressesOf,
  type CnaeOfCompany,
  type CompanyListRow,
  cnaesOfCompany,
  cnpjsOfCompany,
  companyListWhere,
  countCompanies,
  findCompanyDetail,
  listCompanyRows,
  lockVisibleCompany,
  storageKeysOfCompany,
} from './queries';
import { lookupCnpj } from './registry-lookup';

const missing = () => notFound(clientAreaTexts.companyNotFound);
const label = (company: { id: number; name: string }) => `'${company.name}' (ID ${company.id})`;

/** CNAEs split by risk level, each list in code order. */
export function groupCnaes(list: readonly CnaeOfCompany[]): CnaesByLevel {
  const grouped: CnaesByLevel = { lowLevel: [], mediumLevel: [], highLevel: [] };
  const key = { low_level: 'lowLevel', medium_level: 'mediumLevel', high_level: 'highLevel' } as const;
  for (const { level, ...cnae } of list) grouped[key[level]].push(cnae);
  return grouped;
}

function listItemOf(row: CompanyListRow): CompanyListItem {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    createdAt: toWireDate(row.createdAt),
    logoSrc: logoSrcOf(row.logoKey),
    registrationFantasyName: row.fantasyName,
    registrationCode: row.cnpj,
    registrationSituation: row.situation,
    registrationCreatedAt: row.openingDate,
    systemCityName: row.cityName,
    systemStateAlias: row.stateAlias,
    totalCNPJ: row.totalCnpjs,
    totalFiles: row.totalFiles,
    cnaes: groupCnaes(row.cnaes),
    tags: row.tags,
  };
}

/** GET company: filtered, sorted and paged in SQL; a page past the end is empty. */
export async function listCompanies(
  db: Executor,
  tenant: Tenant,
  query: z.output<typeof companyListQuery>,
): Promise<CompanyListResponse> {
  const where = companyListWhere(tenant, {
    tagIds: query.tag ?? [],
    tagMatch: query.tag_match,
    search: query.search || undefined,
  });
  const total = await countCompanies(db, where);
  const offset = query.page * query.limit;
  const rows =
    offset < total && Number.isSafeInteger(offset)
      ? await listCompanyRows(db, where, query, { offset, limit: query.limit })
      : [];
  return { items: rows.map(listItemOf), total, pages_in_range: pageCount(total, query.limit) };
}

/** GET company/{id}: the profile, from the first CNPJ, with CNAEs, risk, partners and licences. */
export async function getCompanyDetail(db: Executor, tenant: Tenant, companyId: number): Promise<CompanyDetail> {
  const row = await findCompanyDetail(db, tenant, companyId);
  if (!row) throw missing();
  const { company, first } = row;
  const cnaes = await cnaesOfCompany(db, companyId);
  const licenses = await activeLicensesOf(db, companyId);
  return {
    id: company.id,
    name: company.name,
    enabled: company.enabled,
    logoSrc: logoSrcOf(company.logoKey),
    uf: first?.stateAlias ?? null,
    type: first ? establishmentTypeLabels[first.type] : null,
    registration_name: first?.registrationName ?? null,
    registration_fantasy_name: first?.fantasyName ?? null,
    registration_code: first?.cnpj ?? null,
    registration_situation: first?.situation ?? null,
    registration_status: first?.situationReason ?? null,
    registration_situation_date: first?.situationDate ?? null,
    date_of_stablishment: first?.openingDate ?? null,
    legal_nature: first?.legalNature ?? null,
    company_size: first?.companySize ?? null,
    email: first?.email ?? null,
    phone: first?.phone ?? null,
    share_capital: first?.shareCapital ?? null,
    street: first?.street ?? null,
    number: first?.number ?? null,
    complement: first?.complement ?? null,
    neighborhood: first?.neighborhood ?? null,
    zip_code: first?.zipCode ?? null,
    city_name: first?.cityName ?? null,
    state_name: first?.stateAlias ? (stateNames[first.stateAlias] ?? first.stateAlias) : null,
    contact_name: first?.contactName ?? null,
    contact_phone: first?.contactPhone ?? null,
    contact_email: first?.contactEmail ?? null,
    createdAt: toWireDate(company.createdAt),
    cnpjLevel: companyRiskLevel(cnaes.map((cnae) => cnae.level)),
    primary_activity: first?.primaryActivity ?? null,
    secondary_activities: first?.secondaryActivities ?? [],
    cnaes: groupCnaes(cnaes),
    qsa: first?.qsa ?? [],
    licenses: licenses.map((license) => ({
      id: license.id,
      name: license.name,
      status: license.status,
      valid_until: license.validUntil,
      registration_code: license.cnpj,
      establishment_type: license.establishmentType,
    })),
    totalCNPJ: row.totalCnpjs,
  };
}

/** PUT company/{id}: name and, when given, enabled. */
export async function updateCompany(
  db: ClientAreaDeps['db'],
  tenant: Tenant,
  companyId: number,
  input: z.output<typeof companyUpdateRequest>,
  now: Date,
): Promise<CompanyMessageResponse> {
  return db.transaction(async (tx) => {
    const current = await lockVisibleCompany(tx, tenant, companyId);
    if (!current) throw missing();
    const enabled = input.enabled ?? current.enabled;
    await tx.update(companies).set({ name: input.name, enabled, updatedAt: now }).where(eq(companies.id, companyId));
    const changes = [
      current.name === input.name ? null : `nome de '${current.name}' para '${input.name}'`,
      current.enabled === enabled ? null : enabled ? 'ativou' : 'desativou',
    ].filter((change) => change !== null);
    await recordActivity(tx, tenant.actor, {
      action: 'company.update',
      details: `Alterou a empresa ${label({ id: companyId, name: input.name })}${
        changes.length > 0 ? `: ${changes.join('; ')}` : ' (sem mudanças)'
      }`,
      entityType: 'company',
      entityId: companyId,
    });
    return { message: companyTexts.updated };
  });
}

/**
 * DELETE company/{id}: one transaction removes the company and everything
 * hanging from it (CNPJs, CNAE links, licence rows, files, tags, assignments,
 * notifications: foreign-key cascades). The stored bytes go afterwards; a
 * storage failure is logged and never undoes the deletion (an orphan object
 * is harmless, its key unreachable, and the next start sweeps the journaled
 * keys no row names: storage/journal).
 */
export async function deleteCompany(
  deps: Pick<ClientAreaDeps, 'db' | 'storage'>,
  tenant: Tenant,
  companyId: number,
  logError: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): Promise<CompanyMessageResponse> {
  const keys = await deps.db.transaction(async (tx) => {
    const company = await lockVisibleCompany(tx, tenant, companyId);
    if (!company) throw missing();
    const storageKeys = await storageKeysOfCompany(tx, companyId, company.logoKey);
    // Journaled before the commit: if the process dies before the bytes go, the next start removes them.
    await deps.storage.noteRemoval?.(storageKeys);
    await tx.delete(companies).where(eq(companies.id, companyId));
    await recordActivity(tx, tenant.actor, {
      action: 'company.delete',
      details: `Excluiu a empresa ${label(company)}${company.cnpjRoot ? ` (raiz de CNPJ ${company.cnpjRoot})` : ''}`,
      entityType: 'company',
      entityId: companyId,
    });
    return storageKeys;
  });
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => {
      logError(`Arquivo ${key} da empresa ${companyId} não pôde ser apagado do armazenamento:`, error);
    });
  }
  return { message: companyTexts.deleted };
}

/**
 * POST company/{id}/update-data: every CNPJ is looked up first (one after
 * another, sparing the registry's rate limit); any failure answers before a
 * single row changes. Then one transaction rewrites each CNPJ's data and
 * CNAE links, re-syncs the licence rows and stamps the company.
 */
export async function refreshCompanyData(
  deps: Pick<ClientAreaDeps, 'db' | 'registry' | 'licenses' | 'now'>,
  tenant: Tenant,
  companyId: number,
): Promise<CompanyUpdateDataResponse> {
  const company = await findVisibleCompany(deps.db, tenant, companyId);
  const cnpjs = await cnpjsOfCompany(deps.db, companyId);
  const answers: { id: number; registered: RegistryCompany }[] = [];
  for (const establishment of cnpjs) {
    answers.push({ id: establishment.id, registered: await lookupCnpj(deps.registry, establishment.cnpj) });
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const current = await lockVisibleCompany(tx, tenant, companyId);
    if (!current) throw missing();
    // A CNPJ deleted meanwhile is not written back.
    const stillThere = new Set((await cnpjsOfCompany(tx, companyId)).map((row) => row.id));
    for (const answer of answers) {
      if (stillThere.has(answer.id)) await refreshEstablishment(tx, answer.id, answer.registered, now);
    }
    await syncCompanyLicenses(tx, { companyId }, deps.licenses, todayIn(deps.licenses.timeZone, now));
    await tx.update(companies).set({ registryUpdatedAt: now }).where(eq(companies.id, companyId));
    await recordActivity(tx, tenant.actor, {
      action: 'company.refresh',
      details: `Atualizou os dados da empresa ${label(company)} pela consulta de CNPJ (${answers.length} ${
        answers.length === 1 ? 'CNPJ' : 'CNPJs'
      })`,
      entityType: 'company',
      entityId: companyId,
    });
  });
  return { message: companyTexts.updated, lastUpdateInDays: 0 };
}

/**
 * Calendar days, in the office's time zone, since the registry data was
 * fetched: 0 means today ('hoje'), whatever the hour; null if it never was.
 */
export function daysSince(moment: Date | null, now: Date, timeZone: string): number | null {
  if (moment === null) return null;
  return Math.max(0, -daysUntil(todayIn(timeZone, moment), todayIn(timeZone, now)));
}

export async function lastUpdateOf(
  deps: Pick<ClientAreaDeps, 'db' | 'licenses' | 'now'>,
  tenant: Tenant,
  companyId: number,
): Promise<CompanyLastUpdateResponse> {
  const company = await findVisibleCompany(deps.db, tenant, companyId);
  return { lastUpdateInDays: daysSince(company.registryUpdatedAt, deps.now(), deps.licenses.timeZone) };
}

export async function companyAddresses(
  db: Executor,
  tenant: Tenant,
  companyId: number,
): Promise<CompanyAddressesResponse> {
  await findVisibleCompany(db, tenant, companyId);
  const rows = await addressesOf(db, companyId);
  return rows.map((row) => ({
    id: row.id,
    registrationCode: row.cnpj,
    name: row.registrationName,
    systemCityName: row.cityName,
    systemStateAlias: row.stateAlias,
    geocodeLatitude: row.latitude,
    geocodeLongitude: row.longitude,
  }));
}

export async function companyCnaes(db: Executor, tenant: Tenant, companyId: number): Promise<CnaesByLevel> {
  await findVisibleCompany(db, tenant, companyId);
  return groupCnaes(await cnaesOfCompany(db, companyId));
}

export async function companyLevel(db: Executor, tenant: Tenant, companyId: number): Promise<CompanyLevelResponse> {
  await findVisibleCompany(db, tenant, companyId);
  const cnaes = await cnaesOfCompany(db, companyId);
  return { cnpjLevel: companyRiskLevel(cnaes.map((cnae) => cnae.level)) };
}
