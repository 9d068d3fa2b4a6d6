import { accessRoles, emailField, messages } from '@product/domain';
import { z } from 'zod';

/** POST /api/v1/system/user/login (spec 1 §7). */
export const loginRequest = z.object({
  username: emailField,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({ access_token: z.string().min(1) });
export type LoginResponse = z.infer<typeof loginResponse>;

/** The JWT's claims (spec 1 §3), plus the standard issued-at and expiry. */
export const sessionClaims = z.object({
  id: z.number().int(),
  uid: z.string(),
  current_client_id: z.number().int().nullable(),
  name: z.string(),
  username: z.string(),
  access_role: z.enum(accessRoles),
  permission_role: z.array(z.string()),
  client_name: z.string().nullable(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type SessionClaims = z.infer<typeof sessionClaims>;
