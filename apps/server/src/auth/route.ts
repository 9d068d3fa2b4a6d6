import { apiPaths, type LoginResponse, type LogoutResponse, loginRequest, logoutPath } from '@product/api/contract';
import { messages } from '@product/domain';
import { Hono } from 'hono';
import type { Database } from '../db/database';
import { pruneRateLimitHits } from '../http/rate-limit';
import { parseOr400, readJsonBody } from '../http/validation';
import { pruneLoginAttempts } from './attempts';
import { clientIp } from './client-ip';
import { type AuthEnv, requireAuth } from './middleware';
import { limitedLogin } from './service';
import { endSessions } from './sessions';

export const logoutMessage = 'Sessão encerrada.';

const pruneEveryMs = 60 * 60 * 1000;

export function authRoutes(deps: { db: Database; jwtSecret: Uint8Array; trustProxy?: boolean }) {
  // Old attempts (and old public calls) are pruned by the first login after start and then at most hourly.
  let lastPrune = 0;
  return new Hono<AuthEnv>()
    .post(logoutPath, requireAuth(deps), async (c) => {
      // Every token of the person stops working now (auth/sessions.ts).
      await endSessions(deps.db, c.var.viewer.id);
      const body: LogoutResponse = { message: logoutMessage };
      return c.json(body, 200);
    })
    .post(apiPaths.login, async (c) => {
      const input = parseOr400(loginRequest, await readJsonBody(c), {
        required: { username: messages.emailRequired, password: messages.passwordRequired },
      });
      if (Date.now() - lastPrune > pruneEveryMs) {
        lastPrune = Date.now();
        await pruneLoginAttempts(deps.db);
        await pruneRateLimitHits(deps.db);
      }
      const ip = clientIp(c, deps.trustProxy ?? false);
      const body: LoginResponse = { access_token: await limitedLogin(deps.db, deps.jwtSecret, input, ip) };
      return c.json(body, 200);
    });
}
