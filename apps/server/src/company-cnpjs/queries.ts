import type { CompanyCnpjSort } from '@product/api/contract';
import { cnpjSearchTerm } from '@product/domain';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { containsFolded } from '../cnaes/search';
import type { Executor } from '../db/database';
import { establishments } from '../db/schema';

/** The company's CNPJs matching the search: names (case and accents ignored), city, or the CNPJ itself. */
export function cnpjListWhere(companyId: number, search: string | undefined): SQL {
  const ofCompany = eq(establishments.companyId, companyId);
  if (!search) return ofCompany;
  const cnpj = cnpjSearchTerm(search);
  return and(
    ofCompany,
    or(
      containsFolded(establishments.registrationName, search),
      containsFolded(establishments.fantasyName, search),
      containsFolded(establishments.cityName, search),
      cnpj === null ? undefined : sql`${establishments.cnpj} like ${`%${cnpj}%`}`,
    ),
  ) as SQL;
}

export async function countCnpjs(db: Executor, where: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(establishments).where(where);
  return row?.total ?? 0;
}

const sortColumns = {
  'et.id': establishments.id,
  'et.registrationName': establishments.registrationName,
  'et.registrationCode': establishments.cnpj,
  'et.createdAt': establishments.createdAt,
} as const satisfies Record<CompanyCnpjSort, unknown>;

/** One page; ties sort by id. */
export function listCnpjRows(
  db: Executor,
  where: SQL,
  order: { sort: CompanyCnpjSort; direction: 'asc' | 'desc' },
  page: { offset: number; limit: number },
) {
  const by = order.direction === 'asc' ? asc : desc;
  const orderBy =
    order.sort === 'et.id' ? [by(establishments.id)] : [by(sortColumns[order.sort]), by(establishments.id)];
  return db
    .select({
      id: establishments.id,
      type: establishments.type,
      registrationName: establishments.registrationName,
      fantasyName: establishments.fantasyName,
      cnpj: establishments.cnpj,
      cityName: establishments.cityName,
      stateAlias: establishments.stateAlias,
      situation: establishments.situation,
      situationReason: establishments.situationReason,
      situationDate: establishments.situationDate,
      enabled: establishments.enabled,
      createdAt: establishments.createdAt,
    })
    .from(establishments)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
}

/** The company's CNPJs in id order (the first is the company's data source). */
export function establishmentsOfCompany(db: Executor, companyId: number) {
  return db
    .select({ id: establishments.id, cnpj: establishments.cnpj, registrationName: establishments.registrationName })
    .from(establishments)
    .where(eq(establishments.companyId, companyId))
    .orderBy(asc(establishments.id));
}

export async function deleteEstablishmentRow(db: Executor, establishmentId: number): Promise<void> {
  await db.delete(establishments).where(eq(establishments.id, establishmentId));
}
