import type { SessionClaims } from '@product/api/client';
import { authTexts } from '@product/domain';
import { notify } from '@product/ui';
import { redirect } from '@tanstack/react-router';
import type { SessionStore, StoredTokenState } from '../auth/session-store';

/**
 * Tells the person why the stored session ended (spec 1 §4): 'Sessão expirada.' for an expired
 * token, 'Entre novamente na sua conta.' for one that cannot be read; nothing otherwise.
 */
export function announceStoredSession(state: StoredTokenState): void {
  if (state === 'expired') notify.info(authTexts.sessionExpired);
  if (state === 'invalid') notify.info(authTexts.signInAgain);
}

/**
 * The signed-out guard of every inner area (spec 1 §4, §8): without a session, back to sign-in.
 * Someone who never signed in gets 'Acesso restrito'; a session that ended by itself (expired or
 * unreadable, found at start-up or now) gets only its own message, never both toasts stacked.
 */
export function requireSession(auth: SessionStore, preload: boolean): SessionClaims {
  const session = auth.session();
  if (session) return session;
  // A hover preload must not toast (nor clear anything); only a real navigation tells the person.
  if (!preload) {
    // A token that expired while the app was open is still stored: clear it and say so.
    announceStoredSession(auth.checkStored());
    if (auth.takeEnded() === null) notify.error(authTexts.signedOutTitle, authTexts.signedOutDescription);
  }
  throw redirect({ to: '/' });
}
