import {
  companyTagsResponse,
  tagListResponse,
  tagMessageResponse,
  tagMutationResponse,
  tagPaths,
} from '@product/api/contract';
import { type AccessRole, accessRoles } from '@product/domain';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAreaTexts } from '../client-area/context';
import { activityLogs, companyTags, tags } from '../db/schema';
import { answer, caller, expectError, forbiddenText, invalidSession, tampered } from '../testing/accounts-world';
import { clientWorldOfSuite, insertTestCompany } from '../testing/client-world';
import { databaseKinds } from '../testing/harness';
import { cnpjOf } from '../testing/registry';

describe.each(databaseKinds)('tag calls on %s', (kind) => {
  const world = clientWorldOfSuite(kind);
  let admin: string;
  let companyId: number;
  let otherCompanyId: number;
  let foreignCompanyId: number;
  let foreignTagId: number;

  beforeAll(async () => {
    admin = world.tokens.ADMIN;
    companyId = (
      await insertTestCompany(world.db, world.accounts.norte.id, {
        name: 'Padaria Sol',
        establishments: [{ cnpj: cnpjOf('112223330001') }],
      })
    ).companyId;
    otherCompanyId = (
      await insertTestCompany(world.db, world.accounts.norte.id, {
        name: 'Mercado Lua',
        establishments: [{ cnpj: cnpjOf('223334440001') }],
      })
    ).companyId;
    foreignCompanyId = (
      await insertTestCompany(world.db, world.accounts.sul.id, {
        name: 'Oficina Sul',
        establishments: [{ cnpj: cnpjOf('334445550001') }],
      })
    ).companyId;
    const [foreign] = await world.db
      .insert(tags)
      .values({ clientId: world.accounts.sul.id, tag: 'Estrangeira' })
      .returning({ id: tags.id });
    foreignTagId = foreign?.id ?? 0;
  });

  const call = caller(world, () => admin);
  async function create(text: string, token = admin) {
    return tagMutationResponse.parse(await answer(await call('POST', tagPaths.list, token, { tag: text }), 201)).tag;
  }
  async function list(token = admin) {
    return tagListResponse.parse(await answer(await call('GET', tagPaths.list, token)));
  }
  const lastLog = async () => (await world.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];
  const tagsOf = async (id: number) =>
    (await world.db.select({ tagId: companyTags.tagId }).from(companyTags).where(eq(companyTags.companyId, id)))
      .map((row) => row.tagId)
      .sort((a, b) => a - b);

  describe('create and list', () => {
    it('creates trimmed tags, lists them alphabetically ignoring case, and logs it', async () => {
      const created = await create('  Zona Norte  ');
      expect(created.tag).toBe('Zona Norte');
      expect(await lastLog()).toMatchObject({
        action: 'tag.create',
        actionDetails: "Criou a tag 'Zona Norte'",
        entityType: 'tag',
        entityId: created.id,
        clientId: world.accounts.norte.id,
      });
      await create('alimentação');
      await create('VIP');
      expect((await list()).map((item) => item.tag)).toEqual(['alimentação', 'VIP', 'Zona Norte']);
      // Another account sees only its own tags.
      expect((await list(world.foreignAdmin.token)).map((item) => item.tag)).toEqual(['Estrangeira']);
    });

    it.each([
      [{}, 400, 'Tag é obrigatória.'],
      [{ tag: '' }, 400, 'Tag é obrigatória.'],
      [{ tag: '    ' }, 400, 'Tag é obrigatória.'],
      [{ tag: 7 }, 400, 'Tag é obrigatória.'],
      [{ tag: 'x'.repeat(61) }, 400, 'A tag deve ter no máximo 60 caracteres.'],
      [{ tag: 'vip' }, 409, 'Já existe uma tag com este nome.'],
      [{ tag: ' ZONA NORTE ' }, 409, 'Já existe uma tag com este nome.'],
    ])('answers %j with %i: %s', async (body, status, message) => {
      const before = await world.db.$count(tags);
      await expectError(await call('POST', tagPaths.list, admin, body), status, message);
      expect(await world.db.$count(tags)).toBe(before);
    });

    it('accepts 60 characters, and a name another account already uses', async () => {
      expect((await create('y'.repeat(60))).tag).toHaveLength(60);
      expect((await create('Estrangeira')).tag).toBe('Estrangeira');
    });
    it('counts the companies carrying each tag, also those a USER is not assigned', async () => {
      const counted = await create('Contada');
      const unused = await create('Sem uso');
      for (const id of [companyId, otherCompanyId]) {
        await answer(await call('PUT', tagPaths.company(id), admin, { tags: [{ id: counted.id }] }));
      }
      const count = (items: { id: number; totalCompanies: number }[], id: number) =>
        items.find((item) => item.id === id)?.totalCompanies;
      expect(count(await list(), counted.id)).toBe(2);
      expect(count(await list(), unused.id)).toBe(0);
      // The tag is the account's: renaming or deleting it changes both companies, whoever asks.
      const { token } = await world.userWith(['GET_COMPANY'], [companyId]);
      expect(count(await list(token), counted.id)).toBe(2);
      for (const id of [companyId, otherCompanyId]) {
        await answer(await call('PUT', tagPaths.company(id), admin, { tags: [] }));
      }
      expect(count(await list(), counted.id)).toBe(0);
    });
  });

  describe('rename and delete', () => {
    it('renames, also to another case of its own name; refuses a name taken by another tag', async () => {
      const tag = await create('Renomear');
      const body = tagMutationResponse.parse(
        await answer(await call('PUT', tagPaths.one(tag.id), admin, { tag: ' Novo nome ' })),
      );
      expect(body).toEqual({ message: 'Tag atualizada', tag: { id: tag.id, tag: 'Novo nome' } });
      expect((await lastLog())?.actionDetails).toBe("Renomeou a tag 'Renomear' para 'Novo nome'");
      await answer(await call('PUT', tagPaths.one(tag.id), admin, { tag: 'NOVO NOME' }));
      await expectError(
        await call('PUT', tagPaths.one(tag.id), admin, { tag: 'vip' }),
        409,
        'Já existe uma tag com este nome.',
      );
      await expectError(await call('PUT', tagPaths.one(tag.id), admin, { tag: '' }), 400, 'Tag é obrigatória.');
      expect((await list()).find((item) => item.id === tag.id)?.tag).toBe('NOVO NOME');
    });

    it('deletes a tag and takes it off every company', async () => {
      const tag = await create('Apagar');
      await answer(await call('PUT', tagPaths.company(companyId), admin, { tags: [{ id: tag.id }] }));
      const body = tagMessageResponse.parse(await answer(await call('DELETE', tagPaths.one(tag.id))));
      expect(body).toEqual({ message: 'Tag excluída' });
      expect(await tagsOf(companyId)).toEqual([]);
      expect((await lastLog())?.actionDetails).toBe("Excluiu a tag 'Apagar'");
      await expectError(await call('DELETE', tagPaths.one(tag.id)), 404, 'Tag não encontrada.');
    });

    it('answers 404 to another account’s tag and to unknown ids', async () => {
      for (const id of [foreignTagId, 999999, 2147483648]) {
        await expectError(await call('PUT', tagPaths.one(id), admin, { tag: 'Invasão' }), 404, 'Tag não encontrada.');
        await expectError(await call('DELETE', tagPaths.one(id)), 404, 'Tag não encontrada.');
      }
      await expectError(await call('DELETE', tagPaths.one('x')), 400, 'ID inválido.');
      expect(await world.db.select({ tag: tags.tag }).from(tags).where(eq(tags.id, foreignTagId))).toEqual([
        { tag: 'Estrangeira' },
      ]);
    });
  });

  describe("a company's tags", () => {
    it('replaces the whole set, ignores repeated ids, clears with an empty list, and logs it', async () => {
      const vip = (await list()).find((item) => item.tag === 'VIP');
      const zona = (await list()).find((item) => item.tag === 'Zona Norte');
      if (!vip || !zona) throw new Error('fixture tags missing');
      const body = companyTagsResponse.parse(
        await answer(
          await call('PUT', tagPaths.company(companyId), admin, {
            tags: [{ id: zona.id }, { id: vip.id }, { id: vip.id }],
          }),
        ),
      );
      expect(body).toEqual({
        message: 'Tags da empresa atualizadas',
        tags: [vip, zona].map(({ id, tag }) => ({ id, tag })),
      });
      expect(await tagsOf(companyId)).toEqual([vip.id, zona.id].sort((a, b) => a - b));
      expect((await lastLog())?.actionDetails).toBe(
        `Alterou as tags da empresa 'Padaria Sol' (ID ${companyId}): VIP, Zona Norte`,
      );
      await answer(await call('PUT', tagPaths.company(companyId), admin, { tags: [{ id: zona.id }] }));
      expect(await tagsOf(companyId)).toEqual([zona.id]);
      await answer(await call('PUT', tagPaths.company(otherCompanyId), admin, { tags: [{ id: zona.id }] }));
      await answer(await call('PUT', tagPaths.company(companyId), admin, { tags: [] }));
      expect(await tagsOf(companyId)).toEqual([]);
      expect(await tagsOf(otherCompanyId)).toEqual([zona.id]);
      expect((await lastLog())?.actionDetails).toBe(
        `Alterou as tags da empresa 'Padaria Sol' (ID ${companyId}): sem tags`,
      );
    });

    it('answers 404 to a tag or a company of another account, and changes nothing', async () => {
      const zona = (await list()).find((item) => item.tag === 'Zona Norte');
      await expectError(
        await call('PUT', tagPaths.company(otherCompanyId), admin, { tags: [{ id: zona?.id }, { id: foreignTagId }] }),
        404,
        'Tag não encontrada.',
      );
      await expectError(
        await call('PUT', tagPaths.company(otherCompanyId), admin, { tags: [{ id: 2147483648 }] }),
        404,
        'Tag não encontrada.',
      );
      expect(await tagsOf(otherCompanyId)).toEqual([zona?.id]);
      await expectError(
        await call('PUT', tagPaths.company(foreignCompanyId), admin, { tags: [] }),
        404,
        'Empresa não encontrada.',
      );
    });

    it.each([
      [{}, 'Lista de tags inválida.'],
      [{ tags: 'VIP' }, 'Lista de tags inválida.'],
      [{ tags: [{ id: 'a' }] }, 'Lista de tags inválida.'],
      [{ tags: [{}] }, 'Lista de tags inválida.'],
      [
        { tags: Array.from({ length: 201 }, (_, index) => ({ id: index + 1 })) },
        'Uma empresa pode ter no máximo 200 tags.',
      ],
    ])('answers 400 to %j: %s', async (body, message) => {
      await expectError(await call('PUT', tagPaths.company(companyId), admin, body), 400, message);
    });
  });

  describe('access', () => {
    const calls = () =>
      [
        ['GET', tagPaths.list, undefined],
        ['POST', tagPaths.list, { tag: 'Acesso' }],
        ['PUT', tagPaths.one(1), { tag: 'Acesso' }],
        ['DELETE', tagPaths.one(1), undefined],
        ['PUT', tagPaths.company(companyId), { tags: [] }],
      ] as const;

    it('answers 401 without a token or with a tampered one, and 403 to AFFINITY of another group', async () => {
      for (const [method, path, body] of calls()) {
        await expectError(await call(method, path, null, body), 401, invalidSession);
        await expectError(await call(method, path, tampered(admin), body), 401, invalidSession);
        await expectError(await call(method, path, world.tokens.AFFINITY, body), 403, forbiddenText);
      }
    });

    it.each(accessRoles.filter((role): role is AccessRole => role !== 'AFFINITY' && role !== 'USER'))(
      'lets %s read tags, create one and set a company’s tags',
      async (role) => {
        const token = world.tokens[role];
        const tag = await create(`Tag de ${role}`, token);
        expect((await list(token)).some((item) => item.id === tag.id)).toBe(true);
        await answer(await call('PUT', tagPaths.company(companyId), token, { tags: [{ id: tag.id }] }));
        expect((await lastLog())?.userId).toBe(world.people[role].id);
      },
    );

    it('asks a USER for GET_COMPANY to read and UPDATE_COMPANY to change; companies not theirs are 404', async () => {
      const { token: reader } = await world.userWith(['GET_COMPANY'], [companyId]);
      expect((await list(reader)).length).toBeGreaterThan(0);
      for (const [method, path, body] of calls().slice(1)) {
        await expectError(await call(method, path, reader, body), 403, clientAreaTexts.missingPermission);
      }
      const { token: writer } = await world.userWith(['UPDATE_COMPANY'], [companyId]);
      await expectError(await call('GET', tagPaths.list, writer), 403, clientAreaTexts.missingPermission);
      await create('Tag do usuário', writer);
      await answer(await call('PUT', tagPaths.company(companyId), writer, { tags: [] }));
      await expectError(
        await call('PUT', tagPaths.company(otherCompanyId), writer, { tags: [] }),
        404,
        'Empresa não encontrada.',
      );
    });
  });
});
