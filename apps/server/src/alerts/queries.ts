import { type AccessRole, isAccessRole } from '@product/domain';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { qualified } from '../dashboard/sql';
import type { Executor } from '../db/database';
import {
  clients,
  companies,
  companyLicenses,
  establishments,
  jobRuns,
  licenses,
  notifications,
  userCompanies,
  users,
} from '../db/schema';

/**
 * Takes the job's transaction-scoped advisory lock, or answers false when
 * another instance holds it. The second key is the schema, so databases that
 * keep several installations (or test suites) in separate schemas do not
 * block each other.
 */
export async function tryJobLock(tx: Executor, lockClass: number): Promise<boolean> {
  const result: unknown = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${lockClass}::int, hashtext(current_schema())) as locked`,
  );
  // Both drivers answer { rows: [...] } (node-postgres' QueryResult, PGlite's Results).
  const rows = (result as { rows?: { locked?: unknown }[] }).rows;
  return rows?.[0]?.locked === true;
}

export async function lastRunDay(db: Executor, name: string): Promise<string | null> {
  const [row] = await db.select({ day: jobRuns.lastRunOn }).from(jobRuns).where(eq(jobRuns.name, name));
  return row?.day ?? null;
}

export async function recordRunDay(tx: Executor, name: string, day: string, at: Date): Promise<void> {
  await tx
    .insert(jobRuns)
    .values({ name, lastRunOn: day, updatedAt: at })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunOn: day, updatedAt: at } });
}

/** Whole days from `today` to the licence's validity (negative once past). */
const daysLeft = (today: string) => sql`(${qualified(companyLicenses.validUntil)} - ${today}::date)`;

/**
 * The stage a licence has reached: 0 once expired, otherwise the smallest
 * lead time not below the days left (10 days left → the 15-day stage), null
 * before the first stage. `leads` are validated positive integers.
 */
function reachedStage(today: string, leads: readonly number[]): SQL {
  const list = sql.raw(leads.map((lead) => String(Math.trunc(lead))).join(', '));
  const days = daysLeft(today);
  return sql`(case when ${days} < 0 then 0
    else (select min(lead_days) from unnest(array[${list}]::int[]) as lead_days where lead_days >= ${days}) end)`;
}

/**
 * Alerts already sent for a validity that has since moved later (a renewed
 * licence) stop counting for it: they are detached from the licence row —
 * kept in the panel as they were — so the new validity gets its own stages.
 * A stage is still valid while it is reached: stage 0 while expired, stage N
 * while at most N days are left.
 */
export async function detachOutdatedAlerts(tx: Executor, today: string): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ companyLicenseId: null })
    .where(
      and(
        isNotNull(notifications.stage),
        sql`exists (select 1 from ${companyLicenses}
          where ${qualified(companyLicenses.id)} = ${qualified(notifications.companyLicenseId)}
            and ${qualified(companyLicenses.validUntil)} is not null
            and case when ${qualified(notifications.stage)} = 0 then ${daysLeft(today)} >= 0
                     else ${daysLeft(today)} > ${qualified(notifications.stage)} end)`,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export interface AlertCandidate {
  companyLicenseId: number;
  clientId: number;
  companyId: number;
  companyName: string;
  licenseName: string;
  cnpj: string;
  validUntil: string;
  days: number;
  stage: number;
}

/**
 * Licences ('Licença' with a validity, necessary, of an enabled company in an
 * enabled account) whose reached stage has no alert yet.
 */
export async function licensesDueForAlert(
  tx: Executor,
  today: string,
  leads: readonly number[],
): Promise<AlertCandidate[]> {
  const maxLead = Math.max(0, ...leads);
  const stage = reachedStage(today, leads);
  const rows = await tx
    .select({
      companyLicenseId: companyLicenses.id,
      clientId: companyLicenses.clientId,
      companyId: companyLicenses.companyId,
      companyName: companies.name,
      licenseName: licenses.name,
      cnpj: establishments.cnpj,
      validUntil: companyLicenses.validUntil,
      days: sql<number>`${daysLeft(today)}::int`.mapWith(Number),
      stage: sql<number>`${stage}::int`.mapWith(Number),
    })
    .from(companyLicenses)
    .innerJoin(licenses, eq(licenses.id, companyLicenses.licenseId))
    .innerJoin(establishments, eq(establishments.id, companyLicenses.establishmentId))
    .innerJoin(companies, eq(companies.id, companyLicenses.companyId))
    .innerJoin(clients, eq(clients.id, companyLicenses.clientId))
    .where(
      and(
        eq(companyLicenses.active, true),
        eq(companyLicenses.isNecessary, true),
        eq(companyLicenses.type, 'document'),
        isNotNull(companyLicenses.validUntil),
        sql`${daysLeft(today)} <= ${maxLead}`,
        eq(companies.enabled, true),
        eq(clients.enabled, true),
        sql`not exists (select 1 from ${notifications}
          where ${qualified(notifications.companyLicenseId)} = ${qualified(companyLicenses.id)}
            and ${qualified(notifications.stage)} = ${stage})`,
      ),
    )
    .orderBy(
      asc(companyLicenses.clientId),
      asc(companyLicenses.companyId),
      asc(companyLicenses.validUntil),
      asc(companyLicenses.id),
    );
  return rows.flatMap((row) => (row.validUntil === null ? [] : [{ ...row, validUntil: row.validUntil }]));
}

export type NewNotification = typeof notifications.$inferInsert;

/**
 * Inserts the alerts; one that exists already for that licence and stage
 * (another run got there first) is skipped by the unique index. Answers the
 * licence rows actually alerted.
 */
export async function insertAlerts(tx: Executor, rows: readonly NewNotification[]): Promise<Set<number>> {
  const inserted = new Set<number>();
  for (let start = 0; start < rows.length; start += 500) {
    const written = await tx
      .insert(notifications)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing({ target: [notifications.companyLicenseId, notifications.stage] })
      .returning({ companyLicenseId: notifications.companyLicenseId });
    for (const row of written) if (row.companyLicenseId !== null) inserted.add(row.companyLicenseId);
  }
  return inserted;
}

export interface AlertRecipient {
  id: number;
  name: string;
  email: string;
  accessRole: AccessRole;
  permissionRoles: string[];
  clientId: number;
  /** A USER's assigned companies; null for roles that see every company of the account. */
  companyIds: Set<number> | null;
}

/** Enabled people of these enabled accounts, with the companies assigned to each USER. */
export async function peopleOfAccounts(tx: Executor, clientIds: readonly number[]): Promise<AlertRecipient[]> {
  if (clientIds.length === 0) return [];
  const people = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      accessRole: users.accessRole,
      permissionRoles: users.permissionRoles,
      clientId: clients.id,
    })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(and(inArray(users.clientId, [...clientIds]), eq(users.enabled, true), eq(clients.enabled, true)))
    .orderBy(asc(users.id));
  const restricted = people.filter((person) => person.accessRole === 'USER').map((person) => person.id);
  const assignments =
    restricted.length === 0
      ? []
      : await tx
          .select({ userId: userCompanies.userId, companyId: userCompanies.companyId })
          .from(userCompanies)
          .where(inArray(userCompanies.userId, restricted));
  return people.flatMap((person) => {
    if (!isAccessRole(person.accessRole)) return [];
    const companyIds =
      person.accessRole === 'USER'
        ? new Set(assignments.filter((row) => row.userId === person.id).map((row) => row.companyId))
        : null;
    return [{ ...person, accessRole: person.accessRole, companyIds }];
  });
}
