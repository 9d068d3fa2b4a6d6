import type { LoginRequest } from '@product/api/contract';
import { isAccessRole } from '@product/domain';
import type { Executor } from '../db/database';
import { ApiError, errorMessages, unauthorized } from '../http/errors';
import { isLoginBlocked, recordLoginAttempt } from './attempts';
import { verifyDummyPassword, verifyPassword } from './passwords';
import { findUserForLogin } from './queries';
import { signSession } from './tokens';

export const tooManyLoginAttempts = 'Muitas tentativas de acesso. Aguarde 15 minutos e tente novamente.';

/**
 * The login with its limit (see `loginLimit`): refused with 429 once the
 * e-mail or the address has 10 failures in 15 minutes, even with the right
 * password; every answered attempt (401 or success) is recorded. A refused
 * (429) attempt is not recorded, so the block ends 15 minutes after the
 * failures, however often someone keeps knocking.
 */
export async function limitedLogin(db: Executor, secret: Uint8Array, input: LoginRequest, ip: string): Promise<string> {
  if (await isLoginBlocked(db, input.username, ip)) throw new ApiError(429, tooManyLoginAttempts);
  let token: string;
  try {
    token = await login(db, secret, input);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      await recordLoginAttempt(db, { email: input.username, ip, succeeded: false });
    }
    throw error;
  }
  await recordLoginAttempt(db, { email: input.username, ip, succeeded: true });
  return token;
}

/**
 * Checks the e-mail and password and signs a session token. The password is
 * checked before the enabled flags, so a disabled account is only revealed to
 * someone who knows its password.
 */
export async function login(db: Executor, secret: Uint8Array, input: LoginRequest): Promise<string> {
  const user = await findUserForLogin(db, input.username);
  if (!user) {
    await verifyDummyPassword(input.password);
    throw unauthorized(errorMessages.wrongCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw unauthorized(errorMessages.wrongCredentials);
  if (!user.enabled || user.clientEnabled === false) throw unauthorized(errorMessages.disabledUser);
  if (!isAccessRole(user.accessRole)) {
    throw new ApiError(500, errorMessages.internal);
  }
  // A normal login works in the person's own account; 'enter client' later
  // issues a token with another current_client_id but the same identity.
  return signSession(
    {
      id: user.id,
      uid: user.uid,
      current_client_id: user.clientId,
      name: user.name,
      username: user.email,
      access_role: user.accessRole,
      permission_role: user.permissionRoles,
      client_name: user.clientName,
    },
    secret,
  );
}
