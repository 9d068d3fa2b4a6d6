import {
  factorChangeResponse,
  passkeyAddedResponse,
  profilePath,
  secondFactorPaths,
  sessionClaims,
} from '@product/api/contract';
import { type AccessRole, secondFactorTexts, toWireDate } from '@product/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { passkeys, users } from '../db/schema';
import { errorMessages } from '../http/errors';
import { createFakeAuthenticator } from '../testing/fake-authenticator';
import { databaseKinds } from '../testing/harness';
import { addPasskey, call, creationOptionsOf, expireChallenge } from '../testing/passkey-world';
import { activityOf, expectRefusal, secondFactorWorld, sessionOf } from '../testing/second-factor-world';
import { userHandleOf } from './service';

const failed = secondFactorTexts.passkeyFailed;

describe.each(databaseKinds)('My account passkeys on %s', (kind) => {
  const world = secondFactorWorld(kind);

  /** A new person with a session as the sign-in signs it. */
  async function person(role: AccessRole = 'ADMIN') {
    const user = await world.newPerson(role);
    return { user, token: await sessionOf(world.db, user.id), authenticator: createFakeAuthenticator() };
  }

  const registrationOptions = async (token: string, app = world.app) =>
    creationOptionsOf(await call(app, 'POST', secondFactorPaths.passkeyRegisterOptions, { token }));

  const add = (token: string, body: unknown, app = world.app) =>
    call(app, 'POST', secondFactorPaths.passkeys, { token, body });

  const passkeysOf = (userId: number) =>
    world.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.id);
  const profile = (token: string) => call(world.app, 'GET', profilePath, { token });

  describe('registration', () => {
    it('offers options bound to the person: their uid handle, e-mail, name, a discoverable key', async () => {
      const ana = await person();
      const options = await registrationOptions(ana.token);
      expect(options).toMatchObject({
        rp: { id: 'localhost', name: 'Conforma' },
        user: { id: userHandleOf(ana.user.uid), name: ana.user.email, displayName: 'Pessoa 1' },
        attestation: 'none',
        excludeCredentials: [],
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      // The same handle every time: it names the person, not the ceremony.
      expect((await registrationOptions(ana.token)).user.id).toBe(options.user.id);
      expect((await registrationOptions(ana.token)).challenge).not.toBe(options.challenge);
    });

    it('adds the passkey: 201 with its summary, the log entry, the e-mail, and the other sessions end', async () => {
      const ana = await person();
      const otherTab = await sessionOf(world.db, ana.user.id);
      const answer = await addPasskey(world.app, ana, '  Notebook do escritório  ');
      const [row] = await passkeysOf(ana.user.id);
      if (!row) throw new Error('passkey not saved');
      expect(answer).toEqual({
        message: 'Chave de acesso adicionada',
        access_token: expect.any(String),
        passkey: {
          id: row.id,
          name: 'Notebook do escritório',
          createdAt: toWireDate(row.createdAt),
          lastUsedAt: null,
          backedUp: false,
        },
      });
      expect(row).toMatchObject({
        credentialId: ana.authenticator.credentials[0]?.id,
        counter: 0,
        transports: ['internal', 'hybrid'],
        backedUp: false,
        lastUsedAt: null,
      });
      expect(row.publicKey).toMatch(/^[A-Za-z0-9_-]+$/);

      // This tab goes on with the new token; every other session ends.
      expect(sessionClaims.parse(decodeJwt(answer.access_token))).toMatchObject({ id: ana.user.id, sv: 1 });
      expect((await profile(answer.access_token)).status).toBe(200);
      await expectRefusal(await profile(ana.token), 401, errorMessages.invalidSession);
      await expectRefusal(await profile(otherTab), 401, errorMessages.invalidSession);

      expect(await activityOf(world.db, ana.user.id)).toEqual([
        {
          action: 'passkey.create',
          details: "Adicionou a chave de acesso 'Notebook do escritório'",
          userId: ana.user.id,
          clientId: world.accountId,
          entityType: 'passkey',
          entityId: row.id,
        },
      ]);
      expect(world.sent).toEqual([
        expect.objectContaining({ to: ana.user.email, subject: 'Conforma: Nova chave de acesso adicionada' }),
      ]);
      expect(world.sent[0]?.text).toContain('A chave de acesso "Notebook do escritório" foi adicionada');
    });

    it('keeps a synced passkey as backed up, and logs staff changes outside any client', async () => {
      const edu = { ...(await person('EDITOR')), authenticator: createFakeAuthenticator({ synced: true }) };
      const answer = await addPasskey(world.app, edu, 'iPhone');
      expect(answer.passkey.backedUp).toBe(true);
      expect(await activityOf(world.db, edu.user.id)).toEqual([
        expect.objectContaining({ action: 'passkey.create', clientId: null }),
      ]);
    });

    it('tells the browser to skip the keys the person has, and lists a second one', async () => {
      const ana = await person();
      const first = await addPasskey(world.app, ana);
      const options = await registrationOptions(first.access_token);
      expect(options.excludeCredentials?.map((descriptor) => descriptor.id)).toEqual([
        ana.authenticator.credentials[0]?.id,
      ]);
      // The same authenticator refuses (as a real one does); another one adds a second key.
      expect(() => ana.authenticator.register(options)).toThrow(/InvalidStateError/);
      const phone = createFakeAuthenticator({ synced: true });
      const response = await add(first.access_token, { name: 'Celular', credential: phone.register(options) });
      expect(response.status).toBe(201);
      expect((await passkeysOf(ana.user.id)).map((row) => row.name)).toEqual(['Notebook', 'Celular']);
    });

    it('refuses a replayed challenge: one answer per options, even after a failed one', async () => {
      const ana = await person();
      const options = await registrationOptions(ana.token);
      const first = await add(ana.token, { name: 'Notebook', credential: ana.authenticator.register(options) });
      expect(first.status).toBe(201);
      const { access_token } = passkeyAddedResponse.parse(await first.json());
      // Another key answering the spent challenge.
      const replay = createFakeAuthenticator().register(options);
      await expectRefusal(await add(access_token, { name: 'Cópia', credential: replay }), 400, failed);

      // A failed answer spends its challenge too.
      const next = await registrationOptions(access_token);
      const phishing = createFakeAuthenticator({ origin: 'https://conforma.example.net' });
      await expectRefusal(await add(access_token, { name: 'X', credential: phishing.register(next) }), 400, failed);
      const late = createFakeAuthenticator().register(next);
      await expectRefusal(await add(access_token, { name: 'X', credential: late }), 400, failed);
      expect(await passkeysOf(ana.user.id)).toHaveLength(1);
    });

    it('refuses an expired challenge', async () => {
      const ana = await person();
      const options = await registrationOptions(ana.token);
      await expireChallenge(world.db, options.challenge);
      const credential = ana.authenticator.register(options);
      await expectRefusal(await add(ana.token, { name: 'Notebook', credential }), 400, failed);
      expect(await passkeysOf(ana.user.id)).toEqual([]);
    });

    it('refuses an answer from another origin or for another relying party', async () => {
      const ana = await person();
      for (const overrides of [
        { origin: 'https://conforma.example.net' },
        { origin: 'http://localhost:3001' },
        { rpId: 'example.net' },
      ]) {
        const options = await registrationOptions(ana.token);
        const credential = ana.authenticator.register(options, overrides);
        await expectRefusal(await add(ana.token, { name: 'Notebook', credential }), 400, failed);
      }
      expect(await passkeysOf(ana.user.id)).toEqual([]);
      expect(world.sent).toEqual([]);
    });

    it('refuses an answer to options given to someone else, and a sign-in answer', async () => {
      const ana = await person();
      const bia = await person();
      const anasOptions = await registrationOptions(ana.token);
      const credential = bia.authenticator.register(anasOptions);
      await expectRefusal(await add(bia.token, { name: 'Roubada', credential }), 400, failed);
      // Ana's challenge is still hers to use.
      const own = await add(ana.token, { name: 'Notebook', credential: ana.authenticator.register(anasOptions) });
      expect(own.status).toBe(201);

      const options = await registrationOptions(bia.token);
      const wrongType = bia.authenticator.register(options, { type: 'webauthn.get' });
      await expectRefusal(await add(bia.token, { name: 'Notebook', credential: wrongType }), 400, failed);
      expect(await passkeysOf(bia.user.id)).toEqual([]);
    });

    it('refuses a credential already registered (to the same or another person)', async () => {
      const ana = await person();
      const bia = await person();
      const { access_token } = await addPasskey(world.app, ana);
      const anasKey = ana.authenticator.credentials[0]?.id;
      const stolen = ana.authenticator.register(await registrationOptions(bia.token), { reuseCredentialId: anasKey });
      await expectRefusal(await add(bia.token, { name: 'Cópia', credential: stolen }), 400, failed);
      const again = ana.authenticator.register(await registrationOptions(access_token), { reuseCredentialId: anasKey });
      await expectRefusal(await add(access_token, { name: 'De novo', credential: again }), 400, failed);
      expect(await passkeysOf(bia.user.id)).toEqual([]);
      expect(await passkeysOf(ana.user.id)).toHaveLength(1);
    });

    it('refuses a tampered answer: a credential id other than the one the authenticator signed', async () => {
      const ana = await person();
      const options = await registrationOptions(ana.token);
      const credential = ana.authenticator.register(options);
      const forged = { ...credential, id: 'AAAAAAAAAAAAAAAAAAAAAA', rawId: 'AAAAAAAAAAAAAAAAAAAAAA' };
      await expectRefusal(await add(ana.token, { name: 'Notebook', credential: forged }), 400, failed);
      expect(await passkeysOf(ana.user.id)).toEqual([]);
    });

    it('asks for a name of 1 to 60 characters', async () => {
      const ana = await person();
      const options = await registrationOptions(ana.token);
      const credential = ana.authenticator.register(options);
      await expectRefusal(await add(ana.token, { name: '   ', credential }), 400, 'Digite um nome para a chave.');
      await expectRefusal(
        await add(ana.token, { name: 'x'.repeat(61), credential }),
        400,
        'O nome deve ter no máximo 60 caracteres.',
      );
      // The refused bodies never reached the ceremony: the challenge is still good.
      expect((await add(ana.token, { name: 'x'.repeat(60), credential })).status).toBe(201);
    });

    it('needs a session', async () => {
      await expectRefusal(
        await call(world.app, 'POST', secondFactorPaths.passkeyRegisterOptions),
        401,
        errorMessages.invalidSession,
      );
    });
  });

  describe('removal', () => {
    const remove = (token: string, id: number, app = world.app) =>
      call(app, 'DELETE', secondFactorPaths.passkey(id), { token });

    it('removes an own passkey: the log entry, and the other sessions end', async () => {
      const ana = await person();
      const added = await addPasskey(world.app, ana);
      const otherTab = await sessionOf(world.db, ana.user.id);
      const response = await remove(added.access_token, added.passkey.id);
      expect(response.status).toBe(200);
      const answer = factorChangeResponse.parse(await response.json());
      expect(answer.message).toBe('Chave de acesso removida');
      expect(await passkeysOf(ana.user.id)).toEqual([]);
      expect((await profile(answer.access_token)).status).toBe(200);
      await expectRefusal(await profile(added.access_token), 401, errorMessages.invalidSession);
      await expectRefusal(await profile(otherTab), 401, errorMessages.invalidSession);
      expect((await activityOf(world.db, ana.user.id)).map((entry) => [entry.action, entry.details])).toEqual([
        ['passkey.create', "Adicionou a chave de acesso 'Notebook'"],
        ['passkey.delete', "Removeu a chave de acesso 'Notebook'"],
      ]);
    });

    it("answers 404 for another person's passkey and for one that does not exist, and keeps them", async () => {
      const ana = await person();
      const bia = await person();
      const anas = await addPasskey(world.app, ana);
      await expectRefusal(await remove(bia.token, anas.passkey.id), 404, errorMessages.notFound);
      await expectRefusal(await remove(bia.token, anas.passkey.id + 1000), 404, errorMessages.notFound);
      expect(await passkeysOf(ana.user.id)).toHaveLength(1);
      // Bia's sessions go on: nothing changed.
      expect((await profile(bia.token)).status).toBe(200);
    });

    it('never removes the last factor of someone under the policy', async () => {
      const edu = await person('EDITOR');
      const first = await addPasskey(world.strictApp, edu, 'Notebook');
      await expectRefusal(
        await remove(first.access_token, first.passkey.id, world.strictApp),
        409,
        'O seu perfil exige verificação em duas etapas: adicione outra chave ou o aplicativo antes de remover este método.',
      );
      expect(await passkeysOf(edu.user.id)).toHaveLength(1);

      // With a second passkey, the first can go; the second is then the last.
      const phone = { token: first.access_token, authenticator: createFakeAuthenticator() };
      const second = await addPasskey(world.strictApp, phone, 'Celular');
      const removed = await remove(second.access_token, first.passkey.id, world.strictApp);
      expect(removed.status).toBe(200);
      const { access_token } = factorChangeResponse.parse(await removed.json());
      await expectRefusal(
        await remove(access_token, second.passkey.id, world.strictApp),
        409,
        secondFactorTexts.lastFactor,
      );

      // The authenticator app counts as another factor.
      await world.db.update(users).set({ totpSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(users.id, edu.user.id));
      expect((await remove(access_token, second.passkey.id, world.strictApp)).status).toBe(200);
      expect(await passkeysOf(edu.user.id)).toEqual([]);
    });

    it('removes the only passkey of someone the policy does not cover', async () => {
      const ana = await person();
      const added = await addPasskey(world.strictApp, ana, 'Notebook');
      expect((await remove(added.access_token, added.passkey.id, world.strictApp)).status).toBe(200);
    });
  });
});
