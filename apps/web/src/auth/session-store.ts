import { decodeSession, isSessionExpired, type SessionClaims } from '@product/api/client';

/** The local-storage keys of the session (spec 1 §3: the token and the client name). */
export const storageKeys = {
  token: 'conforma.token',
  clientName: 'conforma.clientName',
  /** The staff member's own token, kept while they act inside a client's area. */
  staffToken: 'conforma.staffToken',
} as const;
const { token: tokenKey, clientName: clientNameKey, staffToken: staffTokenKey } = storageKeys;

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
  /**
   * Staff enter a client (spec 1 §2): the enter-client token replaces theirs, which is kept
   * so that 'Voltar à administração' can give it back; the client's name is stored.
   */
  enterClient(token: string): SessionClaims;
  /** Back to administration: the staff token again, the stored client name cleared. False when there was none. */
  leaveClient(): boolean;
  /** The name of the client a staff member is inside, or null. */
  clientName(): string | null;
  /** Checks the stored token (at start-up, and by the guard) and clears it when unusable. */
  checkStored(now?: Date): StoredTokenState;
  /**
   * Why the last check cleared the token ('expired' or 'invalid'), handed out once: the person was
   * already told so, and the signed-out guard must not add its own toast. Null when nothing ended.
   */
  takeEnded(): 'expired' | 'invalid' | null;
}

export function createSessionStore(storage: Storage = window.localStorage): SessionStore {
  let ended: 'expired' | 'invalid' | null = null;
  const read = () => storage.getItem(tokenKey);
  const clear = () => {
    storage.removeItem(tokenKey);
    storage.removeItem(clientNameKey);
    storage.removeItem(staffTokenKey);
  };
  const session = () => {
    const claims = decodeSession(read());
    return claims && !isSessionExpired(claims) ? claims : null;
  };
  return {
    token: read,
    session,
    signIn(token) {
      const claims = decodeSession(token);
      if (!claims) throw new Error('O servidor respondeu com um token inválido.');
      storage.setItem(tokenKey, token);
      ended = null;
      return claims;
    },
    signOut() {
      clear();
      ended = null;
    },
    enterClient(token) {
      const claims = decodeSession(token);
      if (!claims) throw new Error('O servidor respondeu com um token inválido.');
      // Entering a second client from inside the first keeps the original staff token.
      const own = storage.getItem(staffTokenKey) ?? read();
      if (own) storage.setItem(staffTokenKey, own);
      storage.setItem(tokenKey, token);
      storage.setItem(clientNameKey, claims.client_name ?? '');
      return claims;
    },
    leaveClient() {
      const own = storage.getItem(staffTokenKey);
      storage.removeItem(staffTokenKey);
      storage.removeItem(clientNameKey);
      if (!own) return false;
      storage.setItem(tokenKey, own);
      return true;
    },
    clientName() {
      return storage.getItem(clientNameKey) || session()?.client_name || null;
    },
    checkStored(now = new Date()) {
      const token = read();
      if (!token) return 'none';
      const claims = decodeSession(token);
      if (!claims) {
        clear();
        ended = 'invalid';
        return 'invalid';
      }
      if (isSessionExpired(claims, now)) {
        clear();
        ended = 'expired';
        return 'expired';
      }
      return 'valid';
    },
    takeEnded() {
      const reason = ended;
      ended = null;
      return reason;
    },
  };
}
