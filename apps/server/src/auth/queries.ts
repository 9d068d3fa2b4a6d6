import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { preparedOnce } from '../db/prepared';
import { clients, dataVersions, users } from '../db/schema';

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

/**
 * The data version (migration 0012) of everything a staff read may show: the sum of every
 * account's slots. Each raise makes one slot larger, so the sum moves with every committed write,
 * whatever order the writers commit in. A few rows per account, read in the same query as the viewer.
 */
const everyDataVersion = sql<string>`(select coalesce(sum(${dataVersions.version}), 0)::text from ${dataVersions})`;

/**
 * The data version of one account's area: its own slots and those of what no account owns (the
 * catalogue, groups, staff), which its answers also show. An index range of the primary key.
 */
export function accountDataVersion(accountId: AnyColumn | SQL): SQL<string> {
  const { accountId: owner, version } = dataVersions;
  return sql<string>`(select coalesce(sum(${version}) filter (where ${owner} <> 0), 0)::text || '.' || coalesce(sum(${version}) filter (where ${owner} = 0), 0)::text from ${dataVersions} where ${owner} in (0, ${accountId}))`;
}

/** Read before every signed-in call outside the client area: prepared once (db/prepared). */
const viewerStatement = preparedOnce((db) =>
  db
    .select({ ...viewerColumns, dataVersion: everyDataVersion })
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
