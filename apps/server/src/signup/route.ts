import { type SignupResponse, signupPath, signupRequest } from '@product/api/contract';
import { Hono } from 'hono';
import { clientIp } from '../auth/client-ip';
import type { Database } from '../db/database';
import { publicRateLimits, takeRateLimitSlot } from '../http/rate-limit';
import { parseOr400, readJsonBody, withoutTrailingSlash } from '../http/validation';
import { signUp, signupMessages } from './service';

/** POST /api/v1/client: public, no token; at most `publicRateLimits.signup` per address. */
export function signupRoutes(deps: { db: Database; trustProxy?: boolean }) {
  return new Hono().post(withoutTrailingSlash(signupPath), async (c) => {
    const input = parseOr400(signupRequest, await readJsonBody(c));
    await takeRateLimitSlot(deps.db, publicRateLimits.signup, clientIp(c, deps.trustProxy ?? false));
    await signUp(deps.db, input);
    const body: SignupResponse = { message: signupMessages.done };
    return c.json(body, 201);
  });
}
