// Beyond the spec (issue 28): passkeys (WebAuthn) and a second factor
// (authenticator-app codes and recovery codes), at sign-in and in My account.
import { passkeyNameMaxLength, secondFactorTexts } from '@product/domain';
import { z } from 'zod/mini';
import { loginResponse } from './auth';
import { wireDate } from './common';

// ------------------------------------------------------------------ paths

export const secondFactorPaths = {
  /** Public: the second step after the password, `{ mfa_token, code }` (6 digits or a recovery code). */
  verify: '/api/v1/system/user/login/second-factor',
  /** Public: the options of a passkey sign-in (discoverable credentials), then its answer. */
  passkeyOptions: '/api/v1/system/user/login/passkey/options',
  passkeyLogin: '/api/v1/system/user/login/passkey',
  /** Public, with the sign-in's `mfa_token`: the set-up the policy asks for before anything else. */
  setupTotp: '/api/v1/system/user/login/setup/totp',
  setupTotpConfirm: '/api/v1/system/user/login/setup/totp/confirm',
  setupPasskeyOptions: '/api/v1/system/user/login/setup/passkey/options',
  setupPasskey: '/api/v1/system/user/login/setup/passkey',
  /** Signed in: My account's 'Segurança do acesso'. */
  security: '/api/v1/client/myaccount/security',
  totp: '/api/v1/client/myaccount/security/totp',
  totpConfirm: '/api/v1/client/myaccount/security/totp/confirm',
  recoveryCodes: '/api/v1/client/myaccount/security/recovery-codes',
  passkeyRegisterOptions: '/api/v1/client/myaccount/security/passkeys/options',
  passkeys: '/api/v1/client/myaccount/security/passkeys',
  passkey: <Id extends number | string>(id: Id) => `/api/v1/client/myaccount/security/passkeys/${id}` as const,
  /** Admin (CONFORMA): removes every factor of someone who lost their phone or key. */
  adminReset: <Id extends number | string>(id: Id) => `/api/v1/admin/user/${id}/second-factor/reset` as const,
  /** Client users screen: the account's 'Exigir verificação em duas etapas'. */
  clientPolicy: '/api/v1/client/security-policy',
} as const;

// ------------------------------------------------------------------ sign-in

/** What a second step may use: the authenticator app (with its recovery codes) and passkeys. */
export const secondFactorMethods = ['totp', 'passkey'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/**
 * The sign-in's answer when the password alone does not open the account:
 * - `verify`: the person has a second factor; send `{ mfa_token, code }` to `verify`
 *   (or sign in with a passkey instead);
 * - `setup`: the policy requires one and the person has none; set one up with the token
 *   (`setupTotp…` or `setupPasskey…`), whose answer is the session.
 * The token is good for 10 minutes, for these calls only.
 */
export const secondFactorChallenge = z.object({
  second_factor: z.enum(['verify', 'setup']),
  mfa_token: z.string().check(z.minLength(1)),
  methods: z.array(z.enum(secondFactorMethods)),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

/** POST login: the session (spec 1 §7), or the step that comes before it. */
export const loginAnswer = z.union([loginResponse, secondFactorChallenge]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const mfaToken = z
  .string({ error: secondFactorTexts.stepExpired })
  .check(z.minLength(1, secondFactorTexts.stepExpired));

/** POST verify: the 6 digits of the app or a recovery code (`k7m2p-9xq4t`). */
export const secondFactorVerifyRequest = z.object({
  mfa_token: mfaToken,
  code: z
    .string({ error: secondFactorTexts.codeFormat })
    .check(z.minLength(1, secondFactorTexts.codeFormat), z.maxLength(40, secondFactorTexts.codeFormat)),
});
export type SecondFactorVerifyRequest = z.input<typeof secondFactorVerifyRequest>;

// ------------------------------------------------------------------ WebAuthn

/**
 * The options of a ceremony as `@simplewebauthn/server` gives them (PublicKeyCredential…OptionsJSON),
 * passed to the browser's `startRegistration`/`startAuthentication` unchanged.
 */
export const webAuthnOptions = z.looseObject({ challenge: z.string() });
export const webAuthnOptionsResponse = z.object({ options: webAuthnOptions });
export type WebAuthnOptionsResponse = z.infer<typeof webAuthnOptionsResponse>;

/** What the browser's `startRegistration`/`startAuthentication` answered (…ResponseJSON). */
export const webAuthnCredential = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(1024)),
  rawId: z.string().check(z.maxLength(1024)),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string() }),
});
export type WebAuthnCredential = z.infer<typeof webAuthnCredential>;

export const passkeyLoginRequest = z.object({ credential: webAuthnCredential });
export type PasskeyLoginRequest = z.input<typeof passkeyLoginRequest>;

export const passkeyName = z
  .string({ error: secondFactorTexts.passkeyNameRequired })
  .check(
    z.trim(),
    z.minLength(1, secondFactorTexts.passkeyNameRequired),
    z.maxLength(passkeyNameMaxLength, secondFactorTexts.passkeyNameTooLong),
  );

/** POST passkeys (My account): the name the person gives it and the browser's answer. */
export const passkeyRegisterRequest = z.object({ name: passkeyName, credential: webAuthnCredential });
export type PasskeyRegisterRequest = z.input<typeof passkeyRegisterRequest>;

// ------------------------------------------------------------------ set-up at sign-in

export const mfaTokenRequest = z.object({ mfa_token: mfaToken });
export type MfaTokenRequest = z.input<typeof mfaTokenRequest>;

/** The secret of a new authenticator app: the `otpauth://` URI its QR code holds, and the key typed by hand. */
export const totpSetupResponse = z.object({ secret: z.string(), otpauth_uri: z.string() });
export type TotpSetupResponse = z.infer<typeof totpSetupResponse>;

export const totpCode = z
  .string({ error: secondFactorTexts.wrongCode })
  .check(z.minLength(1, secondFactorTexts.wrongCode), z.maxLength(20, secondFactorTexts.wrongCode));
export const setupTotpConfirmRequest = z.object({ mfa_token: mfaToken, code: totpCode });
export type SetupTotpConfirmRequest = z.input<typeof setupTotpConfirmRequest>;

/** The 10 recovery codes, shown once (`k7m2p-9xq4t`). */
export const recoveryCodes = z.array(z.string());

/** Set-up confirmed at sign-in: the session, and the recovery codes to keep. */
export const setupTotpConfirmResponse = z.object({ access_token: z.string(), recovery_codes: recoveryCodes });
export type SetupTotpConfirmResponse = z.infer<typeof setupTotpConfirmResponse>;

export const setupPasskeyRequest = z.object({ mfa_token: mfaToken, name: passkeyName, credential: webAuthnCredential });
export type SetupPasskeyRequest = z.input<typeof setupPasskeyRequest>;

// ------------------------------------------------------------------ My account

export const passkeySummary = z.object({
  id: z.int(),
  name: z.string(),
  createdAt: wireDate,
  lastUsedAt: z.nullable(wireDate),
  /** Synced between the person's devices (iCloud Keychain, Google Password Manager…). */
  backedUp: z.boolean(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

/** GET security: the person's factors, and whether the policy applies to them. */
export const securityResponse = z.object({
  totp: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.int() }),
  passkeys: z.array(passkeySummary),
  /** The policy (a role in MFA_REQUIRED_ROLES or the account's switch): the last factor cannot be removed. */
  required: z.boolean(),
});
export type SecurityResponse = z.infer<typeof securityResponse>;

export const totpConfirmRequest = z.object({ code: totpCode });
export type TotpConfirmRequest = z.input<typeof totpConfirmRequest>;

/**
 * A change of factors ends the person's other sessions: the answer carries this tab's new token
 * (as My account's password change does), and its message.
 */
export const factorChangeResponse = z.object({ message: z.string(), access_token: z.string() });
export type FactorChangeResponse = z.infer<typeof factorChangeResponse>;

export const recoveryCodesResponse = z.object({
  message: z.string(),
  access_token: z.string(),
  recovery_codes: recoveryCodes,
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

export const passkeyAddedResponse = z.object({
  message: z.string(),
  access_token: z.string(),
  passkey: passkeySummary,
});
export type PasskeyAddedResponse = z.infer<typeof passkeyAddedResponse>;

// ------------------------------------------------------------------ policy and reset

export const clientSecurityPolicy = z.object({
  mfa_required: z.boolean({ error: 'Informe se a verificação é exigida.' }),
});
export type ClientSecurityPolicy = z.infer<typeof clientSecurityPolicy>;

export const secondFactorResetResponse = z.object({ message: z.string() });
export type SecondFactorResetResponse = z.infer<typeof secondFactorResetResponse>;
