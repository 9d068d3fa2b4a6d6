import { createHmac, webcrypto } from 'node:crypto';
import { secondFactorTexts } from '@product/domain';
import { jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../http/errors';

/**
 * The sign-in's token between the password and the session (issue 28): it proves the password
 * was right a few minutes ago, for one person at one session version, and opens only the second
 * step (`verify`) or the set-up the policy asks for (`setup`).
 *
 * Signed with a key derived from the server's secret for this use alone, so it can never pass as
 * a session token (whose key is the secret itself), nor a session token as this.
 */
export type MfaPurpose = 'verify' | 'setup';

export interface MfaTokenClaims {
  userId: number;
  /** The person's session version at the password: a password change or reset voids the token. */
  sv: number;
  purpose: MfaPurpose;
}

/** Long enough to find the phone or a recovery code, short enough that a stolen token is soon worthless. */
export const mfaTokenLifetimeSeconds = 10 * 60;

const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

function mfaKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    const derived = createHmac('sha256', secret).update('conforma second-factor step v1').digest();
    key = webcrypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function signMfaToken(claims: MfaTokenClaims, secret: Uint8Array): Promise<string> {
  return new SignJWT({ sv: claims.sv, purpose: claims.purpose })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${mfaTokenLifetimeSeconds}s`)
    .sign(await mfaKey(secret));
}

/**
 * The claims of a step token of this purpose, or 401 'A verificação expirou…' (expired, forged,
 * another purpose). Whether the person may still use it (same session version, enabled) is the
 * caller's to check against the database.
 */
export async function readMfaToken(token: string, secret: Uint8Array, purpose: MfaPurpose): Promise<MfaTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, await mfaKey(secret), { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (payload.purpose !== purpose || !Number.isSafeInteger(userId) || typeof payload.sv !== 'number') {
      throw new Error('not a step token of this purpose');
    }
    return { userId, sv: payload.sv, purpose };
  } catch {
    throw unauthorized(secondFactorTexts.stepExpired);
  }
}
