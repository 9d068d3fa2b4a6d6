import { licenseCreateRequest, licenseListQuery, licensePaths, licenseUpdateRequest } from '@product/api/contract';
import { Hono } from 'hono';
import { type AuthEnv, requireAdminRoute, requireAuth } from '../auth/middleware';
import { catalogueActor, idOf } from '../cnaes/route';
import type { Database } from '../db/database';
import { errorMessages } from '../http/errors';
import { parseOr400, readJsonBody, withoutTrailingSlash } from '../http/validation';
import { createLicense, deleteLicense, getLicense, listLicensesFor, updateLicense } from './service';

/** /api/v1/admin/license/ (spec 1 §7): {product} staff only, like the licences screen. */
export function licenseRoutes(deps: { db: Database; jwtSecret: Uint8Array }) {
  const list = withoutTrailingSlash(licensePaths.list);
  const one = licensePaths.one(':id');
  const guard = [requireAuth(deps), requireAdminRoute('licenses')] as const;
  return new Hono<AuthEnv>()
    .get(list, ...guard, async (c) => {
      const query = parseOr400(licenseListQuery, c.req.query(), { fallback: errorMessages.invalidQuery });
      return c.json(await listLicensesFor(deps.db, query), 200);
    })
    .post(list, ...guard, async (c) => {
      const input = parseOr400(licenseCreateRequest, await readJsonBody(c));
      return c.json(await createLicense(deps.db, catalogueActor(c), input), 201);
    })
    .get(one, ...guard, async (c) => c.json(await getLicense(deps.db, idOf(c)), 200))
    .put(one, ...guard, async (c) => {
      const id = idOf(c);
      const input = parseOr400(licenseUpdateRequest, await readJsonBody(c));
      return c.json(await updateLicense(deps.db, catalogueActor(c), id, input), 200);
    })
    .delete(one, ...guard, async (c) => c.json(await deleteLicense(deps.db, catalogueActor(c), idOf(c)), 200));
}
