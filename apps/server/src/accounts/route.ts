import { accountListQuery, apiPaths } from '@product/api/contract';
import { Hono } from 'hono';
import { type AuthEnv, requireAdminRoute, requireAuth } from '../auth/middleware';
import type { Database } from '../db/database';
import { errorMessages } from '../http/errors';
import { parseOr400, withoutTrailingSlash } from '../http/validation';
import { listAccountsFor } from './service';

export function accountRoutes(deps: { db: Database; jwtSecret: Uint8Array }) {
  // Registered without the spec's trailing slash: the non-strict app serves both forms.
  return new Hono<AuthEnv>().get(
    withoutTrailingSlash(apiPaths.accounts),
    requireAuth(deps),
    requireAdminRoute('accounts'),
    async (c) => {
      const query = parseOr400(accountListQuery, c.req.query(), { fallback: errorMessages.invalidQuery });
      return c.json(await listAccountsFor(deps.db, c.var.viewer, query), 200);
    },
  );
}
