import { cnae, cnaeListResponse, cnaeMutationResponse, cnaePaths, deletedResponse } from '@product/api/contract';
import { brand } from '@product/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerAccountId } from '../db/bootstrap';
import { cnaes, licenseCnaes, licenses } from '../db/schema';
import { databaseKinds } from '../testing/harness';
import { expectError, latestActivity, withToken } from '../testing/people';
import { crudCalls, peopleWorld } from '../testing/people-world';

describe.each(databaseKinds)('CNAE admin calls on %s', (kind) => {
  const world = peopleWorld(kind);
  const { send } = world;

  const list = async (query: Record<string, string | number> = {}) =>
    cnaeListResponse.parse(await world.listed(cnaePaths.list, query)).result[0];
  const codeOf = async (code: string) => {
    const [row] = await world.db.select().from(cnaes).where(eq(cnaes.codeClass, code));
    if (!row) throw new Error(`no CNAE ${code}`);
    return row;
  };

  describe('access', () => {
    const calls = crudCalls(cnaePaths, 'PUT');

    it('answers 401 to every call without a token', async () => {
      await world.expectSignedOut(calls);
    });

    it('answers 401 to an expired and to a tampered token', async () => {
      await world.expectTokenRefused(cnaePaths.list, await world.expiredToken({ clientId: providerAccountId }));
      const [head, payload = '', signature] = world.people.tokens.EDITOR.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, access_role: brand.roleCode })).toString('base64url');
      await world.expectTokenRefused(cnaePaths.list, `${head}.${forged}.${signature}`);
    });

    world.itRefusesOtherRoles(calls);

    it('lets the {product} role list', async () => {
      expect((await list({ limit: 1 })).total).toBe(1332);
    });
  });

  describe('list', () => {
    it('answers the seeded catalogue in code order, wrapped in result[0]', async () => {
      const page = await list();
      expect(page.total).toBe(1332);
      expect(page.pages_in_range).toBe(67);
      expect(page.items).toHaveLength(20);
      expect(page.items[0]).toMatchObject({
        codeClass: '0111-3/01',
        codeDescription: 'Cultivo de arroz',
        registrationLevel: 'low_level',
        enabled: true,
        updatedAt: null,
      });
      const codes = page.items.map((item) => item.codeClass);
      expect(codes).toEqual([...codes].sort());
    });

    it('pages from 0 and answers an empty page past the end', async () => {
      const second = await list({ page: 1, limit: 10 });
      expect(second.items[0]?.codeClass).toBe('0116-4/01');
      expect(second.items).toHaveLength(10);
      const past = await list({ page: 500, limit: 10 });
      expect(past).toEqual({ items: [], total: 1332, pages_in_range: 134 });
    });

    it('answers all 1,332 rows for the dropdowns (limit 900000) quickly', async () => {
      const call = () => world.app.request(`${cnaePaths.list}?limit=900000`, withToken(world.admin));
      await (await call()).text(); // warm-up: the first call also plans the queries
      const started = performance.now();
      const response = await call();
      const text = await response.text();
      const elapsed = performance.now() - started;
      console.info(`[${kind}] CNAE list, limit 900000, 1,332 rows, ${text.length} bytes: ${elapsed.toFixed(0)} ms`);
      const all = cnaeListResponse.parse(JSON.parse(text)).result[0];
      expect(all.items).toHaveLength(1332);
      expect(all.pages_in_range).toBe(1);
      expect(elapsed).toBeLessThan(1500);
    });

    it.each([
      ['4711-3/02', ['4711-3/02']],
      ['4711302', ['4711-3/02']],
      ['4711-3', ['4711-3/01', '4711-3/02']],
      ['SUPERMERCADOS', ['4711-3/02']],
      ['eqüinos', ['0152-1/02', '1011-2/02']],
      ['EQUINOS', ['0152-1/02', '1011-2/02']],
      ['CONFECCAO, sob medida', ['1412-6/02', '1413-4/02']],
      ['padaria', ['1091-1/02', '4721-1/02']],
      ['100%', []],
      ['zzzz-nada', []],
    ])('searches %j', async (search, expected) => {
      const found = await list({ search, limit: 100 });
      expect(found.items.map((item) => item.codeClass)).toEqual(expected);
      expect(found.total).toBe(expected.length);
    });

    it('refuses a bad page or limit', async () => {
      await expectError(
        await world.app.request(`${cnaePaths.list}?page=-1`, withToken(world.admin)),
        400,
        'Página inválida',
      );
      await expectError(
        await world.app.request(`${cnaePaths.list}?limit=0`, withToken(world.admin)),
        400,
        'Limite inválido',
      );
      await expectError(
        await world.app.request(`${cnaePaths.list}?search=${'x'.repeat(256)}`, withToken(world.admin)),
        400,
        'Máximo de 255 caracteres',
      );
    });
  });

  describe('create, read, update, delete', () => {
    it('creates a CNAE from seven digits, masks it, logs it, and reads it back', async () => {
      const response = await send('POST', cnaePaths.list, {
        codeClass: '9999901',
        registrationLevel: 'high_level',
        codeDescription: '  Atividade de teste  ',
      });
      expect(response.status).toBe(201);
      const body = cnaeMutationResponse.parse(await response.json());
      expect(body.message).toBe('CNAE criado');
      expect(body.cnae).toMatchObject({
        codeClass: '9999-9/01',
        codeDescription: 'Atividade de teste',
        registrationLevel: 'high_level',
        enabled: true,
        updatedAt: null,
      });
      expect(await latestActivity(world.db)).toEqual([
        {
          action: 'cnae.create',
          details: 'Criou o CNAE 9999-9/01',
          entityType: 'cnae',
          entityId: body.cnae.id,
          userId: world.people.users.CONFORMA.id,
          clientId: providerAccountId,
        },
      ]);

      const read = await world.app.request(cnaePaths.one(body.cnae.id), withToken(world.admin));
      expect(read.status).toBe(200);
      expect(cnae.parse(await read.json())).toEqual(body.cnae);
    });

    it('defaults the risk to low_level', async () => {
      const response = await send('POST', `${cnaePaths.list.replace(/\/$/, '')}`, {
        codeClass: '9999-9/02',
        codeDescription: 'Sem risco informado',
      });
      expect(response.status).toBe(201);
      expect(cnaeMutationResponse.parse(await response.json()).cnae.registrationLevel).toBe('low_level');
    });

    it('refuses a code that exists, with 409, and writes nothing', async () => {
      const before = await latestActivity(world.db);
      await expectError(
        await send('POST', cnaePaths.list, { codeClass: '4711302', codeDescription: 'Outro supermercado' }),
        409,
        'Já existe um CNAE com este código.',
      );
      expect(await latestActivity(world.db)).toEqual(before);
    });

    it.each([
      [{ registrationLevel: 'low_level', codeDescription: 'Teste' }, 'Código obrigatório'],
      [{ codeClass: '', codeDescription: 'Teste' }, 'Código obrigatório'],
      [{ codeClass: '4711-3/0', codeDescription: 'Teste' }, 'Código inválido: use o formato 9999-9/99'],
      [{ codeClass: 'abc', codeDescription: 'Teste' }, 'Código inválido: use o formato 9999-9/99'],
      [{ codeClass: '9999-9/03', registrationLevel: '', codeDescription: 'Teste' }, 'Risco obrigatório'],
      [{ codeClass: '9999-9/03', registrationLevel: 'alto', codeDescription: 'Teste' }, 'Risco inválido'],
      [{ codeClass: '9999-9/03' }, 'Descrição obrigatória'],
      [{ codeClass: '9999-9/03', codeDescription: ' ' }, 'Descrição obrigatória'],
      [{ codeClass: '9999-9/03', codeDescription: 'a' }, 'Mínimo de 2 caracteres'],
      [{ codeClass: '9999-9/03', codeDescription: 'a'.repeat(256) }, 'Máximo de 255 caracteres'],
      [{ codeClass: '9999-9/03', codeDescription: 'Teste', enabled: 'sim' }, 'Valor inválido para Ativo'],
      [[], 'Corpo da requisição inválido.'],
      ['{"codeClass": ', 'Corpo da requisição inválido.'],
    ])('answers 400 to %j: %s', async (body, message) => {
      await expectError(await send('POST', cnaePaths.list, body), 400, message);
    });

    it('updates a CNAE (PUT), keeps enabled when absent, logs it', async () => {
      const target = await codeOf('0111-3/03');
      const response = await send('PUT', cnaePaths.one(target.id), {
        codeClass: '0111-3/03',
        registrationLevel: 'medium_level',
        codeDescription: 'Cultivo de trigo (revisado)',
      });
      expect(response.status).toBe(200);
      const body = cnaeMutationResponse.parse(await response.json());
      expect(body.message).toBe('CNAE alterado');
      expect(body.cnae).toMatchObject({
        id: target.id,
        registrationLevel: 'medium_level',
        codeDescription: 'Cultivo de trigo (revisado)',
        enabled: true,
      });
      expect(body.cnae.updatedAt).not.toBeNull();
      expect((await latestActivity(world.db))[0]).toMatchObject({
        action: 'cnae.update',
        details: 'Alterou o CNAE 0111-3/03',
        entityId: target.id,
      });

      const disabled = await send('PUT', cnaePaths.one(target.id), {
        codeClass: '0111303',
        codeDescription: 'Cultivo de trigo',
        enabled: false,
      });
      expect(cnaeMutationResponse.parse(await disabled.json()).cnae).toMatchObject({
        enabled: false,
        registrationLevel: 'low_level',
      });
    });

    it('refuses to give a CNAE the code of another one, and 404s a missing one', async () => {
      const target = await codeOf('0111-3/99');
      await expectError(
        await send('PUT', cnaePaths.one(target.id), { codeClass: '0111-3/01', codeDescription: 'Teste' }),
        409,
        'Já existe um CNAE com este código.',
      );
      await expectError(
        await send('PUT', cnaePaths.one(999999), { codeClass: '0111-3/01', codeDescription: 'Teste' }),
        404,
        'CNAE não encontrado.',
      );
      await expectError(
        await send('PUT', cnaePaths.one(target.id), { codeClass: '0111-3/99', codeDescription: '' }),
        400,
        'Descrição obrigatória',
      );
    });

    it('answers 404 to unknown ids and 400 to ids that are not numbers', async () => {
      for (const id of [999999, 2147483648, 9007199254740991]) {
        await expectError(
          await world.app.request(cnaePaths.one(id), withToken(world.admin)),
          404,
          'CNAE não encontrado.',
        );
        await expectError(await send('DELETE', cnaePaths.one(id), undefined), 404, 'CNAE não encontrado.');
      }
      for (const id of ['abc', '0', '-1', '1.5']) {
        await expectError(await world.app.request(cnaePaths.one(id), withToken(world.admin)), 400, 'ID inválido.');
      }
    });

    it('deletes a CNAE, removing it from the licences that listed it', async () => {
      const target = await codeOf('0112-1/01');
      const [license] = await world.db
        .insert(licenses)
        .values({
          name: 'Licença ambiental',
          description: 'Teste',
          impact: 1,
          complexity: 1,
          estimatedEffort: 0,
          estimatedBureaucratic: 0,
          estimatedValid: 0,
        })
        .returning({ id: licenses.id });
      if (!license) throw new Error('no licence');
      await world.db.insert(licenseCnaes).values({ licenseId: license.id, cnaeId: target.id });

      const response = await send('DELETE', cnaePaths.one(target.id), undefined);
      expect(response.status).toBe(200);
      expect(deletedResponse.parse(await response.json())).toEqual({ message: 'CNAE excluído' });
      expect(await world.db.select().from(cnaes).where(eq(cnaes.id, target.id))).toEqual([]);
      expect(await world.db.select().from(licenseCnaes).where(eq(licenseCnaes.licenseId, license.id))).toEqual([]);
      expect((await latestActivity(world.db))[0]).toMatchObject({
        action: 'cnae.delete',
        details: 'Excluiu o CNAE 0112-1/01',
        entityId: target.id,
      });
      await expectError(await send('DELETE', cnaePaths.one(target.id), undefined), 404, 'CNAE não encontrado.');
    });
  });
});
