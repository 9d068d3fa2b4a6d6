import { accessRoles, emailField, messages } from '@product/domain';
import { z } from 'zod/mini';

/** POST /api/v1/system/user/login (spec 1 §7). */
export const loginRequest = z.object({
  username: emailField,
  password: z.string({ error: messages.passwordRequired }).check(z.minLength(1, messages.passwordRequired)),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({ access_token: z.string().check(z.minLength(1)) });
export type LoginResponse = z.infer<typeof loginResponse>;

/** The JWT's claims (spec 1 §3), plus the standard issued-at and expiry. */
export const sessionClaims = z.object({
  id: z.int(),
  uid: z.string(),
  current_client_id: z.nullable(z.int()),
  name: z.string(),
  username: z.string(),
  access_role: z.enum(accessRoles),
  permission_role: z.array(z.string()),
  client_name: z.nullable(z.string()),
  /**
   * Beyond the spec: the person's session version when the token was signed.
   * Signing out, a password change or reset raise it on the server, which
   * then refuses every older token of that person (absent counts as 0).
   */
  sv: z.optional(z.int()),
  iat: z.int(),
  exp: z.int(),
});
export type SessionClaims = z.infer<typeof sessionClaims>;

/** POST, signed in: ends every session of the person (beyond the spec; 'Sair' calls it). */
export const logoutPath = '/api/v1/system/user/logout';
export const logoutResponse = z.object({ message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponse>;
