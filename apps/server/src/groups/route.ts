import { groupPaths } from '@product/api/contract';
import { Hono } from 'hono';
import { type AuthEnv, requireAdminRoute, requireAuth } from '../auth/middleware';
import type { Database } from '../db/database';
import { withoutTrailingSlash } from '../http/validation';
import { groupsFor } from './service';

/**
 * GET /api/v1/admin/groups (spec 1 §7), for the four staff roles: it feeds the
 * account list's group filter. The group KPIs (`groupKPI`) need the client
 * area's licence tables and come with them.
 */
export function groupRoutes(deps: { db: Database; jwtSecret: Uint8Array }) {
  return new Hono<AuthEnv>().get(
    withoutTrailingSlash(groupPaths.list),
    requireAuth(deps),
    requireAdminRoute('accounts'),
    async (c) => c.json(await groupsFor(deps.db, c.var.viewer), 200),
  );
}
