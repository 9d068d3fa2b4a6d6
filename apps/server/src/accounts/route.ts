import { accountTexts } from '@product/api/contract';
import { accountOperations } from '@product/api/contract/operations/accounts';
import type { Database } from '../db/database';
import { implement } from '../http/implement';
import { changeAccount, createAccount, enterClient, listAccountsFor, readAccount, removeAccount } from './service';

/**
 * The account calls of spec 1 §7, for the four staff roles (the `accounts`
 * row of the admin route table, declared in `accountOperations`); PARTNER and
 * AFFINITY are confined to their group by the service.
 */
export function accountHandlers(deps: { db: Database; jwtSecret: Uint8Array }) {
  return [
    implement(accountOperations.list, ({ query }, c) => listAccountsFor(deps.db, c.var.viewer, query)),
    implement(accountOperations.create, ({ body }, c) => createAccount(deps.db, c.var.viewer, c.var.session, body)),
    implement(accountOperations.get, ({ params }, c) => readAccount(deps.db, c.var.viewer, params.id)),
    implement(accountOperations.update, ({ params, body }, c) =>
      changeAccount(deps.db, c.var.viewer, c.var.session, params.id, body),
    ),
    implement(accountOperations.delete, async ({ params }, c) => {
      await removeAccount(deps.db, c.var.viewer, c.var.session, params.id);
      return { message: accountTexts.deleted };
    }),
    implement(accountOperations.enter, async ({ params }, c) => ({
      access_token: await enterClient(deps.db, deps.jwtSecret, c.var.viewer, c.var.session, params.id),
    })),
  ];
}
