import { type SessionClaims, secondFactorChallenge } from '@product/api/contract';
import { normalizeRecoveryCode, recoveryCodeCount, secondFactorTexts } from '@product/domain';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../client/auth/login';
import { createHttp, toApiError } from '../client/http';
import {
  addPasskey,
  confirmSetupTotp,
  confirmTotp,
  disableTotp,
  getClientSecurityPolicy,
  getSecurity,
  passkeyRegisterOptions,
  passkeySignIn,
  passkeySignInOptions,
  removePasskey,
  renewRecoveryCodes,
  resetSecondFactor,
  setClientSecurityPolicy,
  setupPasskey,
  setupPasskeyOptions,
  startSetupTotp,
  startTotp,
  verifySecondFactor,
} from '../client/second-factor/second-factor';
import { decodeSession } from '../client/session';
import {
  mockPasskeyChallenge,
  mockPasskeyCredential,
  mockRecoveryCodes,
  mockSecondFactorClaims,
  mockSecondFactorCredentials,
  mockSecondFactorPasskeyId,
  mockSetupClaims,
  mockSetupCredentials,
  mockTotpCode,
  mockUnknownPasskeyId,
  passkeyFixtures,
} from './fixtures/second-factor';
import {
  mockClientAdminClaims,
  mockClientUserClaims,
  mockCredentials,
  mockStaffClaims,
  mockToken,
} from './fixtures/session';
import { authHandlers } from './handlers/auth';
import { resetSecondFactorMocks, secondFactorHandlers, seedSecurityMocks } from './handlers/second-factor';

// The mocks through the real fetchers: every success is parsed by the operation's schema
// (callOperation), every refusal read as the screens read it (status and message).
const server = setupServer(...authHandlers, ...secondFactorHandlers);
let token: string | null = null;
const http = createHttp({ baseUrl: 'http://api.test', getToken: () => token });
const as = (claims: SessionClaims | null) => {
  token = claims ? mockToken(claims) : null;
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (caught: unknown) => {
      const error = toApiError(caught);
      return { status: error.status, message: error.serverMessage };
    },
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetSecondFactorMocks();
  as(null);
});

/** The sign-in's step for one of the mock sign-in people. */
async function stepOf(credentials: { username: string; password: string }) {
  return secondFactorChallenge.parse(await login(http, credentials));
}

describe('the mock fixtures', () => {
  it('are 10 recovery codes of the server’s shape and a 6-digit code', () => {
    expect(mockRecoveryCodes).toHaveLength(recoveryCodeCount);
    expect(new Set(mockRecoveryCodes).size).toBe(recoveryCodeCount);
    for (const code of mockRecoveryCodes) expect(normalizeRecoveryCode(code), code).not.toBeNull();
    expect(mockTotpCode).toMatch(/^\d{6}$/);
  });
  it('name two people of the admin users list', () => {
    expect(mockSecondFactorClaims).toMatchObject({ name: 'Bruno Carvalho', access_role: 'CONFORMA' });
    expect(mockSetupClaims).toMatchObject({ name: 'Carla Mendes', access_role: 'EDITOR' });
  });
});

describe('mock sign-in with a second step', () => {
  it('keeps the demo credentials a one-step sign-in', async () => {
    const answer = await login(http, mockCredentials);
    expect('access_token' in answer && decodeSession(answer.access_token)).toEqual(mockStaffClaims);
  });

  it('asks Bruno for the second step, and takes the app’s code (more than once)', async () => {
    const step = await stepOf(mockSecondFactorCredentials);
    expect(step).toMatchObject({ second_factor: 'verify', methods: ['totp', 'passkey'] });
    for (const code of [mockTotpCode, '123 456']) {
      const session = await verifySecondFactor(http, { mfa_token: step.mfa_token, code });
      expect(decodeSession(session.access_token)).toEqual(mockSecondFactorClaims);
    }
  });

  it('refuses a wrong code with 401, and what is no code at all with 400', async () => {
    const { mfa_token } = await stepOf(mockSecondFactorCredentials);
    expect(await refusal(verifySecondFactor(http, { mfa_token, code: '654321' }))).toEqual({
      status: 401,
      message: secondFactorTexts.wrongCode,
    });
    expect(await refusal(verifySecondFactor(http, { mfa_token, code: 'nada' }))).toEqual({
      status: 400,
      message: secondFactorTexts.codeFormat,
    });
  });

  it('takes a recovery code once, in any case and spacing, and refuses it the second time', async () => {
    const { mfa_token } = await stepOf(mockSecondFactorCredentials);
    const code = mockRecoveryCodes[3] ?? '';
    const session = await verifySecondFactor(http, { mfa_token, code: ` ${code.toUpperCase()} ` });
    expect(decodeSession(session.access_token)?.id).toBe(mockSecondFactorClaims.id);
    expect(await refusal(verifySecondFactor(http, { mfa_token, code }))).toEqual({
      status: 401,
      message: secondFactorTexts.wrongRecoveryCode,
    });
    as(mockSecondFactorClaims);
    expect((await getSecurity(http)).totp).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('refuses a step token that is not one, or of the other step, as expired', async () => {
    const expired = { status: 401, message: secondFactorTexts.stepExpired };
    expect(await refusal(verifySecondFactor(http, { mfa_token: 'inventado', code: mockTotpCode }))).toEqual(expired);
    const setup = await stepOf(mockSetupCredentials);
    expect(await refusal(verifySecondFactor(http, { mfa_token: setup.mfa_token, code: mockTotpCode }))).toEqual(
      expired,
    );
    const verify = await stepOf(mockSecondFactorCredentials);
    expect(await refusal(startSetupTotp(http, verify.mfa_token))).toEqual(expired);
  });
});

describe('mock passkey sign-in', () => {
  it('answers the fixed challenge', async () => {
    const { options } = await passkeySignInOptions(http);
    expect(options.challenge).toBe(mockPasskeyChallenge);
  });

  it('enters as the passkey’s owner, as the demo person with any other, and refuses an unknown one', async () => {
    const bruno = await passkeySignIn(http, { credential: mockPasskeyCredential(mockSecondFactorPasskeyId) });
    expect(decodeSession(bruno.access_token)).toEqual(mockSecondFactorClaims);
    const anyone = await passkeySignIn(http, { credential: mockPasskeyCredential() });
    expect(decodeSession(anyone.access_token)).toEqual(mockStaffClaims);
    expect(await refusal(passkeySignIn(http, { credential: mockPasskeyCredential(mockUnknownPasskeyId) }))).toEqual({
      status: 401,
      message: secondFactorTexts.passkeyUnknown,
    });
    const noClientData = { ...mockPasskeyCredential(), response: { clientDataJSON: '' } };
    expect(await refusal(passkeySignIn(http, { credential: noClientData }))).toEqual({
      status: 401,
      message: secondFactorTexts.passkeyFailed,
    });
  });
});

describe('mock set-up the policy asks for', () => {
  it('sets the app up with the code, then the next sign-in asks for it', async () => {
    const { second_factor, mfa_token } = await stepOf(mockSetupCredentials);
    expect(second_factor).toBe('setup');
    expect(await refusal(confirmSetupTotp(http, { mfa_token, code: mockTotpCode }))).toEqual({
      status: 400,
      message: secondFactorTexts.totpNotStarted,
    });
    const setup = await startSetupTotp(http, mfa_token);
    expect(setup.otpauth_uri).toBe(
      `otpauth://totp/Conforma:${encodeURIComponent(mockSetupClaims.username)}?issuer=Conforma&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(await refusal(confirmSetupTotp(http, { mfa_token, code: '000000' }))).toEqual({
      status: 400,
      message: secondFactorTexts.wrongCode,
    });
    const done = await confirmSetupTotp(http, { mfa_token, code: mockTotpCode });
    expect(decodeSession(done.access_token)).toEqual(mockSetupClaims);
    expect(done.recovery_codes).toEqual(mockRecoveryCodes);
    expect(await refusal(startSetupTotp(http, mfa_token))).toEqual({
      status: 409,
      message: secondFactorTexts.totpAlreadyOn,
    });
    expect(await stepOf(mockSetupCredentials)).toMatchObject({ second_factor: 'verify', methods: ['totp'] });
  });

  it('sets a passkey up, then the next sign-in asks for it', async () => {
    const { mfa_token } = await stepOf(mockSetupCredentials);
    const { options } = await setupPasskeyOptions(http, mfa_token);
    expect(options).toMatchObject({ challenge: mockPasskeyChallenge, user: { name: mockSetupClaims.username } });
    const session = await setupPasskey(http, { mfa_token, name: 'Notebook', credential: mockPasskeyCredential('k1') });
    expect(decodeSession(session.access_token)).toEqual(mockSetupClaims);
    expect(await refusal(setupPasskeyOptions(http, mfa_token))).toEqual({
      status: 401,
      message: secondFactorTexts.stepExpired,
    });
    expect(await stepOf(mockSetupCredentials)).toMatchObject({ second_factor: 'verify', methods: ['passkey'] });
  });
});

describe('mock Segurança do acesso', () => {
  it('reads a fresh person: nothing set up, no policy', async () => {
    as(mockClientAdminClaims);
    expect(await getSecurity(http)).toEqual({
      totp: { enabled: false, recoveryCodesLeft: 0 },
      passkeys: [],
      required: false,
    });
  });

  it('turns the app on with the code, with a new token and the recovery codes', async () => {
    as(mockClientAdminClaims);
    expect(await refusal(confirmTotp(http, { code: mockTotpCode }))).toEqual({
      status: 400,
      message: secondFactorTexts.totpNotStarted,
    });
    await startTotp(http);
    expect(await refusal(confirmTotp(http, { code: '111111' }))).toEqual({
      status: 400,
      message: secondFactorTexts.wrongCode,
    });
    const answer = await confirmTotp(http, { code: mockTotpCode });
    expect(answer.message).toBe(secondFactorTexts.totpEnabled);
    expect(answer.recovery_codes).toEqual(mockRecoveryCodes);
    expect(answer.access_token).not.toBe(token);
    expect(decodeSession(answer.access_token)?.id).toBe(mockClientAdminClaims.id);
    expect((await getSecurity(http)).totp).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect(await refusal(startTotp(http))).toEqual({ status: 409, message: secondFactorTexts.totpAlreadyOn });
  });

  it('renews the recovery codes and turns the app off', async () => {
    seedSecurityMocks({ totpEnabled: true, recoveryCodesLeft: 2 });
    as(mockClientAdminClaims);
    expect((await getSecurity(http)).totp.recoveryCodesLeft).toBe(2);
    expect((await renewRecoveryCodes(http)).recovery_codes).toEqual(mockRecoveryCodes);
    expect((await getSecurity(http)).totp.recoveryCodesLeft).toBe(10);
    expect((await disableTotp(http)).message).toBe(secondFactorTexts.totpDisabled);
    expect((await getSecurity(http)).totp).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(await refusal(disableTotp(http))).toEqual({ status: 409, message: secondFactorTexts.totpNotOn });
    expect(await refusal(renewRecoveryCodes(http))).toEqual({ status: 409, message: secondFactorTexts.totpNotOn });
  });

  it('adds a passkey with its name and removes it', async () => {
    as(mockClientAdminClaims);
    expect((await passkeyRegisterOptions(http)).options.challenge).toBe(mockPasskeyChallenge);
    const added = await addPasskey(http, { name: '  Celular  ', credential: mockPasskeyCredential('novo') });
    expect(added).toMatchObject({ message: secondFactorTexts.passkeyAdded, passkey: { name: 'Celular' } });
    expect((await getSecurity(http)).passkeys).toEqual([added.passkey]);
    expect(await refusal(addPasskey(http, { name: ' ', credential: mockPasskeyCredential() }))).toEqual({
      status: 400,
      message: secondFactorTexts.passkeyNameRequired,
    });
    const noClientData = { ...mockPasskeyCredential(), response: { clientDataJSON: '' } };
    expect(await refusal(addPasskey(http, { name: 'Outra', credential: noClientData }))).toEqual({
      status: 400,
      message: secondFactorTexts.passkeyFailed,
    });
    expect((await removePasskey(http, added.passkey.id)).message).toBe(secondFactorTexts.passkeyRemoved);
    expect((await getSecurity(http)).passkeys).toEqual([]);
    expect(await refusal(removePasskey(http, added.passkey.id))).toEqual({
      status: 404,
      message: 'Recurso não encontrado.',
    });
  });

  it('refuses removing the last factor while the policy applies (409), and allows it with another left', async () => {
    const [first, second] = passkeyFixtures;
    seedSecurityMocks({ passkeys: [first, second].filter((passkey) => passkey !== undefined), required: true });
    as(mockStaffClaims);
    expect(await getSecurity(http)).toMatchObject({ required: true, passkeys: passkeyFixtures });
    await removePasskey(http, first?.id ?? 0);
    expect(await refusal(removePasskey(http, second?.id ?? 0))).toEqual({
      status: 409,
      message: secondFactorTexts.lastFactor,
    });
    seedSecurityMocks({ totpEnabled: true, required: true });
    expect(await refusal(disableTotp(http))).toEqual({ status: 409, message: secondFactorTexts.lastFactor });
  });

  it('needs a session', async () => {
    expect((await refusal(getSecurity(http))).status).toBe(401);
  });
});

describe('mock policy and reset', () => {
  it('reads and sets the account’s switch, which then applies to its users and not to staff', async () => {
    as(mockClientAdminClaims);
    expect(await getClientSecurityPolicy(http)).toEqual({ mfa_required: false });
    expect(await setClientSecurityPolicy(http, { mfa_required: true })).toEqual({ mfa_required: true });
    expect(await getClientSecurityPolicy(http)).toEqual({ mfa_required: true });
    expect((await getSecurity(http)).required).toBe(true);
    as(mockStaffClaims);
    expect((await getSecurity(http)).required).toBe(false);
  });

  it('refuses the switch to a USER without the codes (403)', async () => {
    as(mockClientUserClaims([]));
    expect((await refusal(getClientSecurityPolicy(http))).status).toBe(403);
    as(mockClientUserClaims(['GET_USER']));
    expect(await getClientSecurityPolicy(http)).toEqual({ mfa_required: false });
    expect((await refusal(setClientSecurityPolicy(http, { mfa_required: true }))).status).toBe(403);
  });

  it('lets CONFORMA reset someone’s factors: the next sign-in needs none', async () => {
    as(mockStaffClaims);
    expect(await resetSecondFactor(http, mockSecondFactorClaims.id)).toEqual({
      message: secondFactorTexts.secondFactorReset,
    });
    const answer = await login(http, mockSecondFactorCredentials);
    expect('access_token' in answer).toBe(true);
    expect(await refusal(resetSecondFactor(http, 987_654))).toEqual({
      status: 404,
      message: 'Usuário não encontrado.',
    });
    as(mockClientAdminClaims);
    expect((await refusal(resetSecondFactor(http, mockSecondFactorClaims.id))).status).toBe(403);
  });
});
