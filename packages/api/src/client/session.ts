import type { SessionClaims } from '@product/api/contract';
import { accessRoles } from '@product/domain';

export type { SessionClaims };

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The contract's `sessionClaims`, checked in plain code: every page reads the stored token when
 * it starts, and zod would add ~10 KB gzip to the first page for this one check. Same rules and
 * same result (known claims only); session.test.ts holds it to the contract's schema.
 */
export function readSessionClaims(value: unknown): SessionClaims | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const claims = value as Record<string, unknown>;
  const { id, uid, current_client_id, name, username, access_role, permission_role, client_name, sv, iat, exp } =
    claims;
  const valid =
    isInteger(id) &&
    isString(uid) &&
    (current_client_id === null || isInteger(current_client_id)) &&
    isString(name) &&
    isString(username) &&
    (accessRoles as readonly unknown[]).includes(access_role) &&
    Array.isArray(permission_role) &&
    permission_role.every(isString) &&
    (client_name === null || isString(client_name)) &&
    (sv === undefined || isInteger(sv)) &&
    isInteger(iat) &&
    isInteger(exp);
  if (!valid) return null;
  return {
    id,
    uid,
    current_client_id,
    name,
    username,
    access_role: access_role as SessionClaims['access_role'],
    permission_role: [...permission_role],
    client_name,
    ...('sv' in claims ? { sv } : {}),
    iat,
    exp,
  };
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of an access token. This only decodes: the browser holds no
 * secret and never verifies the signature; the server verifies every call.
 * Returns null for anything that is not a token of ours.
 */
export function decodeSession(token: string | null | undefined): SessionClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return readSessionClaims(JSON.parse(base64UrlDecode(payload)));
  } catch {
    return null;
  }
}

export function isSessionExpired(claims: SessionClaims, now: Date = new Date()): boolean {
  return claims.exp * 1000 <= now.getTime();
}
