import { type NotificationItem, notificationTexts, type SessionClaims } from '@product/api/contract';
import { notificationOperations } from '@product/api/contract/operations';
import { seesLicenseAlerts } from '@product/domain';
import { notificationFixtures } from '../fixtures/notifications';
import { mockOperation, notFound } from '../operation';

// The account's notifications in memory, read per person as on the server:
// `readByAll` holds what the fixtures (or a seed) show read to everybody,
// `readBy` who marked which since. `resetNotificationMocks()` restores the fixtures.
const store = {
  notifications: [] as NotificationItem[],
  readByAll: new Set<number>(),
  readBy: new Map<number, Set<number>>(),
};

/** Starts from these notifications (the behaviour contract test gives the server's); `is_read` ones are read by everybody. */
export function seedNotificationMocks(notifications: readonly NotificationItem[]): void {
  store.notifications = structuredClone([...notifications]);
  store.readByAll = new Set(notifications.filter((item) => item.is_read).map((item) => item.id));
  store.readBy = new Map();
}

export function resetNotificationMocks(): void {
  seedNotificationMocks(notificationFixtures);
}
resetNotificationMocks();

/**
 * What the caller sees, newest first (the server's order): licence alerts
 * only for whoever may open the licences (`seesLicenseAlerts`). The mocks
 * hold no assignments, so a USER sees the alerts of every company.
 */
function visibleTo(session: SessionClaims): NotificationItem[] {
  const alerts = seesLicenseAlerts({ accessRole: session.access_role, permissionRoles: session.permission_role });
  return store.notifications
    .filter((item) => alerts || item.type !== 'alert')
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

function readsOf(session: SessionClaims): Set<number> {
  let reads = store.readBy.get(session.id);
  if (!reads) {
    reads = new Set();
    store.readBy.set(session.id, reads);
  }
  return reads;
}
const isRead = (item: NotificationItem, reads: Set<number>) => store.readByAll.has(item.id) || reads.has(item.id);

/** The notifications panel: list, mark one read, mark all read. */
export const notificationHandlers = [
  mockOperation(notificationOperations.list, ({ query, session }) => {
    const reads = readsOf(session);
    const rows = visibleTo(session);
    return {
      total: rows.length,
      items: rows
        .slice(query.page * query.limit, (query.page + 1) * query.limit)
        .map((item) => ({ ...item, is_read: isRead(item, reads) })),
    };
  }),
  mockOperation(notificationOperations.readAll, ({ session }) => {
    const reads = readsOf(session);
    const unread = visibleTo(session).filter((item) => !isRead(item, reads));
    for (const item of unread) reads.add(item.id);
    return { message: notificationTexts.allMarkedRead, updated: unread.length };
  }),
  mockOperation(notificationOperations.read, ({ params, session }) => {
    const item = visibleTo(session).find((candidate) => candidate.id === params.id);
    if (!item) throw notFound(notificationTexts.notFound);
    readsOf(session).add(item.id);
    return { message: notificationTexts.markedRead };
  }),
];
