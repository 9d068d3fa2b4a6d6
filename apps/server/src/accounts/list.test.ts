import { accountListResponse, apiPaths, errorResponse } from '@product/api/contract';
import { type AccessRole, authTexts, brand, staffRoles } from '@product/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, providerAccountId } from '../db/bootstrap';
import type { DatabaseHandle } from '../db/database';
import { users } from '../db/schema';
import {
  bearer,
  createTestApp,
  databaseKinds,
  errorBodyOf,
  insertAccount,
  insertCompanies,
  insertGroup,
  insertUser,
  openTestDatabase,
  type TestUser,
  tokenFor,
} from '../testing/harness';

const invalidSession = 'Sessão inválida ou expirada. Entre novamente.';

describe.each(databaseKinds)('GET account list on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  type AccountKey =
    | 'alfa'
    | 'parceiroNorte'
    | 'padariaNorte'
    | 'fornecedorNorte'
    | 'mercadoNorte'
    | 'affinitySul'
    | 'padariaSul'
    | 'fornecedorSul';
  const ids = {} as Record<AccountKey, number>;
  const groupIds = {} as Record<'norte' | 'sul' | 'lote', number>;
  const people = {} as Record<AccessRole, TestUser>;
  const tokens = {} as Record<AccessRole, string>;
  const editedAt = new Date('2026-03-04T05:06:07.890Z');
  const createdAt = new Date('2026-01-02T03:04:05.678Z');

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const db = handle.db;
    await bootstrap(db, { admin: null, print: () => {} });
    groupIds.norte = await insertGroup(db, 'Norte');
    groupIds.sul = await insertGroup(db, 'Sul');
    groupIds.lote = await insertGroup(db, 'Lote');
    ids.alfa = await insertAccount(db, { name: 'Alfa Business', groupId: 1, type: 'BUSINESS' });
    ids.parceiroNorte = await insertAccount(db, { name: 'Parceiro Norte', groupId: groupIds.norte, type: 'BUSINESS' });
    ids.padariaNorte = await insertAccount(db, { name: 'Padaria Norte', groupId: groupIds.norte, createdAt });
    ids.fornecedorNorte = await insertAccount(db, {
      name: 'Fornecedor 100% Norte',
      groupId: groupIds.norte,
      type: 'PROVIDER',
    });
    ids.mercadoNorte = await insertAccount(db, {
      name: 'Mercado_Norte',
      groupId: groupIds.norte,
      enabled: false,
      createdAt,
      updatedAt: editedAt,
    });
    ids.affinitySul = await insertAccount(db, { name: 'Affinity Sul', groupId: groupIds.sul, type: 'BUSINESS' });
    ids.padariaSul = await insertAccount(db, { name: 'PADARIA SUL', groupId: groupIds.sul });
    ids.fornecedorSul = await insertAccount(db, { name: 'Fornecedor Sul', groupId: groupIds.sul, type: 'PROVIDER' });
    for (let i = 1; i <= 25; i++) {
      await insertAccount(db, { name: `Lote ${String(i).padStart(2, '0')}`, groupId: groupIds.lote });
    }
    await insertCompanies(db, ids.padariaNorte, 3);
    await insertCompanies(db, ids.padariaSul, 1);

    const homeOf: Record<AccessRole, number> = {
      [brand.roleCode]: providerAccountId,
      EDITOR: providerAccountId,
      PARTNER: ids.parceiroNorte,
      AFFINITY: ids.affinitySul,
      ADMIN: ids.padariaNorte,
      USER: ids.padariaNorte,
      PROVIDER: ids.fornecedorNorte,
      BUSINESS: ids.padariaNorte,
    } as Record<AccessRole, number>;
    for (const [role, clientId] of Object.entries(homeOf) as [AccessRole, number][]) {
      people[role] = await insertUser(db, { email: `${role.toLowerCase()}@teste.test`, accessRole: role, clientId });
      tokens[role] = await tokenFor(people[role], role, { clientId });
    }
    app = createTestApp(db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function list(query: Record<string, string | number>, role: AccessRole = brand.roleCode) {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const response = await app.request(`${apiPaths.accounts}?${search}`, bearer(tokens[role]));
    expect(response.status).toBe(200);
    return accountListResponse.parse(await response.json());
  }
  const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

  async function expectError(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect(errorResponse.parse(await response.json())).toEqual(errorBodyOf(message));
  }

  describe('authentication', () => {
    it('answers 401 without a token', async () => {
      await expectError(await app.request(apiPaths.accounts), 401, invalidSession);
    });

    it('answers 401 to a header that is not a bearer token', async () => {
      const response = await app.request(apiPaths.accounts, { headers: { Authorization: tokens.CONFORMA } });
      await expectError(response, 401, invalidSession);
    });

    it('answers 401 to a tampered token', async () => {
      const [header, , signature] = tokens.USER.split('.');
      const claims = JSON.parse(Buffer.from(tokens.USER.split('.')[1] ?? '', 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, access_role: brand.roleCode })).toString('base64url');
      await expectError(
        await app.request(apiPaths.accounts, bearer(`${header}.${forged}.${signature}`)),
        401,
        invalidSession,
      );
    });

    it('answers 401 to a token signed with another secret', async () => {
      const token = await tokenFor(people.CONFORMA, brand.roleCode, {
        secret: new TextEncoder().encode('y'.repeat(64)),
      });
      await expectError(await app.request(apiPaths.accounts, bearer(token)), 401, invalidSession);
    });

    it('answers 401 to an expired token', async () => {
      const thirteenHoursAgo = Math.floor(Date.now() / 1000) - 13 * 60 * 60;
      const token = await tokenFor(people.CONFORMA, brand.roleCode, { now: thirteenHoursAgo });
      await expectError(await app.request(apiPaths.accounts, bearer(token)), 401, invalidSession);
    });

    it('answers 401 once the user is disabled, and again 200 when enabled', async () => {
      const editor = people.EDITOR;
      await handle.db.update(users).set({ enabled: false }).where(eq(users.id, editor.id));
      await expectError(await app.request(apiPaths.accounts, bearer(tokens.EDITOR)), 401, invalidSession);
      await handle.db.update(users).set({ enabled: true }).where(eq(users.id, editor.id));
      expect((await app.request(apiPaths.accounts, bearer(tokens.EDITOR))).status).toBe(200);
    });

    it('answers 401 when the token names a role the user no longer has', async () => {
      const token = await tokenFor(people.USER, 'EDITOR', { clientId: ids.padariaNorte });
      await expectError(await app.request(apiPaths.accounts, bearer(token)), 401, invalidSession);
    });
  });

  describe('roles', () => {
    it.each(staffRoles)('lets %s list accounts', async (role) => {
      const body = await list({}, role);
      expect(body.total).toBeGreaterThan(0);
    });

    it.each(['ADMIN', 'USER', 'PROVIDER', 'BUSINESS'] as const)('answers 403 to %s', async (role) => {
      await expectError(
        await app.request(apiPaths.accounts, bearer(tokens[role])),
        403,
        authTexts.forbiddenDescription,
      );
      expect(authTexts.forbiddenDescription).toBe(
        'Você não tem permissão para entrar nesta página. Contate o administrador.',
      );
    });
  });

  describe('listing', () => {
    it('lists every account, newest first, for the provider staff', async () => {
      const body = await list({ limit: 100 });
      expect(body.total).toBe(34);
      expect(body.pages_in_range).toBe(1);
      const itemIds = body.items.map((item) => item.id);
      expect(itemIds).toEqual([...itemIds].sort((a, b) => b - a));
      expect(itemIds.at(-1)).toBe(providerAccountId);
    });

    it('answers the same without the trailing slash of the spec’s path', async () => {
      const response = await app.request(`${apiPaths.accounts.replace(/\/$/, '')}?limit=100`, bearer(tokens.CONFORMA));
      expect(response.status).toBe(200);
      expect(accountListResponse.parse(await response.json()).total).toBe(34);
    });

    it('gives each account its companies, group name and wire dates', async () => {
      const body = await list({ group: groupIds.norte });
      const padaria = body.items.find((item) => item.id === ids.padariaNorte);
      expect(padaria).toEqual({
        id: ids.padariaNorte,
        name: 'Padaria Norte',
        type: 'CLIENT',
        enabled: true,
        createdAt: { date: '2026-01-02 03:04:05.678000', timezone_type: 3, timezone: 'UTC' },
        updatedAt: null,
        totalCompanies: 3,
        groupName: 'Norte',
      });
      const mercado = body.items.find((item) => item.id === ids.mercadoNorte);
      expect(mercado).toMatchObject({
        enabled: false,
        totalCompanies: 0,
        updatedAt: { date: '2026-03-04 05:06:07.890000', timezone_type: 3, timezone: 'UTC' },
      });
      const [provider] = (await list({ search: String(providerAccountId) })).items;
      expect(provider).toMatchObject({ name: brand.name, type: 'BUSINESS', groupName: brand.name, totalCompanies: 0 });
      const sul = (await list({ search: 'padaria sul' })).items;
      expect(sul.map((item) => [item.totalCompanies, item.groupName])).toEqual([[1, 'Sul']]);
    });

    it('filters by group', async () => {
      const body = await list({ group: groupIds.norte });
      expect(names(body)).toEqual(['Mercado_Norte', 'Fornecedor 100% Norte', 'Padaria Norte', 'Parceiro Norte']);
      expect(body.total).toBe(4);
      expect(names(await list({ group: 1 }))).toEqual(['Alfa Business', brand.name]);
    });

    it('leaves one group out (the affinitys view: every group but the business one)', async () => {
      const body = await list({ exceptGroup: 1, limit: 100 });
      expect(names(body)).not.toContain('Alfa Business');
      expect(names(body)).not.toContain(brand.name);
      // Norte's four, Sul's three and the 25 of Lote: every account outside group 1.
      expect(body.total).toBe(32);
      expect(names(await list({ exceptGroup: 1, search: 'alfa' }))).toEqual([]);
      expect(names(await list({ exceptGroup: 1, group: groupIds.sul }))).toEqual([
        'Fornecedor Sul',
        'PADARIA SUL',
        'Affinity Sul',
      ]);
      expect(names(await list({ exceptGroup: groupIds.lote, search: 'lote' }))).toEqual([]);
      // Confined roles keep to their own group.
      expect(names(await list({ exceptGroup: 1 }, 'AFFINITY'))).toEqual([
        'Fornecedor Sul',
        'PADARIA SUL',
        'Affinity Sul',
      ]);
    });

    it('filters by type', async () => {
      expect(names(await list({ filter: 'PROVIDER' }))).toEqual(['Fornecedor Sul', 'Fornecedor 100% Norte']);
      expect(names(await list({ filter: 'CLIENT', group: groupIds.norte }))).toEqual([
        'Mercado_Norte',
        'Padaria Norte',
      ]);
      const clientsOnly = await list({ filter: 'CLIENT', limit: 100 });
      expect(clientsOnly.total).toBe(28);
      expect(clientsOnly.items.every((item) => item.type === 'CLIENT')).toBe(true);
    });
  });

  describe('search', () => {
    it('finds a case-insensitive substring of the name', async () => {
      expect(names(await list({ search: 'padaria' }))).toEqual(['PADARIA SUL', 'Padaria Norte']);
      expect(names(await list({ search: 'ADARIA nor' }))).toEqual(['Padaria Norte']);
      expect(names(await list({ search: '  sul  ' }))).toEqual(['Fornecedor Sul', 'PADARIA SUL', 'Affinity Sul']);
    });

    it('takes % and _ literally', async () => {
      expect(names(await list({ search: '%' }))).toEqual(['Fornecedor 100% Norte']);
      expect(names(await list({ search: '100%' }))).toEqual(['Fornecedor 100% Norte']);
      expect(names(await list({ search: '_' }))).toEqual(['Mercado_Norte']);
      expect(names(await list({ search: 'o_N' }))).toEqual(['Mercado_Norte']);
      expect((await list({ search: '\\' })).total).toBe(0);
    });

    it('finds the exact id when the search is all digits', async () => {
      const body = await list({ search: String(ids.padariaSul) });
      expect(body).toMatchObject({ total: 1, pages_in_range: 1 });
      expect(body.items.map((item) => item.id)).toEqual([ids.padariaSul]);
      expect(await list({ search: '99999' })).toEqual({ items: [], total: 0, pages_in_range: 0 });
      expect(await list({ search: '99999999999999999999' })).toEqual({ items: [], total: 0, pages_in_range: 0 });
    });

    it('combines search with group and filter', async () => {
      expect(names(await list({ search: 'norte', filter: 'PROVIDER' }))).toEqual(['Fornecedor 100% Norte']);
      expect(names(await list({ search: 'padaria', group: groupIds.sul }))).toEqual(['PADARIA SUL']);
    });
  });

  describe('paging', () => {
    it('pages with total and pages_in_range', async () => {
      const first = await list({ group: groupIds.lote, limit: 10, page: 0 });
      expect(first.total).toBe(25);
      expect(first.pages_in_range).toBe(3);
      expect(names(first)).toEqual(Array.from({ length: 10 }, (_, i) => `Lote ${25 - i}`));
      const last = await list({ group: groupIds.lote, limit: 10, page: 2 });
      expect(names(last)).toEqual(['Lote 05', 'Lote 04', 'Lote 03', 'Lote 02', 'Lote 01']);
      expect(last.total).toBe(25);
    });

    it('gives 20 per page by default', async () => {
      const body = await list({ group: groupIds.lote });
      expect(body.items).toHaveLength(20);
      expect(body.pages_in_range).toBe(2);
    });

    it('answers an empty page beyond the end', async () => {
      expect(await list({ group: groupIds.lote, limit: 10, page: 3 })).toEqual({
        items: [],
        total: 25,
        pages_in_range: 3,
      });
      expect((await list({ group: groupIds.lote, limit: 10, page: 9_000_000_000_000 })).items).toEqual([]);
    });

    it.each([
      ['page=-1', 'Página inválida'],
      ['page=abc', 'Página inválida'],
      ['limit=0', 'Limite inválido'],
      ['limit=2.5', 'Limite inválido'],
      ['group=0', 'Grupo inválido'],
      ['exceptGroup=0', 'Grupo inválido'],
      ['filter=BUSINESS', 'Filtro inválido'],
    ])('answers 400 to %s', async (query, message) => {
      await expectError(await app.request(`${apiPaths.accounts}?${query}`, bearer(tokens.CONFORMA)), 400, message);
    });
  });

  describe('group confinement', () => {
    it('shows PARTNER only their own group, whatever group they ask for', async () => {
      const expected = ['Mercado_Norte', 'Fornecedor 100% Norte', 'Padaria Norte', 'Parceiro Norte'];
      expect(names(await list({}, 'PARTNER'))).toEqual(expected);
      expect(names(await list({ group: groupIds.sul }, 'PARTNER'))).toEqual(expected);
      expect(names(await list({ group: 1 }, 'PARTNER'))).toEqual(expected);
      expect((await list({ search: String(ids.padariaSul) }, 'PARTNER')).total).toBe(0);
      expect(names(await list({ filter: 'PROVIDER', group: groupIds.sul }, 'PARTNER'))).toEqual([
        'Fornecedor 100% Norte',
      ]);
    });

    it('shows AFFINITY only their own group, whatever group they ask for', async () => {
      const expected = ['Fornecedor Sul', 'PADARIA SUL', 'Affinity Sul'];
      expect(names(await list({}, 'AFFINITY'))).toEqual(expected);
      expect(names(await list({ group: groupIds.norte }, 'AFFINITY'))).toEqual(expected);
      expect((await list({ search: 'norte' }, 'AFFINITY')).total).toBe(0);
    });

    it('lets EDITOR choose any group', async () => {
      expect(names(await list({ group: groupIds.sul }, 'EDITOR'))).toEqual([
        'Fornecedor Sul',
        'PADARIA SUL',
        'Affinity Sul',
      ]);
      expect((await list({ limit: 100 }, 'EDITOR')).total).toBe(34);
    });
  });
});
