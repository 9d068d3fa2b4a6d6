import { decodeSession, isSessionExpired, type SessionClaims } from '@product/api/client';

const tokenKey = 'conforma.token';
const clientNameKey = 'conforma.clientName';

/** What the stored token turned out to be when the app loaded. */
export type StoredTokenState = 'none' | 'valid' | 'expired' | 'invalid';

/**
 * The signed-in session, kept in local storage (spec 1 §3). The token is only
 * decoded here, to read claims and expiry; the server verifies it on every call.
 */
export interface SessionStore {
  token(): string | null;
  /** The current claims, or null when signed out or expired. */
  session(): SessionClaims | null;
  signIn(token: string): SessionClaims;
  signOut(): void;
  /** Checks the stored token once at start-up and clears it when unusable. */
  checkStored(now?: Date): StoredTokenState;
}

export function createSessionStore(storage: Storage = window.localStorage): SessionStore {
  const read = () => storage.getItem(tokenKey);
  const clear = () => {
    storage.removeItem(tokenKey);
    storage.removeItem(clientNameKey);
  };
  return {
    token: read,
    session() {
      const claims = decodeSession(read());
      return claims && !isSessionExpired(claims) ? claims : null;
    },
    signIn(token) {
      const claims = decodeSession(token);
      if (!claims) throw new Error('O servidor respondeu com um token inválido.');
      storage.setItem(tokenKey, token);
      return claims;
    },
    signOut: clear,
    checkStored(now = new Date()) {
      const token = read();
      if (!token) return 'none';
      const claims = decodeSession(token);
      if (!claims) {
        clear();
        return 'invalid';
      }
      if (isSessionExpired(claims, now)) {
        clear();
        return 'expired';
      }
      return 'valid';
    },
  };
}
