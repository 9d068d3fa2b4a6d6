import { toApiError } from '@product/api/client';
import { authTexts, secondFactorTexts } from '@product/domain';
import { notify } from '@product/ui';

/**
 * The sign-in's step token ran out (10 minutes) or was voided: says so and goes back to e-mail and
 * password. True when that was the failure, so the caller handles only the others.
 */
export function leftExpiredStep(failure: unknown, onBack: () => void): boolean {
  const apiError = toApiError(failure);
  if (apiError.status !== 401 || apiError.serverMessage !== secondFactorTexts.stepExpired) return false;
  notify.error(authTexts.loginErrorTitle, secondFactorTexts.stepExpired);
  onBack();
  return true;
}
