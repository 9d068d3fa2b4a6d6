import {
  companyCnpjCreateRequest,
  companyCnpjDeleteRequest,
  companyCnpjListQuery,
  companyCnpjPaths,
  companyCnpjTexts,
} from '@product/api/contract';
import { Hono } from 'hono';
import { type ClientEnv, idParam, requireClientArea, tenantOf } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { errorMessages } from '../http/errors';
import { parseOr400, readJsonBody, withoutTrailingSlash } from '../http/validation';
import { addCompanyCnpj, deleteCompanyCnpj, listCompanyCnpjs } from './service';

/**
 * A company's CNPJs (spec 2 §7): the route roles of 'companies/$id/cnpjs'
 * ({product}, EDITOR, ADMIN, USER; the others get 403), and for a USER the
 * codes GET_CNPJ, CREATE_CNPJ and DELETE_CNPJ.
 */
export function companyCnpjRoutes(deps: ClientAreaDeps) {
  const route = 'companies/$id/cnpjs' as const;
  const reading = requireClientArea(deps, { route, permission: 'GET_CNPJ' });
  const creating = requireClientArea(deps, { route, permission: 'CREATE_CNPJ' });
  const deleting = requireClientArea(deps, { route, permission: 'DELETE_CNPJ' });
  const list = withoutTrailingSlash(companyCnpjPaths.list(':id'));

  return new Hono<ClientEnv>()
    .get(list, ...reading, async (c) => {
      const query = parseOr400(companyCnpjListQuery, c.req.query(), { fallback: errorMessages.invalidQuery });
      return c.json(await listCompanyCnpjs(deps.db, tenantOf(c), idParam(c), query), 200);
    })
    .post(list, ...creating, async (c) => {
      const id = idParam(c);
      const input = parseOr400(companyCnpjCreateRequest, await readJsonBody(c), {
        required: { cnpj: companyCnpjTexts.cnpjRequired },
      });
      return c.json(await addCompanyCnpj(deps, tenantOf(c), id, input.cnpj), 201);
    })
    .delete(list, ...deleting, async (c) => {
      const id = idParam(c);
      const input = parseOr400(companyCnpjDeleteRequest, await readJsonBody(c), {
        required: { registrationCode: companyCnpjTexts.cnpjRequired },
      });
      return c.json(await deleteCompanyCnpj(deps.db, tenantOf(c), id, input.registrationCode), 200);
    });
}
