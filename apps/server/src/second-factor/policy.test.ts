import { clientSecurityPolicy, secondFactorPaths, secondFactorResetResponse } from '@product/api/contract';
import { authTexts, clientAreaTexts, secondFactorTexts } from '@product/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signSession } from '../auth/tokens';
import { providerAccountId } from '../db/bootstrap';
import { activityLogs, clients, passkeys, recoveryCodes, users } from '../db/schema';
import { errorMessages } from '../http/errors';
import { bearer, databaseKinds, insertUser, jsonPost, type TestUser, testSecret } from '../testing/harness';
import { activityOf, expectRefusal, giveTotp, secondFactorWorld, signIn } from '../testing/second-factor-world';

describe.each(databaseKinds)('the administrator reset and the account policy on %s', (kind) => {
  const world = secondFactorWorld(kind);
  let olga: TestUser;
  let edu: TestUser;
  let bia: TestUser;
  let otherAdmin: TestUser;

  beforeAll(async () => {
    olga = await insertUser(world.db, {
      email: 'olga@padaria.test',
      accessRole: 'ADMIN',
      clientId: world.accountId,
      name: 'Olga',
    });
    edu = await insertUser(world.db, {
      email: 'edu@conforma.test',
      accessRole: 'EDITOR',
      clientId: providerAccountId,
      name: 'Edu',
    });
    bia = await insertUser(world.db, { email: 'bia@padaria.test', accessRole: 'USER', clientId: world.accountId });
    otherAdmin = await insertUser(world.db, {
      email: 'rui@mercado.test',
      accessRole: 'ADMIN',
      clientId: world.otherAccountId,
    });
  });
  afterEach(() => {
    expect(world.errors).toEqual([]);
  });

  /** A session of someone without a factor (the app without the policy). */
  async function sessionOf(user: { email: string; password: string }): Promise<string> {
    const answer = await signIn(world.app, user);
    if (!('access_token' in answer)) throw new Error(`expected a session for ${user.email}`);
    return answer.access_token;
  }
  const reset = (id: number, token: string) =>
    world.app.request(secondFactorPaths.adminReset(id), { method: 'POST', headers: bearer(token).headers });
  const stillSignedIn = async (token: string) =>
    (await world.app.request(secondFactorPaths.security, bearer(token))).status;

  describe('the administrator reset', () => {
    it("removes every factor, ends all the person's sessions, logs it and e-mails them", async () => {
      const olgaToken = await sessionOf(olga);
      await giveTotp(world.db, olga.id);
      await world.db
        .insert(passkeys)
        .values({ userId: olga.id, credentialId: 'cred-olga', publicKey: 'k', name: 'Celular perdido' });
      const adminToken = await sessionOf(world.admin);
      const sentBefore = world.sent.length;

      const response = await reset(olga.id, adminToken);
      expect(response.status).toBe(200);
      expect(secondFactorResetResponse.parse(await response.json())).toEqual({
        message: secondFactorTexts.secondFactorReset,
      });
      expect(await stillSignedIn(olgaToken)).toBe(401);
      expect(await stillSignedIn(adminToken)).toBe(200);
      const [row] = await world.db.select().from(users).where(eq(users.id, olga.id));
      expect(row).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpLastStep: null });
      expect(await world.db.select().from(passkeys).where(eq(passkeys.userId, olga.id))).toEqual([]);
      expect(await world.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, olga.id))).toEqual([]);
      expect((await activityOf(world.db, world.admin.id)).at(-1)).toEqual({
        action: 'user.second_factor_reset',
        details: `Redefiniu a verificação em duas etapas de 'Olga' (ID ${olga.id})`,
        userId: world.admin.id,
        clientId: world.accountId,
        entityType: 'user',
        entityId: olga.id,
      });
      expect(world.sent.slice(sentBefore)).toEqual([
        {
          to: 'olga@padaria.test',
          subject: 'Conforma: Verificação em duas etapas desativada',
          text: expect.stringContaining(
            'Um administrador do Conforma removeu as chaves de acesso, o aplicativo autenticador e os códigos de recuperação da sua conta.',
          ),
          html: expect.stringContaining('<p>Olá, Olga.</p>'),
        },
      ]);
      // The password alone opens the account again; under the account's switch, the set-up comes first.
      expect(Object.keys(await signIn(world.app, olga))).toEqual(['access_token']);
      await world.db.update(clients).set({ mfaRequired: true }).where(eq(clients.id, world.accountId));
      try {
        expect(await signIn(world.app, olga)).toMatchObject({ second_factor: 'setup' });
      } finally {
        await world.db.update(clients).set({ mfaRequired: false }).where(eq(clients.id, world.accountId));
      }
    });

    it('leads staff under the policy through the set-up again', async () => {
      await giveTotp(world.db, edu.id);
      expect(await signIn(world.strictApp, edu)).toMatchObject({ second_factor: 'verify' });
      expect((await reset(edu.id, await sessionOf(world.admin))).status).toBe(200);
      expect(await signIn(world.strictApp, edu)).toMatchObject({ second_factor: 'setup' });
    });

    it('voids a step token handed out before it', async () => {
      await giveTotp(world.db, bia.id);
      const answer = await signIn(world.app, bia);
      if (!('mfa_token' in answer)) throw new Error('expected the second step');
      expect((await reset(bia.id, await sessionOf(world.admin))).status).toBe(200);
      const response = await world.app.request(
        secondFactorPaths.verify,
        jsonPost({ mfa_token: answer.mfa_token, code: '123456' }),
      );
      await expectRefusal(response, 401, secondFactorTexts.stepExpired);
    });

    it('is {product} staff only', async () => {
      await giveTotp(world.db, bia.id);
      for (const caller of [edu, olga]) {
        await expectRefusal(await reset(bia.id, await sessionOf(caller)), 403, authTexts.forbiddenDescription);
      }
      const partner = await world.newPerson('PARTNER');
      await expectRefusal(await reset(bia.id, await sessionOf(partner)), 403, authTexts.forbiddenDescription);
      await expectRefusal(await reset(bia.id, 'nao-e-um-token'), 401, errorMessages.invalidSession);
      // Nothing was removed.
      const [row] = await world.db.select().from(users).where(eq(users.id, bia.id));
      expect(row?.totpSecret).not.toBeNull();
    });

    it('answers 404 for someone who does not exist, and logs nothing', async () => {
      const adminToken = await sessionOf(world.admin);
      const before = await world.db.select().from(activityLogs);
      await expectRefusal(await reset(999_999, adminToken), 404, 'Usuário não encontrado.');
      expect(await world.db.select().from(activityLogs)).toHaveLength(before.length);
      const malformed = await world.app.request('/api/v1/admin/user/abc/second-factor/reset', {
        method: 'POST',
        headers: bearer(adminToken).headers,
      });
      expect(malformed.status).toBe(400);
    });

    it("may reset the administrator's own factors, ending their own sessions too", async () => {
      await giveTotp(world.db, world.admin.id);
      const answer = await signIn(world.app, world.admin);
      if (!('mfa_token' in answer)) throw new Error('expected the second step');
      // The administrator in a session from before the app, signed with the same version.
      const [row] = await world.db.select().from(users).where(eq(users.id, world.admin.id));
      const token = await signSession(
        {
          id: world.admin.id,
          uid: world.admin.uid,
          current_client_id: providerAccountId,
          name: 'Administrador',
          username: world.admin.email,
          access_role: 'CONFORMA',
          permission_role: [],
          client_name: 'Conforma',
          sv: row?.sessionVersion ?? 0,
        },
        testSecret,
      );
      expect((await reset(world.admin.id, token)).status).toBe(200);
      expect(await stillSignedIn(token)).toBe(401);
      expect(Object.keys(await signIn(world.app, world.admin))).toEqual(['access_token']);
      expect(await signIn(world.strictApp, world.admin)).toMatchObject({ second_factor: 'setup' });
    });
  });

  describe("the account's switch", () => {
    const readPolicy = (token: string) => world.app.request(secondFactorPaths.clientPolicy, bearer(token));
    const setPolicy = (token: string, body: unknown) =>
      world.app.request(secondFactorPaths.clientPolicy, {
        method: 'PUT',
        headers: { ...bearer(token).headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    async function policyOf(response: Response) {
      expect(response.status).toBe(200);
      return clientSecurityPolicy.parse(await response.json());
    }

    it("is the account ADMIN's, logged, and asks the account's users for a factor at their next sign-in", async () => {
      await world.db.update(users).set({ totpSecret: null }).where(eq(users.id, bia.id));
      const adminToken = await sessionOf(olga);
      const biaToken = await sessionOf(bia);
      expect(await policyOf(await readPolicy(adminToken))).toEqual({ mfa_required: false });
      expect(await policyOf(await setPolicy(adminToken, { mfa_required: true }))).toEqual({ mfa_required: true });
      expect(await policyOf(await readPolicy(adminToken))).toEqual({ mfa_required: true });
      // Again: no change, nothing more in the log.
      expect(await policyOf(await setPolicy(adminToken, { mfa_required: true }))).toEqual({ mfa_required: true });
      expect((await activityOf(world.db, olga.id)).filter((entry) => entry.action === 'client.mfa_policy')).toEqual([
        {
          action: 'client.mfa_policy',
          details: 'Passou a exigir verificação em duas etapas dos usuários',
          userId: olga.id,
          clientId: world.accountId,
          entityType: 'client',
          entityId: world.accountId,
        },
      ]);
      // Open sessions go on; the next sign-in of any user of the account asks for the set-up.
      expect(await stillSignedIn(biaToken)).toBe(200);
      expect(await signIn(world.app, bia)).toMatchObject({ second_factor: 'setup' });
      expect(await signIn(world.app, olga)).toMatchObject({ second_factor: 'setup' });
      // Another account is not concerned, nor staff.
      const otherToken = await sessionOf(otherAdmin);
      expect(await policyOf(await readPolicy(otherToken))).toEqual({ mfa_required: false });
      expect(Object.keys(await signIn(world.app, edu))).toEqual(['access_token']);

      expect(await policyOf(await setPolicy(adminToken, { mfa_required: false }))).toEqual({ mfa_required: false });
      expect((await activityOf(world.db, olga.id)).at(-1)?.details).toBe(
        'Deixou de exigir verificação em duas etapas dos usuários',
      );
      expect(Object.keys(await signIn(world.app, bia))).toEqual(['access_token']);
    });

    it('needs UPDATE_USER to change and GET_USER to read, for a USER', async () => {
      await world.db.update(users).set({ totpSecret: null, permissionRoles: [] }).where(eq(users.id, bia.id));
      const token = await sessionOf(bia);
      await expectRefusal(await readPolicy(token), 403, clientAreaTexts.missingPermission);
      await expectRefusal(await setPolicy(token, { mfa_required: true }), 403, clientAreaTexts.missingPermission);
      const [row] = await world.db.select().from(clients).where(eq(clients.id, world.accountId));
      expect(row?.mfaRequired).toBe(false);
      await world.db
        .update(users)
        .set({ permissionRoles: ['GET_USER', 'UPDATE_USER'] })
        .where(eq(users.id, bia.id));
      expect(await policyOf(await readPolicy(token))).toEqual({ mfa_required: false });
      expect(await policyOf(await setPolicy(token, { mfa_required: true }))).toEqual({ mfa_required: true });
      await world.db.update(clients).set({ mfaRequired: false }).where(eq(clients.id, world.accountId));
      await world.db.update(users).set({ permissionRoles: [] }).where(eq(users.id, bia.id));
    });

    it('is switched by {product} staff inside the account too, for that account only', async () => {
      const [row] = await world.db.select().from(users).where(eq(users.id, world.admin.id));
      const inside = await signSession(
        {
          id: world.admin.id,
          uid: world.admin.uid,
          current_client_id: world.otherAccountId,
          name: 'Administrador',
          username: world.admin.email,
          access_role: 'CONFORMA',
          permission_role: [],
          client_name: 'Mercado',
          sv: row?.sessionVersion ?? 0,
        },
        testSecret,
      );
      expect(await policyOf(await setPolicy(inside, { mfa_required: true }))).toEqual({ mfa_required: true });
      try {
        expect(await signIn(world.app, otherAdmin)).toMatchObject({ second_factor: 'setup' });
        expect(await policyOf(await readPolicy(await sessionOf(olga)))).toEqual({ mfa_required: false });
      } finally {
        await world.db.update(clients).set({ mfaRequired: false }).where(eq(clients.id, world.otherAccountId));
      }
    });

    it('refuses a body without a yes or no', async () => {
      const token = await sessionOf(olga);
      for (const body of [{}, { mfa_required: 'sim' }]) {
        await expectRefusal(await setPolicy(token, body), 400, 'Informe se a verificação é exigida.');
      }
    });
  });
});
