import {
  deletedResponse,
  licenseDefinition,
  licenseListResponse,
  licenseMutationResponse,
  licensePaths,
} from '@product/api/contract';
import { brand } from '@product/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, providerAccountId } from '../db/bootstrap';
import type { DatabaseHandle } from '../db/database';
import { cnaes, licenseCnaes, licenses } from '../db/schema';
import { createTestApp, databaseKinds, openTestDatabase, tokenFor } from '../testing/harness';
import {
  expectError,
  forbiddenMessage,
  insertPeople,
  invalidSession,
  jsonRequest,
  latestActivity,
  otherRoles,
  type People,
  withToken,
} from '../testing/people';

describe.each(databaseKinds)('licence definition calls on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let people: People;
  let admin: string;
  const cnaeIds: Record<string, number> = {};

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await bootstrap(handle.db, { admin: null, print: () => {} });
    people = await insertPeople(handle.db);
    admin = people.tokens[brand.roleCode];
    app = createTestApp(handle.db);
    const rows = await handle.db
      .select({ id: cnaes.id, codeClass: cnaes.codeClass })
      .from(cnaes)
      .where(inArray(cnaes.codeClass, ['4711-3/02', '4721-1/02', '5611-2/01', '8630-5/03']));
    for (const row of rows) cnaeIds[row.codeClass] = row.id;
  });
  afterAll(async () => {
    await handle?.close();
  });

  const send = (method: string, path: string, body: unknown, token: string | null = admin) =>
    app.request(path, jsonRequest(method, token, body));
  async function list(query: Record<string, string | number> = {}) {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const response = await app.request(`${licensePaths.list}?${search}`, withToken(admin));
    expect(response.status).toBe(200);
    return licenseListResponse.parse(await response.json());
  }
  const base = () => ({
    name: 'Alvará de funcionamento',
    description: 'Licença municipal para funcionar',
    impact: 2,
    complexity: 3,
    estimatedEffort: 10,
    estimatedBureaucratic: 30,
    estimatedValid: 365,
    fiscalRegistrations: [{ id: cnaeIds['4711-3/02'] }, { id: cnaeIds['4721-1/02'] }],
  });
  async function create(body: Record<string, unknown>) {
    const response = await send('POST', licensePaths.list, body);
    expect(response.status).toBe(201);
    return licenseMutationResponse.parse(await response.json());
  }

  describe('access', () => {
    const calls = () => [
      ['GET', licensePaths.list],
      ['POST', licensePaths.list],
      ['GET', licensePaths.one(1)],
      ['PUT', licensePaths.one(1)],
      ['DELETE', licensePaths.one(1)],
    ];
    it('answers 401 without a token and to an expired token', async () => {
      for (const [method, path] of calls()) {
        await expectError(await send(method ?? '', path ?? '', {}, null), 401, invalidSession);
      }
      const expired = await tokenFor(people.users.CONFORMA, brand.roleCode, {
        now: Math.floor(Date.now() / 1000) - 13 * 3600,
      });
      await expectError(await app.request(licensePaths.list, withToken(expired)), 401, invalidSession);
    });
    it.each(otherRoles)('answers 403 to %s on every call', async (role) => {
      for (const [method, path] of calls()) {
        await expectError(await send(method ?? '', path ?? '', {}, people.tokens[role]), 403, forbiddenMessage);
      }
    });
  });

  describe('create and read', () => {
    it('creates a licence with its CNAEs in one go, logs it, reads it back', async () => {
      const body = await create({
        ...base(),
        fiscalRegistrations: [...base().fiscalRegistrations, { id: cnaeIds['4711-3/02'] }],
      });
      expect(body.message).toBe('Licença criada');
      expect(body.license).toMatchObject({
        name: 'Alvará de funcionamento',
        impact: 2,
        complexity: 3,
        estimatedEffort: 10,
        estimatedBureaucratic: 30,
        estimatedValid: 365,
        enabled: true,
        totalCnaes: 2,
        updatedAt: null,
      });
      expect(body.license.fiscalRegistrations).toEqual([
        {
          id: cnaeIds['4711-3/02'],
          codeClass: '4711-3/02',
          codeDescription:
            'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - supermercados',
          registrationLevel: 'low_level',
        },
        expect.objectContaining({ id: cnaeIds['4721-1/02'], codeClass: '4721-1/02' }),
      ]);
      expect((await latestActivity(handle.db))[0]).toEqual({
        action: 'license.create',
        details: `Criou a licença 'Alvará de funcionamento' (ID ${body.license.id})`,
        entityType: 'license',
        entityId: body.license.id,
        userId: people.users.CONFORMA.id,
        clientId: providerAccountId,
      });
      const read = await app.request(licensePaths.one(body.license.id), withToken(admin));
      expect(read.status).toBe(200);
      expect(licenseDefinition.parse(await read.json())).toEqual(body.license);
    });

    it('creates a licence without CNAEs, disabled', async () => {
      const { fiscalRegistrations: _, ...withoutCnaes } = base();
      const body = await create({ ...withoutCnaes, name: 'Licença sanitária', enabled: false });
      expect(body.license).toMatchObject({ enabled: false, totalCnaes: 0, fiscalRegistrations: [] });
    });

    it('refuses unknown CNAE ids with 400 and writes nothing', async () => {
      const before = await handle.db.select({ id: licenses.id }).from(licenses);
      await expectError(
        await send('POST', licensePaths.list, {
          ...base(),
          fiscalRegistrations: [{ id: cnaeIds['4711-3/02'] }, { id: 999998 }, { id: 2147483648 }],
        }),
        400,
        'CNAE não encontrado: 999998, 2147483648.',
      );
      expect(await handle.db.select({ id: licenses.id }).from(licenses)).toEqual(before);
    });

    it.each([
      ['name', undefined, 'Nome obrigatório'],
      ['name', 'A', 'Mínimo de 2 caracteres'],
      ['description', '', 'Descrição obrigatória'],
      ['description', 'x'.repeat(256), 'Máximo de 255 caracteres'],
      ['impact', 0, 'Mínimo de 1 e máximo de 3'],
      ['impact', 4, 'Mínimo de 1 e máximo de 3'],
      ['complexity', 2.5, 'Mínimo de 1 e máximo de 3'],
      ['complexity', undefined, 'Dado obrigatório'],
      ['estimatedEffort', 31, 'Máximo de 30'],
      ['estimatedEffort', -1, 'Mínimo de 0'],
      ['estimatedEffort', null, 'Dado obrigatório'],
      ['estimatedBureaucratic', 366, 'Máximo de 365'],
      ['estimatedValid', 366, 'Máximo de 365'],
      ['estimatedValid', '10', 'Informe um número inteiro'],
      ['enabled', 1, 'Valor inválido para Ativo'],
      ['fiscalRegistrations', [{ id: 'x' }], 'Lista de CNAEs inválida'],
      ['fiscalRegistrations', { id: 1 }, 'Lista de CNAEs inválida'],
    ])('answers 400 when %s is %j: %s', async (field, value, message) => {
      await expectError(await send('POST', licensePaths.list, { ...base(), [field]: value }), 400, message);
    });

    it('accepts the scale limits', async () => {
      const body = await create({
        ...base(),
        name: 'Limites',
        impact: 1,
        complexity: 1,
        estimatedEffort: 30,
        estimatedBureaucratic: 0,
        estimatedValid: 0,
      });
      expect(body.license).toMatchObject({ impact: 1, estimatedEffort: 30, estimatedBureaucratic: 0 });
    });
  });

  describe('list', () => {
    it('answers items, total and pages_in_range (not wrapped), in name order, searching name and description', async () => {
      const all = await list();
      expect(all.total).toBe(3);
      expect(all.items.map((item) => item.name)).toEqual(['Alvará de funcionamento', 'Licença sanitária', 'Limites']);
      expect(all.items[0]?.totalCnaes).toBe(2);
      expect(all.items[0]?.fiscalRegistrations).toHaveLength(2);
      expect((await list({ limit: 2, page: 1 })).items.map((item) => item.name)).toEqual(['Limites']);
      expect((await list({ limit: 2 })).pages_in_range).toBe(2);
      expect((await list({ search: 'ALVARA' })).items.map((item) => item.name)).toEqual(['Alvará de funcionamento']);
      expect((await list({ search: 'sanitaria' })).total).toBe(1);
      expect((await list({ search: 'municipal' })).total).toBe(3);
      expect((await list({ search: 'inexistente' })).items).toEqual([]);
    });
  });

  describe('update and delete', () => {
    it('replaces fields and CNAEs with PUT; absent CNAEs and enabled are kept', async () => {
      const { license } = await create({ ...base(), name: 'Para alterar' });
      const changed = await send('PUT', licensePaths.one(license.id), {
        ...base(),
        name: 'Alterada',
        impact: 1,
        fiscalRegistrations: [{ id: cnaeIds['5611-2/01'] }],
      });
      expect(changed.status).toBe(200);
      const body = licenseMutationResponse.parse(await changed.json());
      expect(body.message).toBe('Licença atualizada');
      expect(body.license).toMatchObject({ name: 'Alterada', impact: 1, totalCnaes: 1, enabled: true });
      expect(body.license.fiscalRegistrations.map((cnae) => cnae.codeClass)).toEqual(['5611-2/01']);
      expect(body.license.updatedAt).not.toBeNull();
      expect((await latestActivity(handle.db))[0]).toMatchObject({
        action: 'license.update',
        details: `Alterou a licença 'Alterada' (ID ${license.id})`,
      });

      const { fiscalRegistrations: _, ...withoutCnaes } = base();
      const kept = await send('PUT', licensePaths.one(license.id), {
        ...withoutCnaes,
        name: 'Alterada',
        enabled: false,
      });
      expect(licenseMutationResponse.parse(await kept.json()).license).toMatchObject({ totalCnaes: 1, enabled: false });

      const cleared = await send('PUT', licensePaths.one(license.id), { ...base(), fiscalRegistrations: [] });
      expect(licenseMutationResponse.parse(await cleared.json()).license).toMatchObject({
        totalCnaes: 0,
        enabled: false,
      });
    });

    it('refuses a bad update without changing anything', async () => {
      const { license } = await create({ ...base(), name: 'Intocada' });
      await expectError(
        await send('PUT', licensePaths.one(license.id), { ...base(), fiscalRegistrations: [{ id: 999999 }] }),
        400,
        'CNAE não encontrado: 999999.',
      );
      await expectError(
        await send('PUT', licensePaths.one(license.id), { ...base(), estimatedEffort: 31 }),
        400,
        'Máximo de 30',
      );
      const read = licenseDefinition.parse(
        await (await app.request(licensePaths.one(license.id), withToken(admin))).json(),
      );
      expect(read).toEqual(license);
      await expectError(await send('PUT', licensePaths.one(999999), base()), 404, 'Licença não encontrada.');
    });

    it('deletes a licence and its links, logs it; then 404', async () => {
      const { license } = await create({ ...base(), name: 'Para excluir' });
      const response = await send('DELETE', licensePaths.one(license.id), undefined);
      expect(response.status).toBe(200);
      expect(deletedResponse.parse(await response.json())).toEqual({ message: 'Licença excluída' });
      expect(await handle.db.select().from(licenseCnaes).where(eq(licenseCnaes.licenseId, license.id))).toEqual([]);
      expect((await latestActivity(handle.db))[0]).toMatchObject({
        action: 'license.delete',
        details: `Excluiu a licença 'Para excluir' (ID ${license.id})`,
        entityId: license.id,
      });
      await expectError(await send('DELETE', licensePaths.one(license.id), undefined), 404, 'Licença não encontrada.');
      await expectError(
        await app.request(licensePaths.one(license.id), withToken(admin)),
        404,
        'Licença não encontrada.',
      );
      await expectError(await app.request(licensePaths.one('abc'), withToken(admin)), 400, 'ID inválido.');
    });
  });
});
