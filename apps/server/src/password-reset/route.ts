import {
  type PasswordResetConfirmResponse,
  type PasswordResetResponse,
  passwordResetConfirmRequest,
  passwordResetPaths,
  passwordResetRequest,
} from '@product/api/contract';
import { messages } from '@product/domain';
import { Hono } from 'hono';
import { clientIp } from '../auth/client-ip';
import { publicRateLimits, takeRateLimitSlot } from '../http/rate-limit';
import { parseOr400, readJsonBody, withoutTrailingSlash } from '../http/validation';
import { confirmPasswordReset, passwordResetMessages, type ResetDeps, requestPasswordReset } from './service';

/**
 * Public: ask for a link by e-mail (at most `publicRateLimits.passwordReset`
 * per address, besides the hourly limit per e-mail), then choose the new
 * password with it.
 */
export function passwordResetRoutes(deps: ResetDeps & { trustProxy?: boolean }) {
  return new Hono()
    .post(withoutTrailingSlash(passwordResetPaths.request), async (c) => {
      const input = parseOr400(passwordResetRequest, await readJsonBody(c), {
        required: { username: messages.emailRequired },
      });
      await takeRateLimitSlot(deps.db, publicRateLimits.passwordReset, clientIp(c, deps.trustProxy ?? false));
      await requestPasswordReset(deps, input.username);
      const body: PasswordResetResponse = { message: passwordResetMessages.sent };
      return c.json(body, 200);
    })
    .post(withoutTrailingSlash(passwordResetPaths.confirm), async (c) => {
      const input = parseOr400(passwordResetConfirmRequest, await readJsonBody(c), {
        required: { passwordConfirmation: messages.passwordsMustMatch },
      });
      await confirmPasswordReset(deps.db, input, clientIp(c, deps.trustProxy ?? false));
      const body: PasswordResetConfirmResponse = { message: passwordResetMessages.done };
      return c.json(body, 200);
    });
}
