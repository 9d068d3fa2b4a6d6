import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { describe, expect, it } from 'vitest';
import { createFakeAuthenticator } from '../testing/fake-authenticator';

// The fake authenticator the passkey suites rely on, checked against the library itself:
// if it signed wrongly, every ceremony test would fail for the wrong reason.
describe('the fake authenticator', () => {
  const rp = { rpName: 'Conforma', rpID: 'localhost', origin: 'http://localhost:3000' };

  async function registered(options: Parameters<typeof createFakeAuthenticator>[0] = {}) {
    const authenticator = createFakeAuthenticator(options);
    const creation = await generateRegistrationOptions({ ...rp, userName: 'ana@conforma.test' });
    const response = authenticator.register(creation);
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: creation.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
    });
    if (!verified.verified) throw new Error('registration not verified');
    return { authenticator, creation, info: verified.registrationInfo };
  }

  it('makes registrations the library verifies, with the user handle it was given', async () => {
    const { authenticator, creation, info } = await registered();
    expect(info.fmt).toBe('none');
    expect(info.credential.id).toBe(authenticator.credentials[0]?.id);
    expect(info.credentialBackedUp).toBe(false);
    expect(authenticator.credentials[0]?.userHandle).toBe(creation.user.id);
  });

  it('signs assertions the library verifies, counting up, and flags synced keys', async () => {
    const { authenticator, info } = await registered();
    for (const expected of [1, 2]) {
      const request = await generateAuthenticationOptions({ rpID: rp.rpID });
      const verified = await verifyAuthenticationResponse({
        response: authenticator.authenticate(request),
        expectedChallenge: request.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: { ...info.credential, counter: expected - 1 },
      });
      expect(verified).toMatchObject({ verified: true, authenticationInfo: { newCounter: expected } });
    }
    const synced = await registered({ synced: true });
    expect(synced.info.credentialBackedUp).toBe(true);
    const request = await generateAuthenticationOptions({ rpID: rp.rpID });
    const answer = synced.authenticator.authenticate(request);
    const verified = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: request.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: synced.info.credential,
    });
    expect(verified.authenticationInfo).toMatchObject({ newCounter: 0, credentialBackedUp: true });
  });

  it('signs with its own key: another credential public key does not verify it', async () => {
    const first = await registered();
    const second = await registered();
    const request = await generateAuthenticationOptions({ rpID: rp.rpID });
    const verified = await verifyAuthenticationResponse({
      response: first.authenticator.authenticate(request),
      expectedChallenge: request.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: { ...second.info.credential, id: first.info.credential.id },
    });
    expect(verified.verified).toBe(false);
  });
});
