import { adminUserOperations } from '@product/api/contract/operations/admin-users';
import type { Context } from 'hono';
import type { AuthEnv } from '../auth/middleware';
import { catalogueActor } from '../cnaes/route';
import type { Database } from '../db/database';
import { implement } from '../http/implement';
import {
  type AdminUserActor,
  createAdminUser,
  deleteAdminUser,
  getAdminUser,
  listAdminUsersFor,
  updateAdminUser,
} from './service';

const actorOf = (c: Context<AuthEnv>): AdminUserActor => ({ ...catalogueActor(c), userId: c.var.viewer.id });

/** /api/v1/admin/user/ (spec 1 §7): {product} staff only, like the users screen (`adminUserOperations`). */
export function adminUserHandlers(deps: { db: Database; jwtSecret: Uint8Array }) {
  return [
    implement(adminUserOperations.list, ({ query }) => listAdminUsersFor(deps.db, query)),
    implement(adminUserOperations.create, ({ body }, c) => createAdminUser(deps.db, actorOf(c), body)),
    implement(adminUserOperations.get, ({ params }) => getAdminUser(deps.db, params.id)),
    implement(adminUserOperations.update, ({ params, body }, c) =>
      updateAdminUser(deps.db, actorOf(c), params.id, body, { claims: c.var.session, secret: deps.jwtSecret }),
    ),
    implement(adminUserOperations.delete, ({ params }, c) => deleteAdminUser(deps.db, actorOf(c), params.id)),
  ];
}
