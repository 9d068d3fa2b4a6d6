import { catalogueIdParam, cnaeListQuery, cnaePaths, cnaeRequest } from '@product/api/contract';
import { type Context, Hono } from 'hono';
import { actorFromSession } from '../activity/record';
import { type AuthEnv, requireAdminRoute, requireAuth } from '../auth/middleware';
import type { Database } from '../db/database';
import { errorMessages } from '../http/errors';
import { parseOr400, readJsonBody, withoutTrailingSlash } from '../http/validation';
import { type CatalogueActor, createCnae, deleteCnae, getCnae, listCnaesFor, updateCnae } from './service';

/** The acting staff member; their log entries go to their own account. */
export function catalogueActor(c: Context<AuthEnv>): CatalogueActor {
  return { actor: actorFromSession(c.var.session), clientId: c.var.viewer.clientId };
}

export function idOf(c: Context<AuthEnv>): number {
  return parseOr400(catalogueIdParam, { id: c.req.param('id') }).id;
}

/** /api/v1/admin/cnae/ (spec 1 §7): {product} staff only, like the CNAEs screen. */
export function cnaeRoutes(deps: { db: Database; jwtSecret: Uint8Array }) {
  const list = withoutTrailingSlash(cnaePaths.list);
  const one = cnaePaths.one(':id');
  const guard = [requireAuth(deps), requireAdminRoute('cnaes')] as const;
  return new Hono<AuthEnv>()
    .get(list, ...guard, async (c) => {
      const query = parseOr400(cnaeListQuery, c.req.query(), { fallback: errorMessages.invalidQuery });
      return c.json(await listCnaesFor(deps.db, query), 200);
    })
    .post(list, ...guard, async (c) => {
      const input = parseOr400(cnaeRequest, await readJsonBody(c));
      return c.json(await createCnae(deps.db, catalogueActor(c), input), 201);
    })
    .get(one, ...guard, async (c) => c.json(await getCnae(deps.db, idOf(c)), 200))
    .put(one, ...guard, async (c) => {
      const id = idOf(c);
      const input = parseOr400(cnaeRequest, await readJsonBody(c));
      return c.json(await updateCnae(deps.db, catalogueActor(c), id, input), 200);
    })
    .delete(one, ...guard, async (c) => c.json(await deleteCnae(deps.db, catalogueActor(c), idOf(c)), 200));
}
