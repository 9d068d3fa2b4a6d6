import { catalogueIdParam, groupKpiQuery, groupPaths } from '@product/api/contract';
import { Hono } from 'hono';
import { type AuthEnv, requireAdminRoute, requireAuth } from '../auth/middleware';
import type { Database } from '../db/database';
import { errorMessages } from '../http/errors';
import { parseOr400, withoutTrailingSlash } from '../http/validation';
import { groupKpisFor, groupsFor } from './service';

/**
 * GET /api/v1/admin/groups and GET /api/v1/admin/groupKPI/{groupId} (spec 1
 * §7), for the four staff roles: the account list's group filter and the
 * affinity view's charts.
 */
export function groupRoutes(deps: { db: Database; jwtSecret: Uint8Array }) {
  const guard = [requireAuth(deps), requireAdminRoute('accounts')] as const;
  return new Hono<AuthEnv>()
    .get(withoutTrailingSlash(groupPaths.list), ...guard, async (c) =>
      c.json(await groupsFor(deps.db, c.var.viewer), 200),
    )
    .get(withoutTrailingSlash(groupPaths.kpi(':groupId')), ...guard, async (c) => {
      const { id } = parseOr400(catalogueIdParam, { id: c.req.param('groupId') });
      const { filter } = parseOr400(groupKpiQuery, c.req.query(), { fallback: errorMessages.invalidQuery });
      return c.json(await groupKpisFor(deps.db, c.var.viewer, id, filter), 200);
    });
}
