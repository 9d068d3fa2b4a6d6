import { loginResponse, profilePath, secondFactorPaths, sessionClaims } from '@product/api/contract';
import { secondFactorTexts } from '@product/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { endSessions } from '../auth/sessions';
import { clients, loginAttempts, passkeys, users } from '../db/schema';
import { errorMessages } from '../http/errors';
import { signMfaToken } from '../second-factor/mfa-token';
import { createFakeAuthenticator } from '../testing/fake-authenticator';
import { databaseKinds, insertAccount, insertGroup, type TestUser, testSecret } from '../testing/harness';
import { call, creationOptionsOf, signInOptions } from '../testing/passkey-world';
import { activityOf, expectRefusal, secondFactorWorld, sessionOf, signIn } from '../testing/second-factor-world';
import { userHandleOf } from './service';

const texts = secondFactorTexts;

describe.each(databaseKinds)('the set-up the policy asks for, with a passkey, on %s', (kind) => {
  const world = secondFactorWorld(kind);

  /** The password's answer under the policy: the set-up step's token. */
  async function setupToken(user: TestUser, app = world.strictApp): Promise<string> {
    const answer = await signIn(app, user);
    expect(answer).toEqual({ second_factor: 'setup', mfa_token: expect.any(String), methods: ['totp', 'passkey'] });
    if (!('mfa_token' in answer)) throw new Error('no set-up step');
    return answer.mfa_token;
  }

  const options = (mfaToken: string, app = world.strictApp) =>
    call(app, 'POST', secondFactorPaths.setupPasskeyOptions, { body: { mfa_token: mfaToken } });
  const finish = (body: unknown, app = world.strictApp) => call(app, 'POST', secondFactorPaths.setupPasskey, { body });

  it('leads from the password to a session through a new passkey, then signs in with it', async () => {
    const edu = await world.newPerson('EDITOR');
    const oldSession = await sessionOf(world.db, edu.id);
    const mfaToken = await setupToken(edu);
    const creation = await creationOptionsOf(await options(mfaToken));
    expect(creation).toMatchObject({
      rp: { id: 'localhost', name: 'Conforma' },
      user: { id: userHandleOf(edu.uid), name: edu.email },
      authenticatorSelection: { residentKey: 'required' },
    });
    const authenticator = createFakeAuthenticator();
    const response = await finish({
      mfa_token: mfaToken,
      name: ' Notebook ',
      credential: authenticator.register(creation),
    });
    expect(response.status).toBe(200);
    const { access_token } = loginResponse.parse(await response.json());
    expect(sessionClaims.parse(decodeJwt(access_token))).toMatchObject({ id: edu.id, access_role: 'EDITOR', sv: 1 });
    expect((await call(world.strictApp, 'GET', profilePath, { token: access_token })).status).toBe(200);
    // Sessions from before the set-up end with it.
    await expectRefusal(
      await call(world.strictApp, 'GET', profilePath, { token: oldSession }),
      401,
      errorMessages.invalidSession,
    );

    const [row] = await world.db.select().from(passkeys).where(eq(passkeys.userId, edu.id));
    expect(row).toMatchObject({ name: 'Notebook', credentialId: authenticator.credentials[0]?.id });
    expect(await activityOf(world.db, edu.id)).toEqual([
      {
        action: 'passkey.create',
        details: "Adicionou a chave de acesso 'Notebook'",
        userId: edu.id,
        clientId: null,
        entityType: 'passkey',
        entityId: row?.id,
      },
    ]);
    expect(world.sent).toEqual([
      expect.objectContaining({ to: edu.email, subject: 'Conforma: Nova chave de acesso adicionada' }),
    ]);
    // The set-up counts as a sign-in from this address.
    expect(
      await world.db
        .select({ ip: loginAttempts.ip, succeeded: loginAttempts.succeeded })
        .from(loginAttempts)
        .where(eq(loginAttempts.email, edu.email))
        .orderBy(loginAttempts.id),
    ).toEqual([
      { ip: 'unknown', succeeded: false },
      { ip: 'unknown', succeeded: true },
    ]);

    // Next time: the password asks for the passkey, and the passkey alone signs in.
    expect(await signIn(world.strictApp, edu)).toMatchObject({ second_factor: 'verify', methods: ['passkey'] });
    const request = await signInOptions(world.strictApp);
    const signedIn = await call(world.strictApp, 'POST', secondFactorPaths.passkeyLogin, {
      body: { credential: authenticator.authenticate(request) },
    });
    expect(signedIn.status).toBe(200);
  });

  it("serves a client account's own requirement the same way", async () => {
    const strictAccount = await insertAccount(world.db, {
      name: 'Exigente',
      groupId: await insertGroup(world.db, 'Leste'),
    });
    await world.db.update(clients).set({ mfaRequired: true }).where(eq(clients.id, strictAccount));
    const ana = await world.newPerson('ADMIN', { clientId: strictAccount });
    const mfaToken = await setupToken(ana, world.app);
    const creation = await creationOptionsOf(await options(mfaToken, world.app));
    const credential = createFakeAuthenticator({ synced: true }).register(creation);
    const response = await finish({ mfa_token: mfaToken, name: 'iPhone', credential }, world.app);
    expect(response.status).toBe(200);
    expect(await activityOf(world.db, ana.id)).toEqual([expect.objectContaining({ clientId: strictAccount })]);
  });

  it('spends the step token: it opens no second set-up', async () => {
    const edu = await world.newPerson('EDITOR');
    const mfaToken = await setupToken(edu);
    const creation = await creationOptionsOf(await options(mfaToken));
    const secondOptions = await creationOptionsOf(await options(mfaToken));
    const done = await finish({
      mfa_token: mfaToken,
      name: 'Notebook',
      credential: createFakeAuthenticator().register(creation),
    });
    expect(done.status).toBe(200);
    await expectRefusal(await options(mfaToken), 401, texts.stepExpired);
    const another = createFakeAuthenticator().register(secondOptions);
    await expectRefusal(
      await finish({ mfa_token: mfaToken, name: 'Outra', credential: another }),
      401,
      texts.stepExpired,
    );
    expect(await world.db.select().from(passkeys).where(eq(passkeys.userId, edu.id))).toHaveLength(1);
  });

  it('refuses a token of another step, a forged one, and one whose sessions ended since', async () => {
    const edu = await world.newPerson('EDITOR');
    const verifyToken = await signMfaToken({ userId: edu.id, sv: 0, purpose: 'verify' }, testSecret);
    await expectRefusal(await options(verifyToken), 401, texts.stepExpired);
    await expectRefusal(await options(`${verifyToken}x`), 401, texts.stepExpired);
    const mfaToken = await setupToken(edu);
    const creation = await creationOptionsOf(await options(mfaToken));
    // A password change (or Sair) meanwhile voids the step.
    await endSessions(world.db, edu.id);
    await expectRefusal(await options(mfaToken), 401, texts.stepExpired);
    const credential = createFakeAuthenticator().register(creation);
    await expectRefusal(await finish({ mfa_token: mfaToken, name: 'Notebook', credential }), 401, texts.stepExpired);
    expect(await world.db.select().from(passkeys).where(eq(passkeys.userId, edu.id))).toEqual([]);
  });

  it('refuses a disabled person', async () => {
    const edu = await world.newPerson('EDITOR');
    const mfaToken = await setupToken(edu);
    await world.db.update(users).set({ enabled: false }).where(eq(users.id, edu.id));
    await expectRefusal(await options(mfaToken), 401, errorMessages.disabledUser);
  });

  it('refuses an answer from another origin or relying party, or to options given to someone else', async () => {
    const edu = await world.newPerson('EDITOR');
    const other = await world.newPerson('EDITOR');
    const mfaToken = await setupToken(edu);
    for (const overrides of [{ origin: 'https://conforma.example.net' }, { rpId: 'example.net' }]) {
      const creation = await creationOptionsOf(await options(mfaToken));
      const credential = createFakeAuthenticator().register(creation, overrides);
      await expectRefusal(
        await finish({ mfa_token: mfaToken, name: 'Notebook', credential }),
        401,
        texts.passkeyFailed,
      );
    }
    const othersOptions = await creationOptionsOf(await options(await setupToken(other)));
    const credential = createFakeAuthenticator().register(othersOptions);
    await expectRefusal(await finish({ mfa_token: mfaToken, name: 'Notebook', credential }), 401, texts.passkeyFailed);
    expect(await world.db.select().from(passkeys).where(eq(passkeys.userId, edu.id))).toEqual([]);
    expect(world.sent).toEqual([]);
  });

  it('reports nothing unexpected', () => {
    expect(world.errors).toEqual([]);
  });
});
