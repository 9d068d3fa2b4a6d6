import { companyTexts } from '@product/api/contract';
import { companyOperations } from '@product/api/contract/operations/companies';
import type { ClientAreaDeps } from '../client-area/deps';
import { implement } from '../http/implement';
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
 * GET_COMPANY gates the screens that list companies (`companyOperations`).
 */
export function companyHandlers(deps: ClientAreaDeps) {
  return [
    implement(companyOperations.list, ({ query }, c) => listCompanies(deps.db, c.var.tenant, query)),
    implement(companyOperations.create, async ({ body }, c) => {
      const created = await createCompanyFromCnpj(deps, c.var.tenant, body.cnpj, { enabled: body.companyEnabled });
      return { message: companyTexts.created, id: created.companyId };
    }),
    implement(companyOperations.get, ({ params }, c) => getCompanyDetail(deps.db, c.var.tenant, params.id)),
    implement(companyOperations.update, ({ params, body }, c) =>
      updateCompany(deps.db, c.var.tenant, params.id, body, deps.now()),
    ),
    implement(companyOperations.delete, ({ params }, c) => deleteCompany(deps, c.var.tenant, params.id)),
    implement(companyOperations.updateData, ({ params }, c) => refreshCompanyData(deps, c.var.tenant, params.id)),
    implement(companyOperations.lastUpdate, ({ params }, c) => lastUpdateOf(deps, c.var.tenant, params.id)),
    implement(companyOperations.addresses, ({ params }, c) => companyAddresses(deps.db, c.var.tenant, params.id)),
    implement(companyOperations.cnaes, ({ params }, c) => companyCnaes(deps.db, c.var.tenant, params.id)),
    implement(companyOperations.level, ({ params }, c) => companyLevel(deps.db, c.var.tenant, params.id)),
  ];
}
