import {
  companyCnpjCreateResponse,
  companyCnpjListResponse,
  companyCnpjMessageResponse,
  companyCnpjPaths,
  companyCreateResponse,
  companyDetail,
  companyPaths,
} from '@product/api/contract';
import { type AccessRole, brand, toWireDate } from '@product/domain';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAreaTexts } from '../client-area/context';
import { activityLogs, companies, companyLicenses, establishmentCnaes, establishments, files } from '../db/schema';
import { maskCnpj } from '../registry/format';
import { RegistryError } from '../registry/types';
import { answer, caller, expectError, forbiddenText, invalidSession, tampered } from '../testing/accounts-world';
import { clientWorldOfSuite, countRows, ensureTestCnae, insertTestLicense } from '../testing/client-world';
import { databaseKinds } from '../testing/harness';
import { cnpjOf, fakeRegistry, registryCompany } from '../testing/registry';

const roleCode = brand.roleCode as AccessRole;

describe.each(databaseKinds)('company CNPJ calls on %s', (kind) => {
  let admin: string;
  const registry = fakeRegistry();
  const world = clientWorldOfSuite(kind, { registry, now: () => clock });
  const clock = new Date('2026-04-01T12:00:00Z');
  const cnpjs = {
    matriz: cnpjOf('112223330001'),
    filial2: cnpjOf('112223330002'),
    filial3: cnpjOf('112223330003'),
    otherRoot: cnpjOf('998887770001'),
    letters: '12ABC34501DE35',
    lettersFilial: cnpjOf('12ABC34502DE'),
  };
  let companyId: number;
  let clinicId: number;

  beforeAll(async () => {
    admin = world.tokens.ADMIN;
    clinicId = await ensureTestCnae(world.db, '8630-5/03', 'medium_level');
    await insertTestLicense(world.db, 'Alvará da clínica', [clinicId]);
    registry.add(
      registryCompany(cnpjs.matriz, { registrationName: 'ALFA COMÉRCIO LTDA', fantasyName: 'Mercado Alfa' }),
    );
    registry.add(
      registryCompany(cnpjs.filial2, {
        registrationName: 'ALFA COMÉRCIO LTDA',
        fantasyName: 'Clínica Alfa',
        situation: 'INAPTA',
        situationReason: 'OMISSAO DE DECLARACOES',
        situationDate: '2024-02-29',
        primaryActivity: { code: '8630-5/03', text: 'Atividade médica' },
        secondaryActivities: [],
        address: { ...registryCompany(cnpjs.filial2).address, cityName: 'CONTAGEM', ibgeCode: '3118601' },
      }),
    );
    registry.add(registryCompany(cnpjs.filial3, { registrationName: 'ALFA COMÉRCIO LTDA', fantasyName: 'Alfa 3' }));
    registry.add(registryCompany(cnpjs.otherRoot));
    registry.add(registryCompany(cnpjs.letters, { registrationName: 'LETRAS LTDA' }));
    registry.add(registryCompany(cnpjs.lettersFilial, { registrationName: 'LETRAS LTDA' }));
    companyId = await createCompany(cnpjs.matriz);
  });

  const call = caller(world, () => admin);
  async function createCompany(cnpj: string, token = world.tokens.ADMIN) {
    return companyCreateResponse.parse(await answer(await call('POST', companyPaths.list, token, { cnpj }), 201)).id;
  }
  const path = (id: number | string = companyId) => companyCnpjPaths.list(id);
  async function add(cnpj: string, id = companyId, token = admin) {
    return companyCnpjCreateResponse.parse(await answer(await call('POST', path(id), token, { cnpj }), 201));
  }
  async function list(query: Record<string, string | number> = {}, id = companyId, token = admin) {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    return companyCnpjListResponse.parse(await answer(await call('GET', `${path(id)}?${search}`, token)));
  }
  const codes = (body: { items: { registrationCode: string }[] }) => body.items.map((item) => item.registrationCode);
  const lastLog = async () => (await world.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];

  describe('add', () => {
    it('adds a CNPJ of the same root with its CNAEs and licence rows, and logs it', async () => {
      const added = await add(cnpjs.filial2);
      expect(added.message).toBe('CNPJ adicionado');
      const [row] = await world.db.select().from(establishments).where(eq(establishments.id, added.id));
      expect(row).toMatchObject({
        companyId,
        clientId: world.accounts.norte.id,
        cnpj: cnpjs.filial2,
        type: 'FILIAL',
        fantasyName: 'Clínica Alfa',
        situation: 'INAPTA',
        cityName: 'Contagem',
        registryUpdatedAt: clock,
      });
      expect(
        await world.db
          .select({ cnaeId: establishmentCnaes.cnaeId, isPrimary: establishmentCnaes.isPrimary })
          .from(establishmentCnaes)
          .where(eq(establishmentCnaes.establishmentId, added.id)),
      ).toEqual([{ cnaeId: clinicId, isPrimary: true }]);
      expect(
        await world.db
          .select({ cnaeId: companyLicenses.cnaeId, status: companyLicenses.status })
          .from(companyLicenses)
          .where(eq(companyLicenses.establishmentId, added.id)),
      ).toEqual([{ cnaeId: clinicId, status: 'pending' }]);
      expect(await lastLog()).toMatchObject({
        action: 'company.cnpj_add',
        actionDetails: `Adicionou o CNPJ ${maskCnpj(cnpjs.filial2)} (ALFA COMÉRCIO LTDA) à empresa 'ALFA COMÉRCIO LTDA' (ID ${companyId})`,
        entityType: 'company',
        entityId: companyId,
      });
    });

    it('adds to a company of an alphanumeric CNPJ, masked and in lower case', async () => {
      const lettersCompany = await createCompany(cnpjs.letters);
      const added = await add(maskCnpj(cnpjs.lettersFilial).toLowerCase(), lettersCompany);
      expect(
        await world.db
          .select({ cnpj: establishments.cnpj })
          .from(establishments)
          .where(eq(establishments.id, added.id)),
      ).toEqual([{ cnpj: cnpjs.lettersFilial }]);
    });

    it.each([
      [{}, 400, 'CNPJ é obrigatório.'],
      [{ cnpj: ' ' }, 400, 'CNPJ é obrigatório.'],
      [{ cnpj: '11222333000299' }, 400, 'CNPJ inválido.'],
      [
        { cnpj: cnpjOf('998887770001') },
        400,
        'O CNPJ deve ter a mesma raiz (8 primeiros caracteres) da empresa: 11.222.333.',
      ],
      [{ cnpj: cnpjOf('112223330001') }, 409, 'Este CNPJ já está cadastrado nesta conta.'],
      [{ cnpj: cnpjOf('112223330002') }, 409, 'Este CNPJ já está cadastrado nesta conta.'],
    ])('answers %j with %i: %s, without asking the registry', async (body, status, message) => {
      const lookups = registry.lookups.length;
      await expectError(await call('POST', path(), admin, body), status, message);
      expect(registry.lookups.length).toBe(lookups);
    });

    it.each([
      ['not_found', 404, 'CNPJ não encontrado na Receita Federal.'],
      ['rate_limited', 429, 'Muitas consultas. Tente novamente em alguns minutos.'],
      ['unavailable', 502, 'Consulta de CNPJ indisponível no momento.'],
    ] as const)('answers a registry failure (%s) with %i and writes nothing', async (reason, status, message) => {
      const cnpj = cnpjOf('112223330099');
      if (reason !== 'not_found') registry.failures.set(cnpj, new RegistryError(reason, message));
      const counts = async () => [
        await countRows(world.db, establishments),
        await countRows(world.db, establishmentCnaes),
        await countRows(world.db, companyLicenses),
        await countRows(world.db, activityLogs),
      ];
      const before = await counts();
      await expectError(await call('POST', path(), admin, { cnpj }), status, message);
      expect(await counts()).toEqual(before);
      registry.failures.delete(cnpj);
    });
  });

  describe('list', () => {
    beforeAll(async () => {
      await add(cnpjs.filial3);
    });

    it('answers the CNPJ items of the company, newest first by default', async () => {
      const body = await list();
      expect(body).toMatchObject({ total: 3, pages_in_range: 1 });
      expect(codes(body)).toEqual([cnpjs.filial3, cnpjs.filial2, cnpjs.matriz]);
      const [row] = await world.db.select().from(establishments).where(eq(establishments.cnpj, cnpjs.filial2));
      expect(body.items[1]).toEqual({
        id: row?.id,
        type: 'Filial',
        registrationName: 'ALFA COMÉRCIO LTDA',
        registrationFantasyName: 'Clínica Alfa',
        registrationCode: cnpjs.filial2,
        systemCityName: 'Contagem',
        systemStateAlias: 'MG',
        registrationSituation: 'INAPTA',
        registrationStatus: 'OMISSAO DE DECLARACOES',
        registrationSituationDate: toWireDate(new Date('2024-02-29T00:00:00Z')),
        enabled: true,
        createdAt: toWireDate(row?.createdAt ?? new Date()),
      });
      expect(body.items[2]?.type).toBe('MATRIZ');
    });

    it('searches, sorts and pages', async () => {
      expect(codes(await list({ search: 'clinica' }))).toEqual([cnpjs.filial2]);
      expect(codes(await list({ search: 'contagem' }))).toEqual([cnpjs.filial2]);
      expect(codes(await list({ search: '11.222.333/0003' }))).toEqual([cnpjs.filial3]);
      expect(codes(await list({ search: '0001' }))).toEqual([cnpjs.matriz]);
      expect(codes(await list({ sort: 'et.registrationCode', direction: 'asc' }))).toEqual([
        cnpjs.matriz,
        cnpjs.filial2,
        cnpjs.filial3,
      ]);
      expect(codes(await list({ sort: 'et.id', direction: 'asc', limit: 2, page: 1 }))).toEqual([cnpjs.filial3]);
      expect(await list({ limit: 2, page: 9 })).toEqual({ items: [], total: 3, pages_in_range: 2 });
      expect((await list({ limit: 500_000 })).items).toHaveLength(3);
    });

    it.each([
      [{ limit: 500_001 }, 'Limite inválido'],
      [{ sort: 'et.name' }, 'Ordenação inválida.'],
      [{ direction: 'sideways' }, 'Direção inválida: use asc ou desc.'],
    ])('answers 400 to %j: %s', async (query, message) => {
      const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
      await expectError(await call('GET', `${path()}?${search}`), 400, message);
    });
  });

  describe('delete', () => {
    it('removes a filial with its licence rows; the repository files stay', async () => {
      await world.db.insert(files).values({
        clientId: world.accounts.norte.id,
        companyId,
        name: 'alvara-filial.pdf',
        extension: 'pdf',
        mimeType: 'application/pdf',
        size: 10,
        fileType: 'document',
        storageKey: `cnpj-${kind}-1`,
      });
      const [target] = await world.db.select().from(establishments).where(eq(establishments.cnpj, cnpjs.filial2));
      expect(await world.db.$count(companyLicenses, eq(companyLicenses.establishmentId, target?.id ?? 0))).toBe(1);
      const body = companyCnpjMessageResponse.parse(
        await answer(await call('DELETE', path(), admin, { registrationCode: maskCnpj(cnpjs.filial2) })),
      );
      expect(body).toEqual({ message: 'CNPJ excluído' });
      expect(codes(await list())).toEqual([cnpjs.filial3, cnpjs.matriz]);
      expect(await world.db.$count(companyLicenses, eq(companyLicenses.establishmentId, target?.id ?? 0))).toBe(0);
      expect(await world.db.$count(files, eq(files.companyId, companyId))).toBe(1);
      expect((await lastLog())?.actionDetails).toBe(
        `Excluiu o CNPJ ${maskCnpj(cnpjs.filial2)} (ALFA COMÉRCIO LTDA) da empresa 'ALFA COMÉRCIO LTDA' (ID ${companyId})`,
      );
    });

    it('makes the next CNPJ the data source when the first goes, and refuses to remove the last', async () => {
      await answer(await call('DELETE', path(), admin, { registrationCode: cnpjs.matriz }));
      expect((await lastLog())?.actionDetails).toBe(
        `Excluiu o CNPJ ${maskCnpj(cnpjs.matriz)} (ALFA COMÉRCIO LTDA) da empresa 'ALFA COMÉRCIO LTDA' (ID ${companyId}); os dados da empresa passam a vir do CNPJ ${maskCnpj(cnpjs.filial3)}`,
      );
      const detail = companyDetail.parse(await answer(await call('GET', companyPaths.one(companyId))));
      expect(detail).toMatchObject({
        registration_code: cnpjs.filial3,
        registration_fantasy_name: 'Alfa 3',
        type: 'Filial',
      });
      await expectError(
        await call('DELETE', path(), admin, { registrationCode: cnpjs.filial3 }),
        409,
        "Este é o único CNPJ da empresa. Para removê-lo, use 'Excluir empresa'.",
      );
      expect(codes(await list())).toEqual([cnpjs.filial3]);
      // The root stays the company's: the matriz may come back.
      expect((await add(cnpjs.matriz)).message).toBe('CNPJ adicionado');
    });

    it.each([
      [{}, 400, 'CNPJ é obrigatório.'],
      [{ registrationCode: '' }, 400, 'CNPJ é obrigatório.'],
      [{ registrationCode: 12 }, 400, 'CNPJ é obrigatório.'],
      [{ registrationCode: cnpjOf('112223330077') }, 404, 'CNPJ não encontrado nesta empresa.'],
      [{ registrationCode: '12ABC34501DE35' }, 404, 'CNPJ não encontrado nesta empresa.'],
    ])('answers %j with %i: %s', async (body, status, message) => {
      await expectError(await call('DELETE', path(), admin, body), status, message);
    });
  });

  describe('access', () => {
    let foreignCompany: number;
    beforeAll(async () => {
      registry.add(registryCompany(cnpjOf('556667770001')));
      foreignCompany = await createCompany(cnpjOf('556667770001'), world.foreignAdmin.token);
    });
    const calls = (id: number) =>
      [
        ['GET', path(id), undefined],
        ['POST', path(id), { cnpj: cnpjOf('112223330055') }],
        ['DELETE', path(id), { registrationCode: cnpjs.matriz }],
      ] as const;

    it('answers 401 without a token or with a tampered one', async () => {
      for (const [method, url, body] of calls(companyId)) {
        await expectError(await call(method, url, null, body), 401, invalidSession);
        await expectError(await call(method, url, tampered(admin), body), 401, invalidSession);
      }
    });

    it.each(['PARTNER', 'AFFINITY', 'PROVIDER', 'BUSINESS'] as const)(
      'refuses %s: not a CNPJs route role',
      async (role) => {
        for (const [method, url, body] of calls(companyId)) {
          await expectError(await call(method, url, world.tokens[role], body), 403, forbiddenText);
        }
        for (const [method, url, body] of calls(foreignCompany)) {
          if (role === 'AFFINITY')
            await expectError(await call(method, url, world.affinityInSul, body), 403, forbiddenText);
        }
      },
    );

    it.each([roleCode, 'EDITOR', 'ADMIN'] as const)('lets %s list the CNPJs', async (role) => {
      expect((await list({}, companyId, world.tokens[role])).total).toBeGreaterThan(0);
    });

    it('asks a USER for GET_CNPJ, CREATE_CNPJ and DELETE_CNPJ, and answers 404 for companies not theirs', async () => {
      const all = ['GET_CNPJ', 'CREATE_CNPJ', 'DELETE_CNPJ'];
      const [read, create, remove] = calls(companyId);
      for (const [code, [method, url, body]] of [
        ['GET_CNPJ', read],
        ['CREATE_CNPJ', create],
        ['DELETE_CNPJ', remove],
      ] as const) {
        const { token } = await world.userWith(
          all.filter((held) => held !== code),
          [companyId],
        );
        await expectError(await call(method, url, token, body), 403, clientAreaTexts.missingPermission);
      }
      const { token } = await world.userWith(all, [companyId]);
      expect((await list({}, companyId, token)).total).toBeGreaterThan(0);
      const { token: unassigned } = await world.userWith(all, []);
      for (const [method, url, body] of calls(companyId)) {
        await expectError(await call(method, url, unassigned, body), 404, 'Empresa não encontrada.');
      }
    });

    it('answers 404 to another account’s company and writes nothing there', async () => {
      const before = await world.db.$count(establishments, eq(establishments.companyId, foreignCompany));
      for (const [method, url, body] of calls(foreignCompany)) {
        await expectError(await call(method, url, admin, body), 404, 'Empresa não encontrada.');
      }
      await expectError(
        await call('DELETE', path(foreignCompany), admin, { registrationCode: cnpjOf('556667770001') }),
        404,
        'Empresa não encontrada.',
      );
      expect(await world.db.$count(establishments, eq(establishments.companyId, foreignCompany))).toBe(before);
      expect(await world.db.$count(companies, eq(companies.id, foreignCompany))).toBe(1);
      await expectError(await call('GET', path(2147483648)), 404, 'Empresa não encontrada.');
    });
  });
});
