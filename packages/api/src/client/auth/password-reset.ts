import { emailNotFoundCode, type PasswordResetConfirmRequest, type PasswordResetRequest } from '@product/api/contract';
import { passwordResetOperations } from '@product/api/contract/operations/password-reset';
import { callOperation } from '../call';
import type { Http } from '../http';

export type { PasswordResetConfirmRequest, PasswordResetRequest };
export { emailNotFoundCode };

/** Asks for a reset link by e-mail; an unknown e-mail fails with code `email-nao-existe`. */
export function requestPasswordReset(http: Http, body: PasswordResetRequest) {
  return callOperation(http, passwordResetOperations.request, { body });
}

/** Sets the new password with the token of the e-mailed link. */
export function confirmPasswordReset(http: Http, body: PasswordResetConfirmRequest) {
  return callOperation(http, passwordResetOperations.confirm, { body });
}
