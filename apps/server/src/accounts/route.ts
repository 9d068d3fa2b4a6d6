import {
  type AccountDeleteResponse,
  accountCreateRequest,
  accountIdParam,
  accountListQuery,
  accountPaths,
  accountTexts,
  accountUpdateRequest,
  type EnterClientResponse,
} from '@product/api/contract';
import { Hono } from 'hono';
import { type AuthEnv, requireAdminRoute, requireAuth } from '../auth/middleware';
import type { Database } from '../db/database';
import { errorMessages } from '../http/errors';
import { parseOr400, readJsonBody, withoutTrailingSlash } from '../http/validation';
import { changeAccount, createAccount, enterClient, listAccountsFor, readAccount, removeAccount } from './service';

const itemPath = withoutTrailingSlash(accountPaths.item(':id'));
const enterPath = withoutTrailingSlash(accountPaths.enter(':id'));

/**
 * The account calls of spec 1 §7, for the four staff roles (the `accounts`
 * row of the admin route table); PARTNER and AFFINITY are confined to their
 * group by the service.
 */
export function accountRoutes(deps: { db: Database; jwtSecret: Uint8Array }) {
  const auth = requireAuth(deps);
  const staff = requireAdminRoute('accounts');
  const idOf = (id: string | undefined) => parseOr400(accountIdParam, id, { fallback: accountTexts.invalidId });

  // Registered without the spec's trailing slash: the non-strict app serves both forms.
  return new Hono<AuthEnv>()
    .get(withoutTrailingSlash(accountPaths.list), auth, staff, async (c) => {
      const query = parseOr400(accountListQuery, c.req.query(), { fallback: errorMessages.invalidQuery });
      return c.json(await listAccountsFor(deps.db, c.var.viewer, query), 200);
    })
    .post(withoutTrailingSlash(accountPaths.list), auth, staff, async (c) => {
      const input = parseOr400(accountCreateRequest, await readJsonBody(c));
      return c.json(await createAccount(deps.db, c.var.viewer, c.var.session, input), 201);
    })
    .get(itemPath, auth, staff, async (c) => {
      return c.json(await readAccount(deps.db, c.var.viewer, idOf(c.req.param('id'))), 200);
    })
    .put(itemPath, auth, staff, async (c) => {
      const id = idOf(c.req.param('id'));
      const input = parseOr400(accountUpdateRequest, await readJsonBody(c));
      return c.json(await changeAccount(deps.db, c.var.viewer, c.var.session, id, input), 200);
    })
    .delete(itemPath, auth, staff, async (c) => {
      await removeAccount(deps.db, c.var.viewer, c.var.session, idOf(c.req.param('id')));
      const body: AccountDeleteResponse = { message: accountTexts.deleted };
      return c.json(body, 200);
    })
    .post(enterPath, auth, staff, async (c) => {
      const id = idOf(c.req.param('id'));
      const body: EnterClientResponse = {
        access_token: await enterClient(deps.db, deps.jwtSecret, c.var.viewer, c.var.session, id),
      };
      return c.json(body, 200);
    });
}
