import { authOperations } from '@product/api/contract/operations/auth';
import { ownAccountTexts } from '@product/domain';
import type { Database } from '../db/database';
import { implement } from '../http/implement';
import { pruneRateLimitHits } from '../http/rate-limit';
import { pruneLoginAttempts } from './attempts';
import { clientIp } from './client-ip';
import { limitedLogin, type MfaPolicy } from './service';
import { endSessions } from './sessions';

export const logoutMessage = ownAccountTexts.signedOut;

const pruneEveryMs = 60 * 60 * 1000;

/** Sign-in (public, limited per address and e-mail by `limitedLogin`) and Sair (`authOperations`). */
export function authHandlers(deps: {
  db: Database;
  jwtSecret: Uint8Array;
  trustProxy?: boolean;
  mfaPolicy: MfaPolicy;
}) {
  // Old attempts (and old public calls) are pruned by the first login after start and then at most hourly.
  let lastPrune = 0;
  return [
    implement(authOperations.logout, async (_, c) => {
      // Every token of the person stops working now (auth/sessions.ts).
      await endSessions(deps.db, c.var.viewer.id);
      return { message: logoutMessage };
    }),
    implement(authOperations.login, async ({ body }, c) => {
      if (Date.now() - lastPrune > pruneEveryMs) {
        lastPrune = Date.now();
        await pruneLoginAttempts(deps.db);
        await pruneRateLimitHits(deps.db);
      }
      const ip = clientIp(c, deps.trustProxy ?? false);
      return limitedLogin(deps.db, deps.jwtSecret, body, ip, deps.mfaPolicy);
    }),
  ];
}
