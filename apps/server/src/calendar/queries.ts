import { and, asc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';
import {
  calendarFeeds,
  clients,
  companies,
  companyLicenses,
  establishments,
  licenses,
  userCompanies,
  users,
} from '../db/schema';

const homeAccounts = alias(clients, 'home_accounts');

/** The feed a token hash names, with its person, the account it shows and the person's own account. */
export async function findFeedByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      clientId: calendarFeeds.clientId,
      clientName: clients.name,
      clientEnabled: clients.enabled,
      clientGroupId: clients.groupId,
      userId: users.id,
      userEnabled: users.enabled,
      accessRole: users.accessRole,
      permissionRoles: users.permissionRoles,
      homeClientId: users.clientId,
      homeEnabled: homeAccounts.enabled,
      homeGroupId: homeAccounts.groupId,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .innerJoin(clients, eq(clients.id, calendarFeeds.clientId))
    .leftJoin(homeAccounts, eq(homeAccounts.id, users.clientId))
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function findFeedOf(db: Executor, userId: number, clientId: number) {
  const [row] = await db
    .select({ tokenHash: calendarFeeds.tokenHash, tokenSeed: calendarFeeds.tokenSeed })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.clientId, clientId)))
    .limit(1);
  return row;
}

/** Creates the person's link for the account, or replaces it (the old hash is gone, so the old link is too). */
export async function saveFeed(
  db: Executor,
  values: { userId: number; clientId: number; tokenHash: string; tokenSeed: string; createdAt: Date },
): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: [calendarFeeds.userId, calendarFeeds.clientId],
      set: { tokenHash: values.tokenHash, tokenSeed: values.tokenSeed, createdAt: values.createdAt },
    });
}

/**
 * Revokes every calendar link of the person (one per account): after a new
 * password or while disabled, someone else may have had the account. The old
 * links answer 404; 'Gerar link' makes a new one.
 */
export async function deleteFeedsOfUser(db: Executor, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** Revokes, when an account is disabled, the links that show it and those of its own people. */
export async function deleteFeedsOfAccount(db: Executor, clientId: number): Promise<void> {
  const members = db.select({ id: users.id }).from(users).where(eq(users.clientId, clientId));
  await db
    .delete(calendarFeeds)
    .where(or(eq(calendarFeeds.clientId, clientId), inArray(calendarFeeds.userId, members)));
}

export async function assignedCompanyIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ companyId: userCompanies.companyId })
    .from(userCompanies)
    .where(eq(userCompanies.userId, userId));
  return rows.map((row) => row.companyId);
}

export interface FeedLicense {
  id: number;
  companyId: number;
  companyName: string;
  cnpj: string;
  licenseName: string;
  isNecessary: boolean;
  type: 'document' | 'protocol' | null;
  validUntil: string | null;
  feeName: string | null;
  feeExpirationDate: string | null;
}

/**
 * The dated licence rows of the account's enabled companies (those of
 * `companyIds` only, when given): a 'Licença' with a validity (the rows the
 * alert job watches) or any necessary row with a fee due date.
 */
export async function feedLicenses(
  db: Executor,
  clientId: number,
  companyIds: readonly number[] | null,
): Promise<FeedLicense[]> {
  if (companyIds !== null && companyIds.length === 0) return [];
  const dated = or(
    and(eq(companyLicenses.type, 'document'), isNotNull(companyLicenses.validUntil)),
    isNotNull(companyLicenses.feeExpirationDate),
  ) as SQL;
  return db
    .select({
      id: companyLicenses.id,
      companyId: companyLicenses.companyId,
      companyName: companies.name,
      cnpj: establishments.cnpj,
      licenseName: licenses.name,
      isNecessary: companyLicenses.isNecessary,
      type: companyLicenses.type,
      validUntil: companyLicenses.validUntil,
      feeName: companyLicenses.feeName,
      feeExpirationDate: companyLicenses.feeExpirationDate,
    })
    .from(companyLicenses)
    .innerJoin(companies, eq(companies.id, companyLicenses.companyId))
    .innerJoin(licenses, eq(licenses.id, companyLicenses.licenseId))
    .innerJoin(establishments, eq(establishments.id, companyLicenses.establishmentId))
    .where(
      and(
        eq(companyLicenses.clientId, clientId),
        eq(companies.clientId, clientId),
        eq(companies.enabled, true),
        eq(companyLicenses.active, true),
        eq(companyLicenses.isNecessary, true),
        companyIds === null ? undefined : inArray(companyLicenses.companyId, [...companyIds]),
        dated,
      ),
    )
    .orderBy(asc(companies.name), asc(companyLicenses.id));
}
