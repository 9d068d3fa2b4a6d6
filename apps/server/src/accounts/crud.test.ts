import {
  accountDeleteResponse,
  accountListResponse,
  accountPaths,
  accountResponse,
  apiPaths,
  enterClientResponse,
} from '@product/api/contract';
import { type AccessRole, brand, staffRoles } from '@product/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerAccountId } from '../db/bootstrap';
import { activityLogs, clients, companies, users } from '../db/schema';
import {
  clientSideRoles,
  expectError,
  forbiddenText,
  invalidSession,
  logsOf,
  send,
  tampered,
  worldOfSuite,
} from '../testing/accounts-world';
import { databaseKinds, insertAccount, insertCompanies, insertUser, jsonPost, tokenFor } from '../testing/harness';

const notFoundText = 'Cliente não encontrado.';
const invalidId = 'ID de cliente inválido.';
const badIds = ['abc', '0', '-1', '01', '1e3', '0x1', '+1', '1.5', '%201', '1%0A'];
/** Plain digits beyond the database's int range: well formed, naming no account. */
const hugeIds = ['2147483648', '99999999999999999999'];

describe.each(databaseKinds)('account create, read, update and delete on %s', (kind) => {
  const world = worldOfSuite(kind);
  const token = (role: AccessRole) => world.tokens[role];
  const request = (path: string, init: RequestInit) => world.app.request(path, init);
  const create = (body: unknown, role: AccessRole = brand.roleCode) =>
    request(accountPaths.list, send('POST', token(role), body));
  async function created(body: unknown, role: AccessRole = brand.roleCode) {
    const response = await create(body, role);
    expect(response.status).toBe(201);
    return accountResponse.parse(await response.json());
  }
  const accountRow = async (id: number) => (await world.handle.db.select().from(clients).where(eq(clients.id, id)))[0];

  describe('POST create', () => {
    it('creates an account in group 1 for the provider staff, enabled by default, and logs it', async () => {
      const before = Date.now();
      const body = await created({ name: '  Padaria Sol ', type: 'CLIENT' });
      expect(body).toMatchObject({
        name: 'Padaria Sol',
        type: 'CLIENT',
        enabled: true,
        updatedAt: null,
        totalCompanies: 0,
        groupName: brand.name,
      });
      expect(Date.parse(`${body.createdAt.date.replace(' ', 'T')}Z`)).toBeGreaterThanOrEqual(before - 1000);
      expect(await accountRow(body.id)).toMatchObject({ groupId: 1, name: 'Padaria Sol', enabled: true });
      const logs = await logsOf(world, 'client.create', body.id);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({
        actionDetails: `Criou o cliente 'Padaria Sol' (ID ${body.id})`,
        userId: world.people.CONFORMA.id,
        userEmail: world.people.CONFORMA.email,
        clientId: providerAccountId,
        entityType: 'client',
      });
    });

    it('answers the same without the trailing slash', async () => {
      const response = await request(
        '/api/v1/admin/client',
        send('POST', token('EDITOR'), { name: 'Sem barra', type: 'PROVIDER', enabled: false }),
      );
      expect(response.status).toBe(201);
      expect(accountResponse.parse(await response.json())).toMatchObject({ type: 'PROVIDER', enabled: false });
    });

    it('puts the account in the group {product} or EDITOR chooses', async () => {
      const body = await created({ name: 'Mercado Sul', type: 'CLIENT', groupId: world.groups.sul }, 'EDITOR');
      expect(body.groupName).toBe('Sul');
      expect((await accountRow(body.id))?.groupId).toBe(world.groups.sul);
    });

    it('answers 400 to a group that does not exist, creating nothing', async () => {
      await expectError(
        await create({ name: 'Sem Grupo', type: 'CLIENT', groupId: 999_999 }),
        400,
        'Grupo não encontrado.',
      );
      const rows = await world.handle.db.select().from(clients).where(eq(clients.name, 'Sem Grupo'));
      expect(rows).toEqual([]);
    });

    it.each([
      ['PARTNER', 'norte', 'Norte'],
      ['AFFINITY', 'sul', 'Sul'],
    ] as const)('puts what %s creates in their own group', async (role, key, groupName) => {
      const plain = await created({ name: `Loja ${role}`, type: 'CLIENT' }, role);
      expect(plain.groupName).toBe(groupName);
      expect((await accountRow(plain.id))?.groupId).toBe(world.groups[key]);
      const named = await created({ name: `Loja 2 ${role}`, type: 'PROVIDER', groupId: world.groups[key] }, role);
      expect(named.groupName).toBe(groupName);
    });

    it.each(['PARTNER', 'AFFINITY'] as const)('answers 403 when %s names another group', async (role) => {
      const other = role === 'PARTNER' ? world.groups.sul : world.groups.norte;
      for (const groupId of [other, 1, 999_999]) {
        await expectError(
          await create({ name: `Intrusa ${role}`, type: 'CLIENT', groupId }, role),
          403,
          'Você só pode criar clientes no seu próprio grupo.',
        );
      }
      expect(
        await world.handle.db
          .select()
          .from(clients)
          .where(eq(clients.name, `Intrusa ${role}`)),
      ).toEqual([]);
    });

    it('answers 403 to a PARTNER who belongs to no account', async () => {
      const loner = await insertUser(world.handle.db, {
        email: 'sem-conta@teste.test',
        accessRole: 'PARTNER',
        clientId: null,
      });
      const response = await request(
        accountPaths.list,
        send('POST', await tokenFor(loner, 'PARTNER'), { name: 'Solta', type: 'CLIENT' }),
      );
      await expectError(response, 403, 'Sua conta não pertence a nenhum grupo.');
    });

    it.each([
      [{ type: 'CLIENT' }, 'Nome obrigatório'],
      [{ name: '', type: 'CLIENT' }, 'Nome obrigatório'],
      [{ name: '   ', type: 'CLIENT' }, 'Nome obrigatório'],
      [{ name: 'a', type: 'CLIENT' }, 'Mínimo de 2 caracteres'],
      [{ name: 'a'.repeat(256), type: 'CLIENT' }, 'Máximo de 255 caracteres'],
      [{ name: 'Padaria' }, 'Tipo obrigatório'],
      [{ name: 'Padaria', type: 'BUSINESS' }, 'Tipo inválido'],
      [{ name: 'Padaria', type: 'client' }, 'Tipo inválido'],
      [{ name: 'Padaria', type: 'CLIENT', enabled: 'sim' }, 'Campo Ativo inválido'],
      [{ name: 'Padaria', type: 'CLIENT', groupId: 0 }, 'Grupo inválido'],
      [{ name: 'Padaria', type: 'CLIENT', groupId: '2' }, 'Grupo inválido'],
      [{ name: 'Padaria', type: 'CLIENT', groupId: 2_147_483_648 }, 'Grupo inválido'],
      [[], 'Corpo da requisição inválido.'],
      [null, 'Corpo da requisição inválido.'],
      ['{"name":', 'Corpo da requisição inválido.'],
    ])('answers 400 to %j', async (body, message) => {
      await expectError(await create(body), 400, message);
    });

    it('accepts names of 2 and 255 characters', async () => {
      expect((await created({ name: 'ab', type: 'CLIENT' })).name).toBe('ab');
      expect((await created({ name: 'b'.repeat(255), type: 'CLIENT' })).name).toHaveLength(255);
    });

    it.each(clientSideRoles)('answers 403 to %s', async (role) => {
      await expectError(await create({ name: `Proibida ${role}`, type: 'CLIENT' }, role), 403, forbiddenText);
    });

    it('answers 401 without a token or with a tampered one', async () => {
      const body = { name: 'Anônima', type: 'CLIENT' };
      await expectError(await request(accountPaths.list, send('POST', null, body)), 401, invalidSession);
      await expectError(
        await request(accountPaths.list, send('POST', tampered(token('USER')), body)),
        401,
        invalidSession,
      );
      expect(await world.handle.db.select().from(clients).where(eq(clients.name, 'Anônima'))).toEqual([]);
    });
  });

  describe('GET one account', () => {
    it('answers the account card', async () => {
      await insertCompanies(world.handle.db, world.accounts.padariaNorte, 2);
      const response = await request(accountPaths.item(world.accounts.padariaNorte), send('GET', token('EDITOR')));
      expect(response.status).toBe(200);
      expect(accountResponse.parse(await response.json())).toMatchObject({
        id: world.accounts.padariaNorte,
        name: 'Padaria Norte',
        type: 'CLIENT',
        enabled: true,
        updatedAt: null,
        totalCompanies: 2,
        groupName: 'Norte',
      });
    });

    it.each(staffRoles)('lets %s read an account of their reach', async (role) => {
      const id = role === 'AFFINITY' ? world.accounts.padariaSul : world.accounts.padariaNorte;
      const response = await request(accountPaths.item(id), send('GET', token(role)));
      expect(response.status).toBe(200);
      expect(accountResponse.parse(await response.json()).id).toBe(id);
    });

    it.each([
      ['PARTNER', 'padariaSul'],
      ['PARTNER', 'affinitySul'],
      ['AFFINITY', 'padariaNorte'],
    ] as const)('answers 404 to %s for another group’s account (%s)', async (role, key) => {
      await expectError(
        await request(accountPaths.item(world.accounts[key]), send('GET', token(role))),
        404,
        notFoundText,
      );
    });

    it('answers 404 to PARTNER for the provider account', async () => {
      await expectError(
        await request(accountPaths.item(providerAccountId), send('GET', token('PARTNER'))),
        404,
        notFoundText,
      );
    });

    it('answers 404 to an unknown id and 400 to a malformed one', async () => {
      await expectError(
        await request(accountPaths.item(2_147_483_647), send('GET', token('CONFORMA'))),
        404,
        notFoundText,
      );
      for (const id of badIds) {
        await expectError(await request(accountPaths.item(id), send('GET', token('CONFORMA'))), 400, invalidId);
      }
      for (const id of hugeIds) {
        await expectError(await request(accountPaths.item(id), send('GET', token('CONFORMA'))), 404, notFoundText);
      }
    });

    it.each(clientSideRoles)('answers 403 to %s', async (role) => {
      await expectError(
        await request(accountPaths.item(world.accounts.padariaNorte), send('GET', token(role))),
        403,
        forbiddenText,
      );
    });

    it('answers 401 without a token or with a tampered one', async () => {
      const path = accountPaths.item(world.accounts.padariaNorte);
      await expectError(await request(path, send('GET', null)), 401, invalidSession);
      await expectError(await request(path, send('GET', tampered(token('ADMIN')))), 401, invalidSession);
    });
  });

  describe('PUT update', () => {
    const update = (id: number | string, body: unknown, role: AccessRole = brand.roleCode) =>
      request(accountPaths.item(id), send('PUT', token(role), body));

    it('changes name, type and enabled, sets updatedAt and logs the changes', async () => {
      const id = await insertAccount(world.handle.db, { name: 'Velha Padaria', groupId: world.groups.norte });
      const before = Date.now();
      const response = await update(id, { name: 'Nova Padaria', type: 'BUSINESS', enabled: false });
      expect(response.status).toBe(200);
      const body = accountResponse.parse(await response.json());
      expect(body).toMatchObject({ id, name: 'Nova Padaria', type: 'BUSINESS', enabled: false, groupName: 'Norte' });
      expect(body.updatedAt).not.toBeNull();
      expect(Date.parse(`${body.updatedAt?.date.replace(' ', 'T')}Z`)).toBeGreaterThanOrEqual(before - 1000);
      expect(await accountRow(id)).toMatchObject({
        name: 'Nova Padaria',
        type: 'BUSINESS',
        enabled: false,
        groupId: world.groups.norte,
      });
      const logs = await logsOf(world, 'client.update', id);
      expect(logs.map((log) => log.actionDetails)).toEqual([
        `Alterou o cliente 'Nova Padaria' (ID ${id}): nome 'Velha Padaria' → 'Nova Padaria', tipo Cliente → Negócio, desativado`,
      ]);
      expect(logs[0]).toMatchObject({ userId: world.people.CONFORMA.id, entityType: 'client' });
    });

    it.each([
      ['PARTNER', 'padariaNorte'],
      ['AFFINITY', 'padariaSul'],
      ['EDITOR', 'padariaSul'],
    ] as const)('lets %s change %s', async (role, key) => {
      const id = world.accounts[key];
      const response = await update(id, { name: `Padaria ${role}`, type: 'PROVIDER', enabled: true }, role);
      expect(response.status).toBe(200);
      expect(accountResponse.parse(await response.json())).toMatchObject({
        id,
        name: `Padaria ${role}`,
        type: 'PROVIDER',
      });
    });

    it.each([
      ['PARTNER', 'padariaSul'],
      ['AFFINITY', 'padariaNorte'],
    ] as const)('answers 404 to %s for another group’s account and changes nothing', async (role, key) => {
      const id = world.accounts[key];
      const before = await accountRow(id);
      await expectError(
        await update(id, { name: 'Sequestrada', type: 'CLIENT', enabled: false }, role),
        404,
        notFoundText,
      );
      expect(await accountRow(id)).toEqual(before);
      expect(
        await logsOf(world, 'client.update', id).then((rows) =>
          rows.filter((row) => row.actionDetails.includes('Sequestrada')),
        ),
      ).toEqual([]);
    });

    it.each([
      [{ type: 'CLIENT', enabled: true }, 'Nome obrigatório'],
      [{ name: 'x', type: 'CLIENT', enabled: true }, 'Mínimo de 2 caracteres'],
      [{ name: 'x'.repeat(256), type: 'CLIENT', enabled: true }, 'Máximo de 255 caracteres'],
      [{ name: 'Padaria', enabled: true }, 'Tipo obrigatório'],
      [{ name: 'Padaria', type: 'OUTRO', enabled: true }, 'Tipo inválido'],
      [{ name: 'Padaria', type: 'CLIENT' }, 'Campo Ativo obrigatório'],
      [{ name: 'Padaria', type: 'CLIENT', enabled: 1 }, 'Campo Ativo inválido'],
      ['not json', 'Corpo da requisição inválido.'],
    ])('answers 400 to %j', async (body, message) => {
      await expectError(await update(world.accounts.padariaNorte, body), 400, message);
    });

    it('keeps the provider’s account enabled and of its type, so staff can still sign in', async () => {
      const provider = { name: brand.name, type: 'BUSINESS', enabled: true } as const;
      for (const role of ['EDITOR', 'CONFORMA'] as const) {
        await expectError(
          await update(providerAccountId, { ...provider, enabled: false }, role),
          409,
          'A conta do provedor não pode ser desativada.',
        );
        await expectError(
          await update(providerAccountId, { ...provider, type: 'CLIENT' }, role),
          409,
          'O tipo da conta do provedor não pode ser alterado.',
        );
      }
      expect(await accountRow(providerAccountId)).toMatchObject({ enabled: true, type: 'BUSINESS' });
      expect(await logsOf(world, 'client.update', providerAccountId)).toEqual([]);
      for (const role of ['CONFORMA', 'EDITOR'] as const) {
        const { email, password } = world.people[role];
        const login = await request(apiPaths.login, jsonPost({ username: email, password }));
        expect(login.status, role).toBe(200);
        expect((await request(accountPaths.list, send('GET', token(role)))).status, role).toBe(200);
      }
      // Sending the account as it is changes nothing and is fine.
      expect((await update(providerAccountId, provider, 'EDITOR')).status).toBe(200);
    });

    it(`lets only ${brand.roleCode} rename the provider’s account`, async () => {
      const renamed = { name: `${brand.name} Matriz`, type: 'BUSINESS', enabled: true };
      await expectError(
        await update(providerAccountId, renamed, 'EDITOR'),
        403,
        `Só um usuário ${brand.name} pode alterar o nome da conta do provedor.`,
      );
      expect((await accountRow(providerAccountId))?.name).toBe(brand.name);
      const response = await update(providerAccountId, renamed);
      expect(response.status).toBe(200);
      expect(accountResponse.parse(await response.json()).name).toBe(renamed.name);
      expect((await update(providerAccountId, { ...renamed, name: brand.name })).status).toBe(200);
    });

    it('refuses to disable the account the acting staff member belongs to', async () => {
      const own = { name: 'Parceiro Norte', type: 'BUSINESS', enabled: false };
      await expectError(
        await update(world.accounts.parceiroNorte, own, 'PARTNER'),
        409,
        'Você não pode desativar a conta à qual pertence.',
      );
      expect((await accountRow(world.accounts.parceiroNorte))?.enabled).toBe(true);
      const { email, password } = world.people.PARTNER;
      expect((await request(apiPaths.login, jsonPost({ username: email, password }))).status).toBe(200);
      // Other changes to one's own account stay possible.
      expect((await update(world.accounts.parceiroNorte, { ...own, enabled: true }, 'PARTNER')).status).toBe(200);
    });

    it('answers 404 to an unknown id and 400 to a malformed one', async () => {
      const body = { name: 'Padaria', type: 'CLIENT', enabled: true };
      await expectError(await update(999_999, body), 404, notFoundText);
      for (const id of badIds) await expectError(await update(id, body), 400, invalidId);
      for (const id of hugeIds) await expectError(await update(id, body), 404, notFoundText);
    });

    it.each(clientSideRoles)('answers 403 to %s', async (role) => {
      await expectError(
        await update(world.accounts.padariaNorte, { name: 'Padaria', type: 'CLIENT', enabled: true }, role),
        403,
        forbiddenText,
      );
    });

    it('answers 401 without a token or with an expired one', async () => {
      const body = { name: 'Padaria', type: 'CLIENT', enabled: true };
      const path = accountPaths.item(world.accounts.padariaNorte);
      await expectError(await request(path, send('PUT', null, body)), 401, invalidSession);
      const expired = await tokenFor(world.people.CONFORMA, brand.roleCode, {
        now: Math.floor(Date.now() / 1000) - 13 * 3600,
      });
      await expectError(await request(path, send('PUT', expired, body)), 401, invalidSession);
    });
  });

  describe('DELETE', () => {
    const remove = (id: number | string, role: AccessRole = brand.roleCode) =>
      request(accountPaths.item(id), send('DELETE', token(role)));

    it('removes the account, its users and companies in one go, keeping the log text with a null client', async () => {
      const db = world.handle.db;
      const id = await insertAccount(db, { name: 'Padaria Sol', groupId: world.groups.norte });
      const member = await insertUser(db, { email: 'membro@padaria.test', accessRole: 'ADMIN', clientId: id });
      await insertUser(db, { email: 'outro@padaria.test', accessRole: 'USER', clientId: id });
      await insertCompanies(db, id, 3);
      // A log row written inside the account: staff enter it first.
      const entered = await request(accountPaths.enter(id), send('POST', token('EDITOR')));
      expect(entered.status).toBe(200);
      enterClientResponse.parse(await entered.json());

      const response = await remove(id);
      expect(response.status).toBe(200);
      expect(accountDeleteResponse.parse(await response.json())).toEqual({ message: 'Cliente excluído' });

      expect(await accountRow(id)).toBeUndefined();
      expect(await db.select().from(users).where(eq(users.clientId, id))).toEqual([]);
      expect(await db.select().from(users).where(eq(users.id, member.id))).toEqual([]);
      expect(await db.select().from(companies).where(eq(companies.clientId, id))).toEqual([]);
      const [enterLog] = await logsOf(world, 'client.enter', id);
      expect(enterLog).toMatchObject({
        clientId: null,
        actionDetails: `Entrou na administração do cliente 'Padaria Sol' (ID ${id})`,
        userId: world.people.EDITOR.id,
      });
      const deleteLogs = await logsOf(world, 'client.delete', id);
      expect(deleteLogs.map((log) => log.actionDetails)).toEqual([
        `Excluiu o cliente 'Padaria Sol' (ID ${id}), com 2 usuários e 3 empresas`,
      ]);
      expect(deleteLogs[0]).toMatchObject({ userId: world.people.CONFORMA.id, clientId: providerAccountId });

      await expectError(await remove(id), 404, notFoundText);
      await expectError(await request(accountPaths.item(id), send('GET', token('CONFORMA'))), 404, notFoundText);
    });

    it('keeps the log of a staff member who entered and then deleted the account with that token', async () => {
      const id = await insertAccount(world.handle.db, { name: 'Efêmera', groupId: 1 });
      const entered = enterClientResponse.parse(
        await (await request(accountPaths.enter(id), send('POST', token('CONFORMA')))).json(),
      );
      const response = await request(accountPaths.item(id), send('DELETE', entered.access_token));
      expect(response.status).toBe(200);
      const [log] = await logsOf(world, 'client.delete', id);
      expect(log).toMatchObject({
        clientId: null,
        actionDetails: `Excluiu o cliente 'Efêmera' (ID ${id}), com 0 usuários e 0 empresas`,
      });
    });

    it('refuses the provider’s own account', async () => {
      for (const role of ['CONFORMA', 'EDITOR'] as const) {
        await expectError(await remove(providerAccountId, role), 409, 'A conta do provedor não pode ser excluída.');
      }
      expect(await accountRow(providerAccountId)).toBeDefined();
      expect(await logsOf(world, 'client.delete', providerAccountId)).toEqual([]);
    });

    it('refuses the account the acting staff member belongs to', async () => {
      await expectError(
        await remove(world.accounts.parceiroNorte, 'PARTNER'),
        409,
        'Você não pode excluir a conta à qual pertence.',
      );
      await expectError(
        await remove(world.accounts.affinitySul, 'AFFINITY'),
        409,
        'Você não pode excluir a conta à qual pertence.',
      );
      const db = world.handle.db;
      const home = await insertAccount(db, { name: 'Casa da Equipe', groupId: 1, type: 'BUSINESS' });
      const staff = await insertUser(db, { email: 'equipe@casa.test', accessRole: 'EDITOR', clientId: home });
      const response = await request(
        accountPaths.item(home),
        send('DELETE', await tokenFor(staff, 'EDITOR', { clientId: home })),
      );
      await expectError(response, 409, 'Você não pode excluir a conta à qual pertence.');
      expect(await accountRow(world.accounts.parceiroNorte)).toBeDefined();
      expect(await accountRow(home)).toBeDefined();
    });

    it.each([
      ['PARTNER', 'norte'],
      ['AFFINITY', 'sul'],
    ] as const)('lets %s delete an account of their group', async (role, key) => {
      const id = await insertAccount(world.handle.db, { name: `Apagável ${role}`, groupId: world.groups[key] });
      const response = await remove(id, role);
      expect(response.status).toBe(200);
      expect(accountDeleteResponse.parse(await response.json()).message).toBe('Cliente excluído');
      expect(await accountRow(id)).toBeUndefined();
    });

    it.each([
      ['PARTNER', 'sul'],
      ['AFFINITY', 'norte'],
    ] as const)('answers 404 to %s for another group’s account and deletes nothing', async (role, key) => {
      const id = await insertAccount(world.handle.db, { name: `Protegida ${role}`, groupId: world.groups[key] });
      await insertCompanies(world.handle.db, id, 1);
      await expectError(await remove(id, role), 404, notFoundText);
      expect(await accountRow(id)).toBeDefined();
      expect(await world.handle.db.select().from(companies).where(eq(companies.clientId, id))).toHaveLength(1);
    });

    it('answers 404 to an unknown id and 400 to a malformed one', async () => {
      await expectError(await remove(999_999), 404, notFoundText);
      for (const id of badIds) await expectError(await remove(id), 400, invalidId);
      for (const id of hugeIds) await expectError(await remove(id), 404, notFoundText);
    });

    it.each(clientSideRoles)('answers 403 to %s', async (role) => {
      await expectError(await remove(world.accounts.padariaNorte, role), 403, forbiddenText);
      expect(await accountRow(world.accounts.padariaNorte)).toBeDefined();
    });

    it('answers 401 without a token or with a tampered one', async () => {
      const path = accountPaths.item(world.accounts.padariaNorte);
      await expectError(await request(path, send('DELETE', null)), 401, invalidSession);
      await expectError(await request(path, send('DELETE', tampered(token('BUSINESS')))), 401, invalidSession);
      expect(await accountRow(world.accounts.padariaNorte)).toBeDefined();
    });
  });

  it('shows created, changed and deleted accounts in the list', async () => {
    const made = await created({ name: 'Ciclo Completo', type: 'CLIENT', groupId: world.groups.sul });
    const list = async () =>
      accountListResponse.parse(
        await (await request(`${accountPaths.list}?search=ciclo`, send('GET', token('CONFORMA')))).json(),
      );
    expect((await list()).items).toEqual([made]);
    await request(
      accountPaths.item(made.id),
      send('PUT', token('CONFORMA'), { name: 'Ciclo Alterado', type: 'CLIENT', enabled: false }),
    );
    expect((await list()).items.map((item) => [item.name, item.enabled])).toEqual([['Ciclo Alterado', false]]);
    await request(accountPaths.item(made.id), send('DELETE', token('CONFORMA')));
    expect((await list()).total).toBe(0);
    expect(await world.handle.db.select().from(activityLogs).where(eq(activityLogs.entityId, made.id))).toHaveLength(3);
  });
});
