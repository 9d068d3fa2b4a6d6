import { notificationOperations } from '@product/api/contract/operations/notifications';
import type { ClientAreaDeps } from '../client-area/deps';
import { implement } from '../http/implement';
import { listNotificationsFor, markAllNotificationsRead, markNotificationRead } from './service';

/**
 * The dashboard's notifications (spec 2 §7): GET the list, PUT /{id} to mark
 * one read, PUT without an id to mark all read. Open to every role (the
 * dashboard's, `notificationOperations`); what each person sees is decided
 * per notification.
 */
export function notificationHandlers(deps: ClientAreaDeps) {
  return [
    implement(notificationOperations.list, ({ query }, c) => listNotificationsFor(deps.db, c.var.tenant, query)),
    implement(notificationOperations.readAll, (_, c) => markAllNotificationsRead(deps.db, c.var.tenant)),
    implement(notificationOperations.read, ({ params }, c) => markNotificationRead(deps.db, c.var.tenant, params.id)),
  ];
}
