import type { LoginAnswer, LoginRequest, SecondFactorMethod } from '@product/api/contract';
import { type AccessRole, isAccessRole, isStaffRole, mfaRequiredFor, ownAccountTexts } from '@product/domain';
import type { Database, Executor } from '../db/database';
import { ApiError, errorMessages, unauthorized } from '../http/errors';
import { signMfaToken } from '../second-factor/mfa-token';
import { type LoginRefusal, markLoginSucceeded, reserveLoginAttempt } from './attempts';
import { verifyDummyPassword, verifyPassword } from './passwords';
import { findUserForLogin, type SignInUser } from './queries';
import { signSession } from './tokens';

/** Who must have a second factor (MFA_REQUIRED_ROLES); the account's own switch is read from the database. */
export interface MfaPolicy {
  requiredRoles: readonly AccessRole[];
}

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
export async function limitedLogin(
  db: Database,
  secret: Uint8Array,
  input: LoginRequest,
  ip: string,
  policy: MfaPolicy,
): Promise<LoginAnswer> {
  const reservation = await reserveLoginAttempt(db, { email: input.username, ip });
  if (!reservation.allowed) throw new ApiError(429, loginLimitMessages[reservation.refusal]);
  const answer = await login(db, secret, input, policy);
  // A password that leads to a second step is not yet a success: its reservation stays counted
  // until the step succeeds from the same address, so someone who knows the password gets no
  // more code guesses than the limit gives anyone (second-factor/verify).
  if ('access_token' in answer) await markLoginSucceeded(db, reservation.attemptId);
  return answer;
}

/**
 * Checks the e-mail and password and signs a session token. The password is
 * checked before the enabled flags, so a disabled account is only revealed to
 * someone who knows its password.
 */
export async function login(
  db: Executor,
  secret: Uint8Array,
  input: LoginRequest,
  policy: MfaPolicy,
): Promise<LoginAnswer> {
  const user = await findUserForLogin(db, input.username);
  if (!user) {
    await verifyDummyPassword(input.password);
    throw unauthorized(ownAccountTexts.wrongCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw unauthorized(ownAccountTexts.wrongCredentials);
  if (!user.enabled || user.clientEnabled === false) throw unauthorized(errorMessages.disabledUser);
  const methods = factorsOf(user);
  if (methods.length > 0) {
    const mfa_token = await signMfaToken({ userId: user.id, sv: user.sessionVersion, purpose: 'verify' }, secret);
    return { second_factor: 'verify', mfa_token, methods };
  }
  if (mfaRequiredOf(user, policy)) {
    const mfa_token = await signMfaToken({ userId: user.id, sv: user.sessionVersion, purpose: 'setup' }, secret);
    return { second_factor: 'setup', mfa_token, methods: ['totp', 'passkey'] };
  }
  return { access_token: await sessionFor(user, secret) };
}

/** The second factors a person has. */
export function factorsOf(user: Pick<SignInUser, 'hasTotp' | 'hasPasskey'>): SecondFactorMethod[] {
  return [...(user.hasTotp ? (['totp'] as const) : []), ...(user.hasPasskey ? (['passkey'] as const) : [])];
}

/**
 * Whether the policy applies: the person's role is in MFA_REQUIRED_ROLES, or their own client
 * account requires it (staff are never under an account's switch, only under their role).
 */
export function mfaRequiredOf(user: Pick<SignInUser, 'accessRole' | 'clientMfaRequired'>, policy: MfaPolicy): boolean {
  if (!isAccessRole(user.accessRole)) return false;
  return mfaRequiredFor(
    user.accessRole,
    policy.requiredRoles,
    !isStaffRole(user.accessRole) && user.clientMfaRequired === true,
  );
}

/**
 * A session for a person whose sign-in is complete (password alone, password and second step,
 * passkey, or a set-up the policy asked for). A normal login works in the person's own account;
 * 'enter client' later issues a token with another current_client_id but the same identity.
 */
export async function sessionFor(user: SignInUser, secret: Uint8Array): Promise<string> {
  if (!user.enabled || user.clientEnabled === false) throw unauthorized(errorMessages.disabledUser);
  if (!isAccessRole(user.accessRole)) {
    throw new ApiError(500, errorMessages.internal);
  }
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
