import {
  type ClientUserDeleteResponse,
  clientUserCreateRequest,
  clientUserListQuery,
  clientUserPaths,
  clientUserUpdateRequest,
} from '@product/api/contract';
import { clientUserMessages, messages, type PermissionCode } from '@product/domain';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type ClientEnv, clientAreaTexts, idParam, requireClientArea, tenantHolds } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { errorMessages, forbidden } from '../http/errors';
import { parseOr400, readJsonBody, withoutTrailingSlash } from '../http/validation';
import { createClientUser, deleteClientUser, getClientUser, listClientUsers, updateClientUser } from './service';

/** Messages for fields missing from the body altogether (spec 2 §5). */
const required = {
  name: messages.nameRequired,
  email: messages.emailRequired,
  password: messages.passwordRequired,
  systemRole: clientUserMessages.userTypeRequired,
};

/**
 * The permission code, unless the `:id` is the caller's own user: a user may
 * read and edit their own record without GET_USER / UPDATE_USER (spec 2 §6).
 */
function requireCodeUnlessOwn(code: PermissionCode) {
  return createMiddleware<ClientEnv>(async (c, next) => {
    const tenant = c.var.tenant;
    if (idParam(c) !== tenant.userId && !tenantHolds(tenant, code)) {
      throw forbidden(clientAreaTexts.missingPermission);
    }
    await next();
  });
}

/** /api/v1/client/user/ (spec 2 §7 "Users"): the users of the tenant's account. */
export function clientUserRoutes(deps: ClientAreaDeps) {
  const list = withoutTrailingSlash(clientUserPaths.list);
  const one = clientUserPaths.one(':id');
  const area = (permission?: PermissionCode) =>
    requireClientArea(deps, permission ? { route: 'users', permission } : { route: 'users' });
  return new Hono<ClientEnv>()
    .get(list, ...area('GET_USER'), async (c) => {
      const query = parseOr400(clientUserListQuery, c.req.query(), { fallback: errorMessages.invalidQuery });
      return c.json(await listClientUsers(deps.db, c.var.tenant, query), 200);
    })
    .post(list, ...area('CREATE_USER'), async (c) => {
      const input = parseOr400(clientUserCreateRequest, await readJsonBody(c), { required });
      return c.json(await createClientUser(deps.db, c.var.tenant, input), 201);
    })
    .get(one, ...area(), requireCodeUnlessOwn('GET_USER'), async (c) =>
      c.json(await getClientUser(deps.db, c.var.tenant, idParam(c)), 200),
    )
    .patch(one, ...area(), requireCodeUnlessOwn('UPDATE_USER'), async (c) => {
      const id = idParam(c);
      const input = parseOr400(clientUserUpdateRequest, await readJsonBody(c), { required });
      const caller = { claims: c.var.session, secret: deps.jwtSecret };
      return c.json(await updateClientUser(deps.db, c.var.tenant, id, input, caller), 200);
    })
    .delete(one, ...area('DELETE_USER'), async (c) => {
      const body: ClientUserDeleteResponse = await deleteClientUser(deps.db, c.var.tenant, idParam(c));
      return c.json(body, 200);
    });
}
