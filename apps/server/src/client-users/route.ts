import { clientUserOperations as operations } from '@product/api/contract/operations/client-users';
import type { ClientAreaDeps } from '../client-area/deps';
import { implement } from '../http/implement';
import { createClientUser, deleteClientUser, getClientUser, listClientUsers, updateClientUser } from './service';

/**
 * /api/v1/client/user/ (spec 2 §7 "Users"): the users of the tenant's
 * account. Who may call each is `clientUserOperations`' `access`: a user
 * reads and edits their own record without GET_USER / UPDATE_USER (spec 2 §6).
 */
export function clientUserHandlers(deps: ClientAreaDeps) {
  return [
    implement(operations.list, ({ query }, c) => listClientUsers(deps.db, c.var.tenant, query)),
    implement(operations.create, ({ body }, c) => createClientUser(deps.db, c.var.tenant, body)),
    implement(operations.get, ({ params }, c) => getClientUser(deps.db, c.var.tenant, params.id)),
    implement(operations.update, ({ params, body }, c) =>
      updateClientUser(deps.db, c.var.tenant, params.id, body, { claims: c.var.session, secret: deps.jwtSecret }),
    ),
    implement(operations.delete, ({ params }, c) => deleteClientUser(deps.db, c.var.tenant, params.id)),
  ];
}
