import {
  type CompanyExportResponse,
  type CompanyImportResponse,
  companyImportTexts,
  type ExportCompany,
  type ImportResultItem,
} from '@product/api/contract';
import { type CnpjCell, cnpjRoot, toWireDate, triageCnpjCells } from '@product/domain';
import { recordActivity } from '../activity/record';
import type { Tenant } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { createCompanyFromCnpj } from '../companies/create';
import { ApiError } from '../http/errors';
import { exportCompanyRows, exportLicenseRows } from './queries';

/** Registry lookups at once: enough to keep an import of hundreds short, few enough not to be throttled at once. */
export const importConcurrency = 4;

type ImportDeps = Pick<ClientAreaDeps, 'db' | 'registry' | 'licenses' | 'now'>;

/** Invalid and repeated CNPJs get their error before any lookup (the domain's rule, the mocks' too); the others are to be created. */
export const triage = (cells: readonly CnpjCell[]) => triageCnpjCells(cells, companyImportTexts);

/**
 * Creates a company for each valid, new CNPJ of the sheet, `importConcurrency`
 * roots at a time, each in its own transaction (createCompanyFromCnpj), and answers
 * one item per cell in file order. Invalid and repeated CNPJs are not looked
 * up; a CNPJ already in the account or refused by the registry gets that
 * call's own message. Once the registry says "too many requests", the CNPJs
 * not started yet are left for a later import instead of hammering it.
 * One activity entry sums the import up (each company also logs its creation).
 */
export async function importCompanies(
  deps: ImportDeps,
  tenant: Tenant,
  fileName: string,
  cells: readonly CnpjCell[],
): Promise<CompanyImportResponse> {
  const plan = triage(cells);
  const items: ImportResultItem[] = cells.map((cell, index) => {
    const step = plan[index];
    return {
      cnpj: cell.text,
      code: 'error',
      message: step?.kind === 'error' ? step.message : companyImportTexts.failed,
    };
  });
  const queue = groupByRoot(
    plan.flatMap((step, index) => (step.kind === 'create' ? [{ index, cnpj: step.cnpj }] : [])),
  );
  let rateLimited = false;

  const createOne = async (entry: { index: number; cnpj: string }) => {
    const item = items[entry.index];
    if (!item) return;
    if (rateLimited) {
      item.message = companyImportTexts.notTried;
      return;
    }
    try {
      const created = await createCompanyFromCnpj(deps, tenant, entry.cnpj, { enabled: true });
      item.code = 'success';
      item.message = `${companyImportTexts.created} ${created.registrationName}`;
    } catch (error) {
      if (!(error instanceof ApiError)) {
        // A fault of ours (database, bug): this CNPJ fails, the others still get their chance.
        console.error('company import:', error);
        return;
      }
      if (error.status === 429) rateLimited = true;
      item.message = error.message;
    }
  };
  const worker = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      for (const entry of group) await createOne(entry);
    }
  };
  await Promise.all(Array.from({ length: Math.min(importConcurrency, queue.length) }, worker));

  const success = items.filter((item) => item.code === 'success').length;
  const result: CompanyImportResponse = {
    message: companyImportTexts.imported,
    sent: items.length,
    success,
    error: items.length - success,
    items,
  };
  await deps.db.transaction((tx) =>
    recordActivity(tx, tenant.actor, {
      action: 'company.import',
      details: importSummary(fileName, result),
      entityType: 'company',
    }),
  );
  return result;
}

/** The activity-log sentence of an import (the synchronous one, or a job when it ends). */
export function importSummary(fileName: string, counts: { sent: number; success: number; error: number }): string {
  return `Importou a planilha '${fileName}': ${counts.sent} CNPJ(s) enviado(s), ${counts.success} empresa(s) criada(s), ${counts.error} com erro`;
}

/**
 * The valid CNPJs to create, grouped by root in file order: one root's
 * CNPJs go one after the other, so the first becomes the company and the
 * others get "same root" instead of racing it.
 */
export function groupByRoot<T extends { cnpj: string }>(entries: readonly T[]): T[][] {
  const byRoot = new Map<string, T[]>();
  for (const entry of entries) {
    const root = cnpjRoot(entry.cnpj);
    const group = byRoot.get(root) ?? [];
    group.push(entry);
    byRoot.set(root, group);
  }
  return [...byRoot.values()];
}

/** The export's data: the companies the caller sees (a USER: the assigned ones), with their active licence rows. */
export async function exportCompanies(
  deps: Pick<ClientAreaDeps, 'db' | 'now'>,
  tenant: Tenant,
): Promise<CompanyExportResponse> {
  const [rows, licenseRows] = await Promise.all([
    exportCompanyRows(deps.db, tenant),
    exportLicenseRows(deps.db, tenant),
  ]);
  const licensesOf = new Map<number, ExportCompany['licenses']>();
  for (const license of licenseRows) {
    const list = licensesOf.get(license.companyId) ?? [];
    list.push({
      id: license.id,
      name: license.name,
      status: license.status,
      valid_until: license.validUntil,
      registration_code: license.cnpj,
      establishment_type: license.establishmentType,
      code_class: license.codeClass,
    });
    licensesOf.set(license.companyId, list);
  }
  const items = rows.map(
    (row): ExportCompany => ({
      id: row.id,
      name: row.name,
      enabled: row.enabled,
      registration_code: row.first?.cnpj ?? null,
      registration_name: row.first?.registrationName ?? null,
      registration_fantasy_name: row.first?.fantasyName ?? null,
      registration_situation: row.first?.situation ?? null,
      city_name: row.first?.cityName ?? null,
      uf: row.first?.stateAlias ?? null,
      licenses: licensesOf.get(row.id) ?? [],
    }),
  );
  return {
    client: { id: tenant.clientId, name: tenant.clientName },
    generatedAt: toWireDate(deps.now()),
    total: items.length,
    items,
  };
}
