import {
  type NotificationListResponse,
  type NotificationReadAllResponse,
  type NotificationReadResponse,
  type notificationListQuery,
  notificationTexts,
} from '@product/api/contract';
import type { z } from 'zod/mini';
import { recordActivity } from '../activity/record';
import type { Tenant } from '../client-area/context';
import type { Database, Executor } from '../db/database';
import { notFound } from '../http/errors';
import { countNotifications, findVisibleNotification, listNotifications, markAllRead, markRead } from './queries';

/** The notifications panel (spec 2 §7): newest first, the latest 100 unless the query asks for another page. */
export async function listNotificationsFor(
  db: Executor,
  tenant: Tenant,
  query: z.output<typeof notificationListQuery>,
): Promise<NotificationListResponse> {
  const total = await countNotifications(db, tenant);
  const offset = query.page * query.limit;
  const rows =
    offset < total && Number.isSafeInteger(offset)
      ? await listNotifications(db, tenant, { offset, limit: query.limit })
      : [];
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      description: row.description,
      name: row.companyName,
      registration_code: row.registrationCode,
      created_at: row.createdAt.toISOString(),
      is_read: row.isRead,
    })),
  };
}

/** 'Marcar como lida' for the caller only; a notification they may not see is not found. */
export async function markNotificationRead(
  db: Database,
  tenant: Tenant,
  id: number,
): Promise<NotificationReadResponse> {
  return db.transaction(async (tx) => {
    const notification = await findVisibleNotification(tx, tenant, id);
    if (!notification) throw notFound(notificationTexts.notFound);
    if (await markRead(tx, id, tenant.userId)) {
      await recordActivity(tx, tenant.actor, {
        action: 'notification.read',
        details: `Marcou como lida a notificação '${notification.title}' (ID ${id})`,
        entityType: 'notification',
        entityId: id,
      });
    }
    return { message: notificationTexts.markedRead };
  });
}

/** Marks every notification the caller sees read. */
export async function markAllNotificationsRead(db: Database, tenant: Tenant): Promise<NotificationReadAllResponse> {
  return db.transaction(async (tx) => {
    const updated = await markAllRead(tx, tenant);
    if (updated > 0) {
      await recordActivity(tx, tenant.actor, {
        action: 'notification.read_all',
        details: updated === 1 ? 'Marcou 1 notificação como lida' : `Marcou ${updated} notificações como lidas`,
        entityType: 'notification',
      });
    }
    return { message: notificationTexts.allMarkedRead, updated };
  });
}
