import type { AccountType } from '@product/domain';
import { and, count, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { clients, companies, groups, users } from '../db/schema';

export interface AccountFilter {
  groupId?: number;
  /** Every group but this one (accounts without a group are left out too). */
  exceptGroupId?: number;
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
    filter.exceptGroupId === undefined ? undefined : ne(clients.groupId, filter.exceptGroupId),
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

/** One account as the list shows it, plus its group id (for group confinement). */
export async function findAccount(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: clients.id,
      name: clients.name,
      type: clients.type,
      enabled: clients.enabled,
      groupId: clients.groupId,
      createdAt: clients.createdAt,
      updatedAt: clients.updatedAt,
      totalCompanies: sql<number>`(select count(*) from ${companies} where ${companies.clientId} = ${clients.id})::int`,
      groupName: groups.name,
    })
    .from(clients)
    .leftJoin(groups, eq(groups.id, clients.groupId))
    .where(eq(clients.id, id))
    .limit(1);
  return row;
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

export async function groupExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, id)).limit(1);
  return row !== undefined;
}

export async function insertAccount(
  db: Executor,
  values: { name: string; type: AccountType; enabled: boolean; groupId: number },
): Promise<number> {
  const [row] = await db.insert(clients).values(values).returning({ id: clients.id });
  if (!row) throw new Error('account not inserted');
  return row.id;
}

export async function updateAccount(
  db: Executor,
  id: number,
  values: { name: string; type: AccountType; enabled: boolean },
): Promise<void> {
  await db
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clients.id, id));
}

/**
 * Removes an account with its users and companies (call it inside a
 * transaction). Activity-log rows stay: the foreign keys set their
 * `client_id` and `user_id` to null.
 */
export async function deleteAccountWithMembers(
  db: Executor,
  id: number,
): Promise<{ users: number; companies: number }> {
  const removedCompanies = await db.delete(companies).where(eq(companies.clientId, id)).returning({ id: companies.id });
  const removedUsers = await db.delete(users).where(eq(users.clientId, id)).returning({ id: users.id });
  await db.delete(clients).where(eq(clients.id, id));
  return { users: removedUsers.length, companies: removedCompanies.length };
}

/** The staff member's identity as it is now, for the 'enter client' token. */
export async function findIdentity(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      uid: users.uid,
      name: users.name,
      email: users.email,
      permissionRoles: users.permissionRoles,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** How many users and companies an account has (for the delete's log entry). */
export async function countMembers(db: Executor, id: number): Promise<{ users: number; companies: number }> {
  const [row] = await db
    .select({
      users: sql<number>`(select count(*) from ${users} where ${users.clientId} = ${id})::int`,
      companies: sql<number>`(select count(*) from ${companies} where ${companies.clientId} = ${id})::int`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { users: 0, companies: 0 };
}
