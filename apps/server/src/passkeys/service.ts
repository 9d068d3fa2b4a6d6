import type {
  FactorChangeResponse,
  LoginResponse,
  PasskeyAddedResponse,
  PasskeySummary,
  SessionClaims,
  WebAuthnCredential,
  WebAuthnOptionsResponse,
} from '@product/api/contract';
import { secondFactorTexts, toWireDate } from '@product/domain';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { recordActivity } from '../activity/record';
import { findUserForSignIn, type SignInUser } from '../auth/queries';
import { sessionFor } from '../auth/service';
import { type ApiError, badRequest, notFound, sessionRefused, unauthorized } from '../http/errors';
import {
  finishOwnFactorChange,
  passkeyAddedMessage,
  refuseRemovingLastFactor,
  type SecondFactorDeps,
  selfActor,
  sendNotice,
} from '../second-factor/factor-change';
import { stepHolder } from '../second-factor/service';
import { isUniqueViolation } from '../signup/queries';
import { type ChallengeStore, ceremonyTimeoutMs } from './challenges';
import {
  blockPasskey,
  credentialIdTaken,
  credentialsOf,
  deletePasskey,
  findOwnPasskey,
  findPasskeyByCredentialId,
  findPerson,
  insertPasskey,
  lockPerson,
  type NewPasskey,
  raiseSessionVersionFrom,
  recordPasskeyUse,
  recordSignIn,
} from './queries';
import type { RelyingParty } from './relying-party';

/** The dependencies of the passkey calls: those of the second factor's (createApp's `secondFactorDeps`). */
export type PasskeyDeps = SecondFactorDeps;

/** What the ceremonies share: the dependencies, the relying party and the challenges. */
export interface PasskeyContext extends PasskeyDeps {
  rp: RelyingParty;
  challenges: ChallengeStore;
}

// ------------------------------------------------------------------ shared

/**
 * The WebAuthn user handle of a person: the 16 bytes of their `uid`, which never changes (an
 * e-mail may). The authenticator keeps it with the passkey and gives it back at every sign-in.
 */
export const userIdBytes = (uid: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from(uid.replace(/-/g, ''), 'hex'));
export const userHandleOf = (uid: string): string => isoBase64URL.fromBuffer(userIdBytes(uid));

/** The challenge the browser signed, or null when its client data cannot be read or is of another ceremony. */
function challengeOf(credential: WebAuthnCredential, type: 'webauthn.create' | 'webauthn.get'): string | null {
  try {
    const data = decodeClientDataJSON(credential.response.clientDataJSON);
    return data.type === type && typeof data.challenge === 'string' && data.challenge !== '' ? data.challenge : null;
  } catch {
    return null;
  }
}

const knownTransports = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** Options to register a passkey for the person: bound to their user handle, skipping the keys they have. */
async function registrationOptions(
  ctx: PasskeyContext,
  person: { id: number; uid: string; email: string; name: string },
): Promise<WebAuthnOptionsResponse> {
  const existing = await credentialsOf(ctx.db, person.id);
  const options = await generateRegistrationOptions({
    rpName: ctx.rp.name,
    rpID: ctx.rp.id,
    userName: person.email,
    userDisplayName: person.name,
    userID: userIdBytes(person.uid),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports })),
    // Discoverable, so 'Entrar com chave de acesso' finds it without an e-mail.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: ceremonyTimeoutMs,
  });
  await ctx.challenges.remember(ctx.db, { challenge: options.challenge, purpose: 'register', userId: person.id });
  return { options: { ...options } };
}

/**
 * Checks a registration answer against the challenge given to this person (spent here, whatever
 * the outcome), our origin and relying party; `failure` is the refusal when anything is wrong.
 */
async function verifiedRegistration(
  ctx: PasskeyContext,
  userId: number,
  credential: WebAuthnCredential,
  failure: () => ApiError,
): Promise<NewPasskey> {
  const challenge = challengeOf(credential, 'webauthn.create');
  if (!challenge || !(await ctx.challenges.consume(ctx.db, { challenge, purpose: 'register', userId }))) {
    throw failure();
  }
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: ctx.rp.origin,
      expectedRPID: ctx.rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw failure();
  }
  if (!verification.verified) throw failure();
  const { credential: made, credentialBackedUp } = verification.registrationInfo;
  // The id the browser reported must be the one the authenticator signed into its data.
  if (made.id !== credential.id) throw failure();
  if (await credentialIdTaken(ctx.db, made.id)) throw failure();
  const transports = (made.transports ?? []).filter((transport) => knownTransports.has(transport));
  return {
    credentialId: made.id,
    publicKey: isoBase64URL.fromBuffer(made.publicKey),
    counter: made.counter,
    transports: [...new Set(transports)],
    backedUp: credentialBackedUp,
  };
}

/** Writes a new passkey in `write`'s transaction; a credential registered meanwhile is `failure`. */
async function savingPasskey<T>(write: () => Promise<T>, failure: () => ApiError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw failure();
    throw error;
  }
}

function summaryOf(row: {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  backedUp: boolean;
}): PasskeySummary {
  return {
    id: row.id,
    name: row.name,
    createdAt: toWireDate(row.createdAt),
    lastUsedAt: row.lastUsedAt ? toWireDate(row.lastUsedAt) : null,
    backedUp: row.backedUp,
  };
}

// ------------------------------------------------------------------ sign-in with a passkey

/** The options of a passkey sign-in: discoverable credentials (no e-mail first), a challenge kept 5 minutes. */
export async function signInOptions(ctx: PasskeyContext): Promise<WebAuthnOptionsResponse> {
  const options = await generateAuthenticationOptions({
    rpID: ctx.rp.id,
    userVerification: 'preferred',
    allowCredentials: [],
    timeout: ceremonyTimeoutMs,
  });
  await ctx.challenges.remember(ctx.db, { challenge: options.challenge, purpose: 'authenticate' });
  return { options: { ...options } };
}

/**
 * Signs in with a passkey's answer. The passkey is a factor of its own: the sign-in needs no
 * password and satisfies the second-factor policy. A success counts as a sign-in from `ip` for the
 * login limit, as a password does. A counter that went back means the key may have been copied:
 * the key is blocked (`blockedCounter`) and the owner's activity log says so.
 */
export async function signInWithPasskey(
  ctx: PasskeyContext,
  credential: WebAuthnCredential,
  ip: string,
): Promise<LoginResponse> {
  const failed = () => unauthorized(secondFactorTexts.passkeyFailed);
  const challenge = challengeOf(credential, 'webauthn.get');
  if (!challenge || !(await ctx.challenges.consume(ctx.db, { challenge, purpose: 'authenticate' }))) throw failed();
  const passkey = await findPasskeyByCredentialId(ctx.db, credential.id);
  const owner = passkey ? await findUserForSignIn(ctx.db, passkey.userId) : undefined;
  if (!passkey || !owner) throw unauthorized(secondFactorTexts.passkeyUnknown);
  const userHandle = credential.response.userHandle;
  if (userHandle !== undefined && userHandle !== null && userHandle !== userHandleOf(owner.uid)) throw failed();

  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: ctx.rp.origin,
      expectedRPID: ctx.rp.id,
      requireUserVerification: false,
      // The library compares counters before it checks the signature; we compare them after
      // (recordPasskeyUse), so an answer nobody signed can never get someone's key blocked.
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: 0,
        transports: passkey.transports,
      },
    });
  } catch {
    throw failed();
  }
  if (!verification.verified) throw failed();
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;

  // A disabled person (or account) gets the same 401 as at the password.
  const accessToken = await sessionFor(owner, ctx.jwtSecret);
  const accepted = await ctx.db.transaction(async (tx) => {
    if (await recordPasskeyUse(tx, passkey.id, { counter: newCounter, backedUp: credentialBackedUp })) {
      await recordSignIn(tx, { email: owner.email, ip });
      return true;
    }
    if (await blockPasskey(tx, passkey.id)) {
      await recordActivity(tx, selfActor(owner), {
        action: 'passkey.counter_regression',
        details: `Chave de acesso '${passkey.name}' recusada: contador regrediu (possível cópia)`,
        entityType: 'passkey',
        entityId: passkey.id,
      });
    }
    return false;
  });
  if (!accepted) throw unauthorized(secondFactorTexts.passkeyCounter);
  return { access_token: accessToken };
}

// ------------------------------------------------------------------ set-up at sign-in

/**
 * The person a set-up token stands for, while it is good (`stepHolder`: same session version as at
 * the password, still enabled). Adding a passkey is never refused for having another factor by now.
 */
const setupUser = (ctx: PasskeyContext, mfaToken: string): Promise<SignInUser> => stepHolder(ctx, mfaToken, 'setup');

export async function setupOptions(ctx: PasskeyContext, mfaToken: string): Promise<WebAuthnOptionsResponse> {
  return registrationOptions(ctx, await setupUser(ctx, mfaToken));
}

/**
 * The set-up the policy asked for, finished with a passkey: it is saved, the person's sessions
 * end (the step token with them), the log and the e-mail say so, and the answer is the session
 * the password could not give alone. It counts as a sign-in from `ip` for the login limit.
 */
export async function setupWithPasskey(
  ctx: PasskeyContext,
  input: { mfa_token: string; name: string; credential: WebAuthnCredential },
  ip: string,
): Promise<LoginResponse> {
  const user = await setupUser(ctx, input.mfa_token);
  const failure = () => unauthorized(secondFactorTexts.passkeyFailed);
  const passkey = await verifiedRegistration(ctx, user.id, input.credential, failure);
  const name = input.name.trim();
  await savingPasskey(
    () =>
      ctx.db.transaction(async (tx) => {
        const added = await insertPasskey(tx, user.id, name, passkey);
        if (!(await raiseSessionVersionFrom(tx, user.id, user.sessionVersion))) {
          throw unauthorized(secondFactorTexts.stepExpired);
        }
        await recordActivity(tx, selfActor(user), {
          action: 'passkey.create',
          details: `Adicionou a chave de acesso '${name}'`,
          entityType: 'passkey',
          entityId: added.id,
        });
        await recordSignIn(tx, { email: user.email, ip });
      }),
    failure,
  );
  await sendNotice(ctx, passkeyAddedMessage(user, name));
  const renewed = await findUserForSignIn(ctx.db, user.id);
  if (!renewed) throw unauthorized(secondFactorTexts.stepExpired);
  return { access_token: await sessionFor(renewed, ctx.jwtSecret) };
}

// ------------------------------------------------------------------ My account

export async function ownRegistrationOptions(
  ctx: PasskeyContext,
  session: SessionClaims,
): Promise<WebAuthnOptionsResponse> {
  const person = await findPerson(ctx.db, session.id);
  // requireAuth has just read this person; they can only vanish in a race with a delete.
  if (!person) throw sessionRefused();
  return registrationOptions(ctx, person);
}

/**
 * Adds a passkey to the caller's own user: checked against the challenge given to them, saved
 * under the name they chose; their other sessions end and the log and an e-mail say so.
 */
export async function addOwnPasskey(
  ctx: PasskeyContext,
  session: SessionClaims,
  input: { name: string; credential: WebAuthnCredential },
): Promise<PasskeyAddedResponse> {
  const failure = () => badRequest(secondFactorTexts.passkeyFailed);
  const passkey = await verifiedRegistration(ctx, session.id, input.credential, failure);
  const name = input.name.trim();
  const { added, accessToken, person } = await savingPasskey(
    () =>
      ctx.db.transaction(async (tx) => {
        const person = await lockPerson(tx, session.id);
        if (!person) throw sessionRefused();
        const added = await insertPasskey(tx, session.id, name, passkey);
        const accessToken = await finishOwnFactorChange(
          tx,
          { claims: session, secret: ctx.jwtSecret },
          {
            action: 'passkey.create',
            details: `Adicionou a chave de acesso '${name}'`,
            entityType: 'passkey',
            entityId: added.id,
          },
        );
        return { added, accessToken, person };
      }),
    failure,
  );
  await sendNotice(ctx, passkeyAddedMessage(person, name));
  return { message: secondFactorTexts.passkeyAdded, access_token: accessToken, passkey: summaryOf(added) };
}

/**
 * Removes one of the caller's own passkeys (another person's answers 404, as a missing one does),
 * never the last factor of someone under the policy; their other sessions end.
 */
export async function removeOwnPasskey(
  ctx: PasskeyContext,
  session: SessionClaims,
  passkeyId: number,
): Promise<FactorChangeResponse> {
  return ctx.db.transaction(async (tx) => {
    // The person's row first, in a statement of its own: the last-factor check that follows then
    // reads the factors as any change that held the row before left them.
    if (!(await lockPerson(tx, session.id))) throw sessionRefused();
    const passkey = await findOwnPasskey(tx, session.id, passkeyId);
    if (!passkey) throw notFound();
    await refuseRemovingLastFactor(tx, session.id, ctx.mfaPolicy, { totp: false, passkeyId });
    await deletePasskey(tx, passkeyId);
    const accessToken = await finishOwnFactorChange(
      tx,
      { claims: session, secret: ctx.jwtSecret },
      {
        action: 'passkey.delete',
        details: `Removeu a chave de acesso '${passkey.name}'`,
        entityType: 'passkey',
        entityId: passkeyId,
      },
    );
    return { message: secondFactorTexts.passkeyRemoved, access_token: accessToken };
  });
}
