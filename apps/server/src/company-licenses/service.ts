import {
  type CompanyLicenseDetail,
  type CompanyLicenseFile,
  type CompanyLicenseItem,
  type CompanyLicenseListResponse,
  type CompanyLicenseResetResponse,
  type CompanyLicenseStatusesResponse,
  type CompanyLicenseUpdateResponse,
  type companyLicenseListQuery,
  companyLicensePaths,
  companyLicenseTexts,
  type companyLicenseUpdateRequest,
  type FileLinkResponse,
} from '@product/api/contract';
import {
  licenseInitialData,
  licenseStatus,
  licenseStatuses,
  licenseStatusLabels,
  maskCnaeCode,
  notNecessaryReasons,
  pageCount,
  seesLicenseSources,
  todayIn,
  toWireDate,
} from '@product/domain';
import type { z } from 'zod/mini';
import { recordActivity } from '../activity/record';
import { findVisibleCompany, type Tenant } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import type { Executor } from '../db/database';
import { fileLinkOf } from '../files/service';
import { badRequest, notFound } from '../http/errors';
import { maskCnpj } from '../registry/format';
import {
  type AttachedFile,
  attachFile,
  countLicenseRows,
  countLicenseRowsByStatus,
  deleteFiles,
  detachFiles,
  filesOfRows,
  filesOnlyOnRow,
  findAttachedFile,
  findLicenseRow,
  type LicenseData,
  type LicenseFilters,
  type LicenseRow,
  listLicenseRows,
  type RowOwner,
  repositoryFileIds,
  writeLicenseData,
} from './queries';
import { licenseSourcesFor } from './sources';

type ListQuery = z.output<typeof companyLicenseListQuery>;
type UpdateInput = z.output<typeof companyLicenseUpdateRequest>;

const missingLicense = () => notFound(companyLicenseTexts.notFound);

function filtersOf(query: ListQuery): LicenseFilters {
  return {
    cnaeLevel: query.cnae_level,
    // '4771701' → '4771-7/01', as the catalogue stores codes.
    cnaeCodes: query.cnaes?.map(maskCnaeCode),
    cnpjs: query.cnpjs,
    statuses: query.status,
    search: query.search?.trim() || undefined,
  };
}

async function ownerOf(db: Executor, tenant: Tenant, companyId: number): Promise<RowOwner> {
  const company = await findVisibleCompany(db, tenant, companyId);
  return { clientId: tenant.clientId, companyId: company.id };
}

const isProblem = (value: string | null): value is (typeof notNecessaryReasons)[number] =>
  value !== null && (notNecessaryReasons as readonly string[]).includes(value);

function toItem(row: LicenseRow, attached: readonly AttachedFile[]): CompanyLicenseItem {
  const fileOf = (file: AttachedFile): CompanyLicenseFile => ({
    id: file.id,
    name: file.name,
    href: companyLicensePaths.file(row.companyId, row.id, file.id),
    file_type: file.kind,
  });
  const mine = attached.filter((file) => file.rowId === row.id);
  return {
    id: row.id,
    status: row.status,
    fiscalLicenseName: row.licenseName,
    fiscalLicenseId: row.licenseId,
    fiscalLicenseImpact: row.impact,
    fiscalLicenseComplexity: row.complexity,
    fiscalRegistrationCodeClass: row.codeClass,
    fiscalRegistrationCodeDescription: row.codeDescription,
    fiscalRegistrationId: row.cnaeId,
    fiscalRegistrationLevel: row.registrationLevel,
    clientNationalRegistrationId: row.establishmentId,
    registrationCode: row.cnpj,
    establishmentType: row.establishmentType,
    validUntil: row.validUntil,
    createdAt: toWireDate(row.createdAt),
    updatedAt: row.updatedAt ? toWireDate(row.updatedAt) : null,
    isNecessary: row.isNecessary,
    type: row.type,
    problem: isProblem(row.problem) ? row.problem : null,
    description: row.description,
    conditions: row.conditions,
    note: row.note,
    feeName: row.feeName,
    feeAmount: row.feeAmount === null ? null : Number(row.feeAmount),
    feeExpirationDate: row.feeExpirationDate,
    files: {
      documents: mine.filter((file) => file.kind === 'document').map(fileOf),
      protocols: mine.filter((file) => file.kind === 'protocol').map(fileOf),
      fees: mine.filter((file) => file.kind === 'fee').map(fileOf),
    },
  };
}

/** Rows with their files: one query for the files of all of them. */
async function itemsOf(db: Executor, rows: LicenseRow[]): Promise<CompanyLicenseItem[]> {
  const attached = await filesOfRows(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toItem(row, attached));
}

/** GET list: one count, one page, one query for the page's files; wrapped in `result[0]`. */
export async function listCompanyLicenses(
  db: Executor,
  tenant: Tenant,
  companyId: number,
  query: ListQuery,
): Promise<CompanyLicenseListResponse> {
  const owner = await ownerOf(db, tenant, companyId);
  const filters = filtersOf(query);
  const total = await countLicenseRows(db, owner, filters);
  const offset = query.page * query.limit;
  const rows =
    offset < total && Number.isSafeInteger(offset)
      ? await listLicenseRows(db, owner, filters, query, { offset, limit: query.limit })
      : [];
  return {
    result: [{ items: await itemsOf(db, rows), total, pages_in_range: pageCount(total, query.limit) }],
  };
}

/** GET statuses: every status with its count under the list's filters; `status` itself is not applied. */
export async function companyLicenseStatuses(
  db: Executor,
  tenant: Tenant,
  companyId: number,
  query: ListQuery,
): Promise<CompanyLicenseStatusesResponse> {
  const owner = await ownerOf(db, tenant, companyId);
  const counts = await countLicenseRowsByStatus(db, owner, { ...filtersOf(query), statuses: undefined });
  return { result: licenseStatuses.map((status) => ({ status, total: counts.get(status) ?? 0 })) };
}

async function readRow(db: Executor, owner: RowOwner, rowId: number, forUpdate = false): Promise<LicenseRow> {
  const row = await findLicenseRow(db, owner, rowId, { forUpdate });
  if (!row) throw missingLicense();
  return row;
}

async function itemOf(db: Executor, row: LicenseRow): Promise<CompanyLicenseItem> {
  const [item] = await itemsOf(db, [row]);
  if (!item) throw missingLicense();
  return item;
}

/** GET one row; {product} and EDITOR also get the state's Junta Comercial (`sources`). */
export async function getCompanyLicense(
  db: Executor,
  tenant: Tenant,
  companyId: number,
  rowId: number,
): Promise<CompanyLicenseDetail> {
  const row = await readRow(db, await ownerOf(db, tenant, companyId), rowId);
  const item = await itemOf(db, row);
  return seesLicenseSources(tenant.accessRole) ? { ...item, sources: licenseSourcesFor(row.stateAlias) } : item;
}

/** The row's data from the request: what does not apply to the chosen Tipo is cleared. */
function dataOf(input: UpdateInput, today: string, windowDays: number): LicenseData {
  const necessary = input.isNecessary;
  const type = necessary ? (input.type ?? null) : null;
  const validUntil = necessary ? (input.validUntil ?? null) : null;
  const kept = <T>(value: T | null | undefined) => (necessary ? (value ?? null) : null);
  return {
    status: licenseStatus({ isNecessary: necessary, type, validUntil }, today, windowDays),
    isNecessary: necessary,
    type,
    problem: necessary ? null : (input.problem ?? null),
    description: necessary ? null : (input.description ?? null),
    validUntil,
    conditions: kept(input.conditions),
    note: input.note ?? null,
    feeName: kept(input.feeName),
    feeAmount: necessary && input.feeAmount != null ? input.feeAmount.toFixed(2) : null,
    feeExpirationDate: kept(input.feeExpirationDate),
  };
}

/** The ids sent with the update must be those of the row in the path (they identify it in the list). */
function checkIdentity(row: LicenseRow, input: UpdateInput): void {
  const sent: [number | null | undefined, number][] = [
    [input.fiscalLicense, row.licenseId],
    [input.clientNationalRegistrationId, row.establishmentId],
    [input.fiscalRegistrationId, row.cnaeId],
  ];
  if (sent.some(([given, actual]) => given != null && given !== actual)) {
    throw badRequest(companyLicenseTexts.mismatch);
  }
}

const rowLabel = (row: LicenseRow) =>
  `'${row.licenseName}' (ID ${row.id}) do CNPJ ${maskCnpj(row.cnpj)}, CNAE ${row.codeClass}`;

/**
 * PUT/POST one row: validates the ids and files, replaces the data (clearing
 * what does not apply: 'Não necessária' keeps only reason, description and
 * note and detaches the row's files; without any fee data its fee receipts
 * are detached), attaches `fileId` to the documents or protocols (by Tipo)
 * and `feeFileId` to the fees, recomputes the status and logs it.
 */
export async function updateCompanyLicense(
  deps: Pick<ClientAreaDeps, 'db' | 'licenses' | 'now'>,
  tenant: Tenant,
  companyId: number,
  rowId: number,
  input: UpdateInput,
): Promise<CompanyLicenseUpdateResponse> {
  const now = deps.now();
  const today = todayIn(deps.licenses.timeZone, now);
  return deps.db.transaction(async (tx) => {
    const owner = await ownerOf(tx, tenant, companyId);
    const row = await readRow(tx, owner, rowId, true);
    checkIdentity(row, input);

    const data = dataOf(input, today, deps.licenses.expiryWindowDays);
    const fileId = data.isNecessary ? (input.fileId ?? null) : null;
    const feeFileId = data.isNecessary ? (input.feeFileId ?? null) : null;
    const wanted = [fileId, feeFileId].filter((id): id is number => id !== null);
    const found = await repositoryFileIds(tx, owner, wanted);
    if (wanted.some((id) => !found.has(id))) throw notFound(companyLicenseTexts.fileNotFound);

    await writeLicenseData(tx, row.id, data, now);
    if (!data.isNecessary) await detachFiles(tx, row.id);
    else if (data.feeName === null && data.feeAmount === null && data.feeExpirationDate === null && !feeFileId) {
      await detachFiles(tx, row.id, ['fee']);
    }
    if (fileId !== null && data.type) await attachFile(tx, row.id, fileId, data.type);
    if (feeFileId !== null) await attachFile(tx, row.id, feeFileId, 'fee');

    await recordActivity(tx, tenant.actor, {
      action: 'company_license.update',
      details: `Alterou a licença ${rowLabel(row)}: ${licenseStatusLabels[data.status]}`,
      entityType: 'company_license',
      entityId: row.id,
    });
    return { message: companyLicenseTexts.updated, license: await itemOf(tx, await readRow(tx, owner, row.id)) };
  });
}

/**
 * POST reset ('Resetar'): no data, no attachments, pending. The files only this row held are
 * deleted with it, rows and stored bytes: once detached they would show nowhere (Documentos lists
 * licences' files) and could never be opened or deleted again, so the confirmation says they go.
 * A file another licence also holds stays there. As with deleting a file, the keys are journaled
 * before the commit and the bytes go after it; bytes that fail to go are only unreachable.
 */
export async function resetCompanyLicense(
  deps: Pick<ClientAreaDeps, 'db' | 'now' | 'storage'>,
  tenant: Tenant,
  companyId: number,
  rowId: number,
): Promise<CompanyLicenseResetResponse> {
  const now = deps.now();
  const { answer, storageKeys } = await deps.db.transaction(async (tx) => {
    const owner = await ownerOf(tx, tenant, companyId);
    const row = await readRow(tx, owner, rowId, true);
    const removed = await filesOnlyOnRow(tx, row.id);
    const keys = removed.map((file) => file.storageKey);
    await deps.storage.noteRemoval?.(keys);
    await deleteFiles(
      tx,
      removed.map((file) => file.id),
    );
    await writeLicenseData(tx, row.id, licenseInitialData, now);
    // What is left attached is held by other licences too: it only leaves this one.
    const shared = await detachFiles(tx, row.id);
    const files = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
    const counts = [
      removed.length > 0 ? files(removed.length, 'arquivo excluído', 'arquivos excluídos') : null,
      shared > 0 ? files(shared, 'arquivo desvinculado', 'arquivos desvinculados') : null,
    ].filter(Boolean);
    await recordActivity(tx, tenant.actor, {
      action: 'company_license.reset',
      details: `Resetou a licença ${rowLabel(row)}${counts.length > 0 ? ` (${counts.join(', ')})` : ''}`,
      entityType: 'company_license',
      entityId: row.id,
    });
    return {
      storageKeys: keys,
      answer: {
        message: companyLicenseTexts.reset,
        description: companyLicenseTexts.resetDescription,
        license: await itemOf(tx, await readRow(tx, owner, row.id)),
      },
    };
  });
  for (const key of storageKeys) {
    await deps.storage.delete(key).catch((error: unknown) => {
      console.error(`Arquivo ${key} não pôde ser apagado do armazenamento:`, error);
    });
  }
  return answer;
}

/**
 * GET a file of the row: a five-minute link, for whoever may read the licence (GET_LICENSES; the
 * repository's own link wants GET_FILES). Only a file the row holds is answered.
 */
export async function companyLicenseFileLink(
  deps: Pick<ClientAreaDeps, 'db' | 'storage' | 'jwtSecret' | 'now'>,
  tenant: Tenant,
  companyId: number,
  rowId: number,
  fileId: number,
): Promise<FileLinkResponse> {
  const row = await readRow(deps.db, await ownerOf(deps.db, tenant, companyId), rowId);
  const file = await findAttachedFile(deps.db, row.id, fileId);
  if (!file) throw notFound(companyLicenseTexts.fileNotFound);
  return fileLinkOf(deps, file);
}
