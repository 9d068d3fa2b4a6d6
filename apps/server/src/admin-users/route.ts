import {
  adminUserCreateRequest,
  adminUserListQuery,
  adminUserPaths,
  adminUserUpdateRequest,
} from '@product/api/contract';
import { type Context, Hono } from 'hono';
import { type AuthEnv, requireAdminRoute, requireAuth } from '../auth/middleware';
import { catalogueActor, idOf } from '../cnaes/route';
import type { Database } from '../db/database';
import { errorMessages } from '../http/errors';
import { parseOr400, readJsonBody, withoutTrailingSlash } from '../http/validation';
import {
  type AdminUserActor,
  createAdminUser,
  deleteAdminUser,
  getAdminUser,
  listAdminUsersFor,
  updateAdminUser,
} from './service';

const actorOf = (c: Context<AuthEnv>): AdminUserActor => ({ ...catalogueActor(c), userId: c.var.viewer.id });

/** /api/v1/admin/user/ (spec 1 §7): {product} staff only, like the users screen. */
export function adminUserRoutes(deps: { db: Database; jwtSecret: Uint8Array }) {
  const list = withoutTrailingSlash(adminUserPaths.list);
  const one = adminUserPaths.one(':id');
  const guard = [requireAuth(deps), requireAdminRoute('users')] as const;
  return new Hono<AuthEnv>()
    .get(list, ...guard, async (c) => {
      const query = parseOr400(adminUserListQuery, c.req.query(), { fallback: errorMessages.invalidQuery });
      return c.json(await listAdminUsersFor(deps.db, query), 200);
    })
    .post(list, ...guard, async (c) => {
      const input = parseOr400(adminUserCreateRequest, await readJsonBody(c));
      return c.json(await createAdminUser(deps.db, actorOf(c), input), 201);
    })
    .get(one, ...guard, async (c) => c.json(await getAdminUser(deps.db, idOf(c)), 200))
    .patch(one, ...guard, async (c) => {
      const id = idOf(c);
      const input = parseOr400(adminUserUpdateRequest, await readJsonBody(c));
      const caller = { claims: c.var.session, secret: deps.jwtSecret };
      return c.json(await updateAdminUser(deps.db, actorOf(c), id, input, caller), 200);
    })
    .delete(one, ...guard, async (c) => c.json(await deleteAdminUser(deps.db, actorOf(c), idOf(c)), 200));
}
