import {
  adminUser,
  adminUserListResponse,
  adminUserMutationResponse,
  adminUserPaths,
  deletedResponse,
  loginResponse,
} from '@product/api/contract';
import { brand } from '@product/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { providerAccountId } from '../db/bootstrap';
import { users } from '../db/schema';
import { databaseKinds, errorBodyOf, insertUser, jsonPost, tokenFor } from '../testing/harness';
import { expectError, invalidSession, latestActivity, withToken } from '../testing/people';
import { crudCalls, peopleWorld } from '../testing/people-world';

describe.each(databaseKinds)('admin user calls on %s', (kind) => {
  const world = peopleWorld(kind);
  const { send } = world;

  const list = async (query: Record<string, string | number> = {}) =>
    adminUserListResponse.parse(await world.listed(adminUserPaths.list, query)).result[0];
  const login = (username: string, password: string) =>
    world.app.request('/api/v1/system/user/login', jsonPost({ username, password }));
  const create = async (body: Record<string, unknown>) => {
    const response = await send('POST', adminUserPaths.list, body);
    expect(response.status).toBe(201);
    return adminUserMutationResponse.parse(await response.json());
  };

  describe('access', () => {
    const calls = crudCalls(adminUserPaths, 'PATCH');
    it('answers 401 to every call without a token, and to an expired token', async () => {
      await world.expectSignedOut(calls);
      await world.expectTokenRefused(adminUserPaths.list, await world.expiredToken());
      await world.expectTokenRefused(adminUserPaths.list, `${world.admin}x`);
    });
    world.itRefusesOtherRoles(calls);
  });

  describe('list and read', () => {
    it('lists only the staff-side users, newest first, wrapped in result[0]', async () => {
      const page = await list({ limit: 100 });
      const roles = page.items.map((item) => item.systemRole).sort();
      // The bootstrap administrator plus the six staff-side test people; never ADMIN or USER.
      expect(roles).toEqual(['AFFINITY', 'BUSINESS', 'CONFORMA', 'CONFORMA', 'EDITOR', 'PARTNER', 'PROVIDER']);
      expect(page.total).toBe(7);
      expect(page.pages_in_range).toBe(1);
      const ids = page.items.map((item) => item.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(page.items.find((item) => item.id === world.people.users.EDITOR.id)).toEqual({
        id: world.people.users.EDITOR.id,
        name: 'Pessoa EDITOR',
        email: 'editor@pessoas.test',
        systemRole: 'EDITOR',
        enabled: true,
        createdAt: expect.objectContaining({ timezone: 'UTC', timezone_type: 3 }),
        updatedAt: null,
      });
      expect(JSON.stringify(page)).not.toContain('password');
    });

    it('pages and searches by name (accents ignored) and e-mail', async () => {
      const first = await list({ limit: 3 });
      expect(first.items).toHaveLength(3);
      expect(first.pages_in_range).toBe(3);
      expect((await list({ limit: 3, page: 2 })).items).toHaveLength(1);
      expect((await list({ search: 'PARTNER@PESSOAS' })).items.map((item) => item.systemRole)).toEqual(['PARTNER']);
      expect((await list({ search: 'pessoa affinity' })).items.map((item) => item.systemRole)).toEqual(['AFFINITY']);
      expect((await list({ search: 'pessoa user' })).total).toBe(0);
      expect((await list({ search: 'administrador' })).items.map((item) => item.email)).toEqual([
        brand.defaultAdminEmail,
      ]);
    });

    it('reads one staff-side user, and 404s a client user, an unknown and a huge id', async () => {
      const response = await world.app.request(
        adminUserPaths.one(world.people.users.PARTNER.id),
        withToken(world.admin),
      );
      expect(response.status).toBe(200);
      expect(adminUser.parse(await response.json()).systemRole).toBe('PARTNER');
      for (const id of [world.people.users.ADMIN.id, world.people.users.USER.id, 999999, 2147483648]) {
        await expectError(
          await world.app.request(adminUserPaths.one(id), withToken(world.admin)),
          404,
          'Usuário não encontrado.',
        );
      }
      await expectError(await world.app.request(adminUserPaths.one('x'), withToken(world.admin)), 400, 'ID inválido.');
    });
  });

  describe('create', () => {
    it('creates an enabled user in the creator’s account, who can then sign in', async () => {
      const body = await create({
        name: ' Ana Souza ',
        email: ' Ana.Souza@Conforma.Test ',
        password: 'senha-da-ana',
        systemRole: 'EDITOR',
      });
      expect(body.message).toBe('Usuário criado');
      expect(body.user).toMatchObject({
        name: 'Ana Souza',
        email: 'ana.souza@conforma.test',
        systemRole: 'EDITOR',
        enabled: true,
        updatedAt: null,
      });
      const [row] = await world.db.select().from(users).where(eq(users.id, body.user.id));
      expect(row?.clientId).toBe(providerAccountId);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect((await latestActivity(world.db))[0]).toEqual({
        action: 'user.create',
        details: `Criou o usuário 'Ana Souza' (ID ${body.user.id})`,
        entityType: 'user',
        entityId: body.user.id,
        userId: world.people.users.CONFORMA.id,
        clientId: providerAccountId,
      });
      const signedIn = await login('ana.souza@conforma.test', 'senha-da-ana');
      expect(signedIn.status).toBe(200);
      loginResponse.parse(await signedIn.json());
    });

    it('creates a disabled user when asked', async () => {
      const body = await create({
        name: 'Bruno',
        email: 'bruno@conforma.test',
        password: '123456',
        systemRole: 'AFFINITY',
        enabled: false,
      });
      expect(body.user).toMatchObject({ systemRole: 'AFFINITY', enabled: false });
    });

    it('refuses an e-mail in use by anyone, staff or client, with 409', async () => {
      for (const email of ['EDITOR@pessoas.test', 'user@pessoas.test']) {
        await expectError(
          await send('POST', adminUserPaths.list, { name: 'Outra', email, password: '123456', systemRole: 'EDITOR' }),
          409,
          'Este email já está cadastrado.',
        );
      }
    });

    const valid = { name: 'Carla', email: 'carla@conforma.test', password: '123456', systemRole: brand.roleCode };
    it.each([
      [{ ...valid, name: undefined }, 'Nome obrigatório'],
      [{ ...valid, name: 'C' }, 'Mínimo de 2 caracteres'],
      [{ ...valid, name: 'C'.repeat(256) }, 'Máximo de 255 caracteres'],
      [{ ...valid, email: '' }, 'Email obrigatório'],
      [{ ...valid, email: 'carla@' }, 'Email inválido'],
      [{ ...valid, password: undefined }, 'Senha obrigatória'],
      [{ ...valid, password: '' }, 'Senha obrigatória'],
      [{ ...valid, password: '12345' }, 'Mínimo de 6 caracteres'],
      [{ ...valid, password: 'x'.repeat(33) }, 'Máximo de 32 caracteres'],
      [{ ...valid, systemRole: undefined }, 'Tipo de usuário obrigatório'],
      [{ ...valid, systemRole: 'PARTNER' }, 'Tipo de usuário inválido'],
      [{ ...valid, systemRole: 'ADMIN' }, 'Tipo de usuário inválido'],
      [{ ...valid, enabled: 'sim' }, 'Valor inválido para Ativo'],
      ['nada', 'Corpo da requisição inválido.'],
    ])('answers 400 to %j: %s', async (body, message) => {
      await expectError(await send('POST', adminUserPaths.list, body), 400, message);
    });
  });

  describe('update', () => {
    it('changes name, e-mail, role and enabled, keeping the password when empty or absent', async () => {
      const { user } = await create({
        name: 'Diego',
        email: 'diego@conforma.test',
        password: 'senha-do-diego',
        systemRole: 'EDITOR',
      });
      for (const password of ['', undefined]) {
        const response = await send('PATCH', adminUserPaths.one(user.id), {
          name: 'Diego Lima',
          email: 'Diego.Lima@Conforma.Test',
          systemRole: 'AFFINITY',
          enabled: true,
          password,
        });
        expect(response.status).toBe(200);
        const body = adminUserMutationResponse.parse(await response.json());
        expect(body.message).toBe('Usuário alterado');
        expect(body.user).toMatchObject({
          name: 'Diego Lima',
          email: 'diego.lima@conforma.test',
          systemRole: 'AFFINITY',
        });
        expect(body.user.updatedAt).not.toBeNull();
      }
      expect((await login('diego.lima@conforma.test', 'senha-do-diego')).status).toBe(200);
      expect((await latestActivity(world.db))[0]).toMatchObject({
        action: 'user.update',
        details: `Alterou o usuário 'Diego Lima' (ID ${user.id})`,
        entityId: user.id,
      });

      const withPassword = await send('PATCH', adminUserPaths.one(user.id), {
        name: 'Diego Lima',
        email: 'diego.lima@conforma.test',
        systemRole: 'AFFINITY',
        enabled: false,
        password: 'nova-senha',
      });
      expect(adminUserMutationResponse.parse(await withPassword.json()).user.enabled).toBe(false);
      expect((await latestActivity(world.db))[0]?.details).toBe(
        `Alterou o usuário 'Diego Lima' (ID ${user.id}) e a sua senha`,
      );
      const [row] = await world.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.enabled).toBe(false);
      await world.db.update(users).set({ enabled: true }).where(eq(users.id, user.id));
      expect((await login('diego.lima@conforma.test', 'senha-do-diego')).status).toBe(401);
      expect((await login('diego.lima@conforma.test', 'nova-senha')).status).toBe(200);
    });

    it('lets a role outside the offered three be kept, not newly given', async () => {
      const partner = world.people.users.PARTNER.id;
      const keep = await send('PATCH', adminUserPaths.one(partner), {
        name: 'Parceira Renomeada',
        email: 'partner@pessoas.test',
        systemRole: 'PARTNER',
      });
      expect(keep.status).toBe(200);
      expect(adminUserMutationResponse.parse(await keep.json()).user).toMatchObject({
        name: 'Parceira Renomeada',
        systemRole: 'PARTNER',
        enabled: true,
      });
      await expectError(
        await send('PATCH', adminUserPaths.one(world.people.users.EDITOR.id), {
          name: 'Pessoa EDITOR',
          email: 'editor@pessoas.test',
          systemRole: 'PROVIDER',
        }),
        400,
        'Tipo de usuário inválido',
      );
    });

    it('refuses another user’s e-mail, a client user, and bad fields', async () => {
      const editor = world.people.users.EDITOR.id;
      const body = { name: 'Pessoa EDITOR', email: 'editor@pessoas.test', systemRole: 'EDITOR' };
      await expectError(
        await send('PATCH', adminUserPaths.one(editor), { ...body, email: 'admin@pessoas.test' }),
        409,
        'Este email já está cadastrado.',
      );
      await expectError(
        await send('PATCH', adminUserPaths.one(world.people.users.USER.id), { ...body, email: 'user@pessoas.test' }),
        404,
        'Usuário não encontrado.',
      );
      await expectError(
        await send('PATCH', adminUserPaths.one(editor), { ...body, password: '123' }),
        400,
        'Mínimo de 6 caracteres',
      );
      await expectError(
        await send('PATCH', adminUserPaths.one(editor), { ...body, password: 'x'.repeat(33) }),
        400,
        'Máximo de 32 caracteres',
      );
      await expectError(
        await send('PATCH', adminUserPaths.one(editor), { ...body, systemRole: '' }),
        400,
        'Tipo de usuário obrigatório',
      );
      await expectError(
        await send('PATCH', adminUserPaths.one(editor), { ...body, name: '' }),
        400,
        'Nome obrigatório',
      );
      await expectError(
        await send('PATCH', adminUserPaths.one(editor), { ...body, email: 'x' }),
        400,
        'Email inválido',
      );
      // Its own e-mail is not "in use".
      expect((await send('PATCH', adminUserPaths.one(editor), body)).status).toBe(200);
    });

    it('refuses to demote or disable oneself, but lets one rename oneself', async () => {
      const me = world.people.users.CONFORMA.id;
      const body = { name: 'Pessoa CONFORMA', email: 'conforma@pessoas.test', systemRole: brand.roleCode };
      await expectError(
        await send('PATCH', adminUserPaths.one(me), { ...body, systemRole: 'EDITOR' }),
        409,
        'Você não pode alterar o seu próprio tipo de usuário nem se desativar aqui.',
      );
      await expectError(
        await send('PATCH', adminUserPaths.one(me), { ...body, enabled: false }),
        409,
        'Você não pode alterar o seu próprio tipo de usuário nem se desativar aqui.',
      );
      expect((await send('PATCH', adminUserPaths.one(me), { ...body, name: 'Eu Mesma' })).status).toBe(200);
    });
  });

  describe(`the last enabled ${brand.roleCode} user`, () => {
    let serial = 0;
    let othersEnabled: number[] = [];
    /** Two enabled {product} users, the only ones left enabled (every other one is disabled until the test ends). */
    async function lastTwo() {
      othersEnabled = (await enabledProductUsers()).map((row) => row.id);
      await world.db.update(users).set({ enabled: false }).where(eq(users.accessRole, brand.roleCode));
      serial += 1;
      const pair = [];
      for (const name of ['ana', 'bia']) {
        const user = await insertUser(world.db, {
          email: `${name}${serial}@ultimos.test`,
          accessRole: brand.roleCode,
          clientId: providerAccountId,
        });
        pair.push({ user, token: await tokenFor(user, brand.roleCode, { clientId: providerAccountId }) });
      }
      const [ana, bia] = pair;
      if (!ana || !bia) throw new Error('pair not made');
      return { ana, bia };
    }
    const body = (email: string, change: Record<string, unknown>) => ({
      name: 'Pessoa CONFORMA',
      email,
      systemRole: brand.roleCode,
      ...change,
    });
    const enabledProductUsers = async () =>
      (await world.db.select().from(users).where(eq(users.accessRole, brand.roleCode))).filter((row) => row.enabled);
    afterEach(async () => {
      if (othersEnabled.length > 0) {
        await world.db.update(users).set({ enabled: true }).where(inArray(users.id, othersEnabled));
      }
    });

    it.each([
      ['disable', 'PATCH', { enabled: false }, 'Este é o último usuário Conforma ativo: ele não pode ser desativado.'],
      [
        'demote',
        'PATCH',
        { systemRole: 'EDITOR' },
        'Este é o último usuário Conforma ativo: o tipo dele não pode ser alterado.',
      ],
      ['delete', 'DELETE', {}, 'Este é o último usuário Conforma ativo: ele não pode ser excluído.'],
    ] as const)('never lets two of them %s each other at once', async (_what, method, change, message) => {
      const { ana, bia } = await lastTwo();
      const [first, second] = await Promise.all([
        send(method, adminUserPaths.one(bia.user.id), body(bia.user.email, change), ana.token),
        send(method, adminUserPaths.one(ana.user.id), body(ana.user.email, change), bia.token),
      ]);
      const answers = [
        { status: first.status, body: await first.json() },
        { status: second.status, body: await second.json() },
      ].sort((a, b) => a.status - b.status);
      expect(answers[0]?.status).toBe(200);
      // The loser is refused: by the rule, or (PostgreSQL) already signed out when its turn came.
      expect([
        { status: 409, body: { message } },
        { status: 401, body: errorBodyOf(invalidSession) },
      ]).toContainEqual(answers[1]);
      const left = await enabledProductUsers();
      expect(left).toHaveLength(1);
      const survivor = left[0]?.email === ana.user.email ? ana.user : bia.user;
      expect((await login(survivor.email, survivor.password)).status).toBe(200);
    });

    it('lets one of the last two be disabled by the other', async () => {
      const { ana, bia } = await lastTwo();
      const response = await send(
        'PATCH',
        adminUserPaths.one(bia.user.id),
        body(bia.user.email, { enabled: false }),
        ana.token,
      );
      expect(response.status).toBe(200);
      expect((await enabledProductUsers()).map((row) => row.email)).toEqual([ana.user.email]);
    });
  });

  describe('delete', () => {
    it('deletes a staff-side user and logs it; then 404', async () => {
      const target = await insertUser(world.db, {
        email: 'sai@conforma.test',
        accessRole: 'EDITOR',
        clientId: providerAccountId,
        name: 'Quem Sai',
      });
      const response = await send('DELETE', adminUserPaths.one(target.id), undefined);
      expect(response.status).toBe(200);
      expect(deletedResponse.parse(await response.json())).toEqual({ message: 'Usuário excluído' });
      expect(await world.db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
      expect((await latestActivity(world.db))[0]).toMatchObject({
        action: 'user.delete',
        details: `Excluiu o usuário 'Quem Sai' (ID ${target.id})`,
        entityId: target.id,
      });
      await expectError(await send('DELETE', adminUserPaths.one(target.id), undefined), 404, 'Usuário não encontrado.');
    });

    it('refuses self-deletion and a client user', async () => {
      await expectError(
        await send('DELETE', adminUserPaths.one(world.people.users.CONFORMA.id), undefined),
        409,
        'Você não pode excluir o seu próprio usuário aqui.',
      );
      await expectError(
        await send('DELETE', adminUserPaths.one(world.people.users.ADMIN.id), undefined),
        404,
        'Usuário não encontrado.',
      );
      expect(
        await world.db.select({ id: users.id }).from(users).where(eq(users.id, world.people.users.ADMIN.id)),
      ).toHaveLength(1);
    });
  });
});
