import {
  companyCreateRequest,
  companyListQuery,
  companyPaths,
  companyTexts,
  companyUpdateRequest,
} from '@product/api/contract';
import { Hono } from 'hono';
import { type ClientEnv, idParam, requireClientArea, tenantOf } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { errorMessages } from '../http/errors';
import { parseOr400, readJsonBody, withoutTrailingSlash } from '../http/validation';
import { createCompanyFromCnpj } from './create';
import {
  companyAddresses,
  companyCnaes,
  companyLevel,
  deleteCompany,
  getCompanyDetail,
  lastUpdateOf,
  listCompanies,
  refreshCompanyData,
  updateCompany,
} from './service';

/**
 * Companies of the current account (spec 2 §7). Every role reaches the
 * companies routes (spec 2 §2); a USER holds only the codes given and sees
 * only the companies assigned. The list needs GET_COMPANY, adding
 * CREATE_COMPANY, 'Salvar' and 'Atualizar dados' UPDATE_COMPANY, 'Excluir
 * empresa' DELETE_COMPANY. The company's own reads (detail, addresses, CNAEs,
 * level, last update) need no code: the header, the Painel tab (always
 * enabled) and the tabs' filters show them for any company the caller sees;
 * GET_COMPANY gates the screens that list companies.
 */
export function companyRoutes(deps: ClientAreaDeps) {
  const listing = requireClientArea(deps, { route: 'companies', permission: 'GET_COMPANY' });
  const creating = requireClientArea(deps, { route: 'companies', permission: 'CREATE_COMPANY' });
  const reading = requireClientArea(deps, { route: 'companies/$id' });
  const updating = requireClientArea(deps, { route: 'companies/$id/data', permission: 'UPDATE_COMPANY' });
  const deleting = requireClientArea(deps, { route: 'companies/$id/data', permission: 'DELETE_COMPANY' });
  const list = withoutTrailingSlash(companyPaths.list);
  const one = companyPaths.one(':id');

  return new Hono<ClientEnv>()
    .get(list, ...listing, async (c) => {
      const query = parseOr400(companyListQuery, c.req.query(), { fallback: errorMessages.invalidQuery });
      return c.json(await listCompanies(deps.db, tenantOf(c), query), 200);
    })
    .post(list, ...creating, async (c) => {
      const input = parseOr400(companyCreateRequest, await readJsonBody(c), {
        required: { cnpj: companyTexts.cnpjRequired },
      });
      const created = await createCompanyFromCnpj(deps, tenantOf(c), input.cnpj, { enabled: input.companyEnabled });
      return c.json({ message: companyTexts.created, id: created.companyId }, 201);
    })
    .get(one, ...reading, async (c) => c.json(await getCompanyDetail(deps.db, tenantOf(c), idParam(c)), 200))
    .put(one, ...updating, async (c) => {
      const id = idParam(c);
      const input = parseOr400(companyUpdateRequest, await readJsonBody(c), {
        required: { name: companyTexts.nameRequired },
      });
      return c.json(await updateCompany(deps.db, tenantOf(c), id, input, deps.now()), 200);
    })
    .delete(one, ...deleting, async (c) => c.json(await deleteCompany(deps, tenantOf(c), idParam(c)), 200))
    .post(companyPaths.updateData(':id'), ...updating, async (c) =>
      c.json(await refreshCompanyData(deps, tenantOf(c), idParam(c)), 200),
    )
    .get(companyPaths.lastUpdate(':id'), ...reading, async (c) =>
      c.json(await lastUpdateOf(deps, tenantOf(c), idParam(c)), 200),
    )
    .get(companyPaths.addresses(':id'), ...reading, async (c) =>
      c.json(await companyAddresses(deps.db, tenantOf(c), idParam(c)), 200),
    )
    .get(companyPaths.cnaes(':id'), ...reading, async (c) =>
      c.json(await companyCnaes(deps.db, tenantOf(c), idParam(c)), 200),
    )
    .get(companyPaths.level(':id'), ...reading, async (c) =>
      c.json(await companyLevel(deps.db, tenantOf(c), idParam(c)), 200),
    );
}
