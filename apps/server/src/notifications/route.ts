import { notificationListQuery, notificationPaths } from '@product/api/contract';
import { Hono } from 'hono';
import { type ClientEnv, idParam, requireClientArea } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { errorMessages } from '../http/errors';
import { parseOr400, withoutTrailingSlash } from '../http/validation';
import { listNotificationsFor, markAllNotificationsRead, markNotificationRead } from './service';

/**
 * The dashboard's notifications (spec 2 §7): GET the list, PUT /{id} to mark
 * one read, PUT without an id to mark all read. Open to every role (the
 * dashboard's); what each person sees is decided per notification.
 */
export function notificationRoutes(deps: ClientAreaDeps) {
  const list = withoutTrailingSlash(notificationPaths.list);
  const guard = requireClientArea(deps, { route: 'dashboard' });
  return new Hono<ClientEnv>()
    .get(list, ...guard, async (c) => {
      const query = parseOr400(notificationListQuery, c.req.query(), { fallback: errorMessages.invalidQuery });
      return c.json(await listNotificationsFor(deps.db, c.var.tenant, query), 200);
    })
    .put(list, ...guard, async (c) => c.json(await markAllNotificationsRead(deps.db, c.var.tenant), 200))
    .put(notificationPaths.one(':id'), ...guard, async (c) =>
      c.json(await markNotificationRead(deps.db, c.var.tenant, idParam(c)), 200),
    );
}
