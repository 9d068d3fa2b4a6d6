import { accountAdministratorRoles, clientRoles } from '@product/domain';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../accounts/queries';
import { containsFolded } from '../cnaes/search';
import type { Executor } from '../db/database';
import { inIdList } from '../db/id-list';
import { clients, companies, establishments, userCompanies, users } from '../db/schema';

export const clientUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  accessRole: users.accessRole,
  permissionRoles: users.permissionRoles,
  enabled: users.enabled,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  sessionVersion: users.sessionVersion,
};
export type ClientUserRow = { [K in keyof typeof clientUserColumns]: (typeof users.$inferSelect)[K] };

/**
 * Users of the account with a client role. Staff never appear, not even in
 * the provider's own account where they live.
 */
function ofAccount(clientId: number): SQL {
  return and(eq(users.clientId, clientId), inArray(users.accessRole, [...clientRoles])) as SQL;
}

/** Name (case and accents ignored) or e-mail contains the term. */
function whereOf(clientId: number, search: string | undefined): SQL {
  if (!search) return ofAccount(clientId);
  const byEmail = sql`${users.email} like ${`%${escapeLike(search.toLowerCase())}%`}`;
  return and(ofAccount(clientId), or(containsFolded(users.name, search), byEmail)) as SQL;
}

export async function countClientUsers(db: Executor, clientId: number, search: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(whereOf(clientId, search));
  return row?.total ?? 0;
}

/** One page, newest first. */
export function listClientUserRows(
  db: Executor,
  clientId: number,
  search: string | undefined,
  page: { offset: number; limit: number },
): Promise<ClientUserRow[]> {
  return db
    .select(clientUserColumns)
    .from(users)
    .where(whereOf(clientId, search))
    .orderBy(desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findClientUser(db: Executor, clientId: number, id: number): Promise<ClientUserRow | undefined> {
  const [row] = await db
    .select(clientUserColumns)
    .from(users)
    .where(and(eq(users.id, id), ofAccount(clientId)));
  return row;
}

/** The first CNPJ of a company (lowest establishment id), as the company's registration code. */
const firstCnpj = sql<string | null>`(
  select ${establishments.cnpj} from ${establishments}
  where ${establishments.companyId} = ${companies.id}
  order by ${establishments.id} limit 1
)`;

export interface AssignedCompany {
  userId: number;
  id: number;
  name: string;
  registrationCode: string | null;
}

/** The companies assigned to these users, by name; limited to `visible` ids when given (a USER looking). */
export async function assignedCompanies(
  db: Executor,
  userIds: readonly number[],
  visible: readonly number[] | null,
): Promise<AssignedCompany[]> {
  if (userIds.length === 0 || (visible !== null && visible.length === 0)) return [];
  return db
    .select({ userId: userCompanies.userId, id: companies.id, name: companies.name, registrationCode: firstCnpj })
    .from(userCompanies)
    .innerJoin(companies, eq(companies.id, userCompanies.companyId))
    .where(
      and(inArray(userCompanies.userId, [...userIds]), visible === null ? undefined : inIdList(companies.id, visible)),
    )
    .orderBy(asc(companies.name), asc(companies.id));
}

/** The assigned company ids of one user (all of them, whoever looks). */
export async function assignedCompanyIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ companyId: userCompanies.companyId })
    .from(userCompanies)
    .where(eq(userCompanies.userId, userId));
  return rows.map((row) => row.companyId);
}

/** Of these ids, the enabled companies of the account (the ones that may be assigned). */
export async function activeCompanyIdsAmong(
  db: Executor,
  clientId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.clientId, clientId), eq(companies.enabled, true), inArray(companies.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export async function replaceAssignedCompanies(
  db: Executor,
  userId: number,
  companyIds: readonly number[],
): Promise<void> {
  await db.delete(userCompanies).where(eq(userCompanies.userId, userId));
  if (companyIds.length > 0) {
    await db.insert(userCompanies).values(companyIds.map((companyId) => ({ userId, companyId })));
  }
}

/** Any user (staff or client, any account) holding the e-mail, other than `exceptUserId`. */
export async function emailHolder(db: Executor, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      exceptUserId === undefined ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptUserId)),
    )
    .limit(1);
  return row !== undefined;
}

export interface ClientUserValues {
  name: string;
  email: string;
  accessRole: string;
  permissionRoles: string[];
  enabled: boolean;
  passwordHash?: string;
  /** `raisedSessionVersion` when a new password must end the person's sessions. */
  sessionVersion?: SQL;
}

export async function insertClientUser(
  db: Executor,
  values: ClientUserValues & { passwordHash: string; clientId: number },
): Promise<ClientUserRow> {
  const [row] = await db.insert(users).values(values).returning(clientUserColumns);
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function updateClientUserRow(
  db: Executor,
  clientId: number,
  id: number,
  values: ClientUserValues,
): Promise<ClientUserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, id), ofAccount(clientId)))
    .returning(clientUserColumns);
  return row;
}

export async function deleteClientUserRow(db: Executor, clientId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, id), ofAccount(clientId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Serialises, per account, the changes that could leave it without an enabled
 * administrator: the account row is locked until the transaction ends, so of
 * two concurrent removals of the last two administrators the second counts
 * after the first has committed. `no key update` does not block inserts that
 * only reference the account (new users, companies).
 */
export async function lockAccountAdministrators(db: Executor, clientId: number): Promise<void> {
  await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('no key update');
}

/** Enabled administrators (ADMIN, PROVIDER, BUSINESS) of the account other than `userId`. */
export async function countOtherEnabledAdministrators(db: Executor, clientId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(
      and(
        eq(users.clientId, clientId),
        inArray(users.accessRole, [...accountAdministratorRoles]),
        eq(users.enabled, true),
        ne(users.id, userId),
      ),
    );
  return row?.total ?? 0;
}
