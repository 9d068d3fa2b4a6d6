import type { SessionClaims } from '@product/api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users } from '../db/schema';
import { signSession } from './tokens';

/**
 * Sessions end on the server, not only in the browser. Every token carries
 * the person's session version (`sv`) from when it was signed, and the
 * per-request check (`requireAuth`) refuses a token whose version is no
 * longer the person's. Raising the version therefore ends all of that
 * person's tokens at once:
 * - 'Sair' (POST /api/v1/system/user/logout) ends every session of the person,
 *   on every device — we keep no per-device sessions, and a person signing out
 *   wants the token they leave behind to be worthless;
 * - a password change in My account, or on one's own row of a users screen
 *   (client users, admin users), ends the other sessions (the answer carries
 *   a new token with the new version, so this one goes on: `renewedToken`);
 * - a password someone else sets (client users, admin users) or a reset
 *   through the e-mailed link ends all the person's sessions;
 * - a deleted or disabled person fails the same check already.
 */
export const raisedSessionVersion = { sessionVersion: sql`${users.sessionVersion} + 1` };

/** Ends every session of the person now; answers the new version. */
export async function endSessions(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set(raisedSessionVersion)
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? 0;
}

/** The session of the person making a call, for the answers that must renew it. */
export interface CallerSession {
  claims: SessionClaims;
  secret: Uint8Array;
}

/**
 * The caller's new token after they changed their own password (and maybe name or
 * e-mail) elsewhere than My account: the same session, at the version that the change
 * raised, so this tab goes on while every other one ends.
 */
export function renewedToken(
  caller: CallerSession,
  changed: {
    name: string;
    email: string;
    accessRole: SessionClaims['access_role'];
    permissionRoles?: readonly string[];
    sessionVersion: number;
  },
): Promise<string> {
  const { claims } = caller;
  return signSession(
    {
      id: claims.id,
      uid: claims.uid,
      current_client_id: claims.current_client_id,
      name: changed.name,
      username: changed.email,
      access_role: changed.accessRole,
      permission_role: changed.permissionRoles ? [...changed.permissionRoles] : claims.permission_role,
      client_name: claims.client_name,
      sv: changed.sessionVersion,
    },
    caller.secret,
  );
}
