// Passkeys and the second factor (issue 28): the calls both worlds can answer alike without a
// real authenticator — 'Segurança do acesso' of a fresh person, a set-up started and a wrong code,
// the factors one does not have, the passkey sign-in's options, step tokens that are not valid,
// the account's 'Exigir verificação em duas etapas' and the administrator's reset of nobody.
// What needs a real code or a real signature (the mocks take `mockTotpCode` and any credential)
// is left to the server's own tests and the mocks' (second-factor-mocks.test.ts).
import { secondFactorPaths } from '@product/api/contract';
import { mockPasskeyCredential, resetSecondFactorMocks } from '@product/api/mocks';
import type { PermissionCode } from '@product/domain';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectSameBehaviour, server } from '../context';

/**
 * Facts only one world knows: the secret of a set-up and its QR code's URI (random on the server,
 * fixed in the mocks), a ceremony's challenge. Their presence is still compared.
 */
const opaque = new Set(['secret', 'otpauth_uri', 'challenge']);
/** A USER who may read the users screen but not change it. */
const reader = { user: ['GET_USER'] as PermissionCode[] };

export function describeBehaviour(): void {
  describe('passkeys and the second factor', () => {
    beforeAll(resetSecondFactorMocks);
    // The other scenarios share the server: the account's switch goes back off whatever happened.
    afterAll(async () => {
      await server().send('PUT', secondFactorPaths.clientPolicy, 'admin', { mfa_required: false });
      resetSecondFactorMocks();
    });

    it('answer like the server: My account’s security, a wrong first code, factors one does not have', async () => {
      await expectSameBehaviour(async (api) => {
        const as = 'admin' as const;
        await api.call('a fresh person reads their security', 'GET', secondFactorPaths.security, { as });
        await api.call('staff read theirs', 'GET', secondFactorPaths.security);
        await api.call('nobody signed in reads', 'GET', secondFactorPaths.security, { as: 'anonymous' });
        await api.call('confirm before starting', 'POST', secondFactorPaths.totpConfirm, {
          as,
          body: { code: '123456' },
        });
        await api.call('start the app’s set-up', 'POST', secondFactorPaths.totp, { as });
        await api.call('a code that is not 6 digits', 'POST', secondFactorPaths.totpConfirm, {
          as,
          body: { code: '12345' },
        });
        await api.call('letters for a code', 'POST', secondFactorPaths.totpConfirm, { as, body: { code: 'abcdef' } });
        await api.call('no code', 'POST', secondFactorPaths.totpConfirm, { as, body: {} });
        await api.call('start again (a new secret)', 'POST', secondFactorPaths.totp, { as });
        await api.call('the app is still off', 'GET', secondFactorPaths.security, { as });
        await api.call('turn off an app that is not on', 'DELETE', secondFactorPaths.totp, { as });
        await api.call('new recovery codes without the app', 'POST', secondFactorPaths.recoveryCodes, { as });
        await api.call('remove a passkey that is not there', 'DELETE', secondFactorPaths.passkey(987_654), { as });
        await api.call('a passkey without a name', 'POST', secondFactorPaths.passkeys, {
          as,
          body: { name: '  ', credential: mockPasskeyCredential() },
        });
        await api.call('a passkey without a credential', 'POST', secondFactorPaths.passkeys, {
          as,
          body: { name: 'Notebook' },
        });
      }, opaque);
    });

    it('answer like the server: the passkey sign-in’s options and step tokens that are not valid', async () => {
      await expectSameBehaviour(async (api) => {
        const as = 'anonymous' as const;
        await api.call('the passkey sign-in’s options', 'POST', secondFactorPaths.passkeyOptions, { as });
        await api.call('a second step with a made-up token', 'POST', secondFactorPaths.verify, {
          as,
          body: { mfa_token: 'inventado', code: '123456' },
        });
        await api.call('a second step without a token', 'POST', secondFactorPaths.verify, {
          as,
          body: { code: '123456' },
        });
        await api.call('a second step without a code', 'POST', secondFactorPaths.verify, {
          as,
          body: { mfa_token: 'inventado' },
        });
        await api.call('a set-up with a made-up token', 'POST', secondFactorPaths.setupTotp, {
          as,
          body: { mfa_token: 'inventado' },
        });
        await api.call('its confirmation', 'POST', secondFactorPaths.setupTotpConfirm, {
          as,
          body: { mfa_token: 'inventado', code: '123456' },
        });
        await api.call('a passkey set-up with a made-up token', 'POST', secondFactorPaths.setupPasskeyOptions, {
          as,
          body: { mfa_token: 'inventado' },
        });
        await api.call('a passkey sign-in without a credential', 'POST', secondFactorPaths.passkeyLogin, {
          as,
          body: {},
        });
      }, opaque);
    });

    it('answer like the server: the account’s switch, who it applies to, the reset of nobody', async () => {
      await expectSameBehaviour(async (api) => {
        const policy = secondFactorPaths.clientPolicy;
        await api.call('the switch starts off', 'GET', policy, { as: 'admin' });
        await api.call('a USER who reads users reads it', 'GET', policy, { as: reader });
        await api.call('but may not change it', 'PUT', policy, { as: reader, body: { mfa_required: true } });
        await api.call('a USER without codes may not read it', 'GET', policy, { as: { user: [] } });
        await api.call('not a boolean', 'PUT', policy, { as: 'admin', body: { mfa_required: 'sim' } });
        await api.call('the ADMIN switches it on', 'PUT', policy, { as: 'admin', body: { mfa_required: true } });
        await api.call('read it back', 'GET', policy, { as: 'admin' });
        await api.call('it applies to the account’s people', 'GET', secondFactorPaths.security, { as: 'admin' });
        await api.call('and not to staff inside it', 'GET', secondFactorPaths.security);
        await api.call('switch it off', 'PUT', policy, { as: 'admin', body: { mfa_required: false } });
        await api.call('no longer required', 'GET', secondFactorPaths.security, { as: 'admin' });
        await api.call('reset someone who does not exist', 'POST', secondFactorPaths.adminReset(987_654));
        await api.call('a client ADMIN may not reset', 'POST', secondFactorPaths.adminReset(987_654), {
          as: 'admin',
        });
        await api.call('an EDITOR may not either', 'POST', secondFactorPaths.adminReset(987_654), { as: 'editor' });
      }, opaque);
    });
  });
}
