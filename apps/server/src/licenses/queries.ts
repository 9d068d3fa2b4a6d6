import { asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { containsFolded } from '../cnaes/search';
import type { Executor } from '../db/database';
import { cnaes, licenseCnaes, licenses } from '../db/schema';

export const licenseColumns = {
  id: licenses.id,
  name: licenses.name,
  description: licenses.description,
  impact: licenses.impact,
  complexity: licenses.complexity,
  estimatedEffort: licenses.estimatedEffort,
  estimatedBureaucratic: licenses.estimatedBureaucratic,
  estimatedValid: licenses.estimatedValid,
  enabled: licenses.enabled,
  createdAt: licenses.createdAt,
  updatedAt: licenses.updatedAt,
  totalCnaes: sql<number>`(select count(*) from ${licenseCnaes} where ${licenseCnaes.licenseId} = ${licenses.id})::int`,
};
export type LicenseRow = Omit<typeof licenses.$inferSelect, never> & { totalCnaes: number };

/** Name or description contains the term, case and accents ignored. */
function whereOf(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(containsFolded(licenses.name, search), containsFolded(licenses.description, search));
}

export async function countLicenses(db: Executor, search: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(licenses).where(whereOf(search));
  return row?.total ?? 0;
}

/** One page in name order. */
export function listLicenses(
  db: Executor,
  search: string | undefined,
  page: { offset: number; limit: number },
): Promise<LicenseRow[]> {
  return db
    .select(licenseColumns)
    .from(licenses)
    .where(whereOf(search))
    .orderBy(asc(licenses.name), asc(licenses.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findLicense(db: Executor, id: number): Promise<LicenseRow | undefined> {
  const [row] = await db.select(licenseColumns).from(licenses).where(eq(licenses.id, id));
  return row;
}

/** The CNAEs of some licences, in code order, in one query. */
export function cnaesOfLicenses(db: Executor, licenseIds: number[]) {
  if (licenseIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      licenseId: licenseCnaes.licenseId,
      id: cnaes.id,
      codeClass: cnaes.codeClass,
      codeDescription: cnaes.codeDescription,
      registrationLevel: cnaes.registrationLevel,
    })
    .from(licenseCnaes)
    .innerJoin(cnaes, eq(cnaes.id, licenseCnaes.cnaeId))
    .where(inArray(licenseCnaes.licenseId, licenseIds))
    .orderBy(asc(cnaes.codeClass));
}

/** Which of these CNAE ids exist. */
export async function existingCnaeIds(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: cnaes.id }).from(cnaes).where(inArray(cnaes.id, ids));
  return new Set(rows.map((row) => row.id));
}

export interface LicenseValues {
  name: string;
  description: string;
  impact: number;
  complexity: number;
  estimatedEffort: number;
  estimatedBureaucratic: number;
  estimatedValid: number;
  enabled: boolean;
}

export async function insertLicense(db: Executor, values: LicenseValues): Promise<number> {
  const [row] = await db.insert(licenses).values(values).returning({ id: licenses.id });
  if (!row) throw new Error('licence not inserted');
  return row.id;
}

export async function updateLicenseRow(db: Executor, id: number, values: LicenseValues): Promise<boolean> {
  const rows = await db
    .update(licenses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(licenses.id, id))
    .returning({ id: licenses.id });
  return rows.length > 0;
}

/** The licence lists exactly these CNAEs from now on. */
export async function replaceLicenseCnaes(db: Executor, licenseId: number, cnaeIds: number[]): Promise<void> {
  await db.delete(licenseCnaes).where(eq(licenseCnaes.licenseId, licenseId));
  if (cnaeIds.length > 0) {
    await db.insert(licenseCnaes).values(cnaeIds.map((cnaeId) => ({ licenseId, cnaeId })));
  }
}

/** Deletes the licence; its CNAE links cascade. */
export async function deleteLicenseRow(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(licenses).where(eq(licenses.id, id)).returning({ id: licenses.id });
  return rows.length > 0;
}
