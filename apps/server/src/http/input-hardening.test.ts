import {
  accountPaths,
  accountTexts,
  clientFilePaths,
  cnaePaths,
  companyPaths,
  licenseMutationResponse,
  licensePaths,
  tagMutationResponse,
  tagPaths,
} from '@product/api/contract';
import { type AccessRole, brand } from '@product/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, cnaes, companies, files, licenses, tags } from '../db/schema';
import { expectError, send } from '../testing/accounts-world';
import { type ClientWorld, ensureTestCnae, insertTestCompany, openClientWorld } from '../testing/client-world';
import { databaseKinds } from '../testing/harness';
import { cnpjOf } from '../testing/registry';
import { multipart, samples } from '../testing/sample-files';

const invalidId = 'ID inválido.';
const companyNotFound = 'Empresa não encontrada.';
const controlCharacters = (field: string) => `Caracteres de controle não são permitidos: ${field}`;

/** Every way of writing `id` that a loose number parser reads as `id` (or as some other number), but is not plain digits. */
function looseForms(id: number): string[] {
  return [
    `0x${id.toString(16)}`,
    `+${id}`,
    `${id}e0`,
    '1e3',
    `${id}%0A`,
    `%20${id}`,
    `${id}%20`,
    `0${id}`,
    `${id}.0`,
    `-${id}`,
  ];
}
const beyondIntRange = ['2147483648', '99999999999', '99999999999999999999'];

describe.each(databaseKinds)('input hardening on %s', (kind) => {
  let world: ClientWorld;
  let admin: string;
  let staff: string;
  let companyId: number;
  let cnaeId: number;

  beforeAll(async () => {
    world = await openClientWorld(kind);
    admin = world.tokens.ADMIN;
    staff = world.tokens[brand.roleCode as AccessRole];
    companyId = (
      await insertTestCompany(world.db, world.accounts.norte.id, {
        name: 'Padaria Sol',
        establishments: [{ cnpj: cnpjOf('112223330001') }],
      })
    ).companyId;
    cnaeId = await ensureTestCnae(world.db, '4711-3/02');
  });
  afterAll(async () => {
    await world?.close();
  });

  const call = (method: string, path: string, token: string | null = admin, body?: unknown) =>
    world.app.request(path, send(method, token, method === 'GET' || method === 'DELETE' ? undefined : body));
  const companyName = async () =>
    (await world.db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)))[0]?.name;

  describe('path ids: plain decimal digits only', () => {
    it('answers 400 to a company id that is not plain digits, and neither reads, changes nor deletes it', async () => {
      for (const id of looseForms(companyId)) {
        await expectError(await call('GET', companyPaths.one(id)), 400, invalidId);
        await expectError(await call('PUT', companyPaths.one(id), admin, { name: 'Trocada' }), 400, invalidId);
        await expectError(await call('DELETE', companyPaths.one(id)), 400, invalidId);
        await expectError(await call('GET', companyPaths.level(id)), 400, invalidId);
      }
      // A NUL is refused too ('ID inválido.' here, the control-character message once the URL middleware runs).
      for (const id of [`${companyId}%00`, '%00']) {
        expect((await call('DELETE', companyPaths.one(id))).status).toBe(400);
      }
      expect(await companyName()).toBe('Padaria Sol');
      expect((await call('GET', companyPaths.one(companyId))).status).toBe(200);
    });

    it('answers 404, never a database error, to a well-formed id beyond the int range', async () => {
      for (const id of beyondIntRange) {
        await expectError(await call('GET', companyPaths.one(id)), 404, companyNotFound);
        await expectError(await call('DELETE', companyPaths.one(id)), 404, companyNotFound);
      }
      expect(await companyName()).toBe('Padaria Sol');
    });

    it('answers 400 to loose ids on the admin CNAE and account paths, deleting nothing', async () => {
      const accountId = world.accounts.sul.id;
      for (const id of looseForms(cnaeId)) {
        await expectError(await call('GET', cnaePaths.one(id), staff), 400, invalidId);
        await expectError(await call('DELETE', cnaePaths.one(id), staff), 400, invalidId);
      }
      for (const id of looseForms(accountId)) {
        await expectError(await call('GET', accountPaths.item(id), staff), 400, accountTexts.invalidId);
        await expectError(await call('DELETE', accountPaths.item(id), staff), 400, accountTexts.invalidId);
      }
      expect(await world.db.select().from(cnaes).where(eq(cnaes.id, cnaeId))).toHaveLength(1);
      expect(await world.db.select().from(clients).where(eq(clients.id, accountId))).toHaveLength(1);
    });

    it('answers 404 to admin ids beyond the int range, accounts included', async () => {
      for (const id of beyondIntRange) {
        await expectError(await call('GET', cnaePaths.one(id), staff), 404, 'CNAE não encontrado.');
        await expectError(await call('GET', accountPaths.item(id), staff), 404, accountTexts.notFound);
        await expectError(await call('DELETE', accountPaths.item(id), staff), 404, accountTexts.notFound);
      }
    });
  });

  describe('query integers: plain decimal digits only', () => {
    it.each([
      ['page=0x1', 'Página inválida'],
      ['page=1e1', 'Página inválida'],
      ['page=+1', 'Página inválida'],
      ['page=%201', 'Página inválida'],
      ['page=1.0', 'Página inválida'],
      ['limit=0x10', 'Limite inválido'],
      ['limit=2e1', 'Limite inválido'],
    ])('answers 400 to ?%s', async (query, message) => {
      await expectError(await call('GET', `${companyPaths.list}?${query}`), 400, message);
      await expectError(await call('GET', `${cnaePaths.list}?${query}`, staff), 400, message);
    });

    it('still reads plain numbers, and an empty or absent page as the first one', async () => {
      for (const query of ['', '?page=', '?page=0&limit=5', '?page=00&limit=010']) {
        expect((await call('GET', `${companyPaths.list}${query}`)).status).toBe(200);
      }
    });
  });

  describe('control characters', () => {
    it('answers 400 to a NUL in a company name and leaves the name as it was', async () => {
      const response = await call('PUT', companyPaths.one(companyId), admin, { name: 'a\u0000b' });
      await expectError(response, 400, controlCharacters('name'));
      expect(await companyName()).toBe('Padaria Sol');
    });

    it('answers 400 to control characters in a tag, on create and on rename', async () => {
      const created = await call('POST', tagPaths.list, admin, { tag: 'Zona Norte' });
      expect(created.status).toBe(201);
      const tagId = tagMutationResponse.parse(await created.json()).tag.id;
      for (const text of ['\u0000', 'a\u0001b', 'x\u0008', '\u000b', '\u000c', 'a\u001fb', 'del\u007f']) {
        await expectError(await call('POST', tagPaths.list, admin, { tag: text }), 400, controlCharacters('tag'));
        await expectError(await call('PUT', tagPaths.one(tagId), admin, { tag: text }), 400, controlCharacters('tag'));
      }
      const stored = await world.db
        .select({ tag: tags.tag })
        .from(tags)
        .where(eq(tags.clientId, world.accounts.norte.id));
      expect(stored.map((row) => row.tag)).toEqual(['Zona Norte']);
    });

    it('finds a control character anywhere in a JSON body: nested values and keys', async () => {
      await expectError(
        await call('PUT', tagPaths.company(companyId), admin, { tags: [{ id: 1, note: 'a\u0000' }] }),
        400,
        controlCharacters('tags.0.note'),
      );
      await expectError(
        await call('PUT', companyPaths.one(companyId), admin, { name: 'Nova', 'x\u0000': true }),
        400,
        'Caracteres de controle não são permitidos.',
      );
      expect(await companyName()).toBe('Padaria Sol');
    });

    it('answers 400, not 500, to a NUL in a search or any query parameter', async () => {
      await expectError(await call('GET', `${companyPaths.list}?search=%00`), 400, controlCharacters('search'));
      await expectError(await call('GET', `${companyPaths.list}?search=a%01b`), 400, controlCharacters('search'));
      await expectError(await call('GET', `${cnaePaths.list}?search=%00`, staff), 400, controlCharacters('search'));
      await expectError(await call('GET', `${accountPaths.list}?search=%7F`, staff), 400, controlCharacters('search'));
      await expectError(
        await call('GET', `${companyPaths.list}?%00=1`),
        400,
        'Caracteres de controle não são permitidos.',
      );
    });

    it('answers 400 to a control character in a multipart text field, storing nothing', async () => {
      const response = await world.app.request(
        clientFilePaths.repository(companyId),
        multipart(admin, { name: 'alvara.pdf', bytes: samples.pdf }, { file_type: 'document', comment: 'a\u0000b' }),
      );
      await expectError(response, 400, controlCharacters('comment'));
      expect(await world.db.select().from(files).where(eq(files.companyId, companyId))).toHaveLength(0);
    });

    it('keeps tab, line feed and carriage return in text areas', async () => {
      const description = 'Linha 1\n\tLinha 2\r\nFim';
      const response = await call('POST', licensePaths.list, staff, {
        name: 'Alvará\tde funcionamento',
        description,
        impact: 2,
        complexity: 2,
        estimatedEffort: 10,
        estimatedBureaucratic: 30,
        estimatedValid: 365,
        fiscalRegistrations: [{ id: cnaeId }],
      });
      expect(response.status).toBe(201);
      const { license } = licenseMutationResponse.parse(await response.json());
      expect(license.description).toBe(description);
      const [row] = await world.db.select().from(licenses).where(eq(licenses.id, license.id));
      expect(row?.description).toBe(description);
      const tabbed = `${companyPaths.list}?search=${encodeURIComponent('Padaria\tSol\n')}`;
      expect((await call('GET', tabbed)).status).toBe(200);
    });
  });
});
