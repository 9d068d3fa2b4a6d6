import { cnaeCodeDigits } from '@product/domain';
import { asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../accounts/queries';
import type { Executor } from '../db/database';
import { cnaes } from '../db/schema';
import { containsFolded } from './search';

/** The columns every CNAE answer shows. */
export const cnaeColumns = {
  id: cnaes.id,
  codeClass: cnaes.codeClass,
  codeDescription: cnaes.codeDescription,
  registrationLevel: cnaes.registrationLevel,
  enabled: cnaes.enabled,
  createdAt: cnaes.createdAt,
  updatedAt: cnaes.updatedAt,
};
export type CnaeRow = { [K in keyof typeof cnaeColumns]: (typeof cnaes.$inferSelect)[K] };

/**
 * The description contains the term (case and accents ignored), or, when the
 * term is made of digits and the mask's separators, the code contains those
 * digits: '4711-3', '47113' and '4711302' all find 4711-3/02.
 */
function searchWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const byDescription = containsFolded(cnaes.codeDescription, search);
  const digits = cnaeCodeDigits(search);
  if (digits === '') return byDescription;
  return or(byDescription, sql`translate(${cnaes.codeClass}, '-/', '') like ${`%${escapeLike(digits)}%`}`);
}

export async function countCnaes(db: Executor, search: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cnaes).where(searchWhere(search));
  return row?.total ?? 0;
}

/** One page in code order (the dropdowns ask for all of them at once). */
export function listCnaes(db: Executor, search: string | undefined, page: { offset: number; limit: number }) {
  return db
    .select(cnaeColumns)
    .from(cnaes)
    .where(searchWhere(search))
    .orderBy(asc(cnaes.codeClass))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findCnae(db: Executor, id: number): Promise<CnaeRow | undefined> {
  const [row] = await db.select(cnaeColumns).from(cnaes).where(eq(cnaes.id, id));
  return row;
}

export async function findCnaeIdByCode(db: Executor, codeClass: string): Promise<number | undefined> {
  const [row] = await db.select({ id: cnaes.id }).from(cnaes).where(eq(cnaes.codeClass, codeClass));
  return row?.id;
}

export interface CnaeValues {
  codeClass: string;
  codeDescription: string;
  registrationLevel: 'low_level' | 'medium_level' | 'high_level';
  enabled?: boolean;
}

export async function insertCnae(db: Executor, values: CnaeValues): Promise<CnaeRow> {
  const [row] = await db.insert(cnaes).values(values).returning(cnaeColumns);
  if (!row) throw new Error('CNAE not inserted');
  return row;
}

export async function updateCnaeRow(db: Executor, id: number, values: CnaeValues): Promise<CnaeRow | undefined> {
  const [row] = await db
    .update(cnaes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cnaes.id, id))
    .returning(cnaeColumns);
  return row;
}

export async function deleteCnaeRow(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(cnaes).where(eq(cnaes.id, id)).returning({ id: cnaes.id });
  return rows.length > 0;
}
