import { signupOperations } from '@product/api/contract/operations/signup';
import { clientIp } from '../auth/client-ip';
import type { Database } from '../db/database';
import { implement } from '../http/implement';
import { publicRateLimits, takeRateLimitSlot } from '../http/rate-limit';
import { signUp, signupMessages } from './service';

/** POST /api/v1/client: public, no token; at most `publicRateLimits.signup` per address. */
export function signupHandlers(deps: { db: Database; trustProxy?: boolean }) {
  return [
    implement(signupOperations.signup, async ({ body }, c) => {
      await takeRateLimitSlot(deps.db, publicRateLimits.signup, clientIp(c, deps.trustProxy ?? false));
      await signUp(deps.db, body);
      return { message: signupMessages.done };
    }),
  ];
}
