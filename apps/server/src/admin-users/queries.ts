import { adminUserRoles } from '@product/domain';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../accounts/queries';
import { containsFolded } from '../cnaes/search';
import type { Executor } from '../db/database';
import { users } from '../db/schema';

export const adminUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  accessRole: users.accessRole,
  enabled: users.enabled,
  clientId: users.clientId,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  sessionVersion: users.sessionVersion,
};
export type AdminUserRow = { [K in keyof typeof adminUserColumns]: (typeof users.$inferSelect)[K] };

/** Only the staff-side users: never the client area's ADMIN and USER. */
const staffSide = inArray(users.accessRole, [...adminUserRoles]);

/** Name (case and accents ignored) or e-mail contains the term. */
function whereOf(search: string | undefined): SQL | undefined {
  if (!search) return staffSide;
  const byEmail = sql`${users.email} like ${`%${escapeLike(search.toLowerCase())}%`}`;
  return and(staffSide, or(containsFolded(users.name, search), byEmail));
}

export async function countAdminUsers(db: Executor, search: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(whereOf(search));
  return row?.total ?? 0;
}

/** One page, newest first. */
export function listAdminUsers(db: Executor, search: string | undefined, page: { offset: number; limit: number }) {
  return db
    .select(adminUserColumns)
    .from(users)
    .where(whereOf(search))
    .orderBy(desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** A staff-side user by id; a client user's id is not found here. */
export async function findAdminUser(db: Executor, id: number): Promise<AdminUserRow | undefined> {
  const [row] = await db
    .select(adminUserColumns)
    .from(users)
    .where(and(eq(users.id, id), staffSide));
  return row;
}

/** Any user (staff or client) holding the e-mail. */
export async function findUserIdByEmail(db: Executor, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

export interface AdminUserValues {
  name: string;
  email: string;
  accessRole: string;
  enabled: boolean;
  passwordHash?: string;
  /** `raisedSessionVersion` when a new password must end the person's sessions. */
  sessionVersion?: SQL;
}

export async function insertAdminUser(
  db: Executor,
  values: AdminUserValues & { passwordHash: string; clientId: number | null },
): Promise<AdminUserRow> {
  const [row] = await db.insert(users).values(values).returning(adminUserColumns);
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function updateAdminUserRow(
  db: Executor,
  id: number,
  values: AdminUserValues,
): Promise<AdminUserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, id), staffSide))
    .returning(adminUserColumns);
  return row;
}

export async function deleteAdminUserRow(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, id), staffSide))
    .returning({ id: users.id });
  return rows.length > 0;
}
