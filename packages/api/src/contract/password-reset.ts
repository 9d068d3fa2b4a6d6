import { emailField, profileMessages, resetPasswordFormSchema } from '@product/domain';
import { z } from 'zod/mini';
import { messageResponse } from './signup';

export const passwordResetPaths = {
  /** Ask for a link by e-mail (spec 1 §7). */
  request: '/api/v1/system/user/reset-password',
  /** Ours: choose the new password with the token from the link. */
  confirm: '/api/v1/system/user/reset-password/confirm',
} as const;

/** The code of the 404 when no user has the e-mail (spec 1 §7, §8). */
export const emailNotFoundCode = 'email-nao-existe';

/**
 * POST reset-password `{ username }` → 200 `{ message: 'Instruções enviadas' }`;
 * 404 `{ code: 'email-nao-existe', message }` for an unknown e-mail; 429 after
 * 5 requests for the same e-mail within an hour.
 */
export const passwordResetRequest = z.object({ username: emailField });
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;
export const passwordResetResponse = messageResponse;
export type PasswordResetResponse = z.infer<typeof passwordResetResponse>;

/**
 * POST reset-password/confirm `{ token, password, passwordConfirmation }`
 * (password 6-32, confirmation equal) → 200 `{ message }`; a token that is
 * unknown, used or past its hour → 400 'Link de redefinição inválido ou expirado. Solicite um novo.'.
 */
export const passwordResetConfirmRequest = z.extend(resetPasswordFormSchema, {
  token: z
    .string({ error: profileMessages.resetLinkInvalid })
    .check(z.minLength(1, profileMessages.resetLinkInvalid), z.maxLength(255, profileMessages.resetLinkInvalid)),
});
export type PasswordResetConfirmRequest = z.input<typeof passwordResetConfirmRequest>;
export const passwordResetConfirmResponse = messageResponse;
export type PasswordResetConfirmResponse = z.infer<typeof passwordResetConfirmResponse>;
