import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users } from '../db/schema';

/**
 * Sessions end on the server, not only in the browser. Every token carries
 * the person's session version (`sv`) from when it was signed, and the
 * per-request check (`requireAuth`) refuses a token whose version is no
 * longer the person's. Raising the version therefore ends all of that
 * person's tokens at once:
 * - 'Sair' (POST /api/v1/system/user/logout) ends every session of the person,
 *   on every device — we keep no per-device sessions, and a person signing out
 *   wants the token they leave behind to be worthless;
 * - a password change in My account ends the other sessions (the answer
 *   carries a new token with the new version, so this one goes on);
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
