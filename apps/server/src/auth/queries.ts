import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { preparedOnce } from '../db/prepared';
import { clients, users } from '../db/schema';

/** A user by (lower-case) e-mail, with the account they belong to. */
export async function findUserForLogin(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      uid: users.uid,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
      accessRole: users.accessRole,
      permissionRoles: users.permissionRoles,
      enabled: users.enabled,
      sessionVersion: users.sessionVersion,
      clientId: users.clientId,
      clientName: clients.name,
      clientEnabled: clients.enabled,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/**
 * What the middleware needs to know about the holder of a token (users left-joined
 * with their own account), read fresh on every call; the client area's guard reads
 * the same columns in its single query.
 */
export const viewerColumns = {
  id: users.id,
  accessRole: users.accessRole,
  enabled: users.enabled,
  sessionVersion: users.sessionVersion,
  clientId: users.clientId,
  clientEnabled: clients.enabled,
  groupId: clients.groupId,
};

/** Read before every signed-in call outside the client area: prepared once (db/prepared). */
const viewerStatement = preparedOnce((db) =>
  db
    .select(viewerColumns)
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('viewer'),
);

export async function findViewer(db: Database, userId: number) {
  const [row] = await viewerStatement(db).execute({ userId });
  return row;
}
