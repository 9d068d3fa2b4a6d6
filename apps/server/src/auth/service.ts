import type { LoginRequest } from '@product/api/contract';
import { isAccessRole, ownAccountTexts } from '@product/domain';
import type { Database, Executor } from '../db/database';
import { ApiError, errorMessages, unauthorized } from '../http/errors';
import { type LoginRefusal, markLoginSucceeded, reserveLoginAttempt } from './attempts';
import { verifyDummyPassword, verifyPassword } from './passwords';
import { findUserForLogin } from './queries';
import { signSession } from './tokens';

/** A reset lifts the pair's window and the slowdown (see `loginLimit`): those refusals point to it. */
export const loginLimitMessages = {
  window:
    'Muitas tentativas de acesso a esta conta. Aguarde 15 minutos ou use "Esqueci a minha senha" para criar uma nova senha.',
  address: 'Muitas tentativas de acesso deste endereço. Aguarde 15 minutos e tente novamente.',
  slowdown:
    'Muitas tentativas de acesso a esta conta. Aguarde 1 minuto ou use "Esqueci a minha senha" para criar uma nova senha.',
} as const satisfies Record<LoginRefusal, string>;

/**
 * The login with its limit (see `loginLimit`): the attempt is reserved
 * before the password is checked, and refused with 429 when a limit is
 * reached, even with the right password. Refused and invalid requests are not
 * recorded, so a block ends when the failures leave the window, however often
 * someone keeps knocking.
 */
export async function limitedLogin(db: Database, secret: Uint8Array, input: LoginRequest, ip: string): Promise<string> {
  const reservation = await reserveLoginAttempt(db, { email: input.username, ip });
  if (!reservation.allowed) throw new ApiError(429, loginLimitMessages[reservation.refusal]);
  const token = await login(db, secret, input);
  await markLoginSucceeded(db, reservation.attemptId);
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
    throw unauthorized(ownAccountTexts.wrongCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw unauthorized(ownAccountTexts.wrongCredentials);
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
      sv: user.sessionVersion,
    },
    secret,
  );
}
