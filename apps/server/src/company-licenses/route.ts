import { companyLicenseOperations as operations } from '@product/api/contract/operations/company-licenses';
import type { ClientAreaDeps } from '../client-area/deps';
import { implement } from '../http/implement';
import {
  companyLicenseFileLink,
  companyLicenseStatuses,
  getCompanyLicense,
  listCompanyLicenses,
  resetCompanyLicense,
  updateCompanyLicense,
} from './service';

/**
 * A company's licence rows (spec 2 §7). Who may call each is
 * `companyLicenseOperations`' `access`: the roles of 'companies/$id/licenses'
 * and, for a USER, GET_LICENSES to read (the row's attached files too), with
 * UPDATE_LICENSES to save and with DELETE_FILES to reset ('Deleting files and
 * resetting a licence').
 */
export function companyLicenseHandlers(deps: ClientAreaDeps) {
  return [
    implement(operations.list, ({ params, query }, c) => listCompanyLicenses(deps.db, c.var.tenant, params.id, query)),
    implement(operations.statuses, ({ params, query }, c) =>
      companyLicenseStatuses(deps.db, c.var.tenant, params.id, query),
    ),
    implement(operations.get, ({ params }, c) => getCompanyLicense(deps.db, c.var.tenant, params.id, params.licenseId)),
    implement(operations.file, ({ params }, c) =>
      companyLicenseFileLink(deps, c.var.tenant, params.id, params.licenseId, params.fileId),
    ),
    // 'Salvar' answers PUT and POST alike.
    implement(operations.update, ({ params, body }, c) =>
      updateCompanyLicense(deps, c.var.tenant, params.id, params.licenseId, body),
    ),
    implement(operations.save, ({ params, body }, c) =>
      updateCompanyLicense(deps, c.var.tenant, params.id, params.licenseId, body),
    ),
    // The reset's payload is not shown in the spec: any body is ignored.
    implement(operations.reset, ({ params }, c) =>
      resetCompanyLicense(deps, c.var.tenant, params.id, params.licenseId),
    ),
  ];
}
