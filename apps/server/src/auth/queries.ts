import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { preparedOnce } from '../db/prepared';
import { clients, dataVersions, passkeys, users } from '../db/schema';

/** What signing in reads of a person: identity, password hash, role, account and session version. */
const loginColumns = {
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
  /** The account's 'Exigir verificação em duas etapas' (issue 28). */
  clientMfaRequired: clients.mfaRequired,
  hasTotp: sql<boolean>`${users.totpSecret} is not null`,
  hasPasskey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id})`,
};

/** The person `where` picks, with their own account. */
async function findSignInUser(db: Executor, where: SQL) {
  const [row] = await db
    .select(loginColumns)
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(where)
    .limit(1);
  return row;
}

/** A user by (lower-case) e-mail, with the account they belong to. */
export const findUserForLogin = (db: Executor, email: string) => findSignInUser(db, eq(users.email, email));

/** The same, by id: the second step, a passkey or a set-up finish the sign-in of a known person. */
export const findUserForSignIn = (db: Executor, userId: number) => findSignInUser(db, eq(users.id, userId));

export type SignInUser = NonNullable<Awaited<ReturnType<typeof findUserForSignIn>>>;

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
