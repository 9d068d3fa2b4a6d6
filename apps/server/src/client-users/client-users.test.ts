import {
  clientUser,
  clientUserDeleteResponse,
  clientUserListResponse,
  clientUserMutationResponse,
  clientUserPaths,
  clientUserTexts,
} from '@product/api/contract';
import { type AccessRole, accessRoles, brand, permissionCodes, toWireDate } from '@product/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { clientAreaTexts } from '../client-area/context';
import { activityLogs, userCompanies, users } from '../db/schema';
import { expectError, send as sendInit, tampered } from '../testing/accounts-world';
import { type ClientWorld, countRows, insertTestCompany, openClientWorld } from '../testing/client-world';
import { databaseKinds, insertAccount, insertGroup, insertUser, type TestUser, tokenFor } from '../testing/harness';
import { lockAccountAdministrators } from './queries';

const invalidSession = 'Sessão inválida ou expirada. Entre novamente.';
const forbiddenText = 'Você não tem permissão para entrar nesta página. Contate o administrador.';
const noPermission = clientAreaTexts.missingPermission;

describe.each(databaseKinds)('client users on %s', (kind) => {
  let world: ClientWorld;
  /** Companies of Padaria Norte (two active, one inactive) and one of Oficina Sul. */
  const company = { matriz: 0, filial: 0, inactive: 0, foreign: 0 };
  let serial = 0;

  beforeAll(async () => {
    world = await openClientWorld(kind);
    const norte = world.accounts.norte.id;
    company.matriz = (
      await insertTestCompany(world.db, norte, {
        name: 'Padaria Norte Matriz',
        establishments: [{ cnpj: '11222333000181' }, { cnpj: '11222333000262' }],
      })
    ).companyId;
    company.filial = (
      await insertTestCompany(world.db, norte, { name: 'Armazém Norte', establishments: [{ cnpj: '11444777000161' }] })
    ).companyId;
    company.inactive = (
      await insertTestCompany(world.db, norte, {
        name: 'Padaria Fechada',
        enabled: false,
        establishments: [{ cnpj: '22333444000181' }],
      })
    ).companyId;
    company.foreign = (
      await insertTestCompany(world.db, world.accounts.sul.id, {
        name: 'Oficina Sul',
        establishments: [{ cnpj: '19131243000197' }],
      })
    ).companyId;
  });
  afterAll(async () => {
    await world?.close();
  });

  const call = (method: string, path: string, token: string | null, body?: unknown) =>
    world.app.request(path, sendInit(method, token, method === 'GET' ? undefined : body));
  const list = clientUserPaths.list;
  const one = clientUserPaths.one;
  const admin = () => world.tokens.ADMIN;

  function newUser(extra: Record<string, unknown> = {}) {
    serial += 1;
    return {
      name: `Pessoa Nova ${serial}`,
      email: `nova${serial}@padaria.test`,
      password: 'segredo1',
      systemRole: 'USER',
      ...extra,
    };
  }
  async function create(body: Record<string, unknown>, token = admin()) {
    const response = await call('POST', list, token, body);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
    return clientUserMutationResponse.parse(await response.json());
  }
  async function patch(id: number, body: Record<string, unknown>, token = admin()) {
    const response = await call('PATCH', one(id), token, body);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    return clientUserMutationResponse.parse(await response.json());
  }
  async function read(id: number, token = admin()) {
    const response = await call('GET', one(id), token);
    expect(response.status).toBe(200);
    return clientUser.parse(await response.json());
  }
  async function rowOf(id: number) {
    const [row] = await world.db.select().from(users).where(eq(users.id, id));
    return row;
  }
  const logsOf = (action: string, entityId: number) =>
    world.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, action), eq(activityLogs.entityId, entityId)));
  /** The body the edit dialog sends for a user as the server answered it. */
  const editBody = (user: { name: string; email: string; systemRole: string; enabled: boolean }) => ({
    name: user.name,
    email: user.email,
    systemRole: user.systemRole,
    enabled: user.enabled,
  });

  describe('access', () => {
    const calls = (id: number) =>
      [
        ['GET', list],
        ['POST', list],
        ['GET', one(id)],
        ['PATCH', one(id)],
        ['DELETE', one(id)],
      ] as const;

    it('answers 401 without a token and to a tampered one', async () => {
      for (const [method, path] of calls(world.people.USER.id)) {
        await expectError(await call(method, path, null, {}), 401, invalidSession);
        await expectError(await call(method, path, tampered(admin()), {}), 401, invalidSession);
      }
    });
    it('answers 403 to staff outside a client and to AFFINITY in a client of another group', async () => {
      for (const [method, path] of calls(world.people.USER.id)) {
        await expectError(await call(method, path, world.staffWithoutClient, {}), 403, clientAreaTexts.noClient);
        await expectError(await call(method, path, world.tokens.AFFINITY, {}), 403, forbiddenText);
      }
    });
    it.each(accessRoles)('lets %s list and read the users of the account it works in', async (role: AccessRole) => {
      const token = role === 'AFFINITY' ? world.affinityInSul : world.tokens[role];
      const account = role === 'AFFINITY' ? world.accounts.sul.id : world.accounts.norte.id;
      const response = await call('GET', `${list}?limit=100`, token);
      expect(response.status).toBe(200);
      const body = clientUserListResponse.parse(await response.json());
      const rows = await world.db.select({ id: users.id, clientId: users.clientId }).from(users);
      const accountIds = new Set(rows.filter((row) => row.clientId === account).map((row) => row.id));
      expect(body.items.length).toBeGreaterThan(0);
      for (const item of body.items) expect(accountIds.has(item.id)).toBe(true);
      const first = body.items[0];
      if (!first) throw new Error('no user listed');
      expect((await read(first.id, token)).id).toBe(first.id);
    });
    it.each(accessRoles)('lets %s create, change and delete a USER of the account it works in', async (role) => {
      const token = role === 'AFFINITY' ? world.affinityInSul : world.tokens[role];
      const account = role === 'AFFINITY' ? world.accounts.sul.id : world.accounts.norte.id;
      const made = (await create(newUser(), token)).user;
      expect((await rowOf(made.id))?.clientId).toBe(account);
      expect((await patch(made.id, { ...editBody(made), name: `Alterado por ${role}` }, token)).user.name).toBe(
        `Alterado por ${role}`,
      );
      expect((await call('DELETE', one(made.id), token)).status).toBe(200);
      expect(await rowOf(made.id)).toBeUndefined();
    });
    it('lets a USER do each call only with its code', async () => {
      const target = (await create(newUser())).user;
      const without = (code: string) => world.userWith(permissionCodes.filter((held) => held !== code));
      await expectError(await call('GET', list, (await without('GET_USER')).token), 403, noPermission);
      await expectError(await call('GET', one(target.id), (await without('GET_USER')).token), 403, noPermission);
      await expectError(await call('POST', list, (await without('CREATE_USER')).token, newUser()), 403, noPermission);
      await expectError(
        await call('PATCH', one(target.id), (await without('UPDATE_USER')).token, editBody(target)),
        403,
        noPermission,
      );
      await expectError(await call('DELETE', one(target.id), (await without('DELETE_USER')).token), 403, noPermission);

      const holder = await world.userWith(['GET_USER', 'CREATE_USER', 'UPDATE_USER', 'DELETE_USER']);
      expect((await call('GET', list, holder.token)).status).toBe(200);
      expect((await read(target.id, holder.token)).id).toBe(target.id);
      await patch(target.id, { ...editBody(target), name: 'Nome pelo USER' }, holder.token);
      expect((await call('DELETE', one(target.id), holder.token)).status).toBe(200);
      await create(newUser(), holder.token);
    });
    it('lets a user without GET_USER and UPDATE_USER read and edit their own record', async () => {
      const { user, token } = await world.userWith([]);
      const own = await read(user.id, token);
      expect(own).toMatchObject({ id: user.id, email: user.email, systemRole: 'USER', permissionRole: [] });
      const saved = await patch(user.id, { ...editBody(own), name: 'Meu Nome Novo', password: 'nova-senha' }, token);
      expect(saved.user.name).toBe('Meu Nome Novo');
      expect(await verifyPassword((await rowOf(user.id))?.passwordHash ?? '', 'nova-senha')).toBe(true);
      // The new password ended the old token; the answer's token goes on (auth/sessions.ts).
      expect((await call('GET', one(user.id), token)).status).toBe(401);
      await expectError(await call('GET', one(world.people.ADMIN.id), saved.access_token ?? ''), 403, noPermission);
    });
  });

  describe('list', () => {
    it('shows the client-side users of the account only, newest first', async () => {
      const response = await call('GET', `${list}?limit=1000`, admin());
      const body = clientUserListResponse.parse(await response.json());
      const ids = body.items.map((item) => item.id);
      for (const role of ['ADMIN', 'USER', 'PROVIDER', 'BUSINESS'] as const)
        expect(ids).toContain(world.people[role].id);
      for (const role of [brand.roleCode, 'EDITOR', 'PARTNER', 'AFFINITY'] as const) {
        expect(ids).not.toContain(world.people[role].id);
      }
      expect(ids).not.toContain(world.foreignAdmin.user.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(body.total).toBe(ids.length);
      const adminItem = body.items.find((item) => item.id === world.people.ADMIN.id);
      const [row] = await world.db.select().from(users).where(eq(users.id, world.people.ADMIN.id));
      expect(adminItem).toEqual({
        id: world.people.ADMIN.id,
        name: 'Pessoa ADMIN',
        email: 'admin@cliente.test',
        systemRole: 'ADMIN',
        permissionRole: [],
        companies: [],
        enabled: true,
        createdAt: toWireDate(row?.createdAt ?? new Date(0)),
        updatedAt: null,
      });
    });
    it('searches name (case and accents ignored) and e-mail, and pages', async () => {
      const made = [];
      for (const name of ['Joana Paginação', 'João Paginação', 'Júlia Paginação']) {
        made.push((await create(newUser({ name }))).user);
      }
      const page = async (query: string) => {
        const response = await call('GET', `${list}?${query}`, admin());
        expect(response.status).toBe(200);
        return clientUserListResponse.parse(await response.json());
      };
      const first = await page('search=PAGINACAO&limit=2');
      expect(first).toMatchObject({ total: 3, pages_in_range: 2 });
      expect(first.items.map((item) => item.name)).toEqual(['Júlia Paginação', 'João Paginação']);
      const second = await page('search=paginação&limit=2&page=1');
      expect(second.items.map((item) => item.name)).toEqual(['Joana Paginação']);
      expect((await page('search=paginacao&limit=2&page=5')).items).toEqual([]);
      const byEmail = await page(`search=${encodeURIComponent(made[1]?.email.toUpperCase() ?? '')}`);
      expect(byEmail.items.map((item) => item.id)).toEqual([made[1]?.id]);
      expect((await page('search=100%25')).total).toBe(0);
      // Staff and the foreign account's admin are never found, not even by their e-mail.
      expect((await page('search=editor@cliente.test')).total).toBe(0);
      expect((await page('search=admin@oficina-sul.test')).total).toBe(0);
    });
    it('refuses a bad query', async () => {
      await expectError(await call('GET', `${list}?page=-1`, admin()), 400, 'Página inválida');
      await expectError(await call('GET', `${list}?limit=0`, admin()), 400, 'Limite inválido');
      await expectError(
        await call('GET', `${list}?search=${'a'.repeat(256)}`, admin()),
        400,
        'Máximo de 255 caracteres',
      );
    });
    it('shows a USER only the companies they see themself', async () => {
      const target = (await create(newUser({ companies: [{ id: company.matriz }, { id: company.filial }] }))).user;
      const viewer = await world.userWith(['GET_USER'], [company.filial]);
      expect((await read(target.id, viewer.token)).companies.map((item) => item.id)).toEqual([company.filial]);
      const seenByAdmin = await read(target.id);
      expect(seenByAdmin.companies).toEqual([
        { id: company.filial, registration_code: '11444777000161', name: 'Armazém Norte' },
        { id: company.matriz, registration_code: '11222333000181', name: 'Padaria Norte Matriz' },
      ]);
    });
  });

  describe('create', () => {
    it('creates a USER with codes and active companies, hashes the password and logs it', async () => {
      const body = await create({
        name: '  Ana Lima ',
        email: ' Ana.Lima@Padaria.TEST ',
        password: 'senha-da-ana',
        systemRole: 'USER',
        permissionRole: ['GET_COMPANY', 'GET_USER', 'GET_COMPANY'],
        companies: [{ id: company.matriz }, { id: company.matriz }],
      });
      expect(body.message).toBe('Usuário criado');
      expect(body.user).toMatchObject({
        name: 'Ana Lima',
        email: 'ana.lima@padaria.test',
        systemRole: 'USER',
        permissionRole: ['GET_COMPANY', 'GET_USER'],
        companies: [{ id: company.matriz, registration_code: '11222333000181', name: 'Padaria Norte Matriz' }],
        enabled: true,
        updatedAt: null,
      });
      const row = await rowOf(body.user.id);
      expect(row).toMatchObject({ clientId: world.accounts.norte.id, accessRole: 'USER' });
      expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(await verifyPassword(row?.passwordHash ?? '', 'senha-da-ana')).toBe(true);
      expect(await read(body.user.id)).toEqual(body.user);
      expect(await logsOf('client_user.create', body.user.id)).toMatchObject([
        {
          userId: world.people.ADMIN.id,
          clientId: world.accounts.norte.id,
          actionDetails: `Criou o usuário 'Ana Lima' (ID ${body.user.id}) como Usuário`,
        },
      ]);
    });
    it('stores no codes nor companies for an ADMIN, and keeps enabled false', async () => {
      const body = await create(
        newUser({
          systemRole: 'ADMIN',
          permissionRole: ['GET_USER'],
          companies: [{ id: company.matriz }],
          enabled: false,
        }),
      );
      expect(body.user).toMatchObject({ systemRole: 'ADMIN', permissionRole: [], companies: [], enabled: false });
      expect((await rowOf(body.user.id))?.permissionRoles).toEqual([]);
      expect(await world.db.select().from(userCompanies).where(eq(userCompanies.userId, body.user.id))).toEqual([]);
    });
    it('lets staff who entered the client create users in it, logged in the client', async () => {
      const body = await create(newUser({ systemRole: 'ADMIN' }), world.tokens.EDITOR);
      expect((await rowOf(body.user.id))?.clientId).toBe(world.accounts.norte.id);
      expect(await logsOf('client_user.create', body.user.id)).toMatchObject([
        { userId: world.people.EDITOR.id, clientId: world.accounts.norte.id },
      ]);
    });
    it.each([
      [{ name: undefined }, 'Nome obrigatório'],
      [{ name: '   ' }, 'Nome obrigatório'],
      [{ name: 'A' }, 'Mínimo de 2 caracteres'],
      [{ name: 'a'.repeat(256) }, 'Máximo de 255 caracteres'],
      [{ email: undefined }, 'Email obrigatório'],
      [{ email: '' }, 'Email obrigatório'],
      [{ email: 'ana@' }, 'Email inválido'],
      [{ password: undefined }, 'Senha obrigatória'],
      [{ password: '' }, 'Senha obrigatória'],
      [{ password: '12345' }, 'Mínimo de 6 caracteres'],
      [{ password: 'x'.repeat(33) }, 'Máximo de 32 caracteres'],
      [{ systemRole: undefined }, 'Tipo de usuário obrigatório'],
      [{ systemRole: '' }, 'Tipo de usuário obrigatório'],
      [{ systemRole: 'PROVIDER' }, 'Tipo de usuário inválido'],
      [{ systemRole: brand.roleCode }, 'Tipo de usuário inválido'],
      [{ permissionRole: ['GET_ALL'] }, 'Permissão inválida'],
      [{ companies: [{ id: 'x' }] }, 'Lista de empresas inválida'],
      [{ enabled: 'sim' }, 'Valor inválido para Ativo'],
    ])('refuses %o with the message %s', async (change, message) => {
      const before = await countRows(world.db, users);
      await expectError(await call('POST', list, admin(), newUser(change)), 400, message);
      expect(await countRows(world.db, users)).toBe(before);
    });
    it('answers 400 to a body that is not JSON', async () => {
      await expectError(await call('POST', list, admin(), '{name'), 400, 'Corpo da requisição inválido.');
    });
    it('accepts the boundary lengths', async () => {
      await create(newUser({ name: 'Ab', password: '123456' }));
      await create(newUser({ name: 'a'.repeat(255), password: 'x'.repeat(32) }));
    });
    it('refuses an e-mail held by anybody, in any account, with 409', async () => {
      for (const email of ['admin@cliente.test', 'EDITOR@cliente.test', 'admin@oficina-sul.test']) {
        const before = await countRows(world.db, users);
        await expectError(await call('POST', list, admin(), newUser({ email })), 409, 'Este email já está cadastrado.');
        expect(await countRows(world.db, users)).toBe(before);
      }
    });
    it('assigns only active companies of the account', async () => {
      for (const id of [company.inactive, company.foreign, 999_999]) {
        await expectError(
          await call('POST', list, admin(), newUser({ companies: [{ id: company.matriz }, { id }] })),
          400,
          `Só é possível atribuir empresas ativas desta conta. Inválidas: ${id}.`,
        );
      }
    });
    it('lets a USER create only USERs, with codes and companies they hold', async () => {
      const creator = await world.userWith(['CREATE_USER', 'GET_COMPANY'], [company.matriz]);
      await expectError(
        await call('POST', list, creator.token, newUser({ systemRole: 'ADMIN' })),
        403,
        'Somente um administrador pode criar ou promover administradores.',
      );
      await expectError(
        await call(
          'POST',
          list,
          creator.token,
          newUser({ permissionRole: ['GET_COMPANY', 'DELETE_USER', 'GET_USER'] }),
        ),
        403,
        'Você não pode conceder permissões que não possui: DELETE_USER, GET_USER.',
      );
      await expectError(
        await call('POST', list, creator.token, newUser({ companies: [{ id: company.filial }] })),
        400,
        `Só é possível atribuir empresas ativas desta conta. Inválidas: ${company.filial}.`,
      );
      const made = await create(
        newUser({ permissionRole: ['GET_COMPANY'], companies: [{ id: company.matriz }] }),
        creator.token,
      );
      expect(made.user).toMatchObject({ permissionRole: ['GET_COMPANY'], companies: [{ id: company.matriz }] });
    });
  });

  describe('read', () => {
    it("answers 404 for another account's user, a staff member, and unknown ids", async () => {
      for (const id of [
        world.foreignAdmin.user.id,
        world.people.EDITOR.id,
        world.people.PARTNER.id,
        999_999,
        2 ** 40,
      ]) {
        await expectError(await call('GET', one(id), admin()), 404, 'Usuário não encontrado.');
      }
      await expectError(
        await call('GET', one(world.people.ADMIN.id), world.foreignAdmin.token),
        404,
        'Usuário não encontrado.',
      );
    });
    it('answers 400 to an id that is not a number', async () => {
      for (const id of ['abc', '0', '-3']) await expectError(await call('GET', one(id), admin()), 400, 'ID inválido.');
    });
  });

  describe('update', () => {
    it('changes name, e-mail, codes, companies and enabled, keeps the password unless filled, and logs it', async () => {
      const made = (await create(newUser({ permissionRole: ['GET_USER'], companies: [{ id: company.matriz }] }))).user;
      const hashBefore = (await rowOf(made.id))?.passwordHash;
      const saved = await patch(made.id, {
        name: ' Nome Trocado ',
        email: ' Trocado@Padaria.TEST ',
        systemRole: 'USER',
        enabled: false,
        password: '',
        permissionRole: ['GET_COMPANY', 'GET_FILES'],
        companies: [{ id: company.filial }],
      });
      expect(saved.message).toBe('Usuário alterado');
      expect(saved.user).toMatchObject({
        id: made.id,
        name: 'Nome Trocado',
        email: 'trocado@padaria.test',
        enabled: false,
        permissionRole: ['GET_COMPANY', 'GET_FILES'],
        companies: [{ id: company.filial, name: 'Armazém Norte' }],
      });
      expect(saved.user.updatedAt).not.toBeNull();
      expect((await rowOf(made.id))?.passwordHash).toBe(hashBefore);
      expect(await logsOf('client_user.update', made.id)).toMatchObject([
        { actionDetails: `Alterou o usuário 'Nome Trocado' (ID ${made.id}) (desativado)` },
      ]);

      // Absent lists keep the current ones; a filled password is changed.
      const again = await patch(made.id, { ...editBody(saved.user), password: 'outra-senha' });
      expect(again.user).toMatchObject({
        permissionRole: ['GET_COMPANY', 'GET_FILES'],
        companies: [{ id: company.filial }],
      });
      expect(await verifyPassword((await rowOf(made.id))?.passwordHash ?? '', 'outra-senha')).toBe(true);
    });
    it('clears codes and companies when a USER becomes ADMIN', async () => {
      const made = (await create(newUser({ permissionRole: ['GET_USER'], companies: [{ id: company.matriz }] }))).user;
      const saved = await patch(made.id, { ...editBody(made), systemRole: 'ADMIN' });
      expect(saved.user).toMatchObject({ systemRole: 'ADMIN', permissionRole: [], companies: [] });
      expect(await world.db.select().from(userCompanies).where(eq(userCompanies.userId, made.id))).toEqual([]);
      const back = await patch(made.id, { ...editBody(saved.user), systemRole: 'USER', permissionRole: ['GET_FILES'] });
      expect(back.user).toMatchObject({ systemRole: 'USER', permissionRole: ['GET_FILES'], companies: [] });
    });
    it('lets an account owner keep its role but gives nobody a new PROVIDER or BUSINESS role', async () => {
      const owner = await read(world.people.BUSINESS.id);
      expect((await patch(owner.id, { ...editBody(owner), name: 'Dona do Negócio' })).user.systemRole).toBe('BUSINESS');
      const made = (await create(newUser())).user;
      await expectError(
        await call('PATCH', one(made.id), admin(), { ...editBody(made), systemRole: 'PROVIDER' }),
        400,
        'Tipo de usuário inválido',
      );
    });
    it('keeps companies only assignable when they are active, but keeps one already assigned', async () => {
      const made = (await create(newUser({ companies: [{ id: company.matriz }] }))).user;
      await expectError(
        await call('PATCH', one(made.id), admin(), { ...editBody(made), companies: [{ id: company.inactive }] }),
        400,
        `Só é possível atribuir empresas ativas desta conta. Inválidas: ${company.inactive}.`,
      );
      await world.db.insert(userCompanies).values({ userId: made.id, companyId: company.inactive });
      const saved = await patch(made.id, {
        ...editBody(made),
        companies: [{ id: company.matriz }, { id: company.inactive }],
      });
      expect(saved.user.companies.map((item) => item.id).sort()).toEqual([company.matriz, company.inactive].sort());
    });
    it.each([
      [{ name: '' }, 'Nome obrigatório'],
      [{ name: 'A' }, 'Mínimo de 2 caracteres'],
      [{ name: 'a'.repeat(256) }, 'Máximo de 255 caracteres'],
      [{ email: undefined }, 'Email obrigatório'],
      [{ email: 'sem-arroba' }, 'Email inválido'],
      [{ password: '123' }, 'Mínimo de 6 caracteres'],
      [{ password: 'x'.repeat(33) }, 'Máximo de 32 caracteres'],
      [{ systemRole: undefined }, 'Tipo de usuário obrigatório'],
      [{ systemRole: 'EDITOR' }, 'Tipo de usuário inválido'],
    ])('refuses %o with the message %s', async (change, message) => {
      const target = await read(world.people.USER.id);
      await expectError(await call('PATCH', one(target.id), admin(), { ...editBody(target), ...change }), 400, message);
    });
    it("refuses another user's e-mail with 409", async () => {
      const made = (await create(newUser())).user;
      await expectError(
        await call('PATCH', one(made.id), admin(), { ...editBody(made), email: 'conforma@cliente.test' }),
        409,
        'Este email já está cadastrado.',
      );
    });
    it("answers 404 for another account's user and staff", async () => {
      for (const id of [world.foreignAdmin.user.id, world.people.EDITOR.id, 2 ** 40]) {
        await expectError(
          await call('PATCH', one(id), admin(), { name: 'Nome', email: 'x@y.test', systemRole: 'USER' }),
          404,
          'Usuário não encontrado.',
        );
      }
      expect((await rowOf(world.foreignAdmin.user.id))?.name).not.toBe('Nome');
    });
    it('never lets anybody change their own role, codes, companies or enabled', async () => {
      const locked = clientUserTexts.ownRecordLocked;
      const self = await world.userWith(['UPDATE_USER', 'GET_USER', 'GET_COMPANY'], [company.matriz]);
      const own = await read(self.user.id, self.token);
      for (const change of [
        { systemRole: 'ADMIN' },
        { enabled: false },
        { permissionRole: [...permissionCodes] },
        { permissionRole: ['GET_USER'] },
        { companies: [{ id: company.matriz }, { id: company.filial }] },
      ]) {
        await expectError(await call('PATCH', one(own.id), self.token, { ...editBody(own), ...change }), 403, locked);
      }
      // Sending the same values back, in another order, is fine.
      const saved = await patch(
        own.id,
        {
          ...editBody(own),
          permissionRole: ['GET_COMPANY', 'GET_USER', 'UPDATE_USER'],
          companies: [{ id: company.matriz }],
        },
        self.token,
      );
      expect(saved.user.permissionRole.sort()).toEqual(['GET_COMPANY', 'GET_USER', 'UPDATE_USER']);

      const adminSelf = await read(world.people.ADMIN.id);
      await expectError(
        await call('PATCH', one(adminSelf.id), admin(), { ...editBody(adminSelf), systemRole: 'USER' }),
        403,
        locked,
      );
      await expectError(
        await call('PATCH', one(adminSelf.id), admin(), { ...editBody(adminSelf), enabled: false }),
        403,
        locked,
      );
      // An ADMIN's codes and companies are not theirs to hold: sending some changes nothing.
      const kept = await patch(adminSelf.id, { ...editBody(adminSelf), permissionRole: ['GET_USER'] });
      expect(kept.user).toMatchObject({ systemRole: 'ADMIN', permissionRole: [], enabled: true });
    });
    it('lets a USER manage only USERs and grant only codes and companies they hold', async () => {
      const editor = await world.userWith(
        ['UPDATE_USER', 'GET_USER', 'GET_COMPANY', 'GET_FILES'],
        [company.matriz, company.filial],
      );
      const adminTarget = await read(world.people.PROVIDER.id);
      await expectError(
        await call('PATCH', one(adminTarget.id), editor.token, { ...editBody(adminTarget), name: 'Invasor' }),
        403,
        'Somente um administrador pode alterar ou excluir um administrador.',
      );
      const target = (
        await create(newUser({ permissionRole: ['GET_FILES', 'GET_USER'], companies: [{ id: company.matriz }] }))
      ).user;
      await expectError(
        await call('PATCH', one(target.id), editor.token, { ...editBody(target), systemRole: 'ADMIN' }),
        403,
        'Somente um administrador pode criar ou promover administradores.',
      );
      await expectError(
        await call('PATCH', one(target.id), editor.token, {
          ...editBody(target),
          permissionRole: ['GET_FILES', 'GET_USER', 'DELETE_USER'],
        }),
        403,
        'Você não pode conceder permissões que não possui: DELETE_USER.',
      );
      await expectError(
        await call('PATCH', one(target.id), editor.token, {
          ...editBody(target),
          companies: [{ id: company.matriz }, { id: company.inactive }],
        }),
        400,
        `Só é possível atribuir empresas ativas desta conta. Inválidas: ${company.inactive}.`,
      );
      const saved = await patch(
        target.id,
        {
          ...editBody(await read(target.id, editor.token)),
          permissionRole: ['GET_FILES', 'GET_COMPANY'],
          companies: [{ id: company.filial }],
        },
        editor.token,
      );
      expect(saved.user.permissionRole).toEqual(['GET_FILES', 'GET_COMPANY']);
      expect((await read(target.id)).companies.map((item) => item.id)).toEqual([company.filial]);
    });
  });

  describe('delete', () => {
    it('deletes a user of the account, with their companies, and logs it', async () => {
      const made = (await create(newUser({ companies: [{ id: company.matriz }] }))).user;
      const response = await call('DELETE', one(made.id), admin());
      expect(response.status).toBe(200);
      expect(clientUserDeleteResponse.parse(await response.json())).toEqual({ message: 'Usuário excluído' });
      expect(await rowOf(made.id)).toBeUndefined();
      expect(await world.db.select().from(userCompanies).where(eq(userCompanies.userId, made.id))).toEqual([]);
      expect(await logsOf('client_user.delete', made.id)).toMatchObject([
        { userId: world.people.ADMIN.id, actionDetails: `Excluiu o usuário '${made.name}' (ID ${made.id})` },
      ]);
      await expectError(await call('DELETE', one(made.id), admin()), 404, 'Usuário não encontrado.');
    });
    it('never deletes oneself here', async () => {
      await expectError(
        await call('DELETE', one(world.people.ADMIN.id), admin()),
        409,
        'Você não pode excluir o seu próprio usuário aqui.',
      );
      const self = await world.userWith(['DELETE_USER']);
      await expectError(
        await call('DELETE', one(self.user.id), self.token),
        409,
        'Você não pode excluir o seu próprio usuário aqui.',
      );
      expect(await rowOf(self.user.id)).toBeDefined();
    });
    it("answers 404 for another account's user and staff, and deletes nothing", async () => {
      for (const id of [world.foreignAdmin.user.id, world.people.EDITOR.id, 2 ** 40]) {
        await expectError(await call('DELETE', one(id), admin()), 404, 'Usuário não encontrado.');
      }
      expect(await rowOf(world.foreignAdmin.user.id)).toBeDefined();
      expect(await rowOf(world.people.EDITOR.id)).toBeDefined();
    });
    it('lets a USER delete only USERs', async () => {
      const deleter = await world.userWith(['DELETE_USER']);
      await expectError(
        await call('DELETE', one(world.people.ADMIN.id), deleter.token),
        403,
        'Somente um administrador pode alterar ou excluir um administrador.',
      );
      const made = (await create(newUser())).user;
      expect((await call('DELETE', one(made.id), deleter.token)).status).toBe(200);
    });
  });

  describe('the last administrator of an account', () => {
    let soloId: number;
    let staff: string;
    let owner: TestUser;

    beforeAll(async () => {
      const groupId = await insertGroup(world.db, 'Solo');
      soloId = await insertAccount(world.db, { name: 'Conta Solo', groupId });
      owner = await insertUser(world.db, { email: 'dono@solo.test', accessRole: 'ADMIN', clientId: soloId });
      await insertUser(world.db, { email: 'inativo@solo.test', accessRole: 'ADMIN', clientId: soloId, enabled: false });
      staff = await tokenFor(world.people.EDITOR, 'EDITOR', { clientId: soloId, clientName: 'Conta Solo' });
    });

    it('cannot be deleted, demoted or disabled', async () => {
      const current = await read(owner.id, staff);
      await expectError(await call('DELETE', one(owner.id), staff), 409, clientUserTexts.lastAdministratorDelete);
      await expectError(
        await call('PATCH', one(owner.id), staff, { ...editBody(current), systemRole: 'USER' }),
        409,
        clientUserTexts.lastAdministratorDemote,
      );
      await expectError(
        await call('PATCH', one(owner.id), staff, { ...editBody(current), enabled: false }),
        409,
        clientUserTexts.lastAdministratorDisable,
      );
      expect(await rowOf(owner.id)).toMatchObject({ accessRole: 'ADMIN', enabled: true });
      // Other changes to it are fine.
      expect((await patch(owner.id, { ...editBody(current), name: 'Dono Solo' }, staff)).user.name).toBe('Dono Solo');
    });
    it('can go once another enabled administrator exists, and only one of two concurrent removals wins', async () => {
      const second = (await create(newUser({ systemRole: 'ADMIN' }), staff)).user;
      const answers = await Promise.all([
        call('DELETE', one(owner.id), staff),
        call('PATCH', one(second.id), staff, { ...editBody(second), enabled: false }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const remaining = await world.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.clientId, soloId), eq(users.accessRole, 'ADMIN'), eq(users.enabled, true)));
      expect(remaining).toHaveLength(1);
    });
    it('waits for a concurrent change of the account to commit before counting administrators', async () => {
      const other = (await create(newUser({ systemRole: 'ADMIN' }), staff)).user;
      const target = (await create(newUser({ systemRole: 'ADMIN' }), staff)).user;
      // Only `other` and `target` remain enabled administrators.
      await world.db
        .update(users)
        .set({ enabled: false })
        .where(and(eq(users.clientId, soloId), notInArray(users.id, [other.id, target.id])));
      const pending = await world.db.transaction(async (tx) => {
        // Another removal holds the account: it disables `other`, and commits only after a pause.
        await lockAccountAdministrators(tx, soloId);
        await tx.update(users).set({ enabled: false }).where(eq(users.id, other.id));
        const answer = Promise.resolve(call('DELETE', one(target.id), staff));
        const first = await Promise.race([
          answer.then(() => 'answered'),
          new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
        ]);
        expect(first).toBe('waiting');
        return { answer };
      });
      // Counted after that commit, `target` is the last enabled administrator.
      await expectError(await pending.answer, 409, clientUserTexts.lastAdministratorDelete);
      expect(await rowOf(target.id)).toBeDefined();
    });
    it('counts PROVIDER and BUSINESS owners as administrators', async () => {
      const [last] = await world.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.clientId, soloId), eq(users.accessRole, 'ADMIN'), eq(users.enabled, true)));
      if (!last) throw new Error('no administrator left');
      await expectError(await call('DELETE', one(last.id), staff), 409, clientUserTexts.lastAdministratorDelete);
      await insertUser(world.db, { email: 'negocio@solo.test', accessRole: 'BUSINESS', clientId: soloId });
      expect((await call('DELETE', one(last.id), staff)).status).toBe(200);
    });
  });
});
