import { describe, expect, it } from 'vitest';
import { sessionClaims } from '../contract/auth';
import { decodeSession, readSessionClaims } from './session';

/** Claims as the server signs them (the fixtures live in mocks/, which the client may not import). */
const staffClaims = {
  id: 1,
  uid: '6f1c2a52-3a1e-4c36-9d6c-1f2f8a6f9b10',
  current_client_id: 1,
  name: 'Gestora',
  username: 'gestora@conforma.test',
  access_role: 'CONFORMA',
  permission_role: ['GET_COMPANY'],
  client_name: 'Conforma',
  iat: 1_700_000_000,
  exp: 1_700_003_600,
};

/** A token of ours with these claims (the browser only decodes: no real signature needed). */
const tokenOf = (claims: object) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.assinatura`;
};

/** What the contract's schema makes of a value: the claims, or null. */
const bySchema = (value: unknown) => {
  const parsed = sessionClaims.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const valid = { ...staffClaims, sv: 3 };
const odd: unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER + 1,
  '',
  'x',
  'CONFORMA',
  true,
  [],
  ['a'],
  [1],
  {},
];

describe('readSessionClaims (the plain check the first page uses)', () => {
  it('agrees with the contract’s sessionClaims on every claim, missing or of any type', () => {
    const cases: unknown[] = [valid, staffClaims, { ...valid, extra: 'dropped' }, null, 'x', [valid], 42];
    for (const key of Object.keys(valid)) {
      const { [key]: _, ...without } = valid as Record<string, unknown>;
      cases.push(without);
      for (const value of odd) cases.push({ ...valid, [key]: value });
    }
    for (const value of cases) expect(readSessionClaims(value), JSON.stringify(value)).toEqual(bySchema(value));
  });

  it('keeps the known claims only, as the schema does', () => {
    expect(readSessionClaims({ ...valid, aud: 'x' })).toEqual(valid);
    expect(Object.keys(readSessionClaims(staffClaims) ?? {})).not.toContain('sv');
  });

  it('decodes a token of ours and refuses anything else', () => {
    expect(decodeSession(tokenOf(valid))).toEqual(valid);
    expect(decodeSession('isto-nao-e-um-token')).toBeNull();
    expect(decodeSession(null)).toBeNull();
  });
});
