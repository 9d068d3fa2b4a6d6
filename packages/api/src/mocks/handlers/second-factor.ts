import {
  adminUserTexts,
  type PasskeySummary,
  type SecondFactorChallenge,
  type SecondFactorMethod,
  type SessionClaims,
  type WebAuthnCredential,
} from '@product/api/contract';
import {
  secondFactorSignInOperations,
  securityOperations,
  securityPolicyOperations,
} from '@product/api/contract/operations/second-factor';
import {
  type AccessRole,
  brand,
  formatRecoveryCode,
  isStaffRole,
  mfaRequiredFor,
  normalizeRecoveryCode,
  normalizeTotpCode,
  secondFactorTexts,
  totpSettings,
  toWireDate,
} from '@product/domain';
import { adminUserFixtures } from '../fixtures/admin-users';
import { clientUserFixtures } from '../fixtures/client-users';
import {
  mockPasskeyChallenge,
  mockRecoveryCodes,
  mockSecondFactorClaims,
  mockSecondFactorPasskeyId,
  mockSetupClaims,
  mockTotpCode,
  mockTotpSecret,
  mockUnknownPasskeyId,
} from '../fixtures/second-factor';
import { mockStaffClaims, mockToken } from '../fixtures/session';
import { badRequest, conflict, MockApiError, mockOperation, notFound } from '../operation';

// 'Segurança do acesso' over an in-memory store (issue 28). Each person's
// factors are kept by their id: the two people of the mock sign-in (Bruno,
// with the app and a passkey; Carla, under the policy with none) from the
// fixtures, and anybody else (a story's signed-in person) from the scenario a
// story sets with `seedSecurityMocks`, made the first time they are read.
// `resetSecondFactorMocks()` restores the start. See fixtures/second-factor.ts
// for what the mocks take as a right code or a real passkey.

/** A story's start: the signed-in person's factors, and the policies. */
export interface SecurityScenario {
  /** The person's passkeys, as 'Minha conta' lists them (`passkeyFixtures`). */
  passkeys?: readonly PasskeySummary[];
  /** The authenticator app is on; its recovery codes are `mockRecoveryCodes`. */
  totpEnabled?: boolean;
  /** How many of `mockRecoveryCodes` are still unused (all 10 unless told). */
  recoveryCodesLeft?: number;
  /** The policy applies to the person, whatever their role and account (default: as below). */
  required?: boolean;
  /** The roles MFA_REQUIRED_ROLES names; none unless told, as in the server's tests. */
  requiredRoles?: readonly AccessRole[];
  /** The client account's 'Exigir verificação em duas etapas' (applies to its own users, not to staff). */
  clientPolicy?: boolean;
}

interface StoredPasskey extends PasskeySummary {
  credentialId: string;
}
interface PersonSecurity {
  totpEnabled: boolean;
  /** A secret shown by a set-up not yet confirmed. */
  pending: boolean;
  /** The unused recovery codes, normalised. */
  recoveryCodes: string[];
  passkeys: StoredPasskey[];
  required?: boolean;
}

const allCodes = () => mockRecoveryCodes.map((code) => normalizeRecoveryCode(code) ?? code);
const now = () => toWireDate(new Date());

function personFrom(scenario: SecurityScenario, credentialPrefix: string): PersonSecurity {
  const totpEnabled = scenario.totpEnabled ?? false;
  return {
    totpEnabled,
    pending: false,
    recoveryCodes: totpEnabled ? allCodes().slice(0, scenario.recoveryCodesLeft ?? mockRecoveryCodes.length) : [],
    passkeys: (scenario.passkeys ?? []).map((passkey) => ({
      ...structuredClone(passkey),
      credentialId: `${credentialPrefix}-${passkey.id}`,
    })),
    ...(scenario.required === undefined ? {} : { required: scenario.required }),
  };
}

const store = {
  scenario: {} as SecurityScenario,
  people: new Map<number, PersonSecurity>(),
  clientPolicy: false,
  requiredRoles: [] as readonly AccessRole[],
  nextPasskeyId: 100,
};

/** The people of the mock sign-in, by id, with the claims their session carries. */
const signInPeople = new Map<number, SessionClaims>([
  [mockSecondFactorClaims.id, mockSecondFactorClaims],
  [mockSetupClaims.id, mockSetupClaims],
]);

function startSignInPeople(): void {
  const bruno = personFrom({ totpEnabled: true }, 'chave');
  bruno.passkeys = [
    {
      id: 90,
      name: 'Celular do Bruno',
      createdAt: toWireDate(new Date('2026-09-01T12:00:00Z')),
      lastUsedAt: toWireDate(new Date('2026-11-20T12:00:00Z')),
      backedUp: true,
      credentialId: mockSecondFactorPasskeyId,
    },
  ];
  store.people.set(mockSecondFactorClaims.id, bruno);
  store.people.set(mockSetupClaims.id, personFrom({ required: true }, 'chave'));
}

/**
 * Starts 'Segurança do acesso' from a scenario for every signed-in person of the stories (the
 * two people of the mock sign-in keep theirs). A story calls it in `beforeEach` and returns
 * `resetSecondFactorMocks`.
 */
export function seedSecurityMocks(scenario: SecurityScenario = {}): void {
  store.scenario = structuredClone(scenario);
  store.people = new Map();
  store.clientPolicy = scenario.clientPolicy ?? false;
  store.requiredRoles = [...(scenario.requiredRoles ?? [])];
  store.nextPasskeyId = 100;
  startSignInPeople();
}

export function resetSecondFactorMocks(): void {
  seedSecurityMocks();
}
resetSecondFactorMocks();

function personOf(id: number): PersonSecurity {
  let person = store.people.get(id);
  if (!person) {
    person = personFrom(store.scenario, `chave-${id}`);
    store.people.set(id, person);
  }
  return person;
}

/** The server's `mfaRequiredOf`: a listed role, or a client user whose account switched it on. */
function requiredOf(claims: Pick<SessionClaims, 'id' | 'access_role'>): boolean {
  const override = personOf(claims.id).required;
  if (override !== undefined) return override;
  return mfaRequiredFor(
    claims.access_role,
    store.requiredRoles,
    !isStaffRole(claims.access_role) && store.clientPolicy,
  );
}

function methodsOf(person: PersonSecurity): SecondFactorMethod[] {
  return [
    ...(person.totpEnabled ? (['totp'] as const) : []),
    ...(person.passkeys.length > 0 ? (['passkey'] as const) : []),
  ];
}

// ------------------------------------------------------------------ the sign-in's step

type MfaPurpose = 'verify' | 'setup';

/** The mocks' step token: readable, unsigned, for one person and one purpose (the server signs its own). */
const mfaTokenOf = (purpose: MfaPurpose, userId: number) => `mock-mfa.${purpose}.${userId}`;

/** The server's default 404 (`errorMessages.notFound`), for a passkey that is not the caller's. */
const resourceNotFound = 'Recurso não encontrado.';

const stepExpired = () => new MockApiError(401, secondFactorTexts.stepExpired);

function readMfaToken(token: string, purpose: MfaPurpose): SessionClaims {
  const [prefix, tokenPurpose, id] = token.split('.');
  const claims = signInPeople.get(Number(id));
  if (prefix !== 'mock-mfa' || tokenPurpose !== purpose || !claims) throw stepExpired();
  return claims;
}

/**
 * The holder of a set-up token, as the server's `setupHolder`: the policy must still apply and
 * they must have no factor yet (409 with the app on; a passkey set up meanwhile voids the token).
 */
function setupHolderOf(token: string): SessionClaims {
  const claims = readMfaToken(token, 'setup');
  const person = personOf(claims.id);
  if (!requiredOf(claims)) throw stepExpired();
  if (person.totpEnabled) throw conflict(secondFactorTexts.totpAlreadyOn);
  if (person.passkeys.length > 0) throw stepExpired();
  return claims;
}

/**
 * What the mock login answers one of the sign-in people after the right password, as the
 * server's `login`: the second step when they have a factor, the set-up when the policy wants
 * one, or null (the session). Anybody else: null.
 */
export function signInStepOf(userId: number): SecondFactorChallenge | null {
  const claims = signInPeople.get(userId);
  if (!claims) return null;
  const methods = methodsOf(personOf(userId));
  if (methods.length > 0) return { second_factor: 'verify', mfa_token: mfaTokenOf('verify', userId), methods };
  if (requiredOf(claims)) {
    return { second_factor: 'setup', mfa_token: mfaTokenOf('setup', userId), methods: ['totp', 'passkey'] };
  }
  return null;
}

/** The session of a person whose sign-in is complete. */
const sessionOfPerson = (claims: SessionClaims) => ({ access_token: mockToken(claims) });

/** This tab's new token after a change of factors (the server ends the person's other sessions). */
const renewed = (session: SessionClaims) => mockToken({ ...session, sv: (session.sv ?? 0) + 1 });

// ------------------------------------------------------------------ codes and ceremonies

function otpauthUri(email: string): string {
  const label = `${encodeURIComponent(brand.name)}:${encodeURIComponent(email)}`;
  const query = new URLSearchParams({
    issuer: brand.name,
    secret: mockTotpSecret,
    algorithm: totpSettings.algorithm,
    digits: String(totpSettings.digits),
    period: String(totpSettings.period),
  });
  return `otpauth://totp/${label}?${query}`;
}

function startTotpSetUp(person: PersonSecurity, email: string) {
  if (person.totpEnabled) throw conflict(secondFactorTexts.totpAlreadyOn);
  person.pending = true;
  return { secret: mockTotpSecret, otpauth_uri: otpauthUri(email) };
}

/**
 * Confirms a set-up with the first code (the server's `enableConfirmedTotp`): 409 with the app
 * already on, 400 without a set-up started or with a wrong code; then the app is on, with a fresh
 * list of recovery codes (as shown).
 */
function confirmTotpSetUp(person: PersonSecurity, code: string): string[] {
  if (person.totpEnabled) throw conflict(secondFactorTexts.totpAlreadyOn);
  if (!person.pending) throw badRequest(secondFactorTexts.totpNotStarted);
  if (normalizeTotpCode(code) !== mockTotpCode) throw badRequest(secondFactorTexts.wrongCode);
  person.pending = false;
  person.totpEnabled = true;
  person.recoveryCodes = allCodes();
  return person.recoveryCodes.map(formatRecoveryCode);
}

/**
 * The second step's code: the app's (`mockTotpCode`), or an unused recovery code, used up; 400
 * for something that is neither shape, 401 for a wrong one.
 */
function checkCode(person: PersonSecurity, code: string): void {
  const totp = normalizeTotpCode(code);
  if (totp !== null) {
    if (person.totpEnabled && totp === mockTotpCode) return;
    throw new MockApiError(401, secondFactorTexts.wrongCode);
  }
  const recovery = normalizeRecoveryCode(code);
  if (recovery === null) throw badRequest(secondFactorTexts.codeFormat);
  const index = person.totpEnabled ? person.recoveryCodes.indexOf(recovery) : -1;
  if (index < 0) throw new MockApiError(401, secondFactorTexts.wrongRecoveryCode);
  person.recoveryCodes.splice(index, 1);
}

/** The relying party of the server's default PUBLIC_URL (http://localhost:3000). */
const rp = { name: brand.name, id: 'localhost' };
/** A ceremony's 5 minutes, as the server tells the browser. */
const ceremonyTimeoutMs = 5 * 60 * 1000;

/** The WebAuthn user handle, as the server makes it: the 16 bytes of the person's uid, base64url. */
function userHandleOf(uid: string): string {
  const hex = uid.replace(/-/g, '');
  const bytes = (hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function registrationOptions(claims: SessionClaims, person: PersonSecurity) {
  return {
    options: {
      challenge: mockPasskeyChallenge,
      rp,
      user: { id: userHandleOf(claims.uid), name: claims.username, displayName: claims.name },
      pubKeyCredParams: [
        { alg: -8, type: 'public-key' },
        { alg: -7, type: 'public-key' },
        { alg: -257, type: 'public-key' },
      ],
      timeout: ceremonyTimeoutMs,
      attestation: 'none',
      excludeCredentials: person.passkeys.map((passkey) => ({ id: passkey.credentialId, type: 'public-key' })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred', requireResidentKey: true },
      extensions: { credProps: true },
      hints: [],
    },
  };
}

/**
 * Any credential the story made up is taken, as long as it carries the browser's client data;
 * without it, the server's refusal: 401 at sign-in, 400 in My account.
 */
function checkCredential(credential: WebAuthnCredential, status: 400 | 401): void {
  if (credential.response.clientDataJSON === '') throw new MockApiError(status, secondFactorTexts.passkeyFailed);
}

function addPasskeyTo(
  person: PersonSecurity,
  name: string,
  credential: WebAuthnCredential,
  refusal: 400 | 401,
): PasskeySummary {
  checkCredential(credential, refusal);
  const stored: StoredPasskey = {
    id: store.nextPasskeyId++,
    name,
    createdAt: now(),
    lastUsedAt: null,
    backedUp: false,
    credentialId: credential.id,
  };
  person.passkeys.push(stored);
  const { credentialId: _, ...summary } = stored;
  return summary;
}

const summaryOf = ({ credentialId: _, ...summary }: StoredPasskey): PasskeySummary => summary;

/** 409 when the change would leave a person under the policy with no factor. */
function refuseRemovingLastFactor(session: SessionClaims, removing: { totp: boolean; passkeyId?: number }): void {
  const person = personOf(session.id);
  if (!requiredOf(session)) return;
  const passkeysLeft = person.passkeys.filter((passkey) => passkey.id !== removing.passkeyId).length;
  if ((person.totpEnabled && !removing.totp ? 1 : 0) + passkeysLeft === 0) {
    throw conflict(secondFactorTexts.lastFactor);
  }
}

/** The people an administrator may reset: every user the mocks know. */
const knownUser = (id: number) =>
  store.people.has(id) ||
  adminUserFixtures.some((user) => user.id === id) ||
  clientUserFixtures.some((user) => user.id === id);

// ------------------------------------------------------------------ handlers

const signInHandlers = [
  mockOperation(secondFactorSignInOperations.verify, ({ body }) => {
    const claims = readMfaToken(body.mfa_token, 'verify');
    checkCode(personOf(claims.id), body.code);
    return sessionOfPerson(claims);
  }),
  mockOperation(secondFactorSignInOperations.passkeyOptions, () => ({
    options: {
      rpId: rp.id,
      challenge: mockPasskeyChallenge,
      allowCredentials: [],
      timeout: ceremonyTimeoutMs,
      userVerification: 'preferred',
    },
  })),
  mockOperation(secondFactorSignInOperations.passkeyLogin, ({ body }) => {
    const { credential } = body;
    checkCredential(credential, 401);
    if (credential.id === mockUnknownPasskeyId) throw new MockApiError(401, secondFactorTexts.passkeyUnknown);
    for (const [id, person] of store.people) {
      const passkey = person.passkeys.find((item) => item.credentialId === credential.id);
      if (!passkey) continue;
      passkey.lastUsedAt = now();
      return sessionOfPerson(signInPeople.get(id) ?? { ...mockStaffClaims, id });
    }
    return sessionOfPerson(mockStaffClaims);
  }),
  mockOperation(secondFactorSignInOperations.setupTotp, ({ body }) => {
    const claims = setupHolderOf(body.mfa_token);
    return startTotpSetUp(personOf(claims.id), claims.username);
  }),
  mockOperation(secondFactorSignInOperations.setupTotpConfirm, ({ body }) => {
    const claims = setupHolderOf(body.mfa_token);
    const recovery_codes = confirmTotpSetUp(personOf(claims.id), body.code);
    return { ...sessionOfPerson(claims), recovery_codes };
  }),
  mockOperation(secondFactorSignInOperations.setupPasskeyOptions, ({ body }) => {
    const claims = setupHolderOf(body.mfa_token);
    return registrationOptions(claims, personOf(claims.id));
  }),
  mockOperation(secondFactorSignInOperations.setupPasskey, ({ body }) => {
    const claims = setupHolderOf(body.mfa_token);
    addPasskeyTo(personOf(claims.id), body.name, body.credential, 401);
    return sessionOfPerson(claims);
  }),
];

const myAccountHandlers = [
  mockOperation(securityOperations.get, ({ session }) => {
    const person = personOf(session.id);
    return {
      totp: { enabled: person.totpEnabled, recoveryCodesLeft: person.totpEnabled ? person.recoveryCodes.length : 0 },
      passkeys: person.passkeys.map(summaryOf),
      required: requiredOf(session),
    };
  }),
  mockOperation(securityOperations.startTotp, ({ session }) => startTotpSetUp(personOf(session.id), session.username)),
  mockOperation(securityOperations.confirmTotp, ({ body, session }) => {
    const recovery_codes = confirmTotpSetUp(personOf(session.id), body.code);
    return { message: secondFactorTexts.totpEnabled, access_token: renewed(session), recovery_codes };
  }),
  mockOperation(securityOperations.disableTotp, ({ session }) => {
    const person = personOf(session.id);
    if (!person.totpEnabled) throw conflict(secondFactorTexts.totpNotOn);
    refuseRemovingLastFactor(session, { totp: true });
    person.totpEnabled = false;
    person.pending = false;
    person.recoveryCodes = [];
    return { message: secondFactorTexts.totpDisabled, access_token: renewed(session) };
  }),
  mockOperation(securityOperations.renewRecoveryCodes, ({ session }) => {
    const person = personOf(session.id);
    if (!person.totpEnabled) throw conflict(secondFactorTexts.totpNotOn);
    person.recoveryCodes = allCodes();
    return {
      message: secondFactorTexts.recoveryCodesRenewed,
      access_token: renewed(session),
      recovery_codes: person.recoveryCodes.map(formatRecoveryCode),
    };
  }),
  mockOperation(securityOperations.passkeyOptions, ({ session }) => registrationOptions(session, personOf(session.id))),
  mockOperation(securityOperations.addPasskey, ({ body, session }) => {
    const passkey = addPasskeyTo(personOf(session.id), body.name, body.credential, 400);
    return { message: secondFactorTexts.passkeyAdded, access_token: renewed(session), passkey };
  }),
  mockOperation(securityOperations.removePasskey, ({ params, session }) => {
    const id = Number(params.id);
    const person = personOf(session.id);
    if (!person.passkeys.some((passkey) => passkey.id === id)) {
      throw notFound(resourceNotFound);
    }
    refuseRemovingLastFactor(session, { totp: false, passkeyId: id });
    person.passkeys = person.passkeys.filter((passkey) => passkey.id !== id);
    return { message: secondFactorTexts.passkeyRemoved, access_token: renewed(session) };
  }),
];

const policyHandlers = [
  mockOperation(securityPolicyOperations.adminReset, ({ params }) => {
    const id = Number(params.id);
    if (!knownUser(id)) throw notFound(adminUserTexts.notFound);
    const person = personOf(id);
    Object.assign(person, { totpEnabled: false, pending: false, recoveryCodes: [], passkeys: [] });
    return { message: secondFactorTexts.secondFactorReset };
  }),
  mockOperation(securityPolicyOperations.getClientPolicy, () => ({ mfa_required: store.clientPolicy })),
  mockOperation(securityPolicyOperations.setClientPolicy, ({ body }) => {
    store.clientPolicy = body.mfa_required;
    return { mfa_required: store.clientPolicy };
  }),
];

/** The second step, passkey sign-in, 'Segurança do acesso', the account's switch and the reset, answering like the server. */
export const secondFactorHandlers = [...signInHandlers, ...myAccountHandlers, ...policyHandlers];
