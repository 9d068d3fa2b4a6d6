import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * A feed link's token is the HMAC-SHA256 of a random 256-bit seed under the
 * server's secret, in base64url (43 characters). The database keeps the seed
 * and the token's SHA-256, never the token: the lookup is by hash, and the
 * settings dialog can show the current link again by recomputing it.
 */
export const calendarTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function newCalendarSeed(): string {
  return randomBytes(32).toString('base64url');
}

export function calendarTokenOf(secret: Uint8Array, seed: string): string {
  return createHmac('sha256', secret).update(`calendar-feed:${seed}`).digest('base64url');
}

export function hashCalendarToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
