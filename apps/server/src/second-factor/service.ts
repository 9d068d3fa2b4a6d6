// Beyond the spec (issue 28): the authenticator app (TOTP) and its recovery codes — the sign-in's
// second step, the set-up the policy asks for at sign-in, My account's 'Segurança do acesso' —
// the administrator's reset and a client account's 'Exigir verificação em duas etapas'.
// Passkeys are passkeys/; what every change of one's own factors does is factor-change.ts.
import {
  adminUserTexts,
  type ClientSecurityPolicy,
  type LoginResponse,
  type RecoveryCodesResponse,
  type SecurityResponse,
  type SessionClaims,
  type TotpSetupResponse,
} from '@product/api/contract';
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
  secondFactorTexts,
  toWireDate,
} from '@product/domain';
import { actorFromSession, recordActivity } from '../activity/record';
import { markLoginSucceeded, reserveLoginAttempt } from '../auth/attempts';
import { findUserForSignIn, type SignInUser } from '../auth/queries';
import { loginLimitMessages, type MfaPolicy, mfaRequiredOf, sessionFor } from '../auth/service';
import { type CallerSession, endSessions } from '../auth/sessions';
import type { Tenant } from '../client-area/context';
import type { Database, Executor } from '../db/database';
import { ApiError, badRequest, errorMessages, notFound, sessionRefused, unauthorized } from '../http/errors';
import {
  finishOwnFactorChange,
  refuseRemovingLastFactor,
  type SecondFactorDeps,
  secondFactorDisabledMessage,
  selfActor,
  sendNotice,
} from './factor-change';
import { type MfaPurpose, readMfaToken } from './mfa-token';
import {
  claimTotpStep,
  countRecoveryCodesLeft,
  disableTotp,
  enablePendingSecret,
  findAccountPolicy,
  findTotpState,
  listPasskeys,
  replaceRecoveryCodes,
  resetFactorsOf,
  setAccountPolicy,
  setPendingSecret,
  useRecoveryCode,
} from './queries';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { newTotpSecret, totpStepOf, totpUri } from './totp';

/** The activity-log sentences of this file (the screens show them as they are). */
export const secondFactorActivity = {
  recoveryCodeSignIn: 'Entrou com um código de recuperação',
  totpEnabled: 'Ativou a verificação em duas etapas (aplicativo autenticador)',
  totpDisabled: 'Desativou a verificação em duas etapas (aplicativo autenticador)',
  recoveryCodesRenewed: 'Gerou novos códigos de recuperação',
  reset: (person: { name: string; id: number }) =>
    `Redefiniu a verificação em duas etapas de '${person.name}' (ID ${person.id})`,
  policyOn: 'Passou a exigir verificação em duas etapas dos usuários',
  policyOff: 'Deixou de exigir verificação em duas etapas dos usuários',
} as const;

const stepExpired = () => unauthorized(secondFactorTexts.stepExpired);

/**
 * The person a step token names, still able to use it: same session version as at the password
 * (a password change, a reset or a finished set-up voids it), enabled, in an enabled account.
 */
export async function stepHolder(deps: SecondFactorDeps, token: string, purpose: MfaPurpose): Promise<SignInUser> {
  const claims = await readMfaToken(token, deps.jwtSecret, purpose);
  const user = await findUserForSignIn(deps.db, claims.userId);
  if (!user || user.sessionVersion !== claims.sv) throw stepExpired();
  if (!user.enabled || user.clientEnabled === false) throw unauthorized(errorMessages.disabledUser);
  return user;
}

/** A guess at a code counts in the sign-in limit (auth/attempts) like a password: 429 past it, even when right. */
async function reserveGuess(db: Database, email: string, ip: string): Promise<number> {
  const reservation = await reserveLoginAttempt(db, { email, ip });
  if (!reservation.allowed) throw new ApiError(429, loginLimitMessages[reservation.refusal]);
  return reservation.attemptId;
}

// ------------------------------------------------------------------ sign-in, second step

/**
 * POST verify: the 6 digits of the app or one recovery code, after the password. Each guess is
 * counted in the sign-in limit; a code is accepted once (its 30-second step must be newer than the
 * last accepted), a recovery code once ever. The answer is the session.
 */
export async function verifySecondStep(
  deps: SecondFactorDeps,
  input: { mfa_token: string; code: string },
  ip: string,
): Promise<LoginResponse> {
  const user = await stepHolder(deps, input.mfa_token, 'verify');
  const totpCode = normalizeTotpCode(input.code);
  const recoveryCode = totpCode === null ? normalizeRecoveryCode(input.code) : null;
  if (totpCode === null && recoveryCode === null) throw badRequest(secondFactorTexts.codeFormat);
  const attemptId = await reserveGuess(deps.db, user.email, ip);
  if (totpCode !== null) {
    const state = await findTotpState(deps.db, user.id);
    const secret = state?.totpSecret ?? null;
    const step = secret === null ? null : totpStepOf(secret, totpCode);
    if (secret === null || step === null || !(await claimTotpStep(deps.db, user.id, secret, step))) {
      throw unauthorized(secondFactorTexts.wrongCode);
    }
  } else if (recoveryCode !== null) {
    const used = await deps.db.transaction(async (tx) => {
      if (!(await useRecoveryCode(tx, user.id, recoveryCodeHash(recoveryCode)))) return false;
      await recordActivity(tx, selfActor(user), {
        action: 'user.recovery_code_sign_in',
        details: secondFactorActivity.recoveryCodeSignIn,
        entityType: 'user',
        entityId: user.id,
      });
      return true;
    });
    if (!used) throw unauthorized(secondFactorTexts.wrongRecoveryCode);
  }
  await markLoginSucceeded(deps.db, attemptId);
  return { access_token: await sessionFor(user, deps.jwtSecret) };
}

// ------------------------------------------------------------------ sign-in, set-up the policy asks for

/** The holder of a set-up token, while the policy still applies to them and they have no factor. */
async function setupHolder(deps: SecondFactorDeps, token: string): Promise<SignInUser> {
  const user = await stepHolder(deps, token, 'setup');
  // No longer required (the role or the account's switch changed): the password alone now opens the account.
  if (!mfaRequiredOf(user, deps.mfaPolicy)) throw stepExpired();
  if (user.hasTotp) throw new ApiError(409, secondFactorTexts.totpAlreadyOn);
  // A passkey was set up meanwhile: signing in again asks for it.
  if (user.hasPasskey) throw stepExpired();
  return user;
}

/** A new secret kept pending on the person until a first code confirms it. */
async function startTotp(db: Executor, user: { id: number; email: string }): Promise<TotpSetupResponse> {
  const secret = newTotpSecret();
  await setPendingSecret(db, user.id, secret);
  return { secret, otpauth_uri: totpUri(secret, user.email) };
}

/** POST setup/totp: the secret and its QR code's URI, for someone the policy stops at sign-in. */
export async function startTotpAtSignIn(deps: SecondFactorDeps, token: string): Promise<TotpSetupResponse> {
  return startTotp(deps.db, await setupHolder(deps, token));
}

/**
 * Confirms the pending secret with a first code, in one transaction: the app is on (that code's
 * step is spent), 10 new recovery codes are stored hashed, the activity is logged and every
 * session of the person ends (the token is void too) — the answer is a session at the new version,
 * with the recovery codes to keep. The code counts in the sign-in limit like the second step's.
 */
export async function confirmTotpAtSignIn(
  deps: SecondFactorDeps,
  input: { mfa_token: string; code: string },
  ip: string,
): Promise<{ access_token: string; recovery_codes: string[] }> {
  const user = await setupHolder(deps, input.mfa_token);
  const code = normalizeTotpCode(input.code);
  if (code === null) throw badRequest(secondFactorTexts.wrongCode);
  const attemptId = await reserveGuess(deps.db, user.email, ip);
  const codes = newRecoveryCodes();
  const access_token = await deps.db.transaction(async (tx) => {
    const state = await findTotpState(tx, user.id, { lock: true });
    if (!state || state.sessionVersion !== user.sessionVersion) throw stepExpired();
    await enableConfirmedTotp(tx, state, code, codes);
    await recordActivity(tx, selfActor(user), {
      action: 'user.totp_enable',
      details: secondFactorActivity.totpEnabled,
      entityType: 'user',
      entityId: user.id,
    });
    await endSessions(tx, user.id);
    const renewed = await findUserForSignIn(tx, user.id);
    if (!renewed) throw stepExpired();
    return sessionFor(renewed, deps.jwtSecret);
  });
  await markLoginSucceeded(deps.db, attemptId);
  return { access_token, recovery_codes: codes.map(formatRecoveryCode) };
}

/**
 * The checks and writes of a confirmation, on the person's locked row: 409 when an app is already
 * on, 400 without a pending secret or with a code it does not give; then the app is on with the
 * code's step spent, and `codes` are the recovery codes.
 */
async function enableConfirmedTotp(
  tx: Executor,
  state: { id: number; totpSecret: string | null; totpPendingSecret: string | null },
  code: string | null,
  codes: readonly string[],
): Promise<void> {
  if (state.totpSecret !== null) throw new ApiError(409, secondFactorTexts.totpAlreadyOn);
  const pending = state.totpPendingSecret;
  if (pending === null) throw badRequest(secondFactorTexts.totpNotStarted);
  const step = code === null ? null : totpStepOf(pending, code);
  if (step === null) throw badRequest(secondFactorTexts.wrongCode);
  if (!(await enablePendingSecret(tx, state.id, pending, step))) {
    throw badRequest(secondFactorTexts.totpNotStarted);
  }
  await replaceRecoveryCodes(tx, state.id, codes.map(recoveryCodeHash));
}

// ------------------------------------------------------------------ My account

/** GET security: the person's app, recovery codes left, passkeys, and whether the policy applies. */
export async function readSecurity(db: Database, userId: number, policy: MfaPolicy): Promise<SecurityResponse> {
  const user = await findUserForSignIn(db, userId);
  // requireAuth has just read this user; it can only vanish in a race with a delete.
  if (!user) throw sessionRefused();
  const recoveryCodesLeft = user.hasTotp ? await countRecoveryCodesLeft(db, userId) : 0;
  const keys = await listPasskeys(db, userId);
  return {
    totp: { enabled: user.hasTotp, recoveryCodesLeft },
    passkeys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      createdAt: toWireDate(key.createdAt),
      lastUsedAt: key.lastUsedAt ? toWireDate(key.lastUsedAt) : null,
      backedUp: key.backedUp,
    })),
    required: mfaRequiredOf(user, policy),
  };
}

/** POST totp: a new pending secret (409 while an app is on: turn it off first). */
export async function startOwnTotp(db: Database, userId: number): Promise<TotpSetupResponse> {
  const state = await findTotpState(db, userId);
  if (!state) throw sessionRefused();
  if (state.totpSecret !== null) throw new ApiError(409, secondFactorTexts.totpAlreadyOn);
  return startTotp(db, state);
}

/** POST totp/confirm: the app is on, the recovery codes are shown once, the other sessions end. */
export async function confirmOwnTotp(
  db: Database,
  caller: CallerSession,
  input: { code: string },
): Promise<RecoveryCodesResponse> {
  const code = normalizeTotpCode(input.code);
  const codes = newRecoveryCodes();
  return db.transaction(async (tx) => {
    const state = await findTotpState(tx, caller.claims.id, { lock: true });
    if (!state) throw sessionRefused();
    await enableConfirmedTotp(tx, state, code, codes);
    const access_token = await finishOwnFactorChange(tx, caller, {
      action: 'user.totp_enable',
      details: secondFactorActivity.totpEnabled,
      entityType: 'user',
      entityId: state.id,
    });
    return {
      message: secondFactorTexts.totpEnabled,
      access_token,
      recovery_codes: codes.map(formatRecoveryCode),
    };
  });
}

/**
 * DELETE totp: the app and its recovery codes go (409 when it is the last factor of someone under
 * the policy); the other sessions end and the person is told by e-mail.
 */
export async function disableOwnTotp(
  deps: SecondFactorDeps,
  caller: CallerSession,
): Promise<{ message: string; access_token: string }> {
  const { person, access_token } = await deps.db.transaction(async (tx) => {
    const state = await findTotpState(tx, caller.claims.id, { lock: true });
    if (!state) throw sessionRefused();
    if (state.totpSecret === null) throw new ApiError(409, secondFactorTexts.totpNotOn);
    await refuseRemovingLastFactor(tx, state.id, deps.mfaPolicy, { totp: true });
    await disableTotp(tx, state.id);
    const token = await finishOwnFactorChange(tx, caller, {
      action: 'user.totp_disable',
      details: secondFactorActivity.totpDisabled,
      entityType: 'user',
      entityId: state.id,
    });
    return { person: state, access_token: token };
  });
  await sendNotice(deps, secondFactorDisabledMessage(person, false));
  return { message: secondFactorTexts.totpDisabled, access_token };
}

/** POST recovery-codes: 10 new codes; the earlier ones, used or not, stop working. */
export async function renewOwnRecoveryCodes(db: Database, caller: CallerSession): Promise<RecoveryCodesResponse> {
  const codes = newRecoveryCodes();
  return db.transaction(async (tx) => {
    const state = await findTotpState(tx, caller.claims.id, { lock: true });
    if (!state) throw sessionRefused();
    if (state.totpSecret === null) throw new ApiError(409, secondFactorTexts.totpNotOn);
    await replaceRecoveryCodes(tx, state.id, codes.map(recoveryCodeHash));
    const access_token = await finishOwnFactorChange(tx, caller, {
      action: 'user.recovery_codes_renew',
      details: secondFactorActivity.recoveryCodesRenewed,
      entityType: 'user',
      entityId: state.id,
    });
    return {
      message: secondFactorTexts.recoveryCodesRenewed,
      access_token,
      recovery_codes: codes.map(formatRecoveryCode),
    };
  });
}

// ------------------------------------------------------------------ administrator and account policy

/**
 * POST admin/user/{id}/second-factor/reset ({product} staff): someone lost their phone or key.
 * Every passkey, the app and the recovery codes go, all of the person's sessions end (the
 * administrator's own too, when resetting themself), the reset is logged and the person e-mailed.
 * Under the policy, their next sign-in leads them through the set-up again.
 */
export async function resetSecondFactor(
  deps: SecondFactorDeps,
  session: SessionClaims,
  userId: number,
): Promise<{ message: string }> {
  const person = await deps.db.transaction(async (tx) => {
    const row = await resetFactorsOf(tx, userId);
    if (!row) throw notFound(adminUserTexts.notFound);
    await recordActivity(tx, actorFromSession(session), {
      action: 'user.second_factor_reset',
      details: secondFactorActivity.reset(row),
      entityType: 'user',
      entityId: row.id,
      // In the person's account, whose activity log shows it too.
      clientId: row.clientId,
    });
    return row;
  });
  await sendNotice(deps, secondFactorDisabledMessage(person, true));
  return { message: secondFactorTexts.secondFactorReset };
}

/** GET security-policy: whether the entered account requires a second factor of its users. */
export async function readAccountPolicy(db: Database, tenant: Tenant): Promise<ClientSecurityPolicy> {
  const row = await findAccountPolicy(db, tenant.clientId);
  if (!row) throw notFound();
  return { mfa_required: row.mfaRequired };
}

/**
 * PUT security-policy: the account's switch. Takes effect at each user's next sign-in (sessions
 * already open go on); logged when it changes.
 */
export async function changeAccountPolicy(
  db: Database,
  tenant: Tenant,
  input: ClientSecurityPolicy,
): Promise<ClientSecurityPolicy> {
  return db.transaction(async (tx) => {
    const row = await findAccountPolicy(tx, tenant.clientId, { lock: true });
    if (!row) throw notFound();
    if (row.mfaRequired !== input.mfa_required) {
      await setAccountPolicy(tx, tenant.clientId, input.mfa_required);
      await recordActivity(tx, tenant.actor, {
        action: 'client.mfa_policy',
        details: input.mfa_required ? secondFactorActivity.policyOn : secondFactorActivity.policyOff,
        entityType: 'client',
        entityId: tenant.clientId,
        clientId: tenant.clientId,
      });
    }
    return { mfa_required: input.mfa_required };
  });
}
