import type { CompanySort, TagMatch } from '@product/api/contract';
import { cnpjSearchTerm, type RegistrationLevel } from '@product/domain';
import { and, asc, count, desc, eq, exists, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companyVisible, type Tenant } from '../client-area/context';
import { containsFolded } from '../cnaes/search';
import type { Executor } from '../db/database';
import { inIdList } from '../db/id-list';
import {
  clients,
  cnaes,
  companies,
  companyLicenses,
  companyTags,
  establishmentCnaes,
  establishments,
  files,
  licenses,
  tags,
} from '../db/schema';

/** The company's first CNPJ (lowest id): the source of the registration fields it shows. */
const first = alias(establishments, 'first_establishment');
const firstId = sql`(select min(e.id) from ${establishments} e where e.company_id = ${companies.id})`;
const joinFirst = and(eq(first.companyId, companies.id), eq(first.id, firstId));

export interface CompanyFilter {
  /** Companies carrying these tags: any one of them, or every one with `tagMatch` 'all'. */
  tagIds: readonly number[];
  tagMatch: TagMatch;
  search: string | undefined;
}

/** Which companies of the tenant the list shows. */
export function companyListWhere(tenant: Tenant, filter: CompanyFilter): SQL {
  const conditions: SQL[] = [companyVisible(tenant)];
  if (filter.tagIds.length > 0) {
    // Both rules read company_tags through its tag_id index (one array parameter, like inIdList):
    // 'any' is the companies of any of the tags, 'all' those among them that hold as many links
    // as tags were chosen (the primary key makes each company-tag link unique).
    const chosen = inIdList(companyTags.tagId, filter.tagIds);
    conditions.push(
      inArray(
        companies.id,
        filter.tagMatch === 'all'
          ? sql`(select ${companyTags.companyId} from ${companyTags} where ${chosen}
              group by ${companyTags.companyId} having count(*) = ${filter.tagIds.length})`
          : sql`(select ${companyTags.companyId} from ${companyTags} where ${chosen})`,
      ),
    );
  }
  if (filter.search) {
    // Matching companies as one list of ids: by name, or by a CNPJ's names or number, each
    // side restricted to the account, so PostgreSQL can answer both from their trigram
    // indexes (migration 0007) instead of folding every name of every account.
    const cnpj = cnpjSearchTerm(filter.search);
    conditions.push(
      inArray(
        companies.id,
        sql`(select ${companies.id} from ${companies}
            where ${companies.clientId} = ${tenant.clientId} and ${containsFolded(companies.name, filter.search)}
          union
          select ${establishments.companyId} from ${establishments}
            where ${establishments.clientId} = ${tenant.clientId} and (${or(
              containsFolded(establishments.registrationName, filter.search),
              containsFolded(establishments.fantasyName, filter.search),
              cnpj === null ? undefined : sql`${establishments.cnpj} like ${`%${cnpj}%`}`,
            )}))`,
      ),
    );
  }
  return and(...conditions) as SQL;
}

export async function countCompanies(db: Executor, where: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(companies).where(where);
  return row?.total ?? 0;
}

/** A CNAE with its level, as the company queries aggregate them. */
export interface CnaeOfCompany {
  id: number;
  code_class: string;
  code_description: string;
  level: RegistrationLevel;
}

/** The distinct CNAEs of all the company's CNPJs, as a JSON array in code order (a correlated subquery). */
const cnaesJson = sql<CnaeOfCompany[]>`(select coalesce(json_agg(json_build_object(
    'id', cn.id, 'code_class', cn.code_class, 'code_description', cn.code_description, 'level', cn.registration_level
  ) order by cn.code_class), '[]'::json)
  from ${cnaes} cn
  where cn.id in (select ec.cnae_id from ${establishmentCnaes} ec
    join ${establishments} e on e.id = ec.establishment_id where e.company_id = ${companies.id}))`;

const tagsJson = sql<{ id: number; tag: string }[]>`(select coalesce(json_agg(json_build_object(
    'id', t.id, 'tag', t.tag) order by lower(t.tag), t.id), '[]'::json)
  from ${companyTags} ct join ${tags} t on t.id = ct.tag_id where ct.company_id = ${companies.id})`;

const totalCnpjs = sql<number>`(select count(*) from ${establishments} e where e.company_id = ${companies.id})::int`;
const totalFiles = sql<number>`(select count(*) from ${files} f
  where f.company_id = ${companies.id} and f.file_type <> 'logo')::int`;

const sortColumns: Record<CompanySort, SQL | typeof companies.id> = {
  'et.id': companies.id,
  'et.name': sql`${companies.name}`,
  'et.createdAt': sql`${companies.createdAt}`,
  'et.updatedAt': sql`coalesce(${companies.updatedAt}, ${companies.createdAt})`,
};

/**
 * One page of the list with everything a card shows, in one query: the
 * first CNPJ joined by its id, totals, CNAEs and tags as correlated
 * subqueries (never one query per company). Ties sort by id.
 */
export function listCompanyRows(
  db: Executor,
  where: SQL,
  order: { sort: CompanySort; direction: 'asc' | 'desc' },
  page: { offset: number; limit: number },
) {
  const by = order.direction === 'asc' ? asc : desc;
  const orderBy = order.sort === 'et.id' ? [by(companies.id)] : [by(sortColumns[order.sort]), by(companies.id)];
  // The page's ids first, from the indexes alone; the card's joins and subqueries then run
  // for these rows only, not for every row an offset skips (a deep page of a large account).
  const pageIds = db
    .select({ id: companies.id })
    .from(companies)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select({
      id: companies.id,
      name: companies.name,
      enabled: companies.enabled,
      createdAt: companies.createdAt,
      logoKey: companies.logoKey,
      fantasyName: first.fantasyName,
      cnpj: first.cnpj,
      situation: first.situation,
      openingDate: first.openingDate,
      cityName: first.cityName,
      stateAlias: first.stateAlias,
      totalCnpjs,
      totalFiles,
      cnaes: cnaesJson,
      tags: tagsJson,
    })
    .from(companies)
    .leftJoin(first, joinFirst)
    .where(inArray(companies.id, pageIds))
    .orderBy(...orderBy);
}
export type CompanyListRow = Awaited<ReturnType<typeof listCompanyRows>>[number];

/** The company (visible to the tenant) with its first CNPJ's data and its CNPJ count. */
export async function findCompanyDetail(db: Executor, tenant: Tenant, companyId: number) {
  const [row] = await db
    .select({ company: companies, first, totalCnpjs })
    .from(companies)
    .leftJoin(first, joinFirst)
    .where(and(eq(companies.id, companyId), companyVisible(tenant)))
    .limit(1);
  return row;
}

/** The distinct CNAEs of all the company's CNPJs, in code order. */
export function cnaesOfCompany(db: Executor, companyId: number): Promise<CnaeOfCompany[]> {
  return db
    .selectDistinct({
      id: cnaes.id,
      code_class: cnaes.codeClass,
      code_description: cnaes.codeDescription,
      level: cnaes.registrationLevel,
    })
    .from(cnaes)
    .innerJoin(establishmentCnaes, eq(establishmentCnaes.cnaeId, cnaes.id))
    .innerJoin(establishments, eq(establishments.id, establishmentCnaes.establishmentId))
    .where(eq(establishments.companyId, companyId))
    .orderBy(asc(cnaes.codeClass), asc(cnaes.id));
}

/** The company's active licence rows with the licence name and the CNPJ (and whether it is the matriz), by name. */
export function activeLicensesOf(db: Executor, companyId: number) {
  return db
    .select({
      id: companyLicenses.id,
      name: licenses.name,
      status: companyLicenses.status,
      validUntil: companyLicenses.validUntil,
      cnpj: establishments.cnpj,
      establishmentType: establishments.type,
    })
    .from(companyLicenses)
    .innerJoin(licenses, eq(licenses.id, companyLicenses.licenseId))
    .innerJoin(establishments, eq(establishments.id, companyLicenses.establishmentId))
    .where(and(eq(companyLicenses.companyId, companyId), eq(companyLicenses.active, true)))
    .orderBy(asc(licenses.name), asc(establishments.cnpj), asc(companyLicenses.id));
}

/** Every CNPJ of the company with its location, in id order. */
export function addressesOf(db: Executor, companyId: number) {
  return db
    .select({
      id: establishments.id,
      cnpj: establishments.cnpj,
      registrationName: establishments.registrationName,
      cityName: establishments.cityName,
      stateAlias: establishments.stateAlias,
      latitude: establishments.latitude,
      longitude: establishments.longitude,
    })
    .from(establishments)
    .where(eq(establishments.companyId, companyId))
    .orderBy(asc(establishments.id));
}

/** The company's CNPJs (id and code), in id order: what 'Atualizar dados' refreshes. */
export function cnpjsOfCompany(db: Executor, companyId: number) {
  return db
    .select({ id: establishments.id, cnpj: establishments.cnpj })
    .from(establishments)
    .where(eq(establishments.companyId, companyId))
    .orderBy(asc(establishments.id));
}

/**
 * Serialises company and CNPJ creation within one account (the root rule is
 * not a unique index): a row lock on the account that does not block the
 * foreign-key checks of other writes.
 */
export async function lockAccountForCompanies(tx: Executor, clientId: number): Promise<void> {
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('no key update');
}

/** Which of the account's companies already holds this CNPJ, or a CNPJ of its root. */
export async function findCnpjOwner(
  db: Executor,
  clientId: number,
  cnpj: string,
): Promise<{ sameCnpj: boolean; companyId: number } | undefined> {
  const [taken] = await db
    .select({ companyId: establishments.companyId })
    .from(establishments)
    .where(and(eq(establishments.clientId, clientId), eq(establishments.cnpj, cnpj)))
    .limit(1);
  if (taken) return { sameCnpj: true, companyId: taken.companyId };
  const root = cnpj.slice(0, 8);
  const [sameRoot] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.clientId, clientId),
        or(
          eq(companies.cnpjRoot, root),
          // Companies from before the client area have no root of their own: look at their CNPJs.
          and(
            isNull(companies.cnpjRoot),
            exists(
              sql`(select 1 from ${establishments} e where e.company_id = ${companies.id} and left(e.cnpj, 8) = ${root})`,
            ),
          ),
        ),
      ),
    )
    .limit(1);
  return sameRoot ? { sameCnpj: false, companyId: sameRoot.id } : undefined;
}

/** Storage keys to remove once the company is deleted: its files and its logo. */
export async function storageKeysOfCompany(db: Executor, companyId: number, logoKey: string | null) {
  const rows = await db.select({ key: files.storageKey }).from(files).where(eq(files.companyId, companyId));
  return [...rows.map((row) => row.key), ...(logoKey ? [logoKey] : [])];
}

/** The company row, locked for the rest of the transaction, if the tenant may see it. */
export async function lockVisibleCompany(tx: Executor, tenant: Tenant, companyId: number) {
  const [row] = await tx
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), companyVisible(tenant)))
    .for('update');
  return row;
}
