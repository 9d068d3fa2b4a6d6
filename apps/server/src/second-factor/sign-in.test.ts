import {
  errorResponse,
  loginResponse,
  secondFactorPaths,
  securityResponse,
  sessionClaims,
  setupTotpConfirmResponse,
  totpSetupResponse,
} from '@product/api/contract';
import { formatRecoveryCode, secondFactorTexts } from '@product/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginLimitMessages } from '../auth/service';
import { endSessions } from '../auth/sessions';
import { providerAccountId } from '../db/bootstrap';
import { clients, loginAttempts, passkeys, recoveryCodes, users } from '../db/schema';
import { errorMessages } from '../http/errors';
import {
  bearer,
  databaseKinds,
  errorBodyOf,
  insertUser,
  jsonPost,
  type TestUser,
  testSecret,
  tokenFor,
} from '../testing/harness';
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
import { signMfaToken } from './mfa-token';
import { recoveryCodeHash } from './recovery-codes';

describe.each(databaseKinds)('sign-in with a second factor on %s', (kind) => {
  const world = secondFactorWorld(kind);
  /** A client ADMIN with the app on. */
  let ana: TestUser;
  /** A client USER without any factor. */
  let bia: TestUser;
  /** An EDITOR (staff, under the staff policy) without any factor. */
  let edu: TestUser;
  let anaSecret: string;
  let anaCodes: string[];

  beforeAll(async () => {
    ana = await insertUser(world.db, {
      email: 'ana@padaria.test',
      accessRole: 'ADMIN',
      clientId: world.accountId,
      name: 'Ana',
    });
    bia = await insertUser(world.db, { email: 'bia@padaria.test', accessRole: 'USER', clientId: world.accountId });
    edu = await insertUser(world.db, {
      email: 'edu@conforma.test',
      accessRole: 'EDITOR',
      clientId: providerAccountId,
      name: 'Edu',
    });
  });
  beforeEach(async () => {
    ({ secret: anaSecret, codes: anaCodes } = await giveTotp(world.db, ana.id));
    await awayFromStepEdge();
  });
  afterEach(() => {
    expect(world.errors).toEqual([]);
  });

  /** A step token as the login would sign it for the person now. */
  async function tokenOf(user: TestUser, purpose: 'verify' | 'setup'): Promise<string> {
    const [row] = await world.db.select({ sv: users.sessionVersion }).from(users).where(eq(users.id, user.id));
    return signMfaToken({ userId: user.id, sv: row?.sv ?? 0, purpose }, testSecret);
  }
  const verify = (body: unknown, app = world.app) => app.request(secondFactorPaths.verify, jsonPost(body));
  async function expectSession(response: Response, user: TestUser) {
    expect(response.status).toBe(200);
    const { access_token } = loginResponse.parse(await response.json());
    expect(sessionClaims.parse(decodeJwt(access_token)).id).toBe(user.id);
    const security = await world.app.request(secondFactorPaths.security, bearer(access_token));
    expect(security.status).toBe(200);
    return access_token;
  }

  describe('the login answer', () => {
    it('is the session for someone without a factor whom no policy concerns', async () => {
      const answer = await signIn(world.app, bia);
      expect(Object.keys(answer)).toEqual(['access_token']);
      const staff = await signIn(world.app, edu);
      expect(Object.keys(staff)).toEqual(['access_token']);
    });

    it('asks for the second step, with no session, when the person has the app', async () => {
      for (const app of [world.app, world.strictApp]) {
        const answer = await signIn(app, ana);
        expect(answer).toEqual({ second_factor: 'verify', mfa_token: expect.any(String), methods: ['totp'] });
        expect(answer).not.toHaveProperty('access_token');
      }
    });

    it('names the passkey too when the person has one', async () => {
      await world.db.insert(passkeys).values({
        userId: ana.id,
        credentialId: 'credencial-da-ana',
        publicKey: 'chave',
        name: 'Notebook',
      });
      try {
        expect(await signIn(world.app, ana)).toMatchObject({ second_factor: 'verify', methods: ['totp', 'passkey'] });
      } finally {
        await world.db.delete(passkeys).where(eq(passkeys.userId, ana.id));
      }
    });

    it('asks staff under MFA_REQUIRED_ROLES to set a factor up first, and no one else', async () => {
      expect(await signIn(world.strictApp, edu)).toEqual({
        second_factor: 'setup',
        mfa_token: expect.any(String),
        methods: ['totp', 'passkey'],
      });
      expect(Object.keys(await signIn(world.strictApp, bia))).toEqual(['access_token']);
      // The default administrator is under it too.
      expect(await signIn(world.strictApp, world.admin)).toMatchObject({ second_factor: 'setup' });
    });

    it('asks the users of an account that requires it to set a factor up, even without the role policy', async () => {
      await world.db.update(clients).set({ mfaRequired: true }).where(eq(clients.id, world.accountId));
      try {
        expect(await signIn(world.app, bia)).toMatchObject({ second_factor: 'setup' });
      } finally {
        await world.db.update(clients).set({ mfaRequired: false }).where(eq(clients.id, world.accountId));
      }
    });
  });

  describe('the second step with the app', () => {
    it('opens the session with the code the app shows now', async () => {
      const token = await stepToken(world.app, ana, 'verify');
      const access_token = await expectSession(await verify({ mfa_token: token, code: codeAt(anaSecret) }), ana);
      expect(sessionClaims.parse(decodeJwt(access_token))).toMatchObject({
        current_client_id: world.accountId,
        access_role: 'ADMIN',
      });
      // A code is not an event worth logging; the recovery code is.
      expect(await activityOf(world.db, ana.id)).toEqual([]);
    });

    it('takes the code with spaces, as the app shows it', async () => {
      const token = await stepToken(world.app, ana, 'verify');
      const code = codeAt(anaSecret);
      await expectSession(await verify({ mfa_token: token, code: ` ${code.slice(0, 3)} ${code.slice(3)} ` }), ana);
    });

    it('never accepts the same code twice, even with a new sign-in', async () => {
      const code = codeAt(anaSecret);
      await expectSession(await verify({ mfa_token: await stepToken(world.app, ana, 'verify'), code }), ana);
      const again = await verify({ mfa_token: await stepToken(world.app, ana, 'verify'), code });
      await expectRefusal(again, 401, secondFactorTexts.wrongCode);
    });

    it('accepts a code of one step before or after, and not one older than the last accepted', async () => {
      const now = Date.now();
      await expectSession(
        await verify({ mfa_token: await stepToken(world.app, ana, 'verify'), code: codeAt(anaSecret, now - 30_000) }),
        ana,
      );
      await expectSession(
        await verify({ mfa_token: await stepToken(world.app, ana, 'verify'), code: codeAt(anaSecret, now + 30_000) }),
        ana,
      );
      // Now's code is right, but older than the one just accepted.
      const older = await verify({
        mfa_token: await stepToken(world.app, ana, 'verify'),
        code: codeAt(anaSecret, now),
      });
      await expectRefusal(older, 401, secondFactorTexts.wrongCode);
    });

    it('refuses a code from two steps away and a wrong code', async () => {
      const token = await stepToken(world.app, ana, 'verify');
      await expectRefusal(
        await verify({ mfa_token: token, code: codeAt(anaSecret, Date.now() - 60_000) }),
        401,
        secondFactorTexts.wrongCode,
      );
      await expectRefusal(
        await verify({ mfa_token: token, code: codeAt(anaSecret, Date.now() + 90_000) }),
        401,
        secondFactorTexts.wrongCode,
      );
      const wrong = codeAt(anaSecret) === '000000' ? '111111' : '000000';
      await expectRefusal(await verify({ mfa_token: token, code: wrong }), 401, secondFactorTexts.wrongCode);
      // The token is still good for the right code.
      await expectSession(await verify({ mfa_token: token, code: codeAt(anaSecret) }), ana);
    });

    it('refuses what is neither 6 digits nor a recovery code, without counting it', async () => {
      const token = await stepToken(world.app, ana, 'verify');
      const before = await world.db.select().from(loginAttempts);
      for (const code of ['12345', '1234567', 'abc', 'k7m2p-9xq4', 'k7m2p-9xq4t0', '']) {
        const response = await verify({ mfa_token: token, code });
        expect(response.status).toBe(400);
        expect(errorResponse.parse(await response.json()).message).toBe(secondFactorTexts.codeFormat);
      }
      expect(await world.db.select().from(loginAttempts)).toHaveLength(before.length);
    });

    it('counts every guess in the sign-in limit: after 10 failures even the right code is refused', async () => {
      const token = await stepToken(world.app, ana, 'verify');
      const wrong = codeAt(anaSecret) === '000000' ? '111111' : '000000';
      // The password's attempt stays counted until the step succeeds: with 9 wrong codes, 10 failures.
      for (let guess = 0; guess < 9; guess += 1) {
        await expectRefusal(await verify({ mfa_token: token, code: wrong }), 401, secondFactorTexts.wrongCode);
      }
      await expectRefusal(await verify({ mfa_token: token, code: codeAt(anaSecret) }), 429, loginLimitMessages.window);
      await expectRefusal(await verify({ mfa_token: token, code: anaCodes[0] ?? '' }), 429, loginLimitMessages.window);
      const attempts = await world.db.select().from(loginAttempts).where(eq(loginAttempts.email, ana.email));
      expect(attempts.filter((attempt) => !attempt.succeeded)).toHaveLength(10);
    });

    it('clears the failures of the pair once the step succeeds', async () => {
      const token = await stepToken(world.app, ana, 'verify');
      await expectSession(await verify({ mfa_token: token, code: codeAt(anaSecret) }), ana);
      const attempts = await world.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.email, ana.email))
        .orderBy(loginAttempts.id);
      expect(attempts.map((attempt) => attempt.succeeded)).toEqual([false, true]);
    });
  });

  describe('recovery codes', () => {
    it('each opens the session once, is logged, and leaves the others', async () => {
      const code = formatRecoveryCode(anaCodes[3] ?? '');
      await expectSession(await verify({ mfa_token: await stepToken(world.app, ana, 'verify'), code }), ana);
      const again = await verify({ mfa_token: await stepToken(world.app, ana, 'verify'), code });
      await expectRefusal(again, 401, secondFactorTexts.wrongRecoveryCode);
      const rows = await world.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, ana.id));
      expect(rows.filter((row) => row.usedAt !== null).map((row) => row.codeHash)).toEqual([
        recoveryCodeHash(anaCodes[3] ?? ''),
      ]);
      expect(await activityOf(world.db, ana.id)).toEqual([
        {
          action: 'user.recovery_code_sign_in',
          details: 'Entrou com um código de recuperação',
          userId: ana.id,
          clientId: world.accountId,
          entityType: 'user',
          entityId: ana.id,
        },
      ]);
      // Typed in capitals, without the dash: still the same kind of code, another one of the set.
      const other = (anaCodes[4] ?? '').toUpperCase();
      await expectSession(await verify({ mfa_token: await stepToken(world.app, ana, 'verify'), code: other }), ana);
    });

    it("refuses a code that is not the person's", async () => {
      const { codes } = await giveTotp(world.db, bia.id);
      const response = await verify({ mfa_token: await stepToken(world.app, ana, 'verify'), code: codes[0] });
      await expectRefusal(response, 401, secondFactorTexts.wrongRecoveryCode);
      await world.db.update(users).set({ totpSecret: null }).where(eq(users.id, bia.id));
      await world.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, bia.id));
    });
  });

  describe('the step token', () => {
    it('is void once the session version changes (a password change or a reset)', async () => {
      const token = await stepToken(world.app, ana, 'verify');
      await endSessions(world.db, ana.id);
      await expectRefusal(
        await verify({ mfa_token: token, code: codeAt(anaSecret) }),
        401,
        secondFactorTexts.stepExpired,
      );
    });

    it('stops working for a person disabled meanwhile', async () => {
      const token = await stepToken(world.app, ana, 'verify');
      await world.db.update(users).set({ enabled: false }).where(eq(users.id, ana.id));
      try {
        const response = await verify({ mfa_token: token, code: codeAt(anaSecret) });
        expect(response.status).toBe(401);
      } finally {
        await world.db.update(users).set({ enabled: true }).where(eq(users.id, ana.id));
      }
    });

    it('is not a session token, and a session token is not a step token', async () => {
      const token = await stepToken(world.app, ana, 'verify');
      const asSession = await world.app.request(secondFactorPaths.security, bearer(token));
      expect(asSession.status).toBe(401);
      expect(errorResponse.parse(await asSession.json())).toEqual(errorBodyOf(errorMessages.invalidSession));
      const session = await tokenFor(ana, 'ADMIN', { clientId: world.accountId });
      await expectRefusal(
        await verify({ mfa_token: session, code: codeAt(anaSecret) }),
        401,
        secondFactorTexts.stepExpired,
      );
    });

    it('opens only the step it was made for', async () => {
      const setupToken = await tokenOf(ana, 'setup');
      await expectRefusal(
        await verify({ mfa_token: setupToken, code: codeAt(anaSecret) }),
        401,
        secondFactorTexts.stepExpired,
      );
      const verifyToken = await stepToken(world.strictApp, ana, 'verify');
      const setup = await world.strictApp.request(secondFactorPaths.setupTotp, jsonPost({ mfa_token: verifyToken }));
      await expectRefusal(setup, 401, secondFactorTexts.stepExpired);
    });
  });

  describe('the set-up the policy asks for', () => {
    const setupTotp = (mfa_token: string) =>
      world.strictApp.request(secondFactorPaths.setupTotp, jsonPost({ mfa_token }));
    const confirm = (mfa_token: string, code: string) =>
      world.strictApp.request(secondFactorPaths.setupTotpConfirm, jsonPost({ mfa_token, code }));

    it('leads staff from the password to the app, the recovery codes and the session', async () => {
      const token = await stepToken(world.strictApp, edu, 'setup');
      const started = await setupTotp(token);
      expect(started.status).toBe(200);
      const { secret, otpauth_uri } = totpSetupResponse.parse(await started.json());
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const uri = new URL(otpauth_uri);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.host).toBe('totp');
      expect(decodeURIComponent(uri.pathname)).toBe('/Conforma:edu@conforma.test');
      expect(Object.fromEntries(uri.searchParams)).toEqual({
        issuer: 'Conforma',
        secret,
        algorithm: 'SHA1',
        digits: '6',
        period: '30',
      });
      // Not on until a code confirms it: the next sign-in would still ask for the set-up.
      expect(await signIn(world.strictApp, edu)).toMatchObject({ second_factor: 'setup' });

      const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
      await expectRefusal(await confirm(token, wrong), 400, secondFactorTexts.wrongCode);
      const code = codeAt(secret);
      const confirmed = await confirm(token, code);
      expect(confirmed.status).toBe(200);
      const { access_token, recovery_codes } = setupTotpConfirmResponse.parse(await confirmed.json());
      expect(recovery_codes).toHaveLength(10);
      expect(new Set(recovery_codes).size).toBe(10);
      for (const shown of recovery_codes) expect(shown).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
      const stored = await world.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, edu.id));
      expect(stored.map((row) => row.codeHash).sort()).toEqual(
        recovery_codes.map((shown) => recoveryCodeHash(shown.replace('-', ''))).sort(),
      );

      const security = await world.strictApp.request(secondFactorPaths.security, bearer(access_token));
      expect(securityResponse.parse(await security.json())).toEqual({
        totp: { enabled: true, recoveryCodesLeft: 10 },
        passkeys: [],
        required: true,
      });
      expect((await activityOf(world.db, edu.id)).map((entry) => entry.details)).toEqual([
        'Ativou a verificação em duas etapas (aplicativo autenticador)',
      ]);
      // The set-up token is spent: every session before this one ended with it.
      await expectRefusal(await setupTotp(token), 401, secondFactorTexts.stepExpired);

      // Next time: the password, then a code (not the one that confirmed the app) or a recovery code.
      const next = await stepToken(world.strictApp, edu, 'verify');
      await expectRefusal(await verify({ mfa_token: next, code }, world.strictApp), 401, secondFactorTexts.wrongCode);
      await expectSession(await verify({ mfa_token: next, code: recovery_codes[0] }, world.strictApp), edu);
    });

    it('counts the confirming codes in the sign-in limit', async () => {
      const person = await world.newPerson('PARTNER');
      const token = await stepToken(world.strictApp, person, 'setup');
      const { secret } = totpSetupResponse.parse(await (await setupTotp(token)).json());
      const wrong = codeAt(secret) === '000000' ? '111111' : '000000';
      for (let guess = 0; guess < 9; guess += 1) {
        await expectRefusal(await confirm(token, wrong), 400, secondFactorTexts.wrongCode);
      }
      await expectRefusal(await confirm(token, codeAt(secret)), 429, loginLimitMessages.window);
    });

    it('refuses a confirmation before the secret was asked for', async () => {
      const person = await world.newPerson('AFFINITY');
      const token = await stepToken(world.strictApp, person, 'setup');
      await expectRefusal(await confirm(token, '123456'), 400, secondFactorTexts.totpNotStarted);
    });

    it('is void once the policy no longer applies, and for someone who already has the app', async () => {
      const token = await tokenOf(bia, 'setup');
      await expectRefusal(await setupTotp(token), 401, secondFactorTexts.stepExpired);
      const anaToken = await tokenOf(ana, 'setup');
      await world.db.update(clients).set({ mfaRequired: true }).where(eq(clients.id, world.accountId));
      try {
        await expectRefusal(await setupTotp(anaToken), 409, secondFactorTexts.totpAlreadyOn);
      } finally {
        await world.db.update(clients).set({ mfaRequired: false }).where(eq(clients.id, world.accountId));
      }
    });

    it('is not a way into the account without a code', async () => {
      const person = await world.newPerson('EDITOR');
      const token = await stepToken(world.strictApp, person, 'setup');
      const asSession = await world.strictApp.request(secondFactorPaths.security, bearer(token));
      expect(asSession.status).toBe(401);
    });
  });
});
