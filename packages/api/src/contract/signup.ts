import { signupFormSchema } from '@product/domain';
import { z } from 'zod/mini';

/** POST /api/v1/client: public sign-up (spec 1 §7); the spec does not show the answer. */
export const signupPath = '/api/v1/client';

/** name 2-255, email (trimmed, lower-cased), password 6-255, clientName 2-255 (spec 1 §5). */
export const signupRequest = signupFormSchema;
export type SignupRequest = z.input<typeof signupRequest>;

/** An answer that only carries a Portuguese sentence for the toast. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * 201 `{ message: 'Cadastro realizado. Você será avisado quando puder acessar a plataforma.' }`:
 * the account and its ADMIN user wait, disabled, until staff enable them.
 * 409 'Este email já está cadastrado.' when the e-mail already has a user.
 */
export const signupResponse = messageResponse;
export type SignupResponse = MessageResponse;
