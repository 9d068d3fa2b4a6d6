import { passwordResetOperations } from '@product/api/contract/operations/password-reset';
import { clientIp } from '../auth/client-ip';
import { implement } from '../http/implement';
import { publicRateLimits, takeRateLimitSlot } from '../http/rate-limit';
import { confirmPasswordReset, passwordResetMessages, type ResetDeps, requestPasswordReset } from './service';

/**
 * Public: ask for a link by e-mail (at most `publicRateLimits.passwordReset`
 * per address, besides the hourly limit per e-mail), then choose the new
 * password with it.
 */
export function passwordResetHandlers(deps: ResetDeps & { trustProxy?: boolean }) {
  return [
    implement(passwordResetOperations.request, async ({ body }, c) => {
      await takeRateLimitSlot(deps.db, publicRateLimits.passwordReset, clientIp(c, deps.trustProxy ?? false));
      await requestPasswordReset(deps, body.username);
      return { message: passwordResetMessages.sent };
    }),
    implement(passwordResetOperations.confirm, async ({ body }, c) => {
      await confirmPasswordReset(deps.db, body, clientIp(c, deps.trustProxy ?? false));
      return { message: passwordResetMessages.done };
    }),
  ];
}
