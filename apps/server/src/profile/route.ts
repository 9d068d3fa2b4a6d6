import {
  type ProfileDeleteResponse,
  type ProfileUpdateResponse,
  profilePath,
  profileUpdateRequest,
} from '@product/api/contract';
import { profileMessages as formMessages, messages } from '@product/domain';
import { Hono } from 'hono';
import { type AuthEnv, requireAuth } from '../auth/middleware';
import type { Database } from '../db/database';
import { parseOr400, readJsonBody, withoutTrailingSlash } from '../http/validation';
import { changeProfile, deleteOwnUser, profileMessages, readProfile } from './service';

/**
 * My account, for every signed-in role: each person reads, changes and
 * deletes only their own user, named by the token, never by the request.
 */
export function profileRoutes(deps: { db: Database; jwtSecret: Uint8Array }) {
  const path = withoutTrailingSlash(profilePath);
  return new Hono<AuthEnv>()
    .use(path, requireAuth(deps))
    .get(path, async (c) => c.json(await readProfile(deps.db, c.var.viewer.id), 200))
    .put(path, async (c) => {
      const input = parseOr400(profileUpdateRequest, await readJsonBody(c), {
        required: {
          name: messages.nameRequired,
          email: messages.emailRequired,
          systemRole: formMessages.systemRoleRequired,
          enabled: 'Campo obrigatório: enabled',
        },
      });
      const body: ProfileUpdateResponse = {
        access_token: await changeProfile(deps.db, deps.jwtSecret, c.var.session, input),
      };
      return c.json(body, 200);
    })
    .delete(path, async (c) => {
      await deleteOwnUser(deps.db, c.var.session);
      const body: ProfileDeleteResponse = { message: profileMessages.deleted };
      return c.json(body, 200);
    });
}
