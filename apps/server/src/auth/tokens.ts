import { webcrypto } from 'node:crypto';
import { type SessionClaims, sessionClaims } from '@product/api/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Tokens last 12 hours: a working day, after which the person signs in again.
 * There is no refresh token; the web app reads `exp` to say 'Sessão expirada.'.
 */
export const sessionLifetimeSeconds = 12 * 60 * 60;

export type SessionPayload = Omit<SessionClaims, 'iat' | 'exp'>;

const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/**
 * The secret as an HMAC key, imported once per secret: given the bytes, jose imports a new key on
 * every call, which was ~40 % of checking a token (issue 14, the per-request cost).
 */
function sessionKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/** Signs the claims of spec 1 §3 with HS256; `now` (seconds) is for tests. */
export async function signSession(
  payload: SessionPayload,
  secret: Uint8Array,
  now: number = Math.floor(Date.now() / 1000),
): Promise<string> {
  const claims: SessionPayload = {
    id: payload.id,
    uid: payload.uid,
    current_client_id: payload.current_client_id,
    name: payload.name,
    username: payload.username,
    access_role: payload.access_role,
    permission_role: payload.permission_role,
    client_name: payload.client_name,
    ...(payload.sv === undefined ? {} : { sv: payload.sv }),
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + sessionLifetimeSeconds)
    .sign(await sessionKey(secret));
}

/** A token checked: its claims, or why it is refused. */
export type SessionCheck = { claims: SessionClaims } | { refused: 'expired' | 'invalid' };

/**
 * Checks a token: signed by this server (jose checks the signature before the expiry, so a forged
 * token is 'invalid' whatever its `exp` says), not expired, and with the claims' shapes.
 */
export async function checkSession(token: string, secret: Uint8Array): Promise<SessionCheck> {
  const known = checkedTokens.get(secret)?.get(token);
  if (known) {
    // Already verified: only the clock can have changed its answer (as jose says it: expired at `exp`).
    return known.exp > Date.now() / 1000 ? { claims: known } : { refused: 'expired' };
  }
  try {
    const { payload } = await jwtVerify(token, await sessionKey(secret), { algorithms: ['HS256'] });
    const parsed = sessionClaims.safeParse(payload);
    if (!parsed.success) return { refused: 'invalid' };
    if (payload.nbf === undefined) remember(secret, token, Object.freeze(parsed.data));
    return { claims: parsed.data };
  } catch (error) {
    return { refused: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/**
 * Tokens whose signature and claims were already checked, by secret: a signed-in person sends the
 * same token with every request, and checking its HS256 signature through WebCrypto was ~14 % of
 * a small call's CPU (issue 27's profile). A token is the same string whatever asks, so its
 * verdict only changes with the clock, which is checked on every use; whether its holder may
 * still use it (signed out, disabled, role changed) is the per-request viewer query's, never
 * this cache's. Bounded: the oldest entries go first.
 */
const checkedTokens = new WeakMap<Uint8Array, Map<string, SessionClaims>>();
const checkedTokensLimit = 10_000;

function remember(secret: Uint8Array, token: string, claims: SessionClaims): void {
  let known = checkedTokens.get(secret);
  if (!known) {
    known = new Map();
    checkedTokens.set(secret, known);
  }
  if (known.size >= checkedTokensLimit) {
    const oldest = known.keys().next().value;
    if (oldest !== undefined) known.delete(oldest);
  }
  known.set(token, claims);
}

/** The claims of a token this server signed and that has not expired, or null. */
export async function verifySession(token: string, secret: Uint8Array): Promise<SessionClaims | null> {
  const checked = await checkSession(token, secret);
  return 'claims' in checked ? checked.claims : null;
}
