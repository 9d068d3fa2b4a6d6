import { licenseOperations } from '@product/api/contract/operations/licenses';
import { catalogueActor } from '../cnaes/route';
import type { Database } from '../db/database';
import { implement } from '../http/implement';
import { createLicense, deleteLicense, getLicense, listLicensesFor, updateLicense } from './service';

/** /api/v1/admin/license/ (spec 1 §7): {product} staff only, like the licences screen (`licenseOperations`). */
export function licenseHandlers(deps: { db: Database }) {
  return [
    implement(licenseOperations.list, ({ query }) => listLicensesFor(deps.db, query)),
    implement(licenseOperations.create, ({ body }, c) => createLicense(deps.db, catalogueActor(c), body)),
    implement(licenseOperations.get, ({ params }) => getLicense(deps.db, params.id)),
    implement(licenseOperations.update, ({ params, body }, c) =>
      updateLicense(deps.db, catalogueActor(c), params.id, body),
    ),
    implement(licenseOperations.delete, ({ params }, c) => deleteLicense(deps.db, catalogueActor(c), params.id)),
  ];
}
