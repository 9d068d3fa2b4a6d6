import {
  clientFilePaths,
  clientFileTexts,
  type DocumentItem,
  documentFolderPrefixLength,
  documentsResponse,
  repositoryUploadResponse,
} from '@product/api/contract';
import { authTexts, brand, cnaeMessages } from '@product/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAreaTexts } from '../client-area/context';
import { syncCompanyLicenses } from '../company-licenses/sync';
import { defaultLicenseSettings } from '../config';
import { cnaes, companyLicenseFiles, companyLicenses, establishments } from '../db/schema';
import { expectError, send } from '../testing/accounts-world';
import {
  clientWorldOfSuite,
  companyLicenseId,
  ensureTestCnae,
  insertTestCompany,
  insertTestLicense,
} from '../testing/client-world';
import { databaseKinds } from '../testing/harness';
import { multipart, samples } from '../testing/sample-files';

describe.each(databaseKinds)('documents browser on %s', (kind) => {
  const world = clientWorldOfSuite(kind);
  let companyId: number;
  let otherCompanyId: number;
  let foreignCompanyId: number;
  let matriz: number;
  let filial: number;
  let otherEstablishment: number;
  let foreignEstablishment: number;
  const cnae = { padaria: 0, restaurante: 0, mercado: 0, semLicenca: 0 };
  const license = { sanitario: 0, bombeiros: 0, ambiental: 0 };
  const file = { alvara: 0, vistoria: 0, taxa: 0, parada: 0 };
  /** The catalogue's own descriptions (the bootstrap seeds the real CNAE table). */
  const description = { padaria: '', mercado: '' };

  const licenseRow = (establishmentId: number, cnaeId: number, licenseId: number) =>
    companyLicenseId(world.db, establishmentId, cnaeId, licenseId);

  async function upload(name: string, bytes: Uint8Array = samples.pdf): Promise<number> {
    const response = await world.app.request(
      clientFilePaths.repository(companyId),
      multipart(world.tokens.ADMIN, { name, bytes }, { file_type: 'document' }),
    );
    expect(response.status).toBe(201);
    return repositoryUploadResponse.parse(await response.json()).file.id;
  }

  beforeAll(async () => {
    cnae.padaria = await ensureTestCnae(world.db, '1091-1/02', 'low_level', 'Fabricação de produtos de padaria');
    cnae.restaurante = await ensureTestCnae(world.db, '5611-2/01', 'medium_level', 'Restaurantes e similares');
    cnae.mercado = await ensureTestCnae(world.db, '4711-3/02', 'high_level', 'Comércio varejista em supermercados');
    cnae.semLicenca = await ensureTestCnae(world.db, '7490-1/04', 'low_level', 'Intermediação de negócios');
    for (const key of ['padaria', 'mercado'] as const) {
      const [row] = await world.db.select({ text: cnaes.codeDescription }).from(cnaes).where(eq(cnaes.id, cnae[key]));
      description[key] = row?.text ?? '';
    }
    license.sanitario = await insertTestLicense(world.db, 'Alvará sanitário', [cnae.padaria, cnae.restaurante]);
    license.bombeiros = await insertTestLicense(world.db, 'Auto de vistoria dos bombeiros', [cnae.restaurante]);
    license.ambiental = await insertTestLicense(world.db, 'Licença ambiental', [cnae.mercado]);

    const company = await insertTestCompany(world.db, world.accounts.norte.id, {
      name: 'Padaria Norte',
      establishments: [
        {
          cnpj: '11222333000181',
          registrationName: 'Padaria Norte Ltda',
          cnaeIds: [cnae.padaria, cnae.restaurante, cnae.semLicenca],
        },
        { cnpj: '11222333000262', registrationName: 'Padaria Norte Filial Centro', cnaeIds: [cnae.mercado] },
      ],
    });
    companyId = company.companyId;
    [matriz = 0, filial = 0] = company.establishmentIds;
    await world.db
      .update(establishments)
      .set({
        fantasyName: 'Pão Quente',
        openingDate: '2010-05-04',
        legalNature: '206-2 - Sociedade Empresária Limitada',
        primaryActivity: { code: '1091-1/02', text: 'Fabricação de produtos de padaria' },
        secondaryActivities: [{ code: '5611-2/01', text: 'Restaurantes e similares' }],
        street: 'Rua da Bahia',
        number: '1000',
        zipCode: '30160011',
        neighborhood: 'Centro',
        email: 'contato@padarianorte.test',
        phone: '3132221000',
        situationDate: '2010-05-04',
      })
      .where(eq(establishments.id, matriz));
    const other = await insertTestCompany(world.db, world.accounts.norte.id, {
      name: 'Confeitaria Norte',
      establishments: [{ cnpj: '22333444000172', cnaeIds: [cnae.padaria] }],
    });
    otherCompanyId = other.companyId;
    otherEstablishment = other.establishmentIds[0] ?? 0;
    const foreign = await insertTestCompany(world.db, world.accounts.sul.id, {
      name: 'Oficina Sul',
      establishments: [{ cnpj: '33444555000163', cnaeIds: [cnae.padaria] }],
    });
    foreignCompanyId = foreign.companyId;
    foreignEstablishment = foreign.establishmentIds[0] ?? 0;
    await world.db.transaction(async (tx) => {
      for (const id of [companyId, otherCompanyId, foreignCompanyId]) {
        await syncCompanyLicenses(tx, { companyId: id }, defaultLicenseSettings, '2026-03-02');
      }
    });

    const sanitarioPadaria = await licenseRow(matriz, cnae.padaria, license.sanitario);
    const sanitarioRestaurante = await licenseRow(matriz, cnae.restaurante, license.sanitario);
    const bombeirosRestaurante = await licenseRow(matriz, cnae.restaurante, license.bombeiros);
    await world.db
      .update(companyLicenses)
      .set({ type: 'document', validUntil: '2027-03-31' })
      .where(eq(companyLicenses.id, sanitarioRestaurante));
    file.alvara = await upload('Alvará 2026.pdf');
    file.vistoria = await upload('Vistoria.png', samples.png);
    file.taxa = await upload('Taxa de fiscalização.pdf');
    file.parada = await upload('Licença antiga.pdf');
    await world.db.insert(companyLicenseFiles).values([
      { companyLicenseId: sanitarioRestaurante, fileId: file.alvara, kind: 'document' },
      { companyLicenseId: bombeirosRestaurante, fileId: file.vistoria, kind: 'protocol' },
      // One receipt proving both licences of the restaurant CNAE: listed once per licence.
      { companyLicenseId: sanitarioRestaurante, fileId: file.taxa, kind: 'fee' },
      { companyLicenseId: bombeirosRestaurante, fileId: file.taxa, kind: 'fee' },
      { companyLicenseId: sanitarioPadaria, fileId: file.alvara, kind: 'document' },
    ]);
    // A hidden (inactive) licence row keeps its files out of the browser.
    const [hidden] = await world.db
      .insert(companyLicenses)
      .values({
        clientId: world.accounts.norte.id,
        companyId,
        establishmentId: matriz,
        cnaeId: cnae.restaurante,
        licenseId: license.ambiental,
        active: false,
        type: 'document',
      })
      .returning({ id: companyLicenses.id });
    await world.db
      .insert(companyLicenseFiles)
      .values({ companyLicenseId: hidden?.id ?? 0, fileId: file.parada, kind: 'document' });
  });

  const get = async (token: string | null, path: string) => world.app.request(path, send('GET', token));
  const read = async (path: string, token = world.tokens.ADMIN) => {
    const response = await get(token, path);
    expect(response.status).toBe(200);
    return documentsResponse.parse(await response.json());
  };
  const names = (items: DocumentItem[]) => items.map((item) => item.name.slice(documentFolderPrefixLength));
  const level1 = (query = '') => `${clientFilePaths.documents(companyId)}${query}`;
  const level2 = (query = '', establishmentId = matriz) =>
    `${clientFilePaths.cnpjDocuments(companyId, establishmentId)}${query}`;
  const level3 = (query = '', cnaeId = cnae.restaurante, establishmentId = matriz) =>
    `${clientFilePaths.cnaeDocuments(companyId, establishmentId, cnaeId)}${query}`;

  describe('level 1: one folder per CNPJ', () => {
    it('names each folder after its CNPJ and registration name, with the ids for the next level', async () => {
      const body = await read(level1());
      expect(body).toMatchObject({ total: 2, page_in_range: 1, pages_in_range: 1 });
      expect(body.items).toEqual([
        {
          kind: 'cnpj-folder',
          id: matriz,
          name: '11.222.333/0001-81 - Padaria Norte Ltda',
          type: 'folder',
          registrationCode: '11222333000181',
          clientNationalRegistrationId: matriz,
          fiscalLicenseName: null,
          validUntil: null,
          totalFiles: 3,
          registrationName: 'Padaria Norte Ltda',
          establishmentType: 'MATRIZ',
          enabled: true,
        },
        expect.objectContaining({
          kind: 'cnpj-folder',
          id: filial,
          name: '11.222.333/0002-62 - Padaria Norte Filial Centro',
          establishmentType: 'FILIAL',
          totalFiles: 0,
        }),
      ]);
      // The UI cuts the 21-character prefix and shows the registration name.
      expect(names(body.items)).toEqual(['Padaria Norte Ltda', 'Padaria Norte Filial Centro']);
    });

    it('searches names and CNPJ digits, filters by CNAE level and code, sorts and pages', async () => {
      expect(names((await read(level1('?search=centro'))).items)).toEqual(['Padaria Norte Filial Centro']);
      expect(names((await read(level1('?search=0002-62'))).items)).toEqual(['Padaria Norte Filial Centro']);
      expect(names((await read(level1('?cnae_level=high_level'))).items)).toEqual(['Padaria Norte Filial Centro']);
      expect(names((await read(level1('?cnae_level=medium_level'))).items)).toEqual(['Padaria Norte Ltda']);
      expect(names((await read(level1('?cnae=1091-1/02'))).items)).toEqual(['Padaria Norte Ltda']);
      expect(names((await read(level1(`?cnae=${encodeURIComponent('"4711302","5611-2/01"')}`))).items)).toEqual([
        'Padaria Norte Ltda',
        'Padaria Norte Filial Centro',
      ]);
      // A CNAE without licences opens no folder.
      expect((await read(level1('?cnae=7490104'))).total).toBe(0);
      expect(names((await read(level1('?sort=id&direction=DESC'))).items)).toEqual([
        'Padaria Norte Filial Centro',
        'Padaria Norte Ltda',
      ]);
      const second = await read(level1('?limit=1&page=1'));
      expect(second).toMatchObject({ total: 2, page_in_range: 2 });
      expect(names(second.items)).toEqual(['Padaria Norte Filial Centro']);
      expect((await read(level1('?page=9'))).items).toEqual([]);
    });

    it.each([
      ['?sort=et.id', clientFileTexts.sortInvalid],
      ['?direction=up', clientFileTexts.directionInvalid],
      ['?cnae_level=altissimo', clientFileTexts.cnaeLevelInvalid],
      ['?cnae=4711', cnaeMessages.invalid],
      ['?limit=0', 'Limite inválido'],
    ])('refuses %s (400)', async (query, message) => {
      await expectError(await get(world.tokens.ADMIN, level1(query)), 400, message);
    });
  });

  describe('level 2: a CNPJ', () => {
    it('shows the Cartão CNPJ first, then one folder per CNAE with licences', async () => {
      const body = await read(level2());
      expect(body).toMatchObject({ total: 3, page_in_range: 1 });
      const [card, ...folders] = body.items;
      expect(card).toEqual({
        kind: 'cnpj-card',
        id: matriz,
        name: 'Cartão CNPJ',
        type: 'cnpj-card',
        registrationCode: '11222333000181',
        clientNationalRegistrationId: matriz,
        fiscalLicenseName: null,
        validUntil: null,
        card: {
          registrationCode: '11222333000181',
          type: 'MATRIZ',
          openingDate: '2010-05-04',
          businessName: 'Padaria Norte Ltda',
          tradeName: 'Pão Quente',
          legalNature: '206-2 - Sociedade Empresária Limitada',
          primaryActivity: { code: '1091-1/02', text: 'Fabricação de produtos de padaria' },
          secondaryActivities: [{ code: '5611-2/01', text: 'Restaurantes e similares' }],
          address: {
            street: 'Rua da Bahia',
            number: '1000',
            complement: null,
            postalCode: '30160011',
            neighborhood: 'Centro',
            city: 'Belo Horizonte',
            state: 'MG',
          },
          email: 'contato@padarianorte.test',
          phone: '3132221000',
          situation: 'ATIVA',
          situationDate: '2010-05-04',
        },
      });
      expect(folders).toEqual([
        {
          kind: 'cnae-folder',
          id: cnae.padaria,
          name: `11.222.333/0001-81 - 1091-1/02 - ${description.padaria}`,
          type: 'folder',
          registrationCode: '11222333000181',
          clientNationalRegistrationId: matriz,
          clientNationalRegistrationFiscalRegistrationId: cnae.padaria,
          fiscalLicenseName: null,
          validUntil: null,
          totalFiles: 1,
          fiscalRegistrationCodeClass: '1091-1/02',
          fiscalRegistrationCodeDescription: description.padaria,
          registrationLevel: 'low_level',
        },
        expect.objectContaining({
          id: cnae.restaurante,
          name: '11.222.333/0001-81 - 5611-2/01 - Restaurantes e similares',
          totalFiles: 3,
        }),
      ]);
      expect(names(folders)).toEqual([`1091-1/02 - ${description.padaria}`, '5611-2/01 - Restaurantes e similares']);
    });

    it('pages with the card counted first, searches and filters', async () => {
      const pages = await Promise.all([0, 1, 2].map((page) => read(level2(`?limit=1&page=${page}`))));
      expect(pages.map((page) => page.items.map((item) => item.kind))).toEqual([
        ['cnpj-card'],
        ['cnae-folder'],
        ['cnae-folder'],
      ]);
      expect(pages[2]?.items[0]?.id).toBe(cnae.restaurante);
      expect(pages[0]).toMatchObject({ total: 3, page_in_range: 3 });
      const secondOfTwo = await read(level2('?limit=2&page=1'));
      expect(secondOfTwo.items.map((item) => item.id)).toEqual([cnae.restaurante]);

      const restaurant = await read(level2('?search=restaurante'));
      expect(restaurant.items.map((item) => item.kind)).toEqual(['cnae-folder']);
      expect(restaurant.total).toBe(1);
      expect((await read(level2('?search=5611'))).items.map((item) => item.id)).toEqual([cnae.restaurante]);
      expect((await read(level2('?search=CARTAO'))).items.map((item) => item.kind)).toEqual(['cnpj-card']);
      expect((await read(level2('?cnae_level=medium_level'))).items.map((item) => item.id)).toEqual([
        matriz,
        cnae.restaurante,
      ]);
      expect((await read(level2('?sort=id&direction=desc'))).items.map((item) => item.id)).toEqual([
        matriz,
        cnae.restaurante,
        cnae.padaria,
      ]);
      const filialBody = await read(level2('', filial));
      expect(filialBody.items.map((item) => item.name)).toEqual([
        'Cartão CNPJ',
        `11.222.333/0002-62 - 4711-3/02 - ${description.mercado}`,
      ]);
    });

    it('answers 404 for a CNPJ of another company or account', async () => {
      await expectError(
        await get(world.tokens.ADMIN, level2('', otherEstablishment)),
        404,
        clientFileTexts.cnpjNotFound,
      );
      await expectError(
        await get(world.tokens.ADMIN, level2('', foreignEstablishment)),
        404,
        clientFileTexts.cnpjNotFound,
      );
      await expectError(await get(world.tokens.ADMIN, level2('', 99_999_999_999)), 404, clientFileTexts.cnpjNotFound);
    });
  });

  describe('level 3: a CNPJ-CNAE', () => {
    it('lists the files attached to its active licences, once per licence', async () => {
      const body = await read(level3());
      expect(body).toMatchObject({ total: 4, page_in_range: 1, pages_in_range: 1 });
      expect(body.items.map((item) => [item.name, item.fiscalLicenseName])).toEqual([
        ['Alvará 2026.pdf', 'Alvará sanitário'],
        ['Taxa de fiscalização.pdf', 'Alvará sanitário'],
        ['Taxa de fiscalização.pdf', 'Auto de vistoria dos bombeiros'],
        ['Vistoria.png', 'Auto de vistoria dos bombeiros'],
      ]);
      expect(body.items[0]).toEqual({
        kind: 'file',
        id: file.alvara,
        name: 'Alvará 2026.pdf',
        type: 'pdf',
        file_type: 'document',
        registrationCode: '11222333000181',
        clientNationalRegistrationId: matriz,
        clientNationalRegistrationFiscalRegistrationId: cnae.restaurante,
        companyLicenseId: await licenseRow(matriz, cnae.restaurante, license.sanitario),
        fiscalLicenseId: license.sanitario,
        fiscalLicenseName: 'Alvará sanitário',
        validUntil: { date: '2027-03-31 00:00:00.000000', timezone_type: 3, timezone: 'UTC' },
        size: samples.pdf.length,
        createdAt: expect.any(Object),
      });
      expect(body.items[3]).toMatchObject({ type: 'png', file_type: 'protocol', validUntil: null });
      expect(body.items.some((item) => item.id === file.parada)).toBe(false);
    });

    it('sorts by validity or licence, searches file and licence names, pages', async () => {
      const byValidity = await read(level3('?sort=validUntil&direction=desc'));
      expect(byValidity.items.map((item) => item.validUntil?.date.slice(0, 10) ?? null)).toEqual([
        '2027-03-31',
        '2027-03-31',
        null,
        null,
      ]);
      const byLicense = await read(level3('?sort=fiscalLicenseName&direction=desc'));
      expect(byLicense.items.map((item) => item.fiscalLicenseName)).toEqual([
        'Auto de vistoria dos bombeiros',
        'Auto de vistoria dos bombeiros',
        'Alvará sanitário',
        'Alvará sanitário',
      ]);
      expect((await read(level3('?search=vistoria'))).items.map((item) => item.name)).toEqual([
        'Taxa de fiscalização.pdf',
        'Vistoria.png',
      ]);
      expect((await read(level3('?search=fiscalizacao'))).total).toBe(2);
      const page = await read(level3('?limit=3&page=1'));
      expect(page).toMatchObject({ total: 4, page_in_range: 2 });
      expect(page.items.map((item) => item.name)).toEqual(['Vistoria.png']);
      expect((await read(level3('', cnae.padaria))).items.map((item) => item.id)).toEqual([file.alvara]);
    });

    it('is empty for a CNAE of the CNPJ without licences, 404 for one it does not have', async () => {
      expect(await read(level3('', cnae.semLicenca))).toEqual({
        items: [],
        total: 0,
        page_in_range: 0,
        pages_in_range: 0,
      });
      await expectError(await get(world.tokens.ADMIN, level3('', cnae.mercado)), 404, clientFileTexts.cnaeNotFound);
      await expectError(await get(world.tokens.ADMIN, level3('', 99_999_999_999)), 404, clientFileTexts.cnaeNotFound);
      await expectError(
        await get(world.tokens.ADMIN, level3('', cnae.padaria, otherEstablishment)),
        404,
        clientFileTexts.cnpjNotFound,
      );
    });
  });

  describe('who may browse', () => {
    const paths = () => [level1(), level2(), level3()];

    it('lets the documents roles in', async () => {
      for (const role of [brand.roleCode, 'EDITOR', 'ADMIN'] as const) {
        for (const path of paths()) expect((await get(world.tokens[role], path)).status).toBe(200);
      }
    });

    it('refuses the other roles, a missing or tampered token', async () => {
      for (const path of paths()) {
        for (const role of ['PARTNER', 'PROVIDER', 'BUSINESS', 'AFFINITY'] as const) {
          await expectError(await get(world.tokens[role], path), 403, authTexts.forbiddenDescription);
        }
        await expectError(await get(null, path), 401, 'Sessão inválida ou expirada. Entre novamente.');
        await expectError(
          await get(`${world.tokens.ADMIN}x`, path),
          401,
          'Sessão inválida ou expirada. Entre novamente.',
        );
        await expectError(await get(world.staffWithoutClient, path), 403, clientAreaTexts.noClient);
      }
    });

    it('needs GET_FILES and an assigned company for a USER', async () => {
      const reader = await world.userWith(['GET_FILES'], [companyId]);
      const noCode = await world.userWith(['GET_LICENSES', 'UPDATE_LICENSES', 'DELETE_FILES'], [companyId]);
      const unassigned = await world.userWith(['GET_FILES'], [otherCompanyId]);
      for (const path of paths()) {
        expect((await get(reader.token, path)).status).toBe(200);
        await expectError(await get(noCode.token, path), 403, clientAreaTexts.missingPermission);
        await expectError(await get(unassigned.token, path), 404, 'Empresa não encontrada.');
        await expectError(await get(world.tokens.USER, path), 404, 'Empresa não encontrada.');
      }
    });

    it('answers 404 for another account’s company, both ways', async () => {
      for (const path of paths()) {
        await expectError(await get(world.foreignAdmin.token, path), 404, 'Empresa não encontrada.');
      }
      for (const path of [
        clientFilePaths.documents(foreignCompanyId),
        clientFilePaths.cnpjDocuments(foreignCompanyId, foreignEstablishment),
        clientFilePaths.cnaeDocuments(foreignCompanyId, foreignEstablishment, cnae.padaria),
      ]) {
        await expectError(await get(world.tokens.ADMIN, path), 404, 'Empresa não encontrada.');
      }
      await expectError(await get(world.tokens.ADMIN, clientFilePaths.documents('x')), 400, 'ID inválido.');
    });
  });
});
