import {
  cnaesByLevel,
  companyAddressesResponse,
  companyCreateResponse,
  companyDetail,
  companyLastUpdateResponse,
  companyLevelResponse,
  companyListResponse,
  companyMessageResponse,
  companyPaths,
  companyUpdateDataResponse,
  tagMutationResponse,
  tagPaths,
} from '@product/api/contract';
import { type AccessRole, accessRoles, brand, toWireDate } from '@product/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clientAreaTexts } from '../client-area/context';
import type { Database } from '../db/database';
import {
  activityLogs,
  cnaes,
  companies,
  companyLicenses,
  companyTags,
  establishmentCnaes,
  establishments,
  files,
  tags,
  userCompanies,
} from '../db/schema';
import { maskCnpj } from '../registry/format';
import { RegistryError } from '../registry/types';
import { createLocalStorage } from '../storage/local';
import type { FileStorage } from '../storage/types';
import { answer, caller, expectError, forbiddenText, invalidSession, send, tampered } from '../testing/accounts-world';
import {
  clientWorldOfSuite,
  countRows,
  ensureTestCnae,
  insertTestCompany,
  insertTestLicense,
} from '../testing/client-world';
import { createTestApp, databaseKinds } from '../testing/harness';
import { cnpjOf, fakeRegistry, registryCompany } from '../testing/registry';

const missingPermission = clientAreaTexts.missingPermission;
const notFoundText = 'Empresa não encontrada.';
const roleCode = brand.roleCode as AccessRole;

/** The drizzle database, counting the statements the app starts (the list must not grow with the companies). */
function countingDatabase(db: Database): { db: Database; statements: () => number } {
  let statements = 0;
  const starters = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute', 'transaction']);
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (typeof property === 'string' && starters.has(property)) statements += 1;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: proxy, statements: () => statements };
}

describe.each(databaseKinds)('company calls on %s', (kind) => {
  let admin: string;
  const registry = fakeRegistry();
  const world = clientWorldOfSuite(kind, { registry, now: () => clock });
  let clock = new Date('2026-03-10T15:00:00Z');
  const cnaeIds: Record<string, number> = {};
  const cnpjs = {
    alfa: cnpjOf('112223330001'),
    alfaFilial: cnpjOf('112223330002'),
    beta: cnpjOf('223334440001'),
    gama: cnpjOf('334445550001'),
    letters: '12ABC34501DE35',
    missing: cnpjOf('998887770001'),
  };

  beforeAll(async () => {
    admin = world.tokens.ADMIN;
    cnaeIds.supermarket = await ensureTestCnae(world.db, '4711-3/02', 'low_level');
    cnaeIds.restaurant = await ensureTestCnae(world.db, '5611-2/01', 'high_level');
    cnaeIds.clinic = await ensureTestCnae(world.db, '8630-5/03', 'medium_level');
    cnaeIds.bakery = await ensureTestCnae(world.db, '4721-1/02', 'low_level');
    await insertTestLicense(world.db, 'Alvará sanitário', [cnaeIds.restaurant ?? 0]);
    await insertTestLicense(world.db, 'Licença ambiental', [cnaeIds.supermarket ?? 0]);
    registry.add(
      registryCompany(cnpjs.alfa, {
        registrationName: 'ALFA COMÉRCIO DE ALIMENTOS LTDA',
        fantasyName: 'Mercado Alfa',
      }),
    );
    registry.add(
      registryCompany(cnpjs.alfaFilial, {
        registrationName: 'ALFA COMÉRCIO DE ALIMENTOS LTDA',
        fantasyName: 'Alfa Filial Contagem',
        primaryActivity: { code: '8630-5/03', text: 'Atividade médica' },
        secondaryActivities: [],
        address: { ...registryCompany(cnpjs.alfaFilial).address, cityName: 'CONTAGEM', ibgeCode: '3118601' },
      }),
    );
    registry.add(
      registryCompany(cnpjs.beta, {
        registrationName: 'BETA SERVIÇOS MÉDICOS S.A.',
        fantasyName: 'Clínica Beta',
        situation: 'INAPTA',
        primaryActivity: { code: '8630-5/03', text: 'Atividade médica' },
        secondaryActivities: [],
      }),
    );
    registry.add(
      registryCompany(cnpjs.gama, {
        registrationName: 'GAMA PADARIA LTDA',
        fantasyName: null,
        primaryActivity: { code: '4721-1/02', text: 'Padaria' },
        secondaryActivities: [],
        address: {
          street: null,
          number: null,
          complement: null,
          neighborhood: null,
          zipCode: null,
          cityName: 'CIDADE QUE NÃO EXISTE',
          stateAlias: 'MG',
          ibgeCode: null,
          siafiCode: null,
        },
      }),
    );
    registry.add(registryCompany(cnpjs.letters, { registrationName: 'LETRAS TECNOLOGIA LTDA' }));
  });

  const call = caller(world, () => admin);
  async function create(cnpj: string, token = admin, extra: Record<string, unknown> = {}) {
    return companyCreateResponse.parse(
      await answer(await call('POST', companyPaths.list, token, { cnpj, ...extra }), 201),
    );
  }
  async function list(query: Record<string, string | number> = {}, token = admin) {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    return companyListResponse.parse(await answer(await call('GET', `${companyPaths.list}?${search}`, token)));
  }
  const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);
  const lastLog = async () => (await world.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1))[0];
  const companyOf = async (cnpj: string) => {
    const [row] = await world.db
      .select({ id: establishments.companyId })
      .from(establishments)
      .where(and(eq(establishments.clientId, world.accounts.norte.id), eq(establishments.cnpj, cnpj)));
    if (!row) throw new Error(`no company for ${cnpj}`);
    return row.id;
  };

  describe('create', () => {
    it('creates the company from the registry with its CNPJ, CNAEs, licence rows and a log entry', async () => {
      const created = await create(cnpjs.alfa);
      expect(created.message).toBe('Empresa criada');
      const [company] = await world.db.select().from(companies).where(eq(companies.id, created.id));
      expect(company).toMatchObject({
        clientId: world.accounts.norte.id,
        name: 'ALFA COMÉRCIO DE ALIMENTOS LTDA',
        enabled: true,
        cnpjRoot: '11222333',
        registryUpdatedAt: clock,
      });
      const [establishment] = await world.db
        .select()
        .from(establishments)
        .where(eq(establishments.companyId, created.id));
      expect(establishment).toMatchObject({
        cnpj: cnpjs.alfa,
        type: 'MATRIZ',
        fantasyName: 'Mercado Alfa',
        cityName: 'Belo Horizonte',
        stateAlias: 'MG',
        registrySource: 'offline',
      });
      expect(establishment?.latitude).toBeCloseTo(-19.9, 0);
      const links = await world.db
        .select({ cnaeId: establishmentCnaes.cnaeId, isPrimary: establishmentCnaes.isPrimary })
        .from(establishmentCnaes)
        .where(eq(establishmentCnaes.establishmentId, establishment?.id ?? 0));
      expect(links).toEqual(
        expect.arrayContaining([
          { cnaeId: cnaeIds.supermarket, isPrimary: true },
          { cnaeId: cnaeIds.restaurant, isPrimary: false },
        ]),
      );
      expect(await world.db.$count(companyLicenses, eq(companyLicenses.companyId, created.id))).toBe(2);
      expect(await lastLog()).toMatchObject({
        action: 'company.create',
        actionDetails: `Criou a empresa 'ALFA COMÉRCIO DE ALIMENTOS LTDA' (CNPJ 11.222.333/0001-81)`,
        entityType: 'company',
        entityId: created.id,
        clientId: world.accounts.norte.id,
        userId: world.people.ADMIN.id,
      });
    });

    it('accepts a masked CNPJ, an alphanumeric one in lower case, and starts disabled on request', async () => {
      const masked = await create(maskCnpj(cnpjs.beta), admin, {
        companyEnabled: false,
      });
      const [beta] = await world.db.select().from(companies).where(eq(companies.id, masked.id));
      expect(beta).toMatchObject({ name: 'BETA SERVIÇOS MÉDICOS S.A.', enabled: false, cnpjRoot: '22333444' });

      const letters = await create(cnpjs.letters.toLowerCase());
      const [row] = await world.db
        .select({ cnpj: establishments.cnpj, companyId: establishments.companyId })
        .from(establishments)
        .where(eq(establishments.companyId, letters.id));
      expect(row).toEqual({ cnpj: '12ABC34501DE35', companyId: letters.id });
      expect(registry.lookups.at(-1)).toBe('12ABC34501DE35');
    });

    it.each([
      [{}, 'CNPJ é obrigatório.'],
      [{ cnpj: '' }, 'CNPJ é obrigatório.'],
      [{ cnpj: '   ' }, 'CNPJ é obrigatório.'],
      [{ cnpj: null }, 'CNPJ é obrigatório.'],
      [{ cnpj: '11222333000182' }, 'CNPJ inválido.'],
      [{ cnpj: '1122233300018' }, 'CNPJ inválido.'],
      [{ cnpj: '00000000000000' }, 'CNPJ inválido.'],
      [{ cnpj: 11222333000181 }, 'CNPJ inválido.'],
      [{ cnpj: cnpjOf('445556660001'), companyEnabled: 'sim' }, 'Valor inválido para Ativo'],
      ['{not json', 'Corpo da requisição inválido.'],
    ])('answers 400 to %j: %s', async (body, message) => {
      const before = registry.lookups.length;
      await expectError(await call('POST', companyPaths.list, admin, body), 400, message);
      expect(registry.lookups.length).toBe(before);
    });

    it('refuses a CNPJ already in the account, and another CNPJ of a root that already is a company (409)', async () => {
      const before = registry.lookups.length;
      await expectError(
        await call('POST', companyPaths.list, admin, { cnpj: cnpjs.alfa }),
        409,
        'Este CNPJ já está cadastrado nesta conta.',
      );
      await expectError(
        await call('POST', companyPaths.list, admin, { cnpj: cnpjs.alfaFilial }),
        409,
        "Já existe uma empresa com a mesma raiz deste CNPJ nesta conta. Para incluí-lo, use 'Adicionar CNPJ' na aba CNPJs dessa empresa.",
      );
      // Known CNPJs cost no registry call.
      expect(registry.lookups.length).toBe(before);
      // Another account may hold the same CNPJ.
      expect((await create(cnpjs.alfa, world.foreignAdmin.token)).message).toBe('Empresa criada');
    });

    it('finds the root of a company from before the client area (no root of its own) through its CNPJs', async () => {
      const legacyCnpj = cnpjOf('121212120001');
      const { companyId } = await insertTestCompany(world.db, world.accounts.norte.id, {
        name: 'Empresa antiga',
        establishments: [{ cnpj: legacyCnpj }],
      });
      await world.db.update(companies).set({ cnpjRoot: null }).where(eq(companies.id, companyId));
      await expectError(
        await call('POST', companyPaths.list, admin, { cnpj: cnpjOf('121212120002') }),
        409,
        "Já existe uma empresa com a mesma raiz deste CNPJ nesta conta. Para incluí-lo, use 'Adicionar CNPJ' na aba CNPJs dessa empresa.",
      );
      await world.db.delete(companies).where(eq(companies.id, companyId));
    });

    it.each([
      ['not_found', 404, 'CNPJ não encontrado na Receita Federal.'],
      ['rate_limited', 429, 'Muitas consultas à Receita. Tente novamente em alguns minutos.'],
      ['unavailable', 502, 'Consulta de CNPJ indisponível no momento. Tente novamente mais tarde.'],
    ] as const)('answers a registry failure (%s) with %i and writes nothing', async (reason, status, message) => {
      const cnpj = cnpjOf('556667770001');
      if (reason !== 'not_found') registry.failures.set(cnpj, new RegistryError(reason, message));
      const counts = async () => ({
        companies: await countRows(world.db, companies),
        establishments: await countRows(world.db, establishments),
        cnaes: await countRows(world.db, cnaes),
        logs: await countRows(world.db, activityLogs),
      });
      const before = await counts();
      await expectError(await call('POST', companyPaths.list, admin, { cnpj }), status, message);
      expect(await counts()).toEqual(before);
      registry.failures.delete(cnpj);
    });

    it('assigns the new company to a USER who creates it, so they see it', async () => {
      const { user, token } = await world.userWith(['CREATE_COMPANY', 'GET_COMPANY']);
      const created = await create(cnpjs.gama, token);
      expect(await world.db.select().from(userCompanies).where(eq(userCompanies.userId, user.id))).toEqual([
        { userId: user.id, companyId: created.id },
      ]);
      expect(names(await list({}, token))).toEqual(['GAMA PADARIA LTDA']);
      expect(companyDetail.parse(await answer(await call('GET', companyPaths.one(created.id), token))).name).toBe(
        'GAMA PADARIA LTDA',
      );
    });
  });

  describe('list', () => {
    let ids: Record<'alfa' | 'beta' | 'gama' | 'letters', number>;
    let tagIds: Record<'vip' | 'centro' | 'sem', number>;

    beforeAll(async () => {
      ids = {
        alfa: await companyOf(cnpjs.alfa),
        beta: await companyOf(cnpjs.beta),
        gama: await companyOf(cnpjs.gama),
        letters: await companyOf(cnpjs.letters),
      };
      // A filial without CNAE links joins Alfa (written directly: the CNPJ calls have their own suite).
      await world.db.insert(establishments).values({
        clientId: world.accounts.norte.id,
        companyId: ids.alfa,
        cnpj: cnpjs.alfaFilial,
        type: 'FILIAL',
        registrationName: 'ALFA COMÉRCIO DE ALIMENTOS LTDA',
        fantasyName: 'Alfa Filial Contagem',
        situation: 'ATIVA',
        registrySource: 'offline',
      });
      const days = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
      for (const [id, day] of [
        [ids.alfa, 5],
        [ids.beta, 20],
        [ids.gama, 10],
        [ids.letters, 1],
      ] as const) {
        await world.db
          .update(companies)
          .set({ createdAt: days(day) })
          .where(eq(companies.id, id));
      }
      const tag = async (text: string) =>
        tagMutationResponse.parse(await answer(await call('POST', tagPaths.list, admin, { tag: text }), 201)).tag.id;
      tagIds = { vip: await tag('VIP'), centro: await tag('Centro'), sem: await tag('Sem empresas') };
      for (const [companyId, tagList] of [
        [ids.alfa, [tagIds.vip, tagIds.centro]],
        [ids.beta, [tagIds.vip]],
      ] as const) {
        await answer(await call('PUT', tagPaths.company(companyId), admin, { tags: tagList.map((id) => ({ id })) }));
      }
      await world.db.insert(files).values([
        {
          clientId: world.accounts.norte.id,
          companyId: ids.alfa,
          name: 'alvara.pdf',
          extension: 'pdf',
          mimeType: 'application/pdf',
          size: 10,
          fileType: 'document',
          storageKey: `lista-${kind}-1`,
        },
        {
          clientId: world.accounts.norte.id,
          companyId: ids.alfa,
          name: 'taxa.pdf',
          extension: 'pdf',
          mimeType: 'application/pdf',
          size: 10,
          fileType: 'fee',
          storageKey: `lista-${kind}-2`,
        },
      ]);
      await world.db.update(companies).set({ logoKey: 'logo-abc.png' }).where(eq(companies.id, ids.alfa));
    });

    it('answers the card of each company with the data of its first CNPJ, totals, CNAEs by risk and tags', async () => {
      const body = await list({ search: 'Mercado Alfa' });
      expect(body).toMatchObject({ total: 1, pages_in_range: 1 });
      const descriptions = Object.fromEntries(
        (await world.db.select({ id: cnaes.id, text: cnaes.codeDescription }).from(cnaes)).map((row) => [
          row.id,
          row.text,
        ]),
      );
      const cnae = (key: string, code: string) => ({
        id: cnaeIds[key],
        code_class: code,
        code_description: descriptions[cnaeIds[key] ?? 0],
      });
      const [company] = await world.db.select().from(companies).where(eq(companies.id, ids.alfa));
      expect(body.items).toEqual([
        {
          id: ids.alfa,
          name: 'ALFA COMÉRCIO DE ALIMENTOS LTDA',
          enabled: true,
          createdAt: toWireDate(company?.createdAt ?? new Date()),
          logoSrc: '/api/v1/s3/logos/logo-abc.png',
          registrationFantasyName: 'Mercado Alfa',
          registrationCode: cnpjs.alfa,
          registrationSituation: 'ATIVA',
          registrationCreatedAt: '2010-05-20',
          systemCityName: 'Belo Horizonte',
          systemStateAlias: 'MG',
          totalCNPJ: 2,
          totalFiles: 2,
          // The filial inserted above has no CNAE links: only the matriz's count.
          cnaes: {
            lowLevel: [cnae('supermarket', '4711-3/02')],
            mediumLevel: [],
            highLevel: [cnae('restaurant', '5611-2/01')],
          },
          tags: [
            { id: tagIds.centro, tag: 'Centro' },
            { id: tagIds.vip, tag: 'VIP' },
          ],
        },
      ]);
    });

    it('sorts by et.id descending by default, and by the other et.* keys in either direction', async () => {
      expect((await list()).items.map((item) => item.id)).toEqual(
        [ids.alfa, ids.beta, ids.gama, ids.letters].sort((a, b) => b - a),
      );
      expect(names(await list({ sort: 'et.name', direction: 'asc' }))).toEqual([
        'ALFA COMÉRCIO DE ALIMENTOS LTDA',
        'BETA SERVIÇOS MÉDICOS S.A.',
        'GAMA PADARIA LTDA',
        'LETRAS TECNOLOGIA LTDA',
      ]);
      expect(names(await list({ sort: 'et.createdAt', direction: 'DESC' }))).toEqual([
        'BETA SERVIÇOS MÉDICOS S.A.',
        'GAMA PADARIA LTDA',
        'ALFA COMÉRCIO DE ALIMENTOS LTDA',
        'LETRAS TECNOLOGIA LTDA',
      ]);
      expect((await list({ sort: 'et.id', direction: 'asc' })).items.map((item) => item.id)).toEqual(
        [ids.alfa, ids.beta, ids.gama, ids.letters].sort((a, b) => a - b),
      );
    });

    it.each([
      [{ sort: 'name' }, 'Ordenação inválida.'],
      [{ sort: 'et.password' }, 'Ordenação inválida.'],
      [{ direction: 'up' }, 'Direção inválida: use asc ou desc.'],
      [{ tag: 'vip' }, 'Lista de tags inválida.'],
      [{ tag: '1,-2' }, 'Lista de tags inválida.'],
      [{ tag: '1', tag_match: 'some' }, 'Regra de tags inválida: use any ou all.'],
      [{ page: -1 }, 'Página inválida'],
      [{ limit: 0 }, 'Limite inválido'],
      [{ limit: 10_000_001 }, 'Limite inválido'],
    ])('answers 400 to %j: %s', async (query, message) => {
      const search = new URLSearchParams(query as Record<string, string>);
      await expectError(await call('GET', `${companyPaths.list}?${search}`), 400, message);
    });

    it('pages from 0 and counts pages; a page past the end is empty', async () => {
      const second = await list({ limit: 3, page: 1, sort: 'et.name', direction: 'asc' });
      expect(second).toMatchObject({ total: 4, pages_in_range: 2 });
      expect(names(second)).toEqual(['LETRAS TECNOLOGIA LTDA']);
      expect(await list({ limit: 3, page: 5 })).toEqual({ items: [], total: 4, pages_in_range: 2 });
      expect((await list({ limit: 9_999_999 })).items).toHaveLength(4);
    });

    it('searches names (case and accents ignored), fantasy names and CNPJs, bare or masked, of any CNPJ', async () => {
      expect(names(await list({ search: 'servicos medicos' }))).toEqual(['BETA SERVIÇOS MÉDICOS S.A.']);
      expect(names(await list({ search: 'clínica' }))).toEqual(['BETA SERVIÇOS MÉDICOS S.A.']);
      expect(names(await list({ search: '2333444' }))).toEqual(['BETA SERVIÇOS MÉDICOS S.A.']);
      expect(names(await list({ search: '22.333.444/0001' }))).toEqual(['BETA SERVIÇOS MÉDICOS S.A.']);
      expect(names(await list({ search: '12.abc' }))).toEqual(['LETRAS TECNOLOGIA LTDA']);
      // The filial's CNPJ and fantasy name find the company it belongs to.
      expect(names(await list({ search: '11.222.333/0002' }))).toEqual(['ALFA COMÉRCIO DE ALIMENTOS LTDA']);
      expect(names(await list({ search: 'contagem' }))).toEqual(['ALFA COMÉRCIO DE ALIMENTOS LTDA']);
      expect(await list({ search: '100%' })).toEqual({ items: [], total: 0, pages_in_range: 0 });
    });

    it('keeps the companies carrying any of the chosen tags by default', async () => {
      const byName = { sort: 'et.name', direction: 'asc' };
      expect(names(await list({ tag: String(tagIds.vip), ...byName }))).toEqual([
        'ALFA COMÉRCIO DE ALIMENTOS LTDA',
        'BETA SERVIÇOS MÉDICOS S.A.',
      ]);
      expect(names(await list({ tag: String(tagIds.centro) }))).toEqual(['ALFA COMÉRCIO DE ALIMENTOS LTDA']);
      // Two tags widen the list: Beta carries only VIP and still shows; a tag no company carries adds nothing.
      expect(names(await list({ tag: `${tagIds.centro},${tagIds.vip}`, ...byName }))).toEqual([
        'ALFA COMÉRCIO DE ALIMENTOS LTDA',
        'BETA SERVIÇOS MÉDICOS S.A.',
      ]);
      expect(names(await list({ tag: ` ${tagIds.sem} , ${tagIds.vip},`, tag_match: 'any', ...byName }))).toEqual([
        'ALFA COMÉRCIO DE ALIMENTOS LTDA',
        'BETA SERVIÇOS MÉDICOS S.A.',
      ]);
      expect((await list({ tag: String(tagIds.sem) })).total).toBe(0);
      expect((await list({ tag: '' })).total).toBe(4);
      expect((await list({ tag: '', tag_match: 'all' })).total).toBe(4);
      expect(names(await list({ tag: `${tagIds.vip},${tagIds.centro}`, search: 'beta' }))).toEqual([
        'BETA SERVIÇOS MÉDICOS S.A.',
      ]);
    });

    it('keeps only the companies carrying every chosen tag with tag_match=all', async () => {
      expect(names(await list({ tag: `${tagIds.vip},${tagIds.centro}`, tag_match: 'all' }))).toEqual([
        'ALFA COMÉRCIO DE ALIMENTOS LTDA',
      ]);
      expect(names(await list({ tag: ` ${tagIds.centro} , ${tagIds.vip},${tagIds.vip}`, tag_match: 'ALL' }))).toEqual([
        'ALFA COMÉRCIO DE ALIMENTOS LTDA',
      ]);
      expect(
        names(await list({ tag: String(tagIds.vip), tag_match: 'all', sort: 'et.name', direction: 'asc' })),
      ).toEqual(['ALFA COMÉRCIO DE ALIMENTOS LTDA', 'BETA SERVIÇOS MÉDICOS S.A.']);
      expect(await list({ tag: `${tagIds.vip},${tagIds.sem}`, tag_match: 'all' })).toEqual({
        items: [],
        total: 0,
        pages_in_range: 0,
      });
      expect((await list({ tag: `${tagIds.vip},${tagIds.centro}`, tag_match: 'all', search: 'beta' })).total).toBe(0);
    });

    it('shows a USER only the companies assigned to them; other accounts see their own', async () => {
      const { token } = await world.userWith(['GET_COMPANY'], [ids.beta]);
      expect(names(await list({}, token))).toEqual(['BETA SERVIÇOS MÉDICOS S.A.']);
      // A search finds only among the assigned ones too, by any of the ways it matches.
      expect(names(await list({ search: 'clínica' }, token))).toEqual(['BETA SERVIÇOS MÉDICOS S.A.']);
      expect(await list({ search: 'contagem' }, token)).toEqual({ items: [], total: 0, pages_in_range: 0 });
      expect(await list({ search: 'alimentos' }, token)).toEqual({ items: [], total: 0, pages_in_range: 0 });
      const { token: none } = await world.userWith(['GET_COMPANY']);
      expect(await list({}, none)).toEqual({ items: [], total: 0, pages_in_range: 0 });
      expect(await list({ search: 'beta' }, none)).toEqual({ items: [], total: 0, pages_in_range: 0 });
      expect(names(await list({}, world.foreignAdmin.token))).toEqual(['ALFA COMÉRCIO DE ALIMENTOS LTDA']);
      expect((await list({}, world.affinityInSul)).total).toBe(1);
    });

    it('answers the list with as many statements for thirty companies as for four', async () => {
      const counting = countingDatabase(world.db);
      const app = createTestApp(counting.db, { registry, now: () => clock });
      const statementsOfList = async () => {
        const before = counting.statements();
        const response = await app.request(`${companyPaths.list}?limit=100`, send('GET', admin));
        expect(response.status).toBe(200);
        return {
          statements: counting.statements() - before,
          total: companyListResponse.parse(await response.json()).total,
        };
      };
      // The first call also builds the client-area guard's prepared statement (once per database).
      await statementsOfList();
      const few = await statementsOfList();
      const added: number[] = [];
      for (let index = 0; index < 26; index++) {
        const { companyId } = await insertTestCompany(world.db, world.accounts.norte.id, {
          name: `Extra ${index}`,
          establishments: [
            { cnpj: cnpjOf(`7${String(index).padStart(3, '0')}44440001`), cnaeIds: [cnaeIds.clinic ?? 0] },
          ],
        });
        await world.db.insert(companyTags).values({ companyId, tagId: tagIds.vip });
        added.push(companyId);
      }
      const many = await statementsOfList();
      await world.db.delete(companies).where(inArray(companies.id, added));
      expect(few.total).toBe(4);
      expect(many.total).toBe(30);
      expect(many.statements).toBe(few.statements);
      expect(few.statements).toBeLessThanOrEqual(5);
    });
  });

  describe('detail and the company reads', () => {
    it('answers the profile of the first CNPJ with risk, CNAEs by level, partners and licences', async () => {
      const id = await companyOf(cnpjs.alfa);
      const body = companyDetail.parse(await answer(await call('GET', companyPaths.one(id))));
      const [company] = await world.db.select().from(companies).where(eq(companies.id, id));
      expect(body).toMatchObject({
        id,
        name: 'ALFA COMÉRCIO DE ALIMENTOS LTDA',
        enabled: true,
        logoSrc: '/api/v1/s3/logos/logo-abc.png',
        uf: 'MG',
        type: 'MATRIZ',
        registration_name: 'ALFA COMÉRCIO DE ALIMENTOS LTDA',
        registration_fantasy_name: 'Mercado Alfa',
        registration_code: cnpjs.alfa,
        registration_situation: 'ATIVA',
        registration_status: 'SEM MOTIVO',
        registration_situation_date: '2015-03-10',
        date_of_stablishment: '2010-05-20',
        legal_nature: '206-2 - Sociedade Empresária Limitada',
        company_size: 'MICRO EMPRESA',
        email: 'contato@empresa.test',
        phone: '(31) 3333-4444',
        share_capital: '150000.00',
        street: 'Rua da Bahia',
        number: '1000',
        complement: 'Sala 2',
        neighborhood: 'Centro',
        zip_code: '30160011',
        city_name: 'Belo Horizonte',
        state_name: 'Minas Gerais',
        contact_name: null,
        contact_phone: null,
        contact_email: null,
        createdAt: toWireDate(company?.createdAt ?? new Date()),
        cnpjLevel: 'high_level',
        primary_activity: { code: '4711-3/02', text: 'Supermercados' },
        secondary_activities: [{ code: '5611-2/01', text: 'Restaurantes e similares' }],
        qsa: [{ name: 'Maria Souza', qual: '49-Sócio-Administrador' }],
        totalCNPJ: 2,
      });
      expect(body.cnaes.lowLevel.map((cnae) => cnae.code_class)).toEqual(['4711-3/02']);
      expect(body.cnaes.highLevel.map((cnae) => cnae.code_class)).toEqual(['5611-2/01']);
      expect(body.licenses).toEqual([
        expect.objectContaining({
          name: 'Alvará sanitário',
          status: 'pending',
          valid_until: null,
          registration_code: cnpjs.alfa,
          establishment_type: 'MATRIZ',
        }),
        expect.objectContaining({
          name: 'Licença ambiental',
          status: 'pending',
          valid_until: null,
          registration_code: cnpjs.alfa,
        }),
      ]);
    });

    it('answers null risk and empty lists for a company without CNAEs or CNPJs', async () => {
      const { companyId } = await insertTestCompany(world.db, world.accounts.norte.id, {
        name: 'Sem CNAEs',
        establishments: [{ cnpj: cnpjOf('889990000001') }],
      });
      const body = companyDetail.parse(await answer(await call('GET', companyPaths.one(companyId))));
      expect(body).toMatchObject({
        cnpjLevel: null,
        cnaes: { lowLevel: [], mediumLevel: [], highLevel: [] },
        licenses: [],
        logoSrc: null,
      });
      expect(companyLevelResponse.parse(await answer(await call('GET', companyPaths.level(companyId))))).toEqual({
        cnpjLevel: null,
      });
      const { companyId: empty } = await insertTestCompany(world.db, world.accounts.norte.id, {
        name: 'Sem CNPJs',
        establishments: [],
      });
      expect(companyDetail.parse(await answer(await call('GET', companyPaths.one(empty))))).toMatchObject({
        registration_code: null,
        type: null,
        uf: null,
        state_name: null,
        totalCNPJ: 0,
      });
      await world.db.delete(companies).where(inArray(companies.id, [companyId, empty]));
    });

    it('answers the CNAEs grouped by level and the risk level of the company', async () => {
      const beta = await companyOf(cnpjs.beta);
      const grouped = cnaesByLevel.parse(await answer(await call('GET', companyPaths.cnaes(beta))));
      expect(grouped.mediumLevel.map((cnae) => cnae.code_class)).toEqual(['8630-5/03']);
      expect(grouped.lowLevel).toEqual([]);
      expect(companyLevelResponse.parse(await answer(await call('GET', companyPaths.level(beta))))).toEqual({
        cnpjLevel: 'medium_level',
      });
      const gama = await companyOf(cnpjs.gama);
      expect(companyLevelResponse.parse(await answer(await call('GET', companyPaths.level(gama))))).toEqual({
        cnpjLevel: 'low_level',
      });
    });

    it('answers the location of every CNPJ, with null coordinates where the city is unknown', async () => {
      const alfa = await companyOf(cnpjs.alfa);
      const addresses = companyAddressesResponse.parse(await answer(await call('GET', companyPaths.addresses(alfa))));
      expect(addresses).toHaveLength(2);
      expect(addresses[0]).toMatchObject({
        registrationCode: cnpjs.alfa,
        name: 'ALFA COMÉRCIO DE ALIMENTOS LTDA',
        systemCityName: 'Belo Horizonte',
        systemStateAlias: 'MG',
      });
      expect(addresses[0]?.geocodeLatitude).toBeCloseTo(-19.92, 1);
      expect(addresses[0]?.geocodeLongitude).toBeCloseTo(-43.94, 1);
      expect(addresses[1]).toMatchObject({ registrationCode: cnpjs.alfaFilial, geocodeLatitude: null });
      const gama = await companyOf(cnpjs.gama);
      expect(companyAddressesResponse.parse(await answer(await call('GET', companyPaths.addresses(gama))))).toEqual([
        expect.objectContaining({
          systemCityName: 'CIDADE QUE NÃO EXISTE',
          geocodeLatitude: null,
          geocodeLongitude: null,
        }),
      ]);
    });

    it('answers the calendar days since the last registry update, in the office time zone', async () => {
      const alfa = await companyOf(cnpjs.alfa);
      const days = async () =>
        companyLastUpdateResponse.parse(await answer(await call('GET', companyPaths.lastUpdate(alfa))));
      await world.db
        .update(companies)
        .set({ registryUpdatedAt: new Date('2026-03-07T02:00:00Z') })
        .where(eq(companies.id, alfa));
      // 2026-03-06 23:00 in São Paulo → 2026-03-10 12:00: four calendar days.
      expect(await days()).toEqual({ lastUpdateInDays: 4 });
      await world.db.update(companies).set({ registryUpdatedAt: clock }).where(eq(companies.id, alfa));
      expect(await days()).toEqual({ lastUpdateInDays: 0 });
      await world.db.update(companies).set({ registryUpdatedAt: null }).where(eq(companies.id, alfa));
      expect(await days()).toEqual({ lastUpdateInDays: null });
    });
  });

  describe('update', () => {
    it('renames and disables; an absent enabled keeps it; each change is logged', async () => {
      const id = await companyOf(cnpjs.gama);
      const body = companyMessageResponse.parse(
        await answer(await call('PUT', companyPaths.one(id), admin, { name: '  Padaria Gama  ', enabled: false })),
      );
      expect(body).toEqual({ message: 'Empresa atualizada' });
      expect(
        await world.db
          .select({ name: companies.name, enabled: companies.enabled })
          .from(companies)
          .where(eq(companies.id, id)),
      ).toEqual([{ name: 'Padaria Gama', enabled: false }]);
      expect((await lastLog())?.actionDetails).toBe(
        `Alterou a empresa 'Padaria Gama' (ID ${id}): nome de 'GAMA PADARIA LTDA' para 'Padaria Gama'; desativou`,
      );
      await answer(await call('PUT', companyPaths.one(id), admin, { name: 'Padaria Gama' }));
      expect(await world.db.select({ enabled: companies.enabled }).from(companies).where(eq(companies.id, id))).toEqual(
        [{ enabled: false }],
      );
      await answer(await call('PUT', companyPaths.one(id), admin, { name: 'GAMA PADARIA LTDA', enabled: true }));
    });

    it.each([
      [{}, 'Nome é obrigatório'],
      [{ name: '' }, 'Nome é obrigatório'],
      [{ name: '   ' }, 'Nome é obrigatório'],
      [{ name: 'x'.repeat(256) }, 'Máximo de 255 caracteres'],
      [{ name: 'Nome', enabled: 'false' }, 'Valor inválido para Ativo'],
    ])('answers 400 to %j: %s', async (body, message) => {
      const id = await companyOf(cnpjs.gama);
      await expectError(await call('PUT', companyPaths.one(id), admin, body), 400, message);
    });
  });

  describe('update-data', () => {
    it('refreshes every CNPJ from the registry, replaces CNAE links and re-syncs licence rows', async () => {
      const id = await companyOf(cnpjs.alfa);
      const before = await world.db.select().from(companyLicenses).where(eq(companyLicenses.companyId, id));
      expect(before.map((row) => row.cnaeId).sort()).toEqual([cnaeIds.restaurant, cnaeIds.supermarket].sort());
      registry.add(
        registryCompany(cnpjs.alfa, {
          registrationName: 'ALFA ALIMENTOS S.A.',
          fantasyName: 'Alfa Express',
          situation: 'BAIXADA',
          primaryActivity: { code: '4711-3/02', text: 'Supermercados' },
          secondaryActivities: [],
        }),
      );
      clock = new Date('2026-03-12T15:00:00Z');
      const lookups = registry.lookups.length;
      const body = companyUpdateDataResponse.parse(await answer(await call('POST', companyPaths.updateData(id))));
      expect(body).toEqual({ message: 'Empresa atualizada', lastUpdateInDays: 0 });
      expect(registry.lookups.slice(lookups)).toEqual([cnpjs.alfa, cnpjs.alfaFilial]);
      const rows = await world.db
        .select()
        .from(establishments)
        .where(eq(establishments.companyId, id))
        .orderBy(establishments.id);
      expect(rows.map((row) => [row.fantasyName, row.situation, row.registryUpdatedAt])).toEqual([
        ['Alfa Express', 'BAIXADA', clock],
        ['Alfa Filial Contagem', 'ATIVA', clock],
      ]);
      // The filial now has its CNAE from the registry; the restaurant CNAE left the matriz.
      const after = await world.db.select().from(companyLicenses).where(eq(companyLicenses.companyId, id));
      expect(after.map((row) => [row.establishmentId, row.cnaeId])).toEqual([[rows[0]?.id, cnaeIds.supermarket]]);
      const [company] = await world.db.select().from(companies).where(eq(companies.id, id));
      // The name is the person's: only the registry data changes.
      expect(company).toMatchObject({ name: 'ALFA COMÉRCIO DE ALIMENTOS LTDA', registryUpdatedAt: clock });
      expect((await lastLog())?.actionDetails).toBe(
        `Atualizou os dados da empresa 'ALFA COMÉRCIO DE ALIMENTOS LTDA' (ID ${id}) pela consulta de CNPJ (2 CNPJs)`,
      );
      expect(companyLastUpdateResponse.parse(await answer(await call('GET', companyPaths.lastUpdate(id))))).toEqual({
        lastUpdateInDays: 0,
      });
      expect(companyDetail.parse(await answer(await call('GET', companyPaths.one(id)))).cnaes.mediumLevel).toEqual([
        expect.objectContaining({ code_class: '8630-5/03' }),
      ]);
    });

    it('changes nothing when one lookup fails', async () => {
      const id = await companyOf(cnpjs.alfa);
      registry.add(registryCompany(cnpjs.alfa, { registrationName: 'NÃO DEVE GRAVAR', fantasyName: 'Nada' }));
      registry.failures.set(
        cnpjs.alfaFilial,
        new RegistryError('unavailable', 'Consulta de CNPJ indisponível no momento. Tente novamente mais tarde.'),
      );
      const snapshot = async () => ({
        establishments: await world.db.select().from(establishments).where(eq(establishments.companyId, id)),
        links: await countRows(world.db, establishmentCnaes),
        licenses: await countRows(world.db, companyLicenses),
        logs: await countRows(world.db, activityLogs),
        company: await world.db.select().from(companies).where(eq(companies.id, id)),
      });
      const before = await snapshot();
      clock = new Date('2026-03-13T15:00:00Z');
      await expectError(
        await call('POST', companyPaths.updateData(id)),
        502,
        'Consulta de CNPJ indisponível no momento. Tente novamente mais tarde.',
      );
      expect(await snapshot()).toEqual(before);
      registry.failures.delete(cnpjs.alfaFilial);
    });
  });

  describe('delete', () => {
    const storage = () => createLocalStorage(world.storageRoot);
    async function companyWithEverything(base12: string) {
      const cnpj = cnpjOf(base12);
      registry.add(registryCompany(cnpj));
      const { id } = await create(cnpj);
      const keys = [`apagar-${base12}-1`, `apagar-${base12}-2`];
      for (const [index, key] of keys.entries()) {
        await storage().put(key, new TextEncoder().encode(`arquivo ${index}`), 'application/pdf');
        await world.db.insert(files).values({
          clientId: world.accounts.norte.id,
          companyId: id,
          name: `arquivo-${index}.pdf`,
          extension: 'pdf',
          mimeType: 'application/pdf',
          size: 9,
          fileType: 'document',
          storageKey: key,
        });
      }
      const logoKey = `logo-${base12}.png`;
      await storage().put(logoKey, new Uint8Array([137, 80, 78, 71]), 'image/png');
      await world.db.update(companies).set({ logoKey }).where(eq(companies.id, id));
      const { user } = await world.userWith(['GET_COMPANY'], [id]);
      const [anyTag] = await world.db.select({ id: tags.id }).from(tags).limit(1);
      if (anyTag) await world.db.insert(companyTags).values({ companyId: id, tagId: anyTag.id });
      return { id, cnpj, keys: [...keys, logoKey], userId: user.id };
    }
    const leftovers = async (id: number) => ({
      companies: await world.db.$count(companies, eq(companies.id, id)),
      establishments: await world.db.$count(establishments, eq(establishments.companyId, id)),
      licenses: await world.db.$count(companyLicenses, eq(companyLicenses.companyId, id)),
      files: await world.db.$count(files, eq(files.companyId, id)),
      tags: await world.db.$count(companyTags, eq(companyTags.companyId, id)),
      assignments: await world.db.$count(userCompanies, eq(userCompanies.companyId, id)),
    });
    const nothing = { companies: 0, establishments: 0, licenses: 0, files: 0, tags: 0, assignments: 0 };

    it('removes the company and everything of it in one go, then its stored files and logo', async () => {
      const company = await companyWithEverything('667778880001');
      expect((await leftovers(company.id)).licenses).toBe(2);
      const body = companyMessageResponse.parse(await answer(await call('DELETE', companyPaths.one(company.id))));
      expect(body).toEqual({ message: 'Empresa excluída' });
      expect(await leftovers(company.id)).toEqual(nothing);
      for (const key of company.keys) expect(await storage().get(key)).toBeNull();
      expect(await lastLog()).toMatchObject({
        action: 'company.delete',
        actionDetails: `Excluiu a empresa 'Empresa 66777888 Ltda' (ID ${company.id}) (raiz de CNPJ 66777888)`,
        entityId: company.id,
      });
      await expectError(await call('GET', companyPaths.one(company.id)), 404, notFoundText);
      // The CNPJ may be added again.
      expect((await create(company.cnpj)).message).toBe('Empresa criada');
    });

    it('keeps the deletion when the storage fails afterwards, and logs the failure', async () => {
      const company = await companyWithEverything('778889990001');
      const failing: FileStorage = {
        ...storage(),
        delete: async () => {
          throw new Error('storage offline');
        },
      };
      const app = createTestApp(world.db, { registry, now: () => clock, storage: failing });
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const response = await app.request(companyPaths.one(company.id), send('DELETE', admin));
        expect({ status: response.status, body: await response.json() }).toEqual({
          status: 200,
          body: { message: 'Empresa excluída' },
        });
        expect(logged).toHaveBeenCalledTimes(3);
      } finally {
        logged.mockRestore();
      }
      expect(await leftovers(company.id)).toEqual(nothing);
    });
  });

  describe('access', () => {
    let companyId: number;
    let foreignId: number;
    beforeAll(async () => {
      companyId = await companyOf(cnpjs.beta);
      const [foreign] = await world.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.clientId, world.accounts.sul.id));
      foreignId = foreign?.id ?? 0;
    });
    const calls = (id: number | string) =>
      [
        ['GET', companyPaths.list],
        ['POST', companyPaths.list],
        ['GET', companyPaths.one(id)],
        ['PUT', companyPaths.one(id)],
        ['DELETE', companyPaths.one(id)],
        ['POST', companyPaths.updateData(id)],
        ['GET', companyPaths.lastUpdate(id)],
        ['GET', companyPaths.addresses(id)],
        ['GET', companyPaths.cnaes(id)],
        ['GET', companyPaths.level(id)],
      ] as const;

    it('answers 401 without a token or with a tampered one', async () => {
      for (const [method, path] of calls(companyId)) {
        await expectError(await call(method, path, null, {}), 401, invalidSession);
        await expectError(await call(method, path, tampered(admin), {}), 401, invalidSession);
      }
    });

    it('refuses AFFINITY of another group and staff who entered no client', async () => {
      for (const [method, path] of calls(companyId)) {
        await expectError(await call(method, path, world.tokens.AFFINITY, {}), 403, forbiddenText);
        await expectError(
          await call(method, path, world.staffWithoutClient, {}),
          403,
          'Acesse um cliente pela administração para usar a área do cliente.',
        );
      }
    });

    it.each(accessRoles.filter((role) => role !== 'AFFINITY'))(
      'lets %s read the list and the company',
      async (role) => {
        const token = role === 'USER' ? (await world.userWith(['GET_COMPANY'], [companyId])).token : world.tokens[role];
        expect((await list({}, token)).total).toBeGreaterThan(0);
        for (const path of [
          companyPaths.one(companyId),
          companyPaths.lastUpdate(companyId),
          companyPaths.addresses(companyId),
          companyPaths.cnaes(companyId),
          companyPaths.level(companyId),
        ]) {
          expect((await call('GET', path, token)).status).toBe(200);
        }
      },
    );

    it.each([roleCode, 'EDITOR', 'PARTNER', 'PROVIDER', 'BUSINESS'] as const)(
      'lets %s rename a company',
      async (role) => {
        await answer(await call('PUT', companyPaths.one(companyId), world.tokens[role], { name: `Beta por ${role}` }));
        expect((await lastLog())?.userId).toBe(world.people[role].id);
      },
    );

    it('answers 404 to another account’s company and to unknown ids, on every call by id', async () => {
      for (const [method, path] of calls(foreignId).slice(2)) {
        await expectError(await call(method, path, admin, { name: 'x' }), 404, notFoundText);
      }
      for (const id of [999999, 2147483648]) {
        await expectError(await call('GET', companyPaths.one(id)), 404, notFoundText);
        await expectError(await call('DELETE', companyPaths.one(id)), 404, notFoundText);
      }
      await expectError(await call('GET', companyPaths.one('abc')), 400, 'ID inválido.');
      expect(
        await world.db.select({ id: companies.id }).from(companies).where(eq(companies.id, foreignId)),
      ).toHaveLength(1);
    });

    it('asks a USER for each permission code, and answers 404 for companies not assigned to them', async () => {
      const all = ['GET_COMPANY', 'CREATE_COMPANY', 'UPDATE_COMPANY', 'DELETE_COMPANY'];
      const needs: [string, string, string, unknown][] = [
        ['GET_COMPANY', 'GET', companyPaths.list, undefined],
        ['CREATE_COMPANY', 'POST', companyPaths.list, { cnpj: cnpjOf('101010100001') }],
        ['UPDATE_COMPANY', 'PUT', companyPaths.one(companyId), { name: 'Beta' }],
        ['UPDATE_COMPANY', 'POST', companyPaths.updateData(companyId), undefined],
        ['DELETE_COMPANY', 'DELETE', companyPaths.one(companyId), undefined],
      ];
      for (const [code, method, path, body] of needs) {
        const { token } = await world.userWith(
          all.filter((held) => held !== code),
          [companyId],
        );
        await expectError(await call(method, path, token, body), 403, missingPermission);
      }
      // Reading one's company needs no code: the header and the panel show it.
      const { token: bare } = await world.userWith([], [companyId]);
      expect((await call('GET', companyPaths.one(companyId), bare)).status).toBe(200);
      const { token: other } = await world.userWith(all, []);
      for (const [method, path] of calls(companyId).slice(2)) {
        await expectError(await call(method, path, other, { name: 'x' }), 404, notFoundText);
      }
    });
  });
});
