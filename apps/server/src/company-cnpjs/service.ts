import {
  type CompanyCnpjCreateResponse,
  type CompanyCnpjItem,
  type CompanyCnpjListResponse,
  type CompanyCnpjMessageResponse,
  type companyCnpjListQuery,
  companyCnpjTexts,
  companyTexts,
  establishmentTypeLabels,
} from '@product/api/contract';
import { cnpjMessages, cnpjRoot, isValidCnpj, normalizeCnpj, pageCount, todayIn, toWireDate } from '@product/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { recordActivity } from '../activity/record';
import { clientAreaTexts, findVisibleCompany, type Tenant } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { isUniqueViolation } from '../cnaes/unique';
import { insertEstablishment } from '../companies/establishments';
import { findCnpjOwner, lockAccountForCompanies, lockVisibleCompany } from '../companies/queries';
import { lookupCnpj } from '../companies/registry-lookup';
import { syncCompanyLicenses } from '../company-licenses/sync';
import type { Executor } from '../db/database';
import { companies } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import { maskCnpj } from '../registry/format';
import { cnpjListWhere, countCnpjs, deleteEstablishmentRow, establishmentsOfCompany, listCnpjRows } from './queries';

type CnpjRow = Awaited<ReturnType<typeof listCnpjRows>>[number];

/** A calendar day as the wire's date object, at 00:00 UTC. */
function wireDay(day: string | null) {
  return day === null ? null : toWireDate(new Date(`${day}T00:00:00Z`));
}

function itemOf(row: CnpjRow): CompanyCnpjItem {
  return {
    id: row.id,
    type: establishmentTypeLabels[row.type],
    registrationName: row.registrationName,
    registrationFantasyName: row.fantasyName,
    registrationCode: row.cnpj,
    systemCityName: row.cityName,
    systemStateAlias: row.stateAlias,
    registrationSituation: row.situation,
    registrationStatus: row.situationReason,
    registrationSituationDate: wireDay(row.situationDate),
    enabled: row.enabled,
    createdAt: toWireDate(row.createdAt),
  };
}

/** GET company/{id}/cnpj: searched, sorted and paged in SQL. */
export async function listCompanyCnpjs(
  db: Executor,
  tenant: Tenant,
  companyId: number,
  query: z.output<typeof companyCnpjListQuery>,
): Promise<CompanyCnpjListResponse> {
  await findVisibleCompany(db, tenant, companyId);
  const where = cnpjListWhere(companyId, query.search || undefined);
  const total = await countCnpjs(db, where);
  const offset = query.page * query.limit;
  const rows =
    offset < total && Number.isSafeInteger(offset)
      ? await listCnpjRows(db, where, query, { offset, limit: query.limit })
      : [];
  return { items: rows.map(itemOf), total, pages_in_range: pageCount(total, query.limit) };
}

const maskRoot = (root: string) => `${root.slice(0, 2)}.${root.slice(2, 5)}.${root.slice(5, 8)}`;
const label = (company: { id: number; name: string }) => `'${company.name}' (ID ${company.id})`;

/** The company's root: its own, or (for a company from before the client area) that of its first CNPJ. */
async function rootOf(db: Executor, company: { id: number; cnpjRoot: string | null }): Promise<string | null> {
  if (company.cnpjRoot) return company.cnpjRoot;
  const [firstCnpj] = await establishmentsOfCompany(db, company.id);
  return firstCnpj ? cnpjRoot(firstCnpj.cnpj) : null;
}

async function assertCnpjFree(db: Executor, clientId: number, cnpj: string): Promise<void> {
  const owner = await findCnpjOwner(db, clientId, cnpj);
  if (owner?.sameCnpj) throw new ApiError(409, companyTexts.cnpjTaken);
}

/**
 * POST company/{id}/cnpj: a CNPJ of the company's root that the account does
 * not have yet. The registry lookup comes first (a failure writes nothing);
 * then one transaction adds the establishment, its CNAE links, its licence
 * rows and the log entry.
 */
export async function addCompanyCnpj(
  deps: Pick<ClientAreaDeps, 'db' | 'registry' | 'licenses' | 'now'>,
  tenant: Tenant,
  companyId: number,
  cnpj: string,
): Promise<CompanyCnpjCreateResponse> {
  const code = normalizeCnpj(cnpj);
  if (!isValidCnpj(code)) throw badRequest(cnpjMessages.invalid);
  const company = await findVisibleCompany(deps.db, tenant, companyId);
  const root = await rootOf(deps.db, company);
  if (root !== null && cnpjRoot(code) !== root) throw badRequest(`${companyCnpjTexts.otherRoot} ${maskRoot(root)}.`);
  await assertCnpjFree(deps.db, tenant.clientId, code);
  const registered = await lookupCnpj(deps.registry, code);
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      await lockAccountForCompanies(tx, tenant.clientId);
      const current = await lockVisibleCompany(tx, tenant, companyId);
      if (!current) throw notFound(clientAreaTexts.companyNotFound);
      await assertCnpjFree(tx, tenant.clientId, code);
      const id = await insertEstablishment(tx, { clientId: tenant.clientId, companyId }, code, registered, now);
      if (current.cnpjRoot === null) {
        await tx
          .update(companies)
          .set({ cnpjRoot: cnpjRoot(code) })
          .where(eq(companies.id, companyId));
      }
      await syncCompanyLicenses(tx, { establishmentIds: [id] }, deps.licenses, todayIn(deps.licenses.timeZone, now));
      await recordActivity(tx, tenant.actor, {
        action: 'company.cnpj_add',
        details: `Adicionou o CNPJ ${maskCnpj(code)} (${registered.registrationName}) à empresa ${label(current)}`,
        entityType: 'company',
        entityId: companyId,
      });
      return { message: companyCnpjTexts.added, id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'establishments_client_cnpj_key')) throw new ApiError(409, companyTexts.cnpjTaken);
    throw error;
  }
}

/**
 * DELETE company/{id}/cnpj: removes one CNPJ with its CNAE links and licence
 * rows (cascade); the repository's files stay. The last CNPJ is refused (a
 * company is its CNPJs: 'Excluir empresa' removes it). Removing the first
 * makes the next one, by id, the company's data source.
 */
export async function deleteCompanyCnpj(
  db: ClientAreaDeps['db'],
  tenant: Tenant,
  companyId: number,
  registrationCode: string,
): Promise<CompanyCnpjMessageResponse> {
  await findVisibleCompany(db, tenant, companyId);
  return db.transaction(async (tx) => {
    const company = await lockVisibleCompany(tx, tenant, companyId);
    if (!company) throw notFound(clientAreaTexts.companyNotFound);
    const cnpjs = await establishmentsOfCompany(tx, companyId);
    const index = cnpjs.findIndex((row) => row.cnpj === registrationCode);
    const target = cnpjs[index];
    if (!target) throw notFound(companyCnpjTexts.notFound);
    if (cnpjs.length === 1) throw new ApiError(409, companyCnpjTexts.lastCnpj);
    await deleteEstablishmentRow(tx, target.id);
    const next = index === 0 ? cnpjs[1] : undefined;
    await recordActivity(tx, tenant.actor, {
      action: 'company.cnpj_delete',
      details: `Excluiu o CNPJ ${maskCnpj(target.cnpj)} (${target.registrationName}) da empresa ${label(company)}${
        next ? `; os dados da empresa passam a vir do CNPJ ${maskCnpj(next.cnpj)}` : ''
      }`,
      entityType: 'company',
      entityId: companyId,
    });
    return { message: companyCnpjTexts.deleted };
  });
}
