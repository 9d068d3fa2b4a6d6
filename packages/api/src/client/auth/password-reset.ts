import {
  emailNotFoundCode,
  type PasswordResetConfirmRequest,
  type PasswordResetRequest,
  passwordResetConfirmResponse,
  passwordResetPaths,
  passwordResetResponse,
} from '@product/api/contract';
import { type Http, relative } from '../http';

export type { PasswordResetConfirmRequest, PasswordResetRequest };
export { emailNotFoundCode };

/** Asks for a reset link by e-mail; an unknown e-mail fails with code `email-nao-existe`. */
export async function requestPasswordReset(http: Http, body: PasswordResetRequest) {
  return passwordResetResponse.parse(await http.post(relative(passwordResetPaths.request), { json: body }).json());
}

/** Sets the new password with the token of the e-mailed link. */
export async function confirmPasswordReset(http: Http, body: PasswordResetConfirmRequest) {
  return passwordResetConfirmResponse.parse(
    await http.post(relative(passwordResetPaths.confirm), { json: body }).json(),
  );
}
