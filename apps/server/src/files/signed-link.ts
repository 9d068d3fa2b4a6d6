import { createHmac, timingSafeEqual } from 'node:crypto';
import { clientFileTexts } from '@product/api/contract';
import { ApiError, forbidden } from '../http/errors';

/**
 * Temporary links to a file on local disk: `{fileId}.{expiry in unix
 * seconds}.{HMAC-SHA256}`, signed with a key derived from the JWT secret (so
 * a link is never a valid session token, nor the other way round). The check
 * takes the time from the caller (deps.now), so tests can move the clock.
 */
const purpose = 'conforma:file-link:v1';
const tokenPattern = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function linkKey(secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}

function signature(secret: Uint8Array, fileId: number, expiresAtSeconds: number): Buffer {
  return createHmac('sha256', linkKey(secret)).update(`${fileId}.${expiresAtSeconds}`).digest();
}

export function signFileLink(
  secret: Uint8Array,
  fileId: number,
  now: Date,
  validSeconds: number,
): { token: string; expiresAt: Date } {
  const expiresAtSeconds = Math.floor(now.getTime() / 1000) + validSeconds;
  const mac = signature(secret, fileId, expiresAtSeconds).toString('base64url');
  return { token: `${fileId}.${expiresAtSeconds}.${mac}`, expiresAt: new Date(expiresAtSeconds * 1000) };
}

/** The file id of a genuine, unexpired link: 403 when forged or mangled, 410 once expired. */
export function verifyFileLink(secret: Uint8Array, token: string, now: Date): number {
  const match = tokenPattern.exec(token);
  if (!match) throw forbidden(clientFileTexts.linkInvalid);
  const fileId = Number(match[1]);
  const expiresAtSeconds = Number(match[2]);
  // Compared as text: decoding first would let a changed last character through (its spare bits are ignored).
  const given = Buffer.from(match[3] ?? '');
  const expected = Buffer.from(signature(secret, fileId, expiresAtSeconds).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw forbidden(clientFileTexts.linkInvalid);
  }
  if (now.getTime() >= expiresAtSeconds * 1000) throw new ApiError(410, clientFileTexts.linkExpired);
  return fileId;
}
