import { companyCnpjOperations } from '@product/api/contract/operations/company-cnpjs';
import type { ClientAreaDeps } from '../client-area/deps';
import { implement } from '../http/implement';
import { addCompanyCnpj, deleteCompanyCnpj, listCompanyCnpjs } from './service';

/**
 * A company's CNPJs (spec 2 §7): the route roles of 'companies/$id/cnpjs'
 * ({product}, EDITOR, ADMIN, USER; the others get 403), and for a USER the
 * codes GET_CNPJ, CREATE_CNPJ and DELETE_CNPJ (`companyCnpjOperations`).
 */
export function companyCnpjHandlers(deps: ClientAreaDeps) {
  return [
    implement(companyCnpjOperations.list, ({ params, query }, c) =>
      listCompanyCnpjs(deps.db, c.var.tenant, params.id, query),
    ),
    implement(companyCnpjOperations.create, ({ params, body }, c) =>
      addCompanyCnpj(deps, c.var.tenant, params.id, body.cnpj),
    ),
    implement(companyCnpjOperations.delete, ({ params, body }, c) =>
      deleteCompanyCnpj(deps.db, c.var.tenant, params.id, body.registrationCode),
    ),
  ];
}
