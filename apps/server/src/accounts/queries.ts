import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { clients, companies, groups } from '../db/schema';

export interface AccountFilter {
  groupId?: number;
  type?: 'CLIENT' | 'PROVIDER';
  /** Exact account id (a search made only of digits). */
  id?: number;
  /** Case-insensitive substring of the name, taken literally. */
  nameContains?: string;
}

/** `%`, `_` and the escape character itself match literally in LIKE. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function whereOf(filter: AccountFilter): SQL | undefined {
  return and(
    filter.groupId === undefined ? undefined : eq(clients.groupId, filter.groupId),
    filter.type === undefined ? undefined : eq(clients.type, filter.type),
    filter.id === undefined ? undefined : eq(clients.id, filter.id),
    filter.nameContains === undefined ? undefined : ilike(clients.name, `%${escapeLike(filter.nameContains)}%`),
  );
}

export async function countAccounts(db: Executor, filter: AccountFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(clients).where(whereOf(filter));
  return row?.total ?? 0;
}

/** One page of accounts, newest first, with their number of companies and their group's name. */
export function listAccounts(db: Executor, filter: AccountFilter, page: { offset: number; limit: number }) {
  return db
    .select({
      id: clients.id,
      name: clients.name,
      type: clients.type,
      enabled: clients.enabled,
      createdAt: clients.createdAt,
      updatedAt: clients.updatedAt,
      totalCompanies: sql<number>`(select count(*) from ${companies} where ${companies.clientId} = ${clients.id})::int`,
      groupName: groups.name,
    })
    .from(clients)
    .leftJoin(groups, eq(groups.id, clients.groupId))
    .where(whereOf(filter))
    .orderBy(desc(clients.id))
    .limit(page.limit)
    .offset(page.offset);
}
