import type { DocumentSort } from '@product/api/contract';
import { cnaeCodeDigits, cnpjSearchTerm, type RegistrationLevel } from '@product/domain';
import { and, asc, countDistinct, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../accounts/queries';
import { containsFolded } from '../cnaes/search';
import type { Executor } from '../db/database';
import { cnaes, companyLicenseFiles, companyLicenses, establishments, files, licenses } from '../db/schema';

export interface Page {
  offset: number;
  limit: number;
}

export interface Ordering {
  sort: DocumentSort;
  direction: 'asc' | 'desc';
}

/** CNAE filters of the documents screen: risk level and codes (masked, '4771-7/01'). */
export interface CnaeFilter {
  level?: RegistrationLevel;
  codes?: string[];
}

function cnaeConditions(filter: CnaeFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.level) conditions.push(eq(cnaes.registrationLevel, filter.level));
  if (filter.codes) conditions.push(filter.codes.length > 0 ? inArray(cnaes.codeClass, filter.codes) : sql`false`);
  return conditions;
}

function ordered(column: PgColumn | SQL, direction: 'asc' | 'desc'): SQL {
  return direction === 'desc' ? desc(column) : asc(column);
}

export function findEstablishment(db: Executor, clientId: number, companyId: number, establishmentId: number) {
  return db
    .select()
    .from(establishments)
    .where(
      and(
        eq(establishments.id, establishmentId),
        eq(establishments.companyId, companyId),
        eq(establishments.clientId, clientId),
      ),
    )
    .limit(1)
    .then((rows) => rows[0]);
}

// Level 1: CNPJ folders.

// Drizzle leaves column names unqualified in single-table queries, so the
// correlated subqueries below name the outer row and their own tables explicitly.
const outerEstablishmentId = sql.raw('"establishments"."id"');

const filesOfEstablishment = sql<number>`(
  select count(distinct clf.file_id) from company_license_files clf
  inner join company_licenses cl on cl.id = clf.company_license_id
  where cl.establishment_id = ${outerEstablishmentId} and cl.active)::int`;

/** The CNAE filters on a catalogue row aliased `c`. */
function aliasedCnaeConditions(filter: CnaeFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.level) conditions.push(sql`c.registration_level = ${filter.level}`);
  if (filter.codes) {
    conditions.push(
      filter.codes.length > 0
        ? sql`c.code_class in (${sql.join(
            filter.codes.map((code) => sql`${code}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  return conditions;
}

function establishmentWhere(companyId: number, search: string | undefined, filter: CnaeFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(establishments.companyId, companyId)];
  if (search) {
    const cnpjFragment = cnpjSearchTerm(search);
    conditions.push(
      or(
        containsFolded(establishments.registrationName, search),
        cnpjFragment ? sql`${establishments.cnpj} like ${`%${escapeLike(cnpjFragment)}%`}` : undefined,
      ),
    );
  }
  const cnae = aliasedCnaeConditions(filter);
  if (cnae.length > 0) {
    conditions.push(sql`exists (
      select 1 from company_licenses cl inner join cnaes c on c.id = cl.cnae_id
      where cl.establishment_id = ${outerEstablishmentId} and cl.active
      and ${sql.join(cnae, sql` and `)})`);
  }
  return and(...conditions) as SQL;
}

export async function countCnpjFolders(
  db: Executor,
  companyId: number,
  search: string | undefined,
  filter: CnaeFilter,
): Promise<number> {
  return db.$count(establishments, establishmentWhere(companyId, search, filter));
}

export function listCnpjFolders(
  db: Executor,
  companyId: number,
  search: string | undefined,
  filter: CnaeFilter,
  ordering: Ordering,
  page: Page,
) {
  const column = { id: establishments.id, createdAt: establishments.createdAt }[ordering.sort as 'id' | 'createdAt'];
  return db
    .select({
      id: establishments.id,
      cnpj: establishments.cnpj,
      registrationName: establishments.registrationName,
      type: establishments.type,
      enabled: establishments.enabled,
      totalFiles: filesOfEstablishment,
    })
    .from(establishments)
    .where(establishmentWhere(companyId, search, filter))
    .orderBy(ordered(column ?? establishments.cnpj, ordering.direction), asc(establishments.id))
    .limit(page.limit)
    .offset(page.offset);
}

// Level 2: CNAE folders of one CNPJ (CNAEs with active licence rows there).

function cnaeFolderWhere(establishmentId: number, search: string | undefined, filter: CnaeFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(companyLicenses.establishmentId, establishmentId),
    eq(companyLicenses.active, true),
    ...cnaeConditions(filter),
  ];
  if (search) {
    const digits = cnaeCodeDigits(search);
    conditions.push(
      or(
        containsFolded(cnaes.codeDescription, search),
        digits
          ? sql`replace(replace(${cnaes.codeClass}, '-', ''), '/', '') like ${`%${escapeLike(digits)}%`}`
          : undefined,
      ),
    );
  }
  return and(...conditions) as SQL;
}

export async function countCnaeFolders(
  db: Executor,
  establishmentId: number,
  search: string | undefined,
  filter: CnaeFilter,
): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(companyLicenses.cnaeId) })
    .from(companyLicenses)
    .innerJoin(cnaes, eq(cnaes.id, companyLicenses.cnaeId))
    .where(cnaeFolderWhere(establishmentId, search, filter));
  return row?.total ?? 0;
}

export function listCnaeFolders(
  db: Executor,
  establishmentId: number,
  search: string | undefined,
  filter: CnaeFilter,
  ordering: Ordering,
  page: Page,
) {
  const firstLicense = sql`min(${companyLicenses.createdAt})`;
  const column = { id: cnaes.id, createdAt: firstLicense }[ordering.sort as 'id' | 'createdAt'];
  return db
    .select({
      id: cnaes.id,
      codeClass: cnaes.codeClass,
      codeDescription: cnaes.codeDescription,
      registrationLevel: cnaes.registrationLevel,
      totalFiles: sql<number>`count(distinct ${companyLicenseFiles.fileId})::int`,
    })
    .from(companyLicenses)
    .innerJoin(cnaes, eq(cnaes.id, companyLicenses.cnaeId))
    .leftJoin(companyLicenseFiles, eq(companyLicenseFiles.companyLicenseId, companyLicenses.id))
    .where(cnaeFolderWhere(establishmentId, search, filter))
    .groupBy(cnaes.id, cnaes.codeClass, cnaes.codeDescription, cnaes.registrationLevel)
    .orderBy(ordered(column ?? cnaes.codeClass, ordering.direction), asc(cnaes.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Whether the CNAE belongs to the CNPJ (linked to it, or with licence rows there). */
export async function cnaeOfEstablishment(db: Executor, establishmentId: number, cnaeId: number) {
  const [row] = await db
    .select({ id: cnaes.id, codeClass: cnaes.codeClass })
    .from(cnaes)
    .where(
      and(
        eq(cnaes.id, cnaeId),
        or(
          sql`exists (select 1 from establishment_cnaes ec
            where ec.establishment_id = ${establishmentId} and ec.cnae_id = "cnaes"."id")`,
          sql`exists (select 1 from company_licenses cl
            where cl.establishment_id = ${establishmentId} and cl.cnae_id = "cnaes"."id" and cl.active)`,
        ),
      ),
    )
    .limit(1);
  return row;
}

// Level 3: the files attached to the licence rows of one CNPJ-CNAE.

function attachedWhere(establishmentId: number, cnaeId: number, search: string | undefined): SQL {
  return and(
    eq(companyLicenses.establishmentId, establishmentId),
    eq(companyLicenses.cnaeId, cnaeId),
    eq(companyLicenses.active, true),
    search ? or(containsFolded(files.name, search), containsFolded(licenses.name, search)) : undefined,
  ) as SQL;
}

export async function countAttachedFiles(
  db: Executor,
  establishmentId: number,
  cnaeId: number,
  search: string | undefined,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(companyLicenseFiles)
    .innerJoin(companyLicenses, eq(companyLicenses.id, companyLicenseFiles.companyLicenseId))
    .innerJoin(files, eq(files.id, companyLicenseFiles.fileId))
    .innerJoin(licenses, eq(licenses.id, companyLicenses.licenseId))
    .where(attachedWhere(establishmentId, cnaeId, search));
  return row?.total ?? 0;
}

export function listAttachedFiles(
  db: Executor,
  establishmentId: number,
  cnaeId: number,
  search: string | undefined,
  ordering: Ordering,
  page: Page,
) {
  const byValidity =
    ordering.direction === 'desc'
      ? sql`${companyLicenses.validUntil} desc nulls last`
      : sql`${companyLicenses.validUntil} asc nulls last`;
  const order = {
    name: ordered(files.name, ordering.direction),
    id: ordered(files.id, ordering.direction),
    createdAt: ordered(files.createdAt, ordering.direction),
    validUntil: byValidity,
    fiscalLicenseName: ordered(licenses.name, ordering.direction),
  }[ordering.sort];
  return db
    .select({
      id: files.id,
      name: files.name,
      extension: files.extension,
      size: files.size,
      createdAt: files.createdAt,
      kind: companyLicenseFiles.kind,
      companyLicenseId: companyLicenses.id,
      licenseId: licenses.id,
      licenseName: licenses.name,
      validUntil: companyLicenses.validUntil,
    })
    .from(companyLicenseFiles)
    .innerJoin(companyLicenses, eq(companyLicenses.id, companyLicenseFiles.companyLicenseId))
    .innerJoin(files, eq(files.id, companyLicenseFiles.fileId))
    .innerJoin(licenses, eq(licenses.id, companyLicenses.licenseId))
    .where(attachedWhere(establishmentId, cnaeId, search))
    .orderBy(order, asc(files.id), asc(companyLicenses.id))
    .limit(page.limit)
    .offset(page.offset);
}
