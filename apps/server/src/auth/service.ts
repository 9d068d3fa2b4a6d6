import type { LoginRequest } from '@product/api/contract';
import { isAccessRole } from '@product/domain';
import type { Executor } from '../db/database';
import { ApiError, errorMessages, unauthorized } from '../http/errors';
import { verifyDummyPassword, verifyPassword } from './passwords';
import { findUserForLogin } from './queries';
import { signSession } from './tokens';

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
