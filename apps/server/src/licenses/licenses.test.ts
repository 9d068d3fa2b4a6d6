import {
  deletedResponse,
  licenseDefinition,
  licenseListResponse,
  licenseMutationResponse,
  licensePaths,
} from '@product/api/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { providerAccountId } from '../db/bootstrap';
import { cnaes, licenseCnaes, licenses } from '../db/schema';
import { databaseKinds } from '../testing/harness';
import { expectError, latestActivity, withToken } from '../testing/people';
import { crudCalls, peopleWorld } from '../testing/people-world';

describe.each(databaseKinds)('licence definition calls on %s', (kind) => {
  const world = peopleWorld(kind);
  const { send } = world;
  const cnaeIds: Record<string, number> = {};

  beforeAll(async () => {
    const rows = await world.db
      .select({ id: cnaes.id, codeClass: cnaes.codeClass })
      .from(cnaes)
      .where(inArray(cnaes.codeClass, ['4711-3/02', '4721-1/02', '5611-2/01', '8630-5/03']));
    for (const row of rows) cnaeIds[row.codeClass] = row.id;
  });

  const list = async (query: Record<string, string | number> = {}) =>
    licenseListResponse.parse(await world.listed(licensePaths.list, query));
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
    const calls = crudCalls(licensePaths, 'PUT');
    it('answers 401 without a token and to an expired token', async () => {
      await world.expectSignedOut(calls);
      await world.expectTokenRefused(licensePaths.list, await world.expiredToken());
    });
    world.itRefusesOtherRoles(calls);
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
      expect((await latestActivity(world.db))[0]).toEqual({
        action: 'license.create',
        details: `Criou a licença 'Alvará de funcionamento' (ID ${body.license.id})`,
        entityType: 'license',
        entityId: body.license.id,
        userId: world.people.users.CONFORMA.id,
        clientId: providerAccountId,
      });
      const read = await world.app.request(licensePaths.one(body.license.id), withToken(world.admin));
      expect(read.status).toBe(200);
      expect(licenseDefinition.parse(await read.json())).toEqual(body.license);
    });

    it('creates a licence without CNAEs, disabled', async () => {
      const { fiscalRegistrations: _, ...withoutCnaes } = base();
      const body = await create({ ...withoutCnaes, name: 'Licença sanitária', enabled: false });
      expect(body.license).toMatchObject({ enabled: false, totalCnaes: 0, fiscalRegistrations: [] });
    });

    it('refuses unknown CNAE ids with 400 and writes nothing', async () => {
      const before = await world.db.select({ id: licenses.id }).from(licenses);
      await expectError(
        await send('POST', licensePaths.list, {
          ...base(),
          fiscalRegistrations: [{ id: cnaeIds['4711-3/02'] }, { id: 999998 }, { id: 2147483648 }],
        }),
        400,
        'CNAE não encontrado: 999998, 2147483648.',
      );
      expect(await world.db.select({ id: licenses.id }).from(licenses)).toEqual(before);
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
      expect((await latestActivity(world.db))[0]).toMatchObject({
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
        await (await world.app.request(licensePaths.one(license.id), withToken(world.admin))).json(),
      );
      expect(read).toEqual(license);
      await expectError(await send('PUT', licensePaths.one(999999), base()), 404, 'Licença não encontrada.');
    });

    it('deletes a licence and its links, logs it; then 404', async () => {
      const { license } = await create({ ...base(), name: 'Para excluir' });
      const response = await send('DELETE', licensePaths.one(license.id), undefined);
      expect(response.status).toBe(200);
      expect(deletedResponse.parse(await response.json())).toEqual({ message: 'Licença excluída' });
      expect(await world.db.select().from(licenseCnaes).where(eq(licenseCnaes.licenseId, license.id))).toEqual([]);
      expect((await latestActivity(world.db))[0]).toMatchObject({
        action: 'license.delete',
        details: `Excluiu a licença 'Para excluir' (ID ${license.id})`,
        entityId: license.id,
      });
      await expectError(await send('DELETE', licensePaths.one(license.id), undefined), 404, 'Licença não encontrada.');
      await expectError(
        await world.app.request(licensePaths.one(license.id), withToken(world.admin)),
        404,
        'Licença não encontrada.',
      );
      await expectError(await world.app.request(licensePaths.one('abc'), withToken(world.admin)), 400, 'ID inválido.');
    });
  });
});
