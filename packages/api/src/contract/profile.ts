import { accessRoles, myProfileFormSchema } from '@product/domain';
import { z } from 'zod/mini';
import { loginResponse } from './auth';
import { wireDate } from './common';
import { messageResponse } from './signup';

/** GET, PUT, DELETE: the signed-in person's own user (spec 1 §7 "My account"), for all eight roles. */
export const profilePath = '/api/v1/client/myaccount/profile';

/** GET answer (spec 1 §3 "User profile"). */
export const profileResponse = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  systemRole: z.enum(accessRoles),
  enabled: z.boolean(),
  createdAt: wireDate,
  updatedAt: z.nullable(wireDate),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

/**
 * PUT `{ name, email, systemRole, enabled, password?, passwordConfirmation? }`
 * (spec 1 §5): an empty or absent password keeps the current one.
 */
export const profileUpdateRequest = myProfileFormSchema;
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;

/** PUT answer: a new token with the updated name, e-mail and role (same account as the token sent). */
export const profileUpdateResponse = loginResponse;
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponse>;

/** DELETE answer: `{ message: 'Conta excluída' }`. */
export const profileDeleteResponse = messageResponse;
export type ProfileDeleteResponse = z.infer<typeof profileDeleteResponse>;
