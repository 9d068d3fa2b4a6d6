import type { CompanyLicenseSort } from '@product/api/contract';
import {
  cnaeCodeDigits,
  cnpjSearchTerm,
  type LicenseStatus,
  licenseStatusUrgency,
  type RegistrationLevel,
} from '@product/domain';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../accounts/queries';
import { containsFolded } from '../cnaes/search';
import type { Executor } from '../db/database';
import { cnaes, companyLicenseFiles, companyLicenses, establishments, files, licenses } from '../db/schema';

/** The list's filters, already parsed (spec 2 §7 "Licence list"). */
export interface LicenseFilters {
  cnaeLevel?: RegistrationLevel;
  /** Masked `9999-9/99`. */
  cnaeCodes?: readonly string[];
  cnpjs?: { ids: readonly number[]; cnpjs: readonly string[] };
  statuses?: readonly LicenseStatus[];
  search?: string;
}

/** Whose rows: a company of the tenant's account. */
export interface RowOwner {
  clientId: number;
  companyId: number;
}

const rowColumns = {
  id: companyLicenses.id,
  companyId: companyLicenses.companyId,
  status: companyLicenses.status,
  licenseId: companyLicenses.licenseId,
  licenseName: licenses.name,
  impact: licenses.impact,
  complexity: licenses.complexity,
  cnaeId: companyLicenses.cnaeId,
  codeClass: cnaes.codeClass,
  codeDescription: cnaes.codeDescription,
  registrationLevel: cnaes.registrationLevel,
  establishmentId: companyLicenses.establishmentId,
  cnpj: establishments.cnpj,
  establishmentType: establishments.type,
  stateAlias: establishments.stateAlias,
  validUntil: companyLicenses.validUntil,
  createdAt: companyLicenses.createdAt,
  updatedAt: companyLicenses.updatedAt,
  isNecessary: companyLicenses.isNecessary,
  type: companyLicenses.type,
  problem: companyLicenses.problem,
  description: companyLicenses.description,
  conditions: companyLicenses.conditions,
  note: companyLicenses.note,
  feeName: companyLicenses.feeName,
  feeAmount: companyLicenses.feeAmount,
  feeExpirationDate: companyLicenses.feeExpirationDate,
};
export type LicenseRow = {
  [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['notNull'] extends true
    ? (typeof rowColumns)[K]['_']['data']
    : (typeof rowColumns)[K]['_']['data'] | null;
};

/** The search reads as the domain says (the mocks filter with the same readings). */
function searchCondition(search: string): SQL | undefined {
  const digits = cnaeCodeDigits(search);
  const cnpj = cnpjSearchTerm(search);
  return or(
    containsFolded(licenses.name, search),
    containsFolded(cnaes.codeDescription, search),
    containsFolded(cnaes.codeClass, search),
    digits === '' ? undefined : sql`translate(${cnaes.codeClass}, '-/', '') like ${`%${escapeLike(digits)}%`}`,
    cnpj === null ? undefined : sql`${establishments.cnpj} like ${`%${escapeLike(cnpj)}%`}`,
  );
}

/** Active rows of the company that pass the filters; the tenant's account is checked again on the row itself. */
function whereOf(owner: RowOwner, filters: LicenseFilters): SQL | undefined {
  const cnpjIds = filters.cnpjs?.ids ?? [];
  const cnpjCodes = filters.cnpjs?.cnpjs ?? [];
  return and(
    eq(companyLicenses.companyId, owner.companyId),
    eq(companyLicenses.clientId, owner.clientId),
    eq(companyLicenses.active, true),
    filters.cnaeLevel ? eq(cnaes.registrationLevel, filters.cnaeLevel) : undefined,
    filters.cnaeCodes && filters.cnaeCodes.length > 0 ? inArray(cnaes.codeClass, [...filters.cnaeCodes]) : undefined,
    cnpjIds.length > 0 || cnpjCodes.length > 0
      ? or(
          cnpjIds.length > 0 ? inArray(establishments.id, [...cnpjIds]) : undefined,
          cnpjCodes.length > 0 ? inArray(establishments.cnpj, [...cnpjCodes]) : undefined,
        )
      : undefined,
    filters.statuses && filters.statuses.length > 0
      ? inArray(companyLicenses.status, [...filters.statuses])
      : undefined,
    filters.search ? searchCondition(filters.search) : undefined,
  );
}

/** Rows with their definition, CNAE and CNPJ (every row has all three: the foreign keys cascade). */
function selectRows(db: Executor) {
  return db
    .select(rowColumns)
    .from(companyLicenses)
    .innerJoin(licenses, eq(licenses.id, companyLicenses.licenseId))
    .innerJoin(cnaes, eq(cnaes.id, companyLicenses.cnaeId))
    .innerJoin(establishments, eq(establishments.id, companyLicenses.establishmentId));
}

export async function countLicenseRows(db: Executor, owner: RowOwner, filters: LicenseFilters): Promise<number> {
  let total = 0;
  for (const value of (await countLicenseRowsByStatus(db, owner, filters)).values()) total += value;
  return total;
}

/** Most urgent first (the domain's `licenseStatusUrgency`): the statuses are fixed words, written into the statement. */
const statusUrgency = sql`case ${companyLicenses.status} ${sql.raw(
  licenseStatusUrgency
    .slice(0, -1)
    .map((status, rank) => `when '${status}' then ${rank}`)
    .join(' '),
)} else ${sql.raw(String(licenseStatusUrgency.length - 1))} end`;

function orderOf(sort: CompanyLicenseSort, direction: 'asc' | 'desc'): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const byName = asc(sql`lower(${licenses.name})`);
  const tail = [byName, asc(companyLicenses.id)];
  switch (sort) {
    case 'fiscalLicenseName':
      return [by(sql`lower(${licenses.name})`), asc(companyLicenses.id)];
    case 'status':
      return [by(statusUrgency), ...tail];
    case 'validUntil':
      // Rows without a date (pending, indefinite) come last either way.
      return [sql`${companyLicenses.validUntil} ${sql.raw(direction)} nulls last`, ...tail];
    case 'fiscalRegistrationCodeClass':
      return [by(cnaes.codeClass), ...tail];
    case 'fiscalLicenseImpact':
      return [by(licenses.impact), ...tail];
    case 'fiscalLicenseComplexity':
      return [by(licenses.complexity), ...tail];
    case 'registrationCode':
      return [by(establishments.cnpj), ...tail];
    case 'createdAt':
      return [by(companyLicenses.createdAt), by(companyLicenses.id)];
    case 'updatedAt':
      return [by(sql`coalesce(${companyLicenses.updatedAt}, ${companyLicenses.createdAt})`), by(companyLicenses.id)];
    case 'id':
      return [by(companyLicenses.id)];
  }
}

export function listLicenseRows(
  db: Executor,
  owner: RowOwner,
  filters: LicenseFilters,
  order: { sort: CompanyLicenseSort; direction: 'asc' | 'desc' },
  page: { offset: number; limit: number },
): Promise<LicenseRow[]> {
  return selectRows(db)
    .where(whereOf(owner, filters))
    .orderBy(...orderOf(order.sort, order.direction))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many rows per status pass the filters (statuses without rows are absent). */
export async function countLicenseRowsByStatus(
  db: Executor,
  owner: RowOwner,
  filters: LicenseFilters,
): Promise<Map<LicenseStatus, number>> {
  const rows = await db
    .select({ status: companyLicenses.status, total: count() })
    .from(companyLicenses)
    .innerJoin(licenses, eq(licenses.id, companyLicenses.licenseId))
    .innerJoin(cnaes, eq(cnaes.id, companyLicenses.cnaeId))
    .innerJoin(establishments, eq(establishments.id, companyLicenses.establishmentId))
    .where(whereOf(owner, filters))
    .groupBy(companyLicenses.status);
  return new Map(rows.map((row) => [row.status, row.total]));
}

/** One active row of the company; `forUpdate` locks it for the rest of the transaction. */
export async function findLicenseRow(
  db: Executor,
  owner: RowOwner,
  rowId: number,
  options: { forUpdate?: boolean } = {},
): Promise<LicenseRow | undefined> {
  const query = selectRows(db).where(and(whereOf(owner, {}), eq(companyLicenses.id, rowId)));
  const [row] = await (options.forUpdate ? query.for('update', { of: companyLicenses }) : query);
  return row;
}

export interface AttachedFile {
  rowId: number;
  kind: 'document' | 'protocol' | 'fee';
  id: number;
  name: string;
}

/** The files of some rows, in one query, newest first. */
export function filesOfRows(db: Executor, rowIds: readonly number[]): Promise<AttachedFile[]> {
  if (rowIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      rowId: companyLicenseFiles.companyLicenseId,
      kind: companyLicenseFiles.kind,
      id: files.id,
      name: files.name,
    })
    .from(companyLicenseFiles)
    .innerJoin(files, eq(files.id, companyLicenseFiles.fileId))
    .where(inArray(companyLicenseFiles.companyLicenseId, [...rowIds]))
    .orderBy(desc(files.id));
}

/** Which of these ids are repository files (not logos) of the company. */
export async function repositoryFileIds(db: Executor, owner: RowOwner, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.id, [...ids]),
        eq(files.companyId, owner.companyId),
        eq(files.clientId, owner.clientId),
        ne(files.fileType, 'logo'),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The licence data a row holds (everything the dialog edits), and its status. */
export interface LicenseData {
  status: LicenseStatus;
  isNecessary: boolean;
  type: 'document' | 'protocol' | null;
  problem: string | null;
  description: string | null;
  validUntil: string | null;
  conditions: string | null;
  note: string | null;
  feeName: string | null;
  /** Decimal text, e.g. '150.00'. */
  feeAmount: string | null;
  feeExpirationDate: string | null;
}

export async function writeLicenseData(db: Executor, rowId: number, data: LicenseData, at: Date): Promise<void> {
  await db
    .update(companyLicenses)
    .set({ ...data, updatedAt: at })
    .where(eq(companyLicenses.id, rowId));
}

/** Attaches a file to a row in a list; a file already attached moves to that list. */
export async function attachFile(
  db: Executor,
  rowId: number,
  fileId: number,
  kind: 'document' | 'protocol' | 'fee',
): Promise<void> {
  await db
    .insert(companyLicenseFiles)
    .values({ companyLicenseId: rowId, fileId, kind })
    .onConflictDoUpdate({
      target: [companyLicenseFiles.companyLicenseId, companyLicenseFiles.fileId],
      set: { kind },
    });
}

/** Detaches the row's files (of some lists, or all); the files stay in the repository. Returns how many. */
export async function detachFiles(
  db: Executor,
  rowId: number,
  kinds?: readonly ('document' | 'protocol' | 'fee')[],
): Promise<number> {
  const rows = await db
    .delete(companyLicenseFiles)
    .where(
      and(
        eq(companyLicenseFiles.companyLicenseId, rowId),
        kinds ? inArray(companyLicenseFiles.kind, [...kinds]) : undefined,
      ),
    )
    .returning({ fileId: companyLicenseFiles.fileId });
  return rows.length;
}

/** A file attached to the row, with what a link to it needs; undefined when the row does not hold it. */
export async function findAttachedFile(
  db: Executor,
  rowId: number,
  fileId: number,
): Promise<{ id: number; name: string; mimeType: string; storageKey: string } | undefined> {
  const [row] = await db
    .select({ id: files.id, name: files.name, mimeType: files.mimeType, storageKey: files.storageKey })
    .from(companyLicenseFiles)
    .innerJoin(files, eq(files.id, companyLicenseFiles.fileId))
    .where(and(eq(companyLicenseFiles.companyLicenseId, rowId), eq(companyLicenseFiles.fileId, fileId)))
    .limit(1);
  return row;
}

/**
 * The row's files that no other licence row holds, locked for the rest of the transaction (a save
 * attaching one elsewhere waits, then finds it gone). The locks come first and the other rows are
 * read by a second statement, so an attachment committed while waiting for them is seen.
 */
export async function filesOnlyOnRow(db: Executor, rowId: number): Promise<{ id: number; storageKey: string }[]> {
  const attached = await db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .innerJoin(companyLicenseFiles, eq(companyLicenseFiles.fileId, files.id))
    .where(eq(companyLicenseFiles.companyLicenseId, rowId))
    .orderBy(asc(files.id))
    .for('update', { of: files });
  if (attached.length === 0) return [];
  const shared = await db
    .selectDistinct({ id: companyLicenseFiles.fileId })
    .from(companyLicenseFiles)
    .where(
      and(
        inArray(
          companyLicenseFiles.fileId,
          attached.map((file) => file.id),
        ),
        ne(companyLicenseFiles.companyLicenseId, rowId),
      ),
    );
  const elsewhere = new Set(shared.map((row) => row.id));
  return attached.filter((file) => !elsewhere.has(file.id));
}

/** Deletes repository files by id (their licence links cascade). */
export async function deleteFiles(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(files).where(inArray(files.id, [...ids]));
}
