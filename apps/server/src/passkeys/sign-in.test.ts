import { loginResponse, profilePath, secondFactorPaths, sessionClaims } from '@product/api/contract';
import { type AccessRole, secondFactorTexts } from '@product/domain';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { clients, loginAttempts, passkeys, rateLimitHits, users, webauthnChallenges } from '../db/schema';
import { errorMessages } from '../http/errors';
import { type CeremonyOverrides, createFakeAuthenticator, type FakeAuthenticator } from '../testing/fake-authenticator';
import { databaseKinds, insertAccount, insertGroup, type TestUser } from '../testing/harness';
import { addPasskey, call, creationOptionsOf, expireChallenge, signInOptions } from '../testing/passkey-world';
import { activityOf, expectRefusal, secondFactorWorld, sessionOf, signIn } from '../testing/second-factor-world';
import { blockedCounter } from './queries';
import { passkeyOptionsLimit } from './route';
import { userHandleOf } from './service';

const texts = secondFactorTexts;

describe.each(databaseKinds)('sign-in with a passkey on %s', (kind) => {
  const world = secondFactorWorld(kind);

  /** A new person with one passkey on their own fake authenticator, registered in My account. */
  async function personWithPasskey(
    role: AccessRole = 'ADMIN',
    options: { synced?: boolean; clientId?: number } = {},
  ): Promise<{ user: TestUser; authenticator: FakeAuthenticator; passkeyId: number }> {
    const user = await world.newPerson(role, { clientId: options.clientId });
    const authenticator = createFakeAuthenticator({ synced: options.synced ?? false });
    const added = await addPasskey(world.app, { token: await sessionOf(world.db, user.id), authenticator });
    return { user, authenticator, passkeyId: added.passkey.id };
  }

  /** Options, the authenticator's assertion, POST passkey login. */
  async function passkeySignIn(
    authenticator: FakeAuthenticator,
    overrides: CeremonyOverrides = {},
    app = world.app,
  ): Promise<Response> {
    const options = await signInOptions(app);
    return call(app, 'POST', secondFactorPaths.passkeyLogin, {
      body: { credential: authenticator.authenticate(options, overrides) },
    });
  }

  const passkeyRow = async (id: number) => {
    const [row] = await world.db.select().from(passkeys).where(eq(passkeys.id, id));
    if (!row) throw new Error('passkey missing');
    return row;
  };

  describe('the options', () => {
    it('ask for any discoverable passkey of this relying party, with a challenge kept 5 minutes', async () => {
      const options = await signInOptions(world.app);
      expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'preferred', timeout: 300000 });
      expect(options.allowCredentials ?? []).toEqual([]);
      const [row] = await world.db
        .select()
        .from(webauthnChallenges)
        .where(eq(webauthnChallenges.challenge, options.challenge));
      expect(row).toMatchObject({ purpose: 'authenticate', userId: null });
      const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
      expect(lifetime).toBe(5 * 60 * 1000);
    });

    it('forget expired challenges when new ones are given out', async () => {
      await world.db.insert(webauthnChallenges).values({
        challenge: 'vencido',
        purpose: 'authenticate',
        expiresAt: new Date(Date.now() - 1000),
      });
      // An app that has not pruned yet (each prunes at most once a minute).
      await signInOptions(world.freshApp());
      const left = await world.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.challenge, 'vencido'));
      expect(left).toEqual([]);
    });

    it('are limited per address', async () => {
      await world.db
        .insert(rateLimitHits)
        .values(Array.from({ length: passkeyOptionsLimit.max }, () => ({ action: 'passkey_options', key: 'unknown' })));
      try {
        await expectRefusal(
          await call(world.app, 'POST', secondFactorPaths.passkeyOptions),
          429,
          passkeyOptionsLimit.message,
        );
      } finally {
        await world.db.delete(rateLimitHits).where(eq(rateLimitHits.action, 'passkey_options'));
      }
    });
  });

  describe('the ceremony', () => {
    it('signs in: a session as the password gives, the key marked used, the address trusted', async () => {
      const { user, authenticator, passkeyId } = await personWithPasskey();
      const response = await passkeySignIn(authenticator);
      expect(response.status).toBe(200);
      const { access_token } = loginResponse.parse(await response.json());
      expect(sessionClaims.parse(decodeJwt(access_token))).toMatchObject({
        id: user.id,
        uid: user.uid,
        username: user.email,
        access_role: 'ADMIN',
        current_client_id: world.accountId,
        client_name: 'Padaria',
        sv: 1,
      });
      expect((await call(world.app, 'GET', profilePath, { token: access_token })).status).toBe(200);
      const row = await passkeyRow(passkeyId);
      expect(row.counter).toBe(1);
      expect(row.lastUsedAt).toBeInstanceOf(Date);
      expect(
        await world.db
          .select({ ip: loginAttempts.ip, succeeded: loginAttempts.succeeded })
          .from(loginAttempts)
          .where(eq(loginAttempts.email, user.email)),
      ).toEqual([{ ip: 'unknown', succeeded: true }]);
      // The counter goes on at every use.
      expect((await passkeySignIn(authenticator)).status).toBe(200);
      expect((await passkeyRow(passkeyId)).counter).toBe(2);
    });

    it('signs in with a synced passkey, whose counter stays 0', async () => {
      const { authenticator, passkeyId } = await personWithPasskey('USER', { synced: true });
      for (let use = 0; use < 2; use += 1) expect((await passkeySignIn(authenticator)).status).toBe(200);
      expect(await passkeyRow(passkeyId)).toMatchObject({ counter: 0, backedUp: true });
    });

    it('signs in without a user handle (the key says who it is)', async () => {
      const { authenticator } = await personWithPasskey();
      expect((await passkeySignIn(authenticator, { userHandle: null })).status).toBe(200);
    });

    it('is the whole sign-in for someone under the policy: no second step', async () => {
      const { user, authenticator } = await personWithPasskey('EDITOR');
      const response = await passkeySignIn(authenticator, {}, world.strictApp);
      expect(response.status).toBe(200);
      const { access_token } = loginResponse.parse(await response.json());
      expect(sessionClaims.parse(decodeJwt(access_token))).toMatchObject({ id: user.id, access_role: 'EDITOR' });
    });

    it('makes the password ask for the passkey next: the verify step with the passkey method', async () => {
      const { user } = await personWithPasskey();
      for (const app of [world.app, world.strictApp]) {
        const answer = await signIn(app, user);
        expect(answer).toEqual({ second_factor: 'verify', mfa_token: expect.any(String), methods: ['passkey'] });
      }
    });

    it('refuses a replayed answer and a replayed challenge', async () => {
      const { authenticator } = await personWithPasskey();
      const options = await signInOptions(world.app);
      const credential = authenticator.authenticate(options);
      const post = (body: unknown) => call(world.app, 'POST', secondFactorPaths.passkeyLogin, { body });
      expect((await post({ credential })).status).toBe(200);
      await expectRefusal(await post({ credential }), 401, texts.passkeyFailed);
      // A fresh signature over the spent challenge is refused too.
      await expectRefusal(await post({ credential: authenticator.authenticate(options) }), 401, texts.passkeyFailed);
    });

    it('refuses an expired challenge', async () => {
      const { authenticator, passkeyId } = await personWithPasskey();
      const options = await signInOptions(world.app);
      await expireChallenge(world.db, options.challenge);
      const response = await call(world.app, 'POST', secondFactorPaths.passkeyLogin, {
        body: { credential: authenticator.authenticate(options) },
      });
      await expectRefusal(response, 401, texts.passkeyFailed);
      expect((await passkeyRow(passkeyId)).lastUsedAt).toBeNull();
    });

    it('refuses a challenge never given out, and a registration challenge', async () => {
      const { user, authenticator } = await personWithPasskey();
      const made = { challenge: 'bm91bmNhLWRhZG8', rpId: 'localhost' };
      await expectRefusal(
        await call(world.app, 'POST', secondFactorPaths.passkeyLogin, {
          body: { credential: authenticator.authenticate(made) },
        }),
        401,
        texts.passkeyFailed,
      );
      const token = await sessionOf(world.db, user.id);
      const creation = await creationOptionsOf(
        await call(world.app, 'POST', secondFactorPaths.passkeyRegisterOptions, { token }),
      );
      await expectRefusal(
        await call(world.app, 'POST', secondFactorPaths.passkeyLogin, {
          body: { credential: authenticator.authenticate({ challenge: creation.challenge, rpId: 'localhost' }) },
        }),
        401,
        texts.passkeyFailed,
      );
    });

    it('refuses an answer from another origin or for another relying party', async () => {
      const { authenticator, passkeyId } = await personWithPasskey();
      for (const overrides of [
        { origin: 'https://conforma.example.net' },
        { origin: 'https://localhost:3000' },
        { rpId: 'example.net' },
        { type: 'webauthn.create' },
      ]) {
        await expectRefusal(await passkeySignIn(authenticator, overrides), 401, texts.passkeyFailed);
      }
      expect(await passkeyRow(passkeyId)).toMatchObject({ counter: 0, lastUsedAt: null });
    });

    it("refuses a signature that is not the passkey's, and a user handle of someone else", async () => {
      const ana = await personWithPasskey();
      const bia = await personWithPasskey();
      // Bia's authenticator signs, claiming Ana's credential id.
      const anasId = ana.authenticator.credentials[0]?.id;
      const impostor = createFakeAuthenticator();
      impostor.credentials.push({ ...(bia.authenticator.credentials[0] ?? never()), id: anasId ?? never() });
      for (const userHandle of [userHandleOf(ana.user.uid), null]) {
        await expectRefusal(await passkeySignIn(impostor, { userHandle }), 401, texts.passkeyFailed);
      }
      await expectRefusal(
        await passkeySignIn(ana.authenticator, { userHandle: userHandleOf(bia.user.uid) }),
        401,
        texts.passkeyFailed,
      );
      expect(await passkeyRow(ana.passkeyId)).toMatchObject({ counter: 0, lastUsedAt: null });
    });

    it('refuses a passkey that is not registered', async () => {
      const stranger = createFakeAuthenticator();
      stranger.register({
        challenge: 'AAAA',
        rp: { id: 'localhost', name: 'Conforma' },
        user: { id: 'AAAA', name: 'x', displayName: 'x' },
        pubKeyCredParams: [],
      });
      await expectRefusal(
        await passkeySignIn(stranger),
        401,
        'Esta chave de acesso não está cadastrada. Entre com e-mail e senha.',
      );
    });

    it('refuses a disabled person, and a person of a disabled account', async () => {
      const ana = await personWithPasskey();
      await world.db.update(users).set({ enabled: false }).where(eq(users.id, ana.user.id));
      await expectRefusal(await passkeySignIn(ana.authenticator), 401, errorMessages.disabledUser);
      expect(await world.db.select().from(loginAttempts)).toEqual([]);

      const closed = await insertAccount(world.db, { name: 'Fechada', groupId: await insertGroup(world.db, 'Norte') });
      const bia = await personWithPasskey('ADMIN', { clientId: closed });
      await world.db.update(clients).set({ enabled: false }).where(eq(clients.id, closed));
      await expectRefusal(await passkeySignIn(bia.authenticator), 401, errorMessages.disabledUser);
    });

    it('refuses a counter that went back: the key is blocked and the log says so once', async () => {
      const { user, authenticator, passkeyId } = await personWithPasskey();
      expect((await passkeySignIn(authenticator, { counter: 5 })).status).toBe(200);
      const copied =
        'Esta chave de acesso parece ter sido copiada e foi bloqueada por segurança. Entre com e-mail e senha e avise a administração.';
      await expectRefusal(await passkeySignIn(authenticator, { counter: 3 }), 401, copied);
      await expectRefusal(await passkeySignIn(authenticator, { counter: 5 }), 401, copied);
      // Blocked: even the next counter is refused now.
      await expectRefusal(await passkeySignIn(authenticator, { counter: 6 }), 401, copied);
      expect((await passkeyRow(passkeyId)).counter).toBe(blockedCounter);
      const regressions = (await activityOf(world.db, user.id)).filter((entry) => entry.action !== 'passkey.create');
      expect(regressions).toEqual([
        {
          action: 'passkey.counter_regression',
          details: "Chave de acesso 'Notebook' recusada: contador regrediu (possível cópia)",
          userId: user.id,
          clientId: world.accountId,
          entityType: 'passkey',
          entityId: passkeyId,
        },
      ]);
      expect(
        await world.db
          .select()
          .from(loginAttempts)
          .where(and(eq(loginAttempts.email, user.email), eq(loginAttempts.succeeded, true))),
      ).toHaveLength(1);
    });

    it('never blocks a key for an answer nobody signed', async () => {
      const { authenticator, passkeyId } = await personWithPasskey();
      expect((await passkeySignIn(authenticator, { counter: 5 })).status).toBe(200);
      const options = await signInOptions(world.app);
      const answer = authenticator.authenticate(options, { counter: 1 });
      const forged = {
        ...answer,
        response: { ...answer.response, signature: Buffer.from('assinatura falsa').toString('base64url') },
      };
      await expectRefusal(
        await call(world.app, 'POST', secondFactorPaths.passkeyLogin, { body: { credential: forged } }),
        401,
        texts.passkeyFailed,
      );
      expect((await passkeyRow(passkeyId)).counter).toBe(5);
      expect((await passkeySignIn(authenticator, { counter: 6 })).status).toBe(200);
    });

    it('answers 400 for a body that is not a credential', async () => {
      for (const body of [{}, { credential: { id: 'x', rawId: 'x', type: 'password', response: {} } }]) {
        const response = await call(world.app, 'POST', secondFactorPaths.passkeyLogin, { body });
        expect(response.status).toBe(400);
      }
      const garbled = { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: '!!!' } };
      await expectRefusal(
        await call(world.app, 'POST', secondFactorPaths.passkeyLogin, { body: { credential: garbled } }),
        401,
        texts.passkeyFailed,
      );
    });
  });

  it('reports nothing unexpected', () => {
    expect(world.errors).toEqual([]);
  });
});

function never(): never {
  throw new Error('missing test fixture');
}
