import { type SessionClaims, sessionClaims } from '@product/api/contract';

export type { SessionClaims };

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
    const parsed = sessionClaims.safeParse(JSON.parse(base64UrlDecode(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function isSessionExpired(claims: SessionClaims, now: Date = new Date()): boolean {
  return claims.exp * 1000 <= now.getTime();
}
