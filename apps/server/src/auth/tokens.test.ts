import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSession, type SessionPayload, sessionLifetimeSeconds, signSession } from './tokens';

const payload: SessionPayload = {
  id: 7,
  uid: 'ana-7',
  current_client_id: 3,
  name: 'Ana',
  username: 'ana@example.com',
  access_role: 'ADMIN',
  permission_role: ['ADMIN'],
  client_name: 'Empresa',
  sv: 0,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('checkSession, with the tokens it already checked', () => {
  it('still refuses a token it accepted once it expires, and accepts it again just before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const secret = new Uint8Array(randomBytes(32));
    const issuedAt = 1_900_000_000;
    vi.setSystemTime(issuedAt * 1000);
    const token = await signSession(payload, secret, issuedAt);
    expect(await checkSession(token, secret)).toMatchObject({ claims: { id: 7 } });
    vi.setSystemTime((issuedAt + sessionLifetimeSeconds - 1) * 1000);
    expect(await checkSession(token, secret)).toMatchObject({ claims: { id: 7 } });
    vi.setSystemTime((issuedAt + sessionLifetimeSeconds) * 1000);
    expect(await checkSession(token, secret)).toEqual({ refused: 'expired' });
  });

  it('refuses the same token under another secret, and a token changed by one character', async () => {
    const secret = new Uint8Array(randomBytes(32));
    const token = await signSession(payload, secret);
    expect(await checkSession(token, secret)).toMatchObject({ claims: { id: 7 } });
    expect(await checkSession(token, new Uint8Array(randomBytes(32)))).toEqual({ refused: 'invalid' });
    // A character inside the signature (the last one's low bits are base64url padding).
    const at = token.length - 10;
    const changed = token[at] === 'A' ? 'B' : 'A';
    expect(await checkSession(`${token.slice(0, at)}${changed}${token.slice(at + 1)}`, secret)).toEqual({
      refused: 'invalid',
    });
  });

  it('hands out claims nobody can change for the next request', async () => {
    const secret = new Uint8Array(randomBytes(32));
    const token = await signSession(payload, secret);
    await checkSession(token, secret);
    const again = await checkSession(token, secret);
    if (!('claims' in again)) throw new Error('refused');
    expect(Object.isFrozen(again.claims)).toBe(true);
  });
});
