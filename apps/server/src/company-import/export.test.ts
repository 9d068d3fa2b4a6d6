import { type CompanyExportResponse, companyExportResponse, companyImportPaths } from '@product/api/contract';
import { accessRoles, permissionCodes, toWireDate } from '@product/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { clientAreaTexts } from '../client-area/context';
import { companyLicenses } from '../db/schema';
import { maskCnpj } from '../registry/format';
import { expectError, forbiddenText, invalidSession, send, tampered } from '../testing/accounts-world';
import { clientWorldOfSuite, ensureTestCnae, insertTestCompany, insertTestLicense } from '../testing/client-world';
import { databaseKinds } from '../testing/harness';
import { cnpjOf } from '../testing/registry';
import { rawSheetCells, readBackSheet } from '../testing/xlsx-parts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(databaseKinds)('company export on %s', (kind) => {
  const world = clientWorldOfSuite(kind, { now: () => clock });
  const clock = new Date('2026-03-10T15:00:00Z');
  const cnpjs = {
    alfa: cnpjOf('112223330001'),
    alfaFilial: cnpjOf('112223330002'),
    zeta: cnpjOf('223334440001'),
    formula: cnpjOf('334445550001'),
    sul: cnpjOf('445556660001'),
  };
  const ids = { alfa: 0, zeta: 0, formula: 0, licenses: [] as number[] };

  beforeAll(async () => {
    const market = await ensureTestCnae(world.db, '4711-3/02', 'medium_level');
    const fuel = await ensureTestCnae(world.db, '4731-8/00', 'high_level');
    const alvara = await insertTestLicense(world.db, 'Alvará de Funcionamento', [market, fuel]);
    const anp = await insertTestLicense(world.db, 'Autorização ANP', [fuel]);

    const alfa = await insertTestCompany(world.db, world.accounts.norte.id, {
      name: 'Alfa Mercados',
      establishments: [
        { cnpj: cnpjs.alfa, registrationName: 'ALFA COMERCIO LTDA', cityName: 'Belo Horizonte', cnaeIds: [market] },
        { cnpj: cnpjs.alfaFilial, registrationName: 'ALFA COMERCIO LTDA', cityName: 'Contagem', cnaeIds: [fuel] },
      ],
    });
    ids.alfa = alfa.companyId;
    const [matriz = 0, filial = 0] = alfa.establishmentIds;
    const licenseRows = await world.db
      .insert(companyLicenses)
      .values([
        {
          clientId: world.accounts.norte.id,
          companyId: alfa.companyId,
          establishmentId: matriz,
          cnaeId: market,
          licenseId: alvara,
          status: 'in_conformity',
          type: 'document',
          validUntil: '2027-03-31',
        },
        {
          clientId: world.accounts.norte.id,
          companyId: alfa.companyId,
          establishmentId: filial,
          cnaeId: fuel,
          licenseId: alvara,
          status: 'pending',
        },
        {
          clientId: world.accounts.norte.id,
          companyId: alfa.companyId,
          establishmentId: filial,
          cnaeId: fuel,
          licenseId: anp,
          status: 'in_conformity',
          type: 'document',
          validUntil: null,
        },
      ])
      .returning({ id: companyLicenses.id });
    ids.licenses = licenseRows.map((row) => row.id);
    // A hidden row (its link is gone but it has data) is not exported.
    await world.db.insert(companyLicenses).values({
      clientId: world.accounts.norte.id,
      companyId: alfa.companyId,
      establishmentId: matriz,
      cnaeId: fuel,
      licenseId: anp,
      status: 'license_expired',
      type: 'document',
      validUntil: '2025-01-01',
      active: false,
    });

    ids.zeta = (
      await insertTestCompany(world.db, world.accounts.norte.id, {
        name: 'Zeta Serviços',
        enabled: false,
        establishments: [
          {
            cnpj: cnpjs.zeta,
            registrationName: 'ZETA SERVICOS LTDA',
            situation: 'INAPTA',
            stateAlias: 'SP',
            cityName: 'São Paulo',
          },
        ],
      })
    ).companyId;
    ids.formula = (
      await insertTestCompany(world.db, world.accounts.norte.id, {
        // A digit after '=' keeps it first by name under any collation (glibc ignores the '=').
        name: "=1+1+cmd|' /C calc'!A0",
        establishments: [{ cnpj: cnpjs.formula, registrationName: '@SUM(1+1)' }],
      })
    ).companyId;
    await insertTestCompany(world.db, world.accounts.sul.id, {
      name: 'Empresa do Sul',
      establishments: [{ cnpj: cnpjs.sul }],
    });
  });

  const get = (path: string, token: string | null = world.tokens.ADMIN) => world.app.request(path, send('GET', token));
  async function exported(token: string | null = world.tokens.ADMIN): Promise<CompanyExportResponse> {
    const response = await get(companyImportPaths.export, token);
    const body: unknown = await response.json();
    expect({ status: response.status, body }).toMatchObject({ status: 200 });
    expect(response.headers.get('cache-control')).toBe('no-store');
    return companyExportResponse.parse(body);
  }
  async function sheetRows(token: string | null = world.tokens.ADMIN): Promise<string[][]> {
    const response = await get(companyImportPaths.exportXlsx, token);
    expect(response.status).toBe(200);
    const workbook = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'buffer' });
    expect(workbook.SheetNames).toEqual(['Empresas e licenças']);
    const sheet = workbook.Sheets['Empresas e licenças'];
    if (!sheet) throw new Error('no sheet');
    return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
  }

  it('answers the companies the caller sees, by name, with their active licence rows', async () => {
    const [conformity, pending, indefinite] = ids.licenses;
    expect(await exported()).toEqual({
      client: { id: world.accounts.norte.id, name: 'Padaria Norte' },
      generatedAt: toWireDate(clock),
      total: 3,
      items: [
        {
          id: ids.formula,
          name: "=1+1+cmd|' /C calc'!A0",
          enabled: true,
          registration_code: cnpjs.formula,
          registration_name: '@SUM(1+1)',
          registration_fantasy_name: null,
          registration_situation: 'ATIVA',
          city_name: 'Belo Horizonte',
          uf: 'MG',
          licenses: [],
        },
        {
          id: ids.alfa,
          name: 'Alfa Mercados',
          enabled: true,
          registration_code: cnpjs.alfa,
          registration_name: 'ALFA COMERCIO LTDA',
          registration_fantasy_name: null,
          registration_situation: 'ATIVA',
          city_name: 'Belo Horizonte',
          uf: 'MG',
          licenses: [
            {
              id: conformity,
              name: 'Alvará de Funcionamento',
              status: 'in_conformity',
              valid_until: '2027-03-31',
              registration_code: cnpjs.alfa,
              establishment_type: 'MATRIZ',
              code_class: '4711-3/02',
            },
            {
              id: pending,
              name: 'Alvará de Funcionamento',
              status: 'pending',
              valid_until: null,
              registration_code: cnpjs.alfaFilial,
              establishment_type: 'FILIAL',
              code_class: '4731-8/00',
            },
            {
              id: indefinite,
              name: 'Autorização ANP',
              status: 'in_conformity',
              valid_until: null,
              registration_code: cnpjs.alfaFilial,
              establishment_type: 'FILIAL',
              code_class: '4731-8/00',
            },
          ],
        },
        {
          id: ids.zeta,
          name: 'Zeta Serviços',
          enabled: false,
          registration_code: cnpjs.zeta,
          registration_name: 'ZETA SERVICOS LTDA',
          registration_fantasy_name: null,
          registration_situation: 'INAPTA',
          city_name: 'São Paulo',
          uf: 'SP',
          licenses: [],
        },
      ],
    });
  });

  it('writes the same data as an Excel sheet, with formula-like text quoted', async () => {
    // Alfa's company columns, the same on each of its licence rows.
    const alfaCompany = [
      'Alfa Mercados',
      maskCnpj(cnpjs.alfa),
      'ALFA COMERCIO LTDA',
      '',
      'ATIVA',
      'Belo Horizonte',
      'MG',
    ];
    const response = await get(companyImportPaths.exportXlsx);
    expect(response.headers.get('content-type')).toBe(xlsxType);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="empresas-padaria-norte-2026-03-10.xlsx"; filename*=UTF-8''empresas-padaria-norte-2026-03-10.xlsx`,
    );
    expect(await sheetRows()).toEqual([
      [
        'Empresa',
        'CNPJ',
        'Razão social',
        'Nome fantasia',
        'Situação',
        'Município',
        'UF',
        'Licença',
        'Status',
        'Validade',
        'CNPJ da licença',
        'CNAE',
      ],
      [
        "'=1+1+cmd|' /C calc'!A0",
        maskCnpj(cnpjs.formula),
        "'@SUM(1+1)",
        '',
        'ATIVA',
        'Belo Horizonte',
        'MG',
        '',
        '',
        '',
        '',
        '',
      ],
      [...alfaCompany, 'Alvará de Funcionamento', 'Em conformidade', '31/03/2027', maskCnpj(cnpjs.alfa), '4711-3/02'],
      [...alfaCompany, 'Alvará de Funcionamento', 'Pendente', '—', maskCnpj(cnpjs.alfaFilial), '4731-8/00'],
      [...alfaCompany, 'Autorização ANP', 'Em conformidade', 'Indeterminada', maskCnpj(cnpjs.alfaFilial), '4731-8/00'],
      // INAPTA is displayed as SUSPENSA (spec 2).
      [
        'Zeta Serviços',
        maskCnpj(cnpjs.zeta),
        'ZETA SERVICOS LTDA',
        '',
        'SUSPENSA',
        'São Paulo',
        'SP',
        '',
        '',
        '',
        '',
        '',
      ],
    ]);
  });

  it('writes the formula-like names as text cells with the Text format, never as formulas', async () => {
    const bytes = new Uint8Array(await (await get(companyImportPaths.exportXlsx)).arrayBuffer());
    const { cells, formulas } = rawSheetCells(bytes);
    expect(formulas).toBe(0);
    expect(cells.filter((cell) => cell.type !== 's' || cell.numberFormat !== 49)).toEqual([]);
    const sheet = readBackSheet(bytes);
    expect([sheet.A2, sheet.C2]).toMatchObject([
      { t: 's', v: "'=1+1+cmd|' /C calc'!A0", z: '@' },
      { t: 's', v: "'@SUM(1+1)", z: '@' },
    ]);
    expect([sheet.A2?.f, sheet.C2?.f]).toEqual([undefined, undefined]);
  });

  it('gives a USER only the companies assigned to them', async () => {
    const user = await world.userWith(['GET_COMPANY'], [ids.zeta]);
    expect((await exported(user.token)).items.map((item) => item.id)).toEqual([ids.zeta]);
    expect((await sheetRows(user.token)).map((row) => row[0])).toEqual(['Empresa', 'Zeta Serviços']);
    const none = await world.userWith(['GET_COMPANY']);
    expect(await exported(none.token)).toMatchObject({ total: 0, items: [] });
  });

  it('gives another account only its own companies', async () => {
    const body = await exported(world.foreignAdmin.token);
    expect(body.client).toEqual({ id: world.accounts.sul.id, name: 'Oficina Sul' });
    expect(body.items.map((item) => item.name)).toEqual(['Empresa do Sul']);
  });

  describe.each([
    ['JSON', companyImportPaths.export],
    ['Excel', companyImportPaths.exportXlsx],
  ])('who may export (%s)', (_format, path) => {
    it.each(accessRoles)('%s', async (role) => {
      const response = await get(path, world.tokens[role]);
      if (role === 'AFFINITY') return expectError(response, 403, forbiddenText);
      expect(response.status).toBe(200);
    });

    it('nobody without a valid session, nor staff outside a client, nor a USER without GET_COMPANY', async () => {
      await expectError(await get(path, null), 401, invalidSession);
      await expectError(await get(path, tampered(world.tokens.ADMIN)), 401, invalidSession);
      await expectError(await get(path, world.staffWithoutClient), 403, clientAreaTexts.noClient);
      const user = await world.userWith(
        permissionCodes.filter((code) => code !== 'GET_COMPANY'),
        [ids.alfa],
      );
      await expectError(await get(path, user.token), 403, clientAreaTexts.missingPermission);
    });
  });

  // Last: it adds a company to the account.
  it('writes names stored with bidi controls or line separators without them, quoting what then looks like a formula', async () => {
    const { companyId } = await insertTestCompany(world.db, world.accounts.norte.id, {
      // Written straight to the database, as a name saved before requests refused these characters.
      name: 'Posto\u202Eodnum\u2066 Sol\u0085Nascente\u2028Ltda\u200F\uFEFF',
      establishments: [{ cnpj: cnpjOf('556667770001'), registrationName: '\u202E=HYPERLINK("http://x","y")\u2029' }],
    });
    const user = await world.userWith(['GET_COMPANY'], [companyId]);
    const bytes = new Uint8Array(await (await get(companyImportPaths.exportXlsx, user.token)).arrayBuffer());
    const sheet = readBackSheet(bytes);
    expect([sheet.A2?.v, sheet.C2?.v]).toEqual(['Postoodnum Sol Nascente Ltda', '\'=HYPERLINK("http://x","y") ']);
    const invisible = /[\u0085\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/;
    const texts = Object.keys(sheet)
      .filter((key) => !key.startsWith('!'))
      .map((key) => String(sheet[key]?.v));
    expect(texts.filter((text) => invisible.test(text))).toEqual([]);
  });
});
