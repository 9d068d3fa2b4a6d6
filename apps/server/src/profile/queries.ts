import { and, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { raisedSessionVersion } from '../auth/sessions';
import type { Executor } from '../db/database';
import { clients, users } from '../db/schema';

export async function findProfile(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      uid: users.uid,
      name: users.name,
      email: users.email,
      accessRole: users.accessRole,
      permissionRoles: users.permissionRoles,
      enabled: users.enabled,
      clientId: users.clientId,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Users with this role other than `userId` who can sign in: enabled, in an enabled account. */
export async function countOtherEnabled(db: Executor, role: string, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(
      and(
        eq(users.accessRole, role),
        eq(users.enabled, true),
        ne(users.id, userId),
        or(isNull(clients.id), eq(clients.enabled, true)),
      ),
    );
  return row?.total ?? 0;
}

/** Serialises the 'last enabled super-role user' checks of concurrent transactions. */
export async function lockStaffChanges(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(7205174)`);
}

export async function updateProfile(
  db: Executor,
  userId: number,
  values: { name: string; email: string; accessRole: string; passwordHash?: string },
) {
  const [row] = await db
    .update(users)
    // A new password ends the person's other sessions; the caller signs a token with the new version.
    .set({ ...values, ...(values.passwordHash ? raisedSessionVersion : {}), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, sessionVersion: users.sessionVersion });
  return row;
}

export async function deleteUser(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
