import {
  factorChangeResponse,
  loginResponse,
  recoveryCodesResponse,
  secondFactorPaths,
  securityResponse,
  sessionClaims,
  totpSetupResponse,
} from '@product/api/contract';
import { secondFactorTexts, toWireDate } from '@product/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clients, passkeys, recoveryCodes, users } from '../db/schema';
import { errorMessages } from '../http/errors';
import { bearer, databaseKinds, insertUser, jsonPost } from '../testing/harness';
import {
  activityOf,
  awayFromStepEdge,
  codeAt,
  expectRefusal,
  giveTotp,
  secondFactorWorld,
  signIn,
  stepToken,
} from '../testing/second-factor-world';

describe.each(databaseKinds)("My account's 'Segurança do acesso' on %s", (kind) => {
  const world = secondFactorWorld(kind);

  beforeEach(async () => {
    await awayFromStepEdge();
  });
  afterEach(() => {
    expect(world.errors).toEqual([]);
  });

  /** A new person without a factor, and a session of theirs (the app without the policy hands it out). */
  async function signedIn(options: { role?: 'ADMIN' | 'USER' | 'EDITOR'; name?: string } = {}) {
    const user = await world.newPerson(options.role ?? 'ADMIN', { name: options.name });
    const answer = await signIn(world.app, user);
    if (!('access_token' in answer)) throw new Error('expected a session');
    return { user, app: world.app, token: answer.access_token };
  }
  const call = (app: typeof world.app, path: string, token: string, init: RequestInit = {}) =>
    app.request(path, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } });
  const post = (app: typeof world.app, path: string, token: string, body?: unknown) =>
    call(app, path, token, body === undefined ? { method: 'POST' } : jsonPost(body));
  async function security(app: typeof world.app, token: string) {
    const response = await call(app, secondFactorPaths.security, token);
    expect(response.status).toBe(200);
    return securityResponse.parse(await response.json());
  }
  /** Starts and confirms the app through My account; answers the secret, the new token and the codes. */
  async function turnOn(app: typeof world.app, token: string) {
    const started = await post(app, secondFactorPaths.totp, token);
    expect(started.status).toBe(200);
    const { secret } = totpSetupResponse.parse(await started.json());
    const confirmed = await post(app, secondFactorPaths.totpConfirm, token, { code: codeAt(secret) });
    expect(confirmed.status).toBe(200);
    const answer = recoveryCodesResponse.parse(await confirmed.json());
    return { secret, token: answer.access_token, codes: answer.recovery_codes, message: answer.message };
  }

  describe('GET security', () => {
    it('shows no factor and no requirement for someone new', async () => {
      const { app, token } = await signedIn();
      expect(await security(app, token)).toEqual({
        totp: { enabled: false, recoveryCodesLeft: 0 },
        passkeys: [],
        required: false,
      });
    });

    it('lists the passkeys with their dates, the codes left and the requirement', async () => {
      const { user, token } = await signedIn({ role: 'EDITOR' });
      await giveTotp(world.db, user.id);
      const [used] = await world.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)).limit(1);
      await world.db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(eq(recoveryCodes.id, used?.id ?? 0));
      await world.db.insert(passkeys).values([
        {
          userId: user.id,
          credentialId: `cred-${user.id}-a`,
          publicKey: 'k',
          name: 'Notebook do escritório',
          backedUp: true,
          createdAt: new Date('2025-03-01T12:00:00Z'),
          lastUsedAt: new Date('2025-03-05T08:30:00Z'),
        },
        {
          userId: user.id,
          credentialId: `cred-${user.id}-b`,
          publicKey: 'k',
          name: 'Chave USB',
          createdAt: new Date('2025-03-02T12:00:00Z'),
        },
      ]);
      // Another person's passkey is not listed.
      const other = await insertUser(world.db, { email: 'outra@conforma.test', accessRole: 'USER', clientId: null });
      await world.db
        .insert(passkeys)
        .values({ userId: other.id, credentialId: 'cred-outra', publicKey: 'k', name: 'X' });
      // The passkeys were added behind the person's back (no session ended): the token still works.
      const answer = await security(world.strictApp, token);
      expect(answer).toEqual({
        totp: { enabled: true, recoveryCodesLeft: 9 },
        passkeys: [
          {
            id: expect.any(Number),
            name: 'Notebook do escritório',
            createdAt: toWireDate(new Date('2025-03-01T12:00:00Z')),
            lastUsedAt: toWireDate(new Date('2025-03-05T08:30:00Z')),
            backedUp: true,
          },
          {
            id: expect.any(Number),
            name: 'Chave USB',
            createdAt: toWireDate(new Date('2025-03-02T12:00:00Z')),
            lastUsedAt: null,
            backedUp: false,
          },
        ],
        required: true,
      });
      // Without the policy for the role, the same person is not required.
      expect((await security(world.app, token)).required).toBe(false);
    });

    it('says a client user is required when their account requires it', async () => {
      const { token } = await signedIn({ role: 'USER' });
      await world.db.update(clients).set({ mfaRequired: true }).where(eq(clients.id, world.accountId));
      try {
        expect((await security(world.app, token)).required).toBe(true);
      } finally {
        await world.db.update(clients).set({ mfaRequired: false }).where(eq(clients.id, world.accountId));
      }
    });

    it('needs a session', async () => {
      const response = await world.app.request(secondFactorPaths.security);
      await expectRefusal(response, 401, errorMessages.invalidSession);
    });
  });

  describe('turning the app on', () => {
    it('keeps the secret pending until a first code confirms it', async () => {
      const { user, app, token } = await signedIn({ name: 'Joana' });
      const started = await post(app, secondFactorPaths.totp, token);
      expect(started.status).toBe(200);
      const { secret, otpauth_uri } = totpSetupResponse.parse(await started.json());
      expect(otpauth_uri).toContain(`secret=${secret}`);
      expect(otpauth_uri).toContain(encodeURIComponent(user.email));
      expect((await security(app, token)).totp.enabled).toBe(false);
      // The sign-in does not ask for it yet.
      expect(Object.keys(await signIn(app, user))).toEqual(['access_token']);
      // A new start replaces the pending secret: the first one's codes no longer confirm.
      const restarted = totpSetupResponse.parse(await (await post(app, secondFactorPaths.totp, token)).json());
      expect(restarted.secret).not.toBe(secret);
      await expectRefusal(
        await post(app, secondFactorPaths.totpConfirm, token, { code: codeAt(secret) }),
        400,
        secondFactorTexts.wrongCode,
      );
    });

    it('confirms with a code: codes shown once, logged, other sessions ended, this tab goes on', async () => {
      const { user, app, token } = await signedIn({ name: 'Karla' });
      const other = await signIn(app, user);
      if (!('access_token' in other)) throw new Error('expected a session');
      const on = await turnOn(app, token);
      expect(on.message).toBe(secondFactorTexts.totpEnabled);
      expect(on.codes).toHaveLength(10);
      expect(sessionClaims.parse(decodeJwt(on.token))).toMatchObject({
        id: user.id,
        current_client_id: world.accountId,
      });
      // Every older token ends, this call's own included; the answer's token goes on.
      await expectRefusal(await call(app, secondFactorPaths.security, token), 401, errorMessages.invalidSession);
      await expectRefusal(
        await call(app, secondFactorPaths.security, other.access_token),
        401,
        errorMessages.invalidSession,
      );
      expect(await security(app, on.token)).toEqual({
        totp: { enabled: true, recoveryCodesLeft: 10 },
        passkeys: [],
        required: false,
      });
      expect(await activityOf(world.db, user.id)).toEqual([
        {
          action: 'user.totp_enable',
          details: 'Ativou a verificação em duas etapas (aplicativo autenticador)',
          userId: user.id,
          clientId: world.accountId,
          entityType: 'user',
          entityId: user.id,
        },
      ]);
      // The next sign-in asks for a code; the one that confirmed the app is spent.
      const step = await stepToken(app, user, 'verify');
      const replay = await app.request(
        secondFactorPaths.verify,
        jsonPost({ mfa_token: step, code: codeAt(on.secret) }),
      );
      expect(replay.status).toBe(401);
      const byCode = await app.request(secondFactorPaths.verify, jsonPost({ mfa_token: step, code: on.codes[9] }));
      expect(loginResponse.parse(await byCode.json()).access_token).toEqual(expect.any(String));
    });

    it('refuses a confirmation without a start, with a wrong code, and a second start or confirmation', async () => {
      const { app, token } = await signedIn();
      await expectRefusal(
        await post(app, secondFactorPaths.totpConfirm, token, { code: '123456' }),
        400,
        secondFactorTexts.totpNotStarted,
      );
      const { secret } = totpSetupResponse.parse(await (await post(app, secondFactorPaths.totp, token)).json());
      const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
      for (const code of [wrong, 'abcdef', '12345']) {
        await expectRefusal(
          await post(app, secondFactorPaths.totpConfirm, token, { code }),
          400,
          secondFactorTexts.wrongCode,
        );
      }
      await expectRefusal(await post(app, secondFactorPaths.totpConfirm, token, {}), 400, secondFactorTexts.wrongCode);
      const confirmed = await post(app, secondFactorPaths.totpConfirm, token, { code: codeAt(secret) });
      const renewed = recoveryCodesResponse.parse(await confirmed.json()).access_token;
      await expectRefusal(await post(app, secondFactorPaths.totp, renewed), 409, secondFactorTexts.totpAlreadyOn);
      await expectRefusal(
        await post(app, secondFactorPaths.totpConfirm, renewed, { code: codeAt(secret) }),
        409,
        secondFactorTexts.totpAlreadyOn,
      );
    });
  });

  describe('new recovery codes', () => {
    it('replace every earlier code, are logged and end the other sessions', async () => {
      const { user, app, token } = await signedIn({ name: 'Lia' });
      await expectRefusal(await post(app, secondFactorPaths.recoveryCodes, token), 409, secondFactorTexts.totpNotOn);
      const on = await turnOn(app, token);
      const renewed = await post(app, secondFactorPaths.recoveryCodes, on.token);
      expect(renewed.status).toBe(200);
      const answer = recoveryCodesResponse.parse(await renewed.json());
      expect(answer.message).toBe(secondFactorTexts.recoveryCodesRenewed);
      expect(answer.recovery_codes).toHaveLength(10);
      expect(answer.recovery_codes.filter((code) => on.codes.includes(code))).toEqual([]);
      await expectRefusal(await call(app, secondFactorPaths.security, on.token), 401, errorMessages.invalidSession);
      expect((await security(app, answer.access_token)).totp.recoveryCodesLeft).toBe(10);
      expect((await activityOf(world.db, user.id)).map((entry) => entry.details)).toEqual([
        'Ativou a verificação em duas etapas (aplicativo autenticador)',
        'Gerou novos códigos de recuperação',
      ]);
      const step = await stepToken(app, user, 'verify');
      const old = await app.request(secondFactorPaths.verify, jsonPost({ mfa_token: step, code: on.codes[0] }));
      await expectRefusal(old, 401, secondFactorTexts.wrongRecoveryCode);
      const fresh = await app.request(
        secondFactorPaths.verify,
        jsonPost({ mfa_token: step, code: answer.recovery_codes[0] }),
      );
      expect(fresh.status).toBe(200);
    });
  });

  describe('turning the app off', () => {
    it('removes the app and its codes, logs it, ends the other sessions and e-mails the person', async () => {
      const { user, app, token } = await signedIn({ name: 'Marta' });
      await expectRefusal(
        await call(app, secondFactorPaths.totp, token, { method: 'DELETE' }),
        409,
        secondFactorTexts.totpNotOn,
      );
      const on = await turnOn(app, token);
      const sentBefore = world.sent.length;
      const response = await call(app, secondFactorPaths.totp, on.token, { method: 'DELETE' });
      expect(response.status).toBe(200);
      const answer = factorChangeResponse.parse(await response.json());
      expect(answer.message).toBe(secondFactorTexts.totpDisabled);
      await expectRefusal(await call(app, secondFactorPaths.security, on.token), 401, errorMessages.invalidSession);
      expect(await security(app, answer.access_token)).toEqual({
        totp: { enabled: false, recoveryCodesLeft: 0 },
        passkeys: [],
        required: false,
      });
      const [row] = await world.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpLastStep: null });
      expect(await world.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
      expect((await activityOf(world.db, user.id)).map((entry) => entry.details)).toEqual([
        'Ativou a verificação em duas etapas (aplicativo autenticador)',
        'Desativou a verificação em duas etapas (aplicativo autenticador)',
      ]);
      expect(world.sent.slice(sentBefore)).toEqual([
        {
          to: user.email,
          subject: 'Conforma: Verificação em duas etapas desativada',
          text: expect.stringContaining('O aplicativo autenticador e os códigos de recuperação foram desativados'),
          html: expect.stringContaining('<p>Olá, Marta.</p>'),
        },
      ]);
      // The password alone opens the account again.
      expect(Object.keys(await signIn(app, user))).toEqual(['access_token']);
    });

    it('refuses to remove the last factor of someone under the policy, and allows it with a passkey left', async () => {
      const { user, token } = await signedIn({ role: 'EDITOR', name: 'Nina' });
      const on = await turnOn(world.strictApp, token);
      const sentBefore = world.sent.length;
      const refused = await call(world.strictApp, secondFactorPaths.totp, on.token, { method: 'DELETE' });
      await expectRefusal(refused, 409, secondFactorTexts.lastFactor);
      // Nothing changed: the token still works, the app is on, no e-mail.
      expect((await security(world.strictApp, on.token)).totp).toEqual({ enabled: true, recoveryCodesLeft: 10 });
      expect(world.sent.length).toBe(sentBefore);
      await world.db
        .insert(passkeys)
        .values({ userId: user.id, credentialId: `cred-${user.id}`, publicKey: 'k', name: 'Celular' });
      const allowed = await call(world.strictApp, secondFactorPaths.totp, on.token, { method: 'DELETE' });
      expect(allowed.status).toBe(200);
    });

    it('refuses it too for a client user whose account requires a factor', async () => {
      const { token } = await signedIn({ role: 'USER' });
      const on = await turnOn(world.app, token);
      await world.db.update(clients).set({ mfaRequired: true }).where(eq(clients.id, world.accountId));
      try {
        const refused = await call(world.app, secondFactorPaths.totp, on.token, { method: 'DELETE' });
        await expectRefusal(refused, 409, secondFactorTexts.lastFactor);
      } finally {
        await world.db.update(clients).set({ mfaRequired: false }).where(eq(clients.id, world.accountId));
      }
    });
  });

  it('keeps each operation to a session: no token, no change', async () => {
    for (const [path, method] of [
      [secondFactorPaths.totp, 'POST'],
      [secondFactorPaths.totpConfirm, 'POST'],
      [secondFactorPaths.totp, 'DELETE'],
      [secondFactorPaths.recoveryCodes, 'POST'],
    ] as const) {
      const response = await world.app.request(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: '123456' }),
      });
      expect(response.status).toBe(401);
    }
  });

  it('answers step tokens with 401 here', async () => {
    const user = await world.newPerson('EDITOR');
    const step = await stepToken(world.strictApp, user, 'setup');
    await expectRefusal(
      await call(world.strictApp, secondFactorPaths.totp, step, { method: 'POST' }),
      401,
      errorMessages.invalidSession,
    );
    const read = await world.app.request(secondFactorPaths.security, bearer(step));
    await expectRefusal(read, 401, errorMessages.invalidSession);
  });
});
