import { seesLicenseAlerts } from '@product/domain';
import { and, count, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tenant } from '../client-area/context';
import { qualified } from '../dashboard/sql';
import type { Executor } from '../db/database';
import { inIdList } from '../db/id-list';
import { companies, notificationReads, notifications } from '../db/schema';

/**
 * The notifications a person sees in the account: alerts only if they may see
 * licences; for a USER only those of assigned companies, plus account-wide
 * ones (no company).
 */
export function notificationVisible(tenant: Tenant): SQL {
  const conditions: SQL[] = [eq(notifications.clientId, tenant.clientId)];
  if (!seesLicenseAlerts(tenant)) conditions.push(ne(notifications.type, 'alert'));
  if (tenant.companyIds !== null) {
    conditions.push(or(isNull(notifications.companyId), inIdList(notifications.companyId, tenant.companyIds)) as SQL);
  }
  return and(...conditions) as SQL;
}

const readBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${notificationReads}
    where ${qualified(notificationReads.notificationId)} = ${qualified(notifications.id)}
      and ${qualified(notificationReads.userId)} = ${userId})`;

export async function countNotifications(db: Executor, tenant: Tenant): Promise<number> {
  const [row] = await db.select({ total: count() }).from(notifications).where(notificationVisible(tenant));
  return row?.total ?? 0;
}

/** One page, newest first, with the company's name and the caller's read state. */
export function listNotifications(db: Executor, tenant: Tenant, page: { offset: number; limit: number }) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      description: notifications.description,
      companyName: companies.name,
      registrationCode: notifications.registrationCode,
      createdAt: notifications.createdAt,
      isRead: readBy(tenant.userId),
    })
    .from(notifications)
    .leftJoin(companies, eq(companies.id, notifications.companyId))
    .where(notificationVisible(tenant))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findVisibleNotification(db: Executor, tenant: Tenant, id: number) {
  const [row] = await db
    .select({ id: notifications.id, title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.id, id), notificationVisible(tenant)))
    .limit(1);
  return row;
}

/** Marks one read for the person; false when it already was. */
export async function markRead(db: Executor, notificationId: number, userId: number): Promise<boolean> {
  const rows = await db
    .insert(notificationReads)
    .values({ notificationId, userId })
    .onConflictDoNothing()
    .returning({ notificationId: notificationReads.notificationId });
  return rows.length > 0;
}

/** Marks every notification the person sees read, in one statement; answers how many were unread. */
export async function markAllRead(db: Executor, tenant: Tenant): Promise<number> {
  const unread = db
    // insert … select wants every column of the table, in its order.
    .select({
      notificationId: notifications.id,
      userId: sql<number>`${tenant.userId}::int`.as('user_id'),
      readAt: sql<Date>`now()`.as('read_at'),
    })
    .from(notifications)
    .where(and(notificationVisible(tenant), sql`not ${readBy(tenant.userId)}`));
  const rows = await db
    .insert(notificationReads)
    .select(unread)
    .onConflictDoNothing()
    .returning({ notificationId: notificationReads.notificationId });
  return rows.length;
}
