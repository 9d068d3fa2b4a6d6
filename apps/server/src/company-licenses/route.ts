import { companyLicenseListQuery, companyLicensePaths, companyLicenseUpdateRequest } from '@product/api/contract';
import { holdsPermission, type PermissionCode } from '@product/domain';
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type ClientEnv, clientAreaTexts, idParam, requireClientArea, tenantOf } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { errorMessages, forbidden } from '../http/errors';
import { parseOr400, readJsonBody, withoutTrailingSlash } from '../http/validation';
import {
  companyLicenseFileLink,
  companyLicenseStatuses,
  getCompanyLicense,
  listCompanyLicenses,
  resetCompanyLicense,
  updateCompanyLicense,
} from './service';

/** A second code on top of the guard's: the licence dialog's actions need GET_LICENSES too (spec 2 §6). */
function alsoHolding(code: PermissionCode) {
  return createMiddleware<ClientEnv>(async (c, next) => {
    if (!holdsPermission(c.var.tenant, code)) throw forbidden(clientAreaTexts.missingPermission);
    await next();
  });
}

/**
 * A company's licence rows (spec 2 §7): the route roles of
 * 'companies/$id/licenses' ({product}, EDITOR, ADMIN, USER; the others get
 * 403); for a USER, GET_LICENSES to read (the row's attached files too), with
 * UPDATE_LICENSES to save and with DELETE_FILES to reset ('Deleting files and
 * resetting a licence').
 */
export function companyLicenseRoutes(deps: ClientAreaDeps) {
  const route = 'companies/$id/licenses' as const;
  const reading = requireClientArea(deps, { route, permission: 'GET_LICENSES' });
  const updating = [
    ...requireClientArea(deps, { route, permission: 'UPDATE_LICENSES' }),
    alsoHolding('GET_LICENSES'),
  ] as const;
  const resetting = [
    ...requireClientArea(deps, { route, permission: 'DELETE_FILES' }),
    alsoHolding('GET_LICENSES'),
  ] as const;
  const list = withoutTrailingSlash(companyLicensePaths.list(':id'));
  const statuses = withoutTrailingSlash(companyLicensePaths.statuses(':id'));
  const one = companyLicensePaths.one(':id', ':licenseId');
  const reset = companyLicensePaths.reset(':id', ':licenseId');
  const file = companyLicensePaths.file(':id', ':licenseId', ':fileId');

  const listQuery = (c: Context<ClientEnv>) =>
    parseOr400(companyLicenseListQuery, c.req.query(), { fallback: errorMessages.invalidQuery });
  const update = async (c: Context<ClientEnv>) => {
    const companyId = idParam(c);
    const rowId = idParam(c, 'licenseId');
    const input = parseOr400(companyLicenseUpdateRequest, await readJsonBody(c));
    return c.json(await updateCompanyLicense(deps, tenantOf(c), companyId, rowId, input), 200);
  };

  // `statuses` is registered before `:licenseId`, which would otherwise read it as an id.
  return (
    new Hono<ClientEnv>()
      .get(list, ...reading, async (c) => {
        const companyId = idParam(c);
        return c.json(await listCompanyLicenses(deps.db, tenantOf(c), companyId, listQuery(c)), 200);
      })
      .get(statuses, ...reading, async (c) => {
        const companyId = idParam(c);
        return c.json(await companyLicenseStatuses(deps.db, tenantOf(c), companyId, listQuery(c)), 200);
      })
      .get(one, ...reading, async (c) => {
        const companyId = idParam(c);
        const rowId = idParam(c, 'licenseId');
        return c.json(await getCompanyLicense(deps.db, tenantOf(c), companyId, rowId), 200);
      })
      .get(file, ...reading, async (c) =>
        c.json(
          await companyLicenseFileLink(deps, tenantOf(c), idParam(c), idParam(c, 'licenseId'), idParam(c, 'fileId')),
          200,
        ),
      )
      .put(one, ...updating, update)
      .post(one, ...updating, update)
      // The reset's payload is not shown in the spec: any body is ignored.
      .post(reset, ...resetting, async (c) => {
        const companyId = idParam(c);
        const rowId = idParam(c, 'licenseId');
        return c.json(await resetCompanyLicense(deps, tenantOf(c), companyId, rowId), 200);
      })
  );
}
