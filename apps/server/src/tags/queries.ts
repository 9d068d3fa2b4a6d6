import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { companyTags, tags } from '../db/schema';

const tagColumns = { id: tags.id, tag: tags.tag };

/**
 * How many companies carry the tag: all of the account's, also those a USER is not assigned,
 * since renaming or deleting the tag changes every one of them (read from company_tags' tag_id index).
 */
const totalCompanies = sql<number>`(select count(*) from ${companyTags} ct where ct.tag_id = ${tags.id})::int`;

/** The account's tags with their company counts, alphabetically (case ignored), ties by id. */
export function tagsOfAccount(db: Executor, clientId: number) {
  return db
    .select({ ...tagColumns, totalCompanies })
    .from(tags)
    .where(eq(tags.clientId, clientId))
    .orderBy(asc(sql`lower(${tags.tag})`), asc(tags.id));
}

export async function findTag(db: Executor, clientId: number, id: number) {
  const [row] = await db
    .select(tagColumns)
    .from(tags)
    .where(and(eq(tags.id, id), eq(tags.clientId, clientId)))
    .limit(1);
  return row;
}

/** Whether another tag of the account has this text, case ignored. */
export async function tagTextTaken(db: Executor, clientId: number, text: string, exceptId?: number) {
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.clientId, clientId),
        eq(sql`lower(${tags.tag})`, text.toLowerCase()),
        exceptId === undefined ? undefined : ne(tags.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertTag(db: Executor, clientId: number, text: string) {
  const [row] = await db.insert(tags).values({ clientId, tag: text }).returning(tagColumns);
  if (!row) throw new Error('tag not inserted');
  return row;
}

export async function renameTag(db: Executor, id: number, text: string, now: Date) {
  await db.update(tags).set({ tag: text, updatedAt: now }).where(eq(tags.id, id));
}

/** Deletes the tag; its company links cascade. */
export async function deleteTagRow(db: Executor, id: number) {
  await db.delete(tags).where(eq(tags.id, id));
}

/** Which of these ids are tags of the account. */
export async function tagsOfAccountAmong(db: Executor, clientId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select(tagColumns)
    .from(tags)
    .where(and(eq(tags.clientId, clientId), inArray(tags.id, [...ids])))
    .orderBy(asc(sql`lower(${tags.tag})`), asc(tags.id));
}

/** The company carries exactly these tags from now on. */
export async function replaceCompanyTags(db: Executor, companyId: number, tagIds: readonly number[]) {
  await db.delete(companyTags).where(eq(companyTags.companyId, companyId));
  if (tagIds.length > 0) await db.insert(companyTags).values(tagIds.map((tagId) => ({ companyId, tagId })));
}
