import { profileOperations } from '@product/api/contract/operations/profile';
import type { Database } from '../db/database';
import { implement } from '../http/implement';
import { changeProfile, deleteOwnUser, profileMessages, readProfile } from './service';

/**
 * My account, for every signed-in role (`profileOperations`): each person
 * reads, changes and deletes only their own user, named by the token, never
 * by the request.
 */
export function profileHandlers(deps: { db: Database; jwtSecret: Uint8Array }) {
  return [
    implement(profileOperations.get, (_, c) => readProfile(deps.db, c.var.viewer.id)),
    implement(profileOperations.update, async ({ body }, c) => ({
      access_token: await changeProfile(deps.db, deps.jwtSecret, c.var.session, body),
    })),
    implement(profileOperations.delete, async (_, c) => {
      await deleteOwnUser(deps.db, c.var.session);
      return { message: profileMessages.deleted };
    }),
  ];
}
