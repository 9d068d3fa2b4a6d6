import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  type CompanyLicenseItem,
  type CompanyLicenseUpdateRequest,
  clientFilePaths,
  companyLicenseDetail,
  companyLicenseListResponse,
  companyLicensePaths,
  companyLicenseResetResponse,
  companyLicenseStatusesResponse,
  companyLicenseUpdateResponse,
  fileLinkResponse,
  repositoryListResponse,
  repositoryUploadResponse,
} from '@product/api/contract';
import { type AccessRole, authTexts, brand, cnpjCheckDigits, type LicenseStatus } from '@product/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAreaTexts } from '../client-area/context';
import { defaultLicenseSettings } from '../config';
import {
  activityLogs,
  cnaes,
  companyLicenseFiles,
  companyLicenses,
  establishments,
  files,
  licenseCnaes,
} from '../db/schema';
import { expectError, send, tampered } from '../testing/accounts-world';
import {
  clientWorldOfSuite,
  companyLicenseId,
  ensureTestCnae,
  insertTestCompany,
  insertTestLicense,
} from '../testing/client-world';
import { databaseKinds } from '../testing/harness';
import { multipart, samples } from '../testing/sample-files';
import { syncCompanyLicenses } from './sync';

const invalidSession = 'Sessão inválida ou expirada. Entre novamente.';
const companyNotFound = 'Empresa não encontrada.';
const licenseNotFound = 'Licença não encontrada.';
const fileNotFound = 'Arquivo não encontrado.';
const mismatch = 'Os dados enviados não correspondem a esta licença.';
const allowedRoles = [brand.roleCode, 'EDITOR', 'ADMIN'] as const satisfies readonly AccessRole[];
const refusedRoles = ['PARTNER', 'AFFINITY', 'PROVIDER', 'BUSINESS'] as const satisfies readonly AccessRole[];

/** A valid CNPJ for a root number and a branch ('0001' is the matriz). */
const cnpjOf = (root: number, branch: string) => {
  const base = `${String(root).padStart(8, '0')}${branch}`;
  return `${base}${cnpjCheckDigits(base)}`;
};
const masked = (cnpj: string) =>
  `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

describe.each(databaseKinds)('company licences on %s', (kind) => {
  const world = clientWorldOfSuite(kind, { now: () => clock });
  // The office's clock: 12:00 in São Paulo on 10 March 2026 unless a test moves it.
  let clock = new Date('2026-03-10T15:00:00Z');
  let roots = 100;

  const ids = {
    retail: 0,
    clinic: 0,
    permit: 0,
    sanitary: 0,
    environmental: 0,
    retired: 0,
    alfa: 0,
    alfaMain: 0,
    alfaBranch: 0,
    beta: 0,
    sul: 0,
    sulRow: 0,
    betaRow: 0,
    hiddenRow: 0,
    docFile: 0,
    feeFile: 0,
    logoFile: 0,
    betaFile: 0,
    sulFile: 0,
  };
  const cnpjs = { alfaMain: cnpjOf(11, '0001'), alfaBranch: cnpjOf(11, '0002') };
  const descriptions = { retail: '', clinic: '' };
  /** Alfa's rows by the status each was given. */
  const alfaRows = {} as Record<LicenseStatus, number>;

  const rowOf = (establishmentId: number, cnaeId: number, licenseId: number) =>
    companyLicenseId(world.db, establishmentId, cnaeId, licenseId);

  async function fill(rowId: number, values: Partial<typeof companyLicenses.$inferInsert>): Promise<void> {
    await world.db.update(companyLicenses).set(values).where(eq(companyLicenses.id, rowId));
  }

  async function insertFile(
    clientId: number,
    companyId: number,
    name: string,
    fileType: 'document' | 'protocol' | 'fee' | 'logo' = 'document',
  ): Promise<number> {
    const [row] = await world.db
      .insert(files)
      .values({
        clientId,
        companyId,
        name,
        extension: 'pdf',
        mimeType: 'application/pdf',
        size: 100,
        fileType,
        storageKey: `licences-test/${companyId}/${name}/${Math.random()}`,
      })
      .returning({ id: files.id });
    if (!row) throw new Error('file not inserted');
    return row.id;
  }

  const syncCompany = (companyId: number) =>
    world.db.transaction((tx) => syncCompanyLicenses(tx, { companyId }, defaultLicenseSettings, '2026-03-10'));

  /** A company of its own with one CNPJ (MG) and one pending row of 'Alvará de funcionamento' on the retail CNAE. */
  async function freshRow(stateAlias = 'MG') {
    roots += 1;
    const company = await insertTestCompany(world.db, world.accounts.norte.id, {
      name: `Empresa ${roots}`,
      establishments: [{ cnpj: cnpjOf(roots, '0001'), cnaeIds: [ids.retail], stateAlias }],
    });
    await syncCompany(company.companyId);
    const establishmentId = company.establishmentIds[0] ?? 0;
    const rowId = await rowOf(establishmentId, ids.retail, ids.permit);
    return { companyId: company.companyId, establishmentId, rowId, cnpj: cnpjOf(roots, '0001') };
  }

  const listPath = (companyId: number, query = '') => `${companyLicensePaths.list(companyId)}${query}`;
  const get = (token: string | null, path: string) => world.app.request(path, send('GET', token));

  async function listOf(token: string, query = '', companyId = ids.alfa) {
    const response = await get(token, listPath(companyId, query));
    expect(response.status).toBe(200);
    const [page] = companyLicenseListResponse.parse(await response.json()).result;
    return page;
  }
  const rowIdsOf = async (query: string, token = world.tokens.ADMIN) =>
    (await listOf(token, query)).items.map((item) => item.id);

  beforeAll(async () => {
    const norte = world.accounts.norte.id;
    ids.retail = await ensureTestCnae(world.db, '4731-8/00', 'low_level');
    ids.clinic = await ensureTestCnae(world.db, '8610-1/01', 'high_level');
    for (const [key, id] of [
      ['retail', ids.retail],
      ['clinic', ids.clinic],
    ] as const) {
      const [row] = await world.db.select({ text: cnaes.codeDescription }).from(cnaes).where(eq(cnaes.id, id));
      descriptions[key] = row?.text ?? '';
    }
    ids.permit = await insertTestLicense(world.db, 'Alvará de funcionamento', [ids.retail, ids.clinic], {
      impact: 1,
      complexity: 1,
    });
    ids.sanitary = await insertTestLicense(world.db, 'Licença sanitária', [ids.clinic], { impact: 3, complexity: 3 });
    ids.environmental = await insertTestLicense(world.db, 'Licença ambiental', [ids.retail], {
      impact: 2,
      complexity: 2,
    });
    ids.retired = await insertTestLicense(world.db, 'Licença antiga', [ids.retail], { impact: 1, complexity: 1 });

    const alfa = await insertTestCompany(world.db, norte, {
      name: 'Posto Alfa',
      establishments: [
        { cnpj: cnpjs.alfaMain, cnaeIds: [ids.retail, ids.clinic], stateAlias: 'MG' },
        { cnpj: cnpjs.alfaBranch, cnaeIds: [ids.retail], stateAlias: 'SP', cityName: 'São Paulo' },
      ],
    });
    ids.alfa = alfa.companyId;
    [ids.alfaMain = 0, ids.alfaBranch = 0] = alfa.establishmentIds;
    const beta = await insertTestCompany(world.db, norte, {
      name: 'Clínica Beta',
      establishments: [{ cnpj: cnpjOf(12, '0001'), cnaeIds: [ids.clinic] }],
    });
    ids.beta = beta.companyId;
    const sul = await insertTestCompany(world.db, world.accounts.sul.id, {
      name: 'Oficina Sul',
      establishments: [{ cnpj: cnpjOf(13, '0001'), cnaeIds: [ids.retail] }],
    });
    ids.sul = sul.companyId;
    await world.db.transaction((tx) => syncCompanyLicenses(tx, 'all', defaultLicenseSettings, '2026-03-10'));
    ids.betaRow = await rowOf(beta.establishmentIds[0] ?? 0, ids.clinic, ids.sanitary);
    ids.sulRow = await rowOf(sul.establishmentIds[0] ?? 0, ids.retail, ids.permit);

    // The 'Licença antiga' rows: one filled, then the definition loses its CNAE, so it is hidden.
    ids.hiddenRow = await rowOf(ids.alfaMain, ids.retail, ids.retired);
    await fill(ids.hiddenRow, { type: 'document', status: 'in_conformity' });
    await world.db.delete(licenseCnaes).where(eq(licenseCnaes.licenseId, ids.retired));
    await world.db.transaction((tx) =>
      syncCompanyLicenses(tx, { licenseId: ids.retired }, defaultLicenseSettings, '2026-03-10'),
    );

    ids.docFile = await insertFile(norte, ids.alfa, 'alvara.pdf', 'document');
    ids.feeFile = await insertFile(norte, ids.alfa, 'taxa.pdf', 'fee');
    ids.logoFile = await insertFile(norte, ids.alfa, 'logo.png', 'logo');
    ids.betaFile = await insertFile(norte, ids.beta, 'beta.pdf');
    ids.sulFile = await insertFile(world.accounts.sul.id, ids.sul, 'sul.pdf');

    // One row of each status in Alfa, all added on 1 February (the 'Adicionado/Alterado' column).
    alfaRows.in_conformity = await rowOf(ids.alfaMain, ids.retail, ids.permit);
    alfaRows.near_expiration = await rowOf(ids.alfaMain, ids.retail, ids.environmental);
    alfaRows.pending = await rowOf(ids.alfaMain, ids.clinic, ids.permit);
    alfaRows.license_expired = await rowOf(ids.alfaMain, ids.clinic, ids.sanitary);
    alfaRows.renewing = await rowOf(ids.alfaBranch, ids.retail, ids.permit);
    alfaRows.not_necessary = await rowOf(ids.alfaBranch, ids.retail, ids.environmental);
    await world.db
      .update(companyLicenses)
      .set({ createdAt: new Date('2026-02-01T12:00:00Z') })
      .where(eq(companyLicenses.companyId, ids.alfa));
    await fill(alfaRows.in_conformity, {
      type: 'document',
      validUntil: '2026-12-31',
      status: 'in_conformity',
      conditions: 'Manter extintores',
      note: 'Renovar em dezembro',
      feeName: 'Taxa de fiscalização',
      feeAmount: '150.50',
      feeExpirationDate: '2026-04-30',
      updatedAt: new Date('2026-03-01T12:00:00Z'),
    });
    await world.db.insert(companyLicenseFiles).values([
      { companyLicenseId: alfaRows.in_conformity, fileId: ids.docFile, kind: 'document' },
      { companyLicenseId: alfaRows.in_conformity, fileId: ids.feeFile, kind: 'fee' },
    ]);
    await fill(alfaRows.near_expiration, { type: 'document', validUntil: '2026-03-20', status: 'near_expiration' });
    await fill(alfaRows.license_expired, { type: 'document', validUntil: '2026-03-01', status: 'license_expired' });
    await fill(alfaRows.renewing, {
      type: 'protocol',
      status: 'renewing',
      updatedAt: new Date('2026-03-05T12:00:00Z'),
    });
    await fill(alfaRows.not_necessary, {
      isNecessary: false,
      problem: 'shopping',
      description: 'Loja dentro do shopping',
      status: 'not_necessary',
      updatedAt: new Date('2026-03-08T12:00:00Z'),
    });
  });

  describe('GET list', () => {
    it('lists the active rows with every field of the licence item, by licence name', async () => {
      const page = await listOf(world.tokens.ADMIN);
      expect(page.total).toBe(6);
      expect(page.pages_in_range).toBe(1);
      expect(page.items.map((item) => item.fiscalLicenseName)).toEqual([
        'Alvará de funcionamento',
        'Alvará de funcionamento',
        'Alvará de funcionamento',
        'Licença ambiental',
        'Licença ambiental',
        'Licença sanitária',
      ]);
      expect(page.items.map((item) => item.id)).not.toContain(ids.hiddenRow);
      const full = page.items.find((item) => item.id === alfaRows.in_conformity);
      expect(full).toEqual({
        id: alfaRows.in_conformity,
        status: 'in_conformity',
        fiscalLicenseName: 'Alvará de funcionamento',
        fiscalLicenseId: ids.permit,
        fiscalLicenseImpact: 1,
        fiscalLicenseComplexity: 1,
        fiscalRegistrationCodeClass: '4731-8/00',
        fiscalRegistrationCodeDescription: descriptions.retail,
        fiscalRegistrationId: ids.retail,
        fiscalRegistrationLevel: 'low_level',
        clientNationalRegistrationId: ids.alfaMain,
        registrationCode: cnpjs.alfaMain,
        establishmentType: 'MATRIZ',
        validUntil: '2026-12-31',
        createdAt: expect.objectContaining({ timezone: 'UTC' }),
        updatedAt: { date: '2026-03-01 12:00:00.000000', timezone_type: 3, timezone: 'UTC' },
        isNecessary: true,
        type: 'document',
        problem: null,
        description: null,
        conditions: 'Manter extintores',
        note: 'Renovar em dezembro',
        feeName: 'Taxa de fiscalização',
        feeAmount: 150.5,
        feeExpirationDate: '2026-04-30',
        files: {
          documents: [
            {
              id: ids.docFile,
              name: 'alvara.pdf',
              href: `/api/v1/client/company/${ids.alfa}/licenses/${alfaRows.in_conformity}/files/${ids.docFile}`,
              file_type: 'document',
            },
          ],
          protocols: [],
          fees: [
            {
              id: ids.feeFile,
              name: 'taxa.pdf',
              href: `/api/v1/client/company/${ids.alfa}/licenses/${alfaRows.in_conformity}/files/${ids.feeFile}`,
              file_type: 'fee',
            },
          ],
        },
      } satisfies CompanyLicenseItem);
      const pending = page.items.find((item) => item.id === alfaRows.pending);
      expect(pending).toMatchObject({
        status: 'pending',
        type: null,
        validUntil: null,
        updatedAt: null,
        feeAmount: null,
        files: { documents: [], protocols: [], fees: [] },
      });
      expect(page.items.find((item) => item.id === alfaRows.not_necessary)).toMatchObject({
        isNecessary: false,
        problem: 'shopping',
        description: 'Loja dentro do shopping',
      });
    });

    it('says which CNPJ each row is for, and whether it is the matriz or a filial', async () => {
      const page = await listOf(world.tokens.ADMIN);
      const cnpjOfRow = new Map(page.items.map((item) => [item.id, [item.registrationCode, item.establishmentType]]));
      expect(cnpjOfRow.get(alfaRows.in_conformity)).toEqual([cnpjs.alfaMain, 'MATRIZ']);
      expect(cnpjOfRow.get(alfaRows.pending)).toEqual([cnpjs.alfaMain, 'MATRIZ']);
      expect(cnpjOfRow.get(alfaRows.renewing)).toEqual([cnpjs.alfaBranch, 'FILIAL']);
      expect(cnpjOfRow.get(alfaRows.not_necessary)).toEqual([cnpjs.alfaBranch, 'FILIAL']);
    });

    it('pages from 0 with limit, 99 rows by default', async () => {
      const all = await rowIdsOf('');
      const second = await listOf(world.tokens.ADMIN, '?page=1&limit=4');
      expect(second).toMatchObject({ total: 6, pages_in_range: 2 });
      expect(second.items.map((item) => item.id)).toEqual(all.slice(4));
      expect((await listOf(world.tokens.ADMIN, '?page=9&limit=4')).items).toEqual([]);
      expect(await listOf(world.tokens.ADMIN, '?page=0&limit=99')).toMatchObject({ total: 6, pages_in_range: 1 });
      expect(await listOf(world.tokens.ADMIN, '?limit=1')).toMatchObject({ total: 6, pages_in_range: 6 });
    });

    it('filters by CNAE risk level (cnae_level)', async () => {
      expect(new Set(await rowIdsOf('?cnae_level=high_level'))).toEqual(
        new Set([alfaRows.pending, alfaRows.license_expired]),
      );
      expect(await rowIdsOf('?cnae_level=medium_level')).toEqual([]);
      expect((await rowIdsOf('?cnae_level=low_level')).length).toBe(4);
    });

    it('filters by quoted, comma-separated CNAE codes (cnaes), masked or not', async () => {
      const clinicRows = new Set([alfaRows.pending, alfaRows.license_expired]);
      expect(new Set(await rowIdsOf(`?cnaes=${encodeURIComponent('"8610-1/01"')}`))).toEqual(clinicRows);
      expect(new Set(await rowIdsOf('?cnaes=8610101'))).toEqual(clinicRows);
      expect((await rowIdsOf(`?cnaes=${encodeURIComponent('"4731-8/00","8610-1/01"')}`)).length).toBe(6);
      expect(await rowIdsOf(`?cnaes=${encodeURIComponent('"0111-3/01"')}`)).toEqual([]);
      expect((await rowIdsOf('?cnaes=')).length).toBe(6);
    });

    it('filters by CNPJ (cnpjs): CNPJ ids or the CNPJs themselves, masked or not', async () => {
      const branchRows = new Set([alfaRows.renewing, alfaRows.not_necessary]);
      expect(new Set(await rowIdsOf(`?cnpjs=${ids.alfaBranch}`))).toEqual(branchRows);
      expect(new Set(await rowIdsOf(`?cnpjs=${cnpjs.alfaBranch}`))).toEqual(branchRows);
      expect(new Set(await rowIdsOf(`?cnpjs=${encodeURIComponent(`"${masked(cnpjs.alfaBranch)}"`)}`))).toEqual(
        branchRows,
      );
      expect((await rowIdsOf(`?cnpjs=${ids.alfaBranch},${cnpjs.alfaMain}`)).length).toBe(6);
      // Another company's CNPJ, even of another account, selects nothing here.
      expect(await rowIdsOf(`?cnpjs=${cnpjOf(13, '0001')}`)).toEqual([]);
    });

    it('filters by status (one or more)', async () => {
      expect(await rowIdsOf('?status=pending')).toEqual([alfaRows.pending]);
      expect(new Set(await rowIdsOf('?status=pending,renewing'))).toEqual(
        new Set([alfaRows.pending, alfaRows.renewing]),
      );
    });

    it('combines filters', async () => {
      expect(await rowIdsOf(`?cnae_level=low_level&cnpjs=${ids.alfaMain}&status=near_expiration`)).toEqual([
        alfaRows.near_expiration,
      ]);
    });

    it('searches the licence name, the CNAE code and description, and the CNPJ, ignoring case and accents', async () => {
      expect(await rowIdsOf('?search=SANITARIA')).toEqual([alfaRows.license_expired]);
      expect(new Set(await rowIdsOf('?search=hospitalar'))).toEqual(
        new Set([alfaRows.pending, alfaRows.license_expired]),
      );
      expect((await rowIdsOf(`?search=${encodeURIComponent('8610-1')}`)).length).toBe(2);
      expect((await rowIdsOf('?search=86101')).length).toBe(2);
      expect(new Set(await rowIdsOf(`?search=${encodeURIComponent(masked(cnpjs.alfaBranch).slice(0, 15))}`))).toEqual(
        new Set([alfaRows.renewing, alfaRows.not_necessary]),
      );
      expect(await rowIdsOf('?search=100%25')).toEqual([]);
      expect(await rowIdsOf('?search=inexistente')).toEqual([]);
    });

    it('sorts by each column of the table', async () => {
      expect(await rowIdsOf('?sort=status')).toEqual([
        alfaRows.license_expired,
        alfaRows.near_expiration,
        alfaRows.pending,
        alfaRows.renewing,
        alfaRows.in_conformity,
        alfaRows.not_necessary,
      ]);
      expect(await rowIdsOf('?sort=status&direction=DESC')).toEqual([
        alfaRows.not_necessary,
        alfaRows.in_conformity,
        alfaRows.renewing,
        alfaRows.pending,
        alfaRows.near_expiration,
        alfaRows.license_expired,
      ]);
      expect((await rowIdsOf('?sort=validUntil')).slice(0, 3)).toEqual([
        alfaRows.license_expired,
        alfaRows.near_expiration,
        alfaRows.in_conformity,
      ]);
      expect((await rowIdsOf('?sort=validUntil&direction=desc')).slice(0, 3)).toEqual([
        alfaRows.in_conformity,
        alfaRows.near_expiration,
        alfaRows.license_expired,
      ]);
      expect((await rowIdsOf('?sort=fiscalLicenseImpact&direction=desc'))[0]).toBe(alfaRows.license_expired);
      expect((await rowIdsOf('?sort=fiscalLicenseComplexity&direction=desc'))[0]).toBe(alfaRows.license_expired);
      expect((await rowIdsOf('?sort=fiscalRegistrationCodeClass&direction=desc')).slice(0, 2).sort()).toEqual(
        [alfaRows.pending, alfaRows.license_expired].sort(),
      );
      expect((await rowIdsOf('?sort=registrationCode&direction=desc')).slice(0, 2).sort()).toEqual(
        [alfaRows.renewing, alfaRows.not_necessary].sort(),
      );
      expect((await rowIdsOf('?sort=updatedAt&direction=desc')).slice(0, 3)).toEqual([
        alfaRows.not_necessary,
        alfaRows.renewing,
        alfaRows.in_conformity,
      ]);
      const byId = await rowIdsOf('?sort=id');
      expect(byId).toEqual([...byId].sort((a, b) => a - b));
      expect(await rowIdsOf('?sort=createdAt&direction=desc')).toEqual(
        [...(await rowIdsOf('?sort=createdAt'))].reverse(),
      );
      const byNameDesc = await rowIdsOf('?sort=fiscalLicenseName&direction=desc');
      expect(byNameDesc[0]).toBe(alfaRows.license_expired);
      expect(new Set(byNameDesc.slice(3))).toEqual(
        new Set([alfaRows.in_conformity, alfaRows.pending, alfaRows.renewing]),
      );
    });

    it.each([
      ['?cnae_level=alto', 'Nível de CNAE inválido.'],
      ['?cnaes=4731', 'CNAE inválido. Use o formato 9999-9/99.'],
      ['?cnpjs=abc', 'Lista de CNPJs inválida.'],
      ['?cnpjs=11222333000180', 'Lista de CNPJs inválida.'],
      ['?status=vencida', 'Status inválido.'],
      ['?sort=name', 'Ordenação inválida.'],
      ['?direction=up', 'Direção inválida: use asc ou desc.'],
      ['?limit=0', 'Limite inválido'],
      ['?page=-1', 'Página inválida'],
      [`?search=${'a'.repeat(256)}`, 'Máximo de 255 caracteres'],
    ])('answers 400 to %s', async (query, message) => {
      await expectError(await get(world.tokens.ADMIN, listPath(ids.alfa, query)), 400, message);
    });
  });

  describe('GET statuses', () => {
    const statusesOf = async (query = '', token = world.tokens.ADMIN) => {
      const response = await get(token, `${companyLicensePaths.statuses(ids.alfa)}${query}`);
      expect(response.status).toBe(200);
      return companyLicenseStatusesResponse.parse(await response.json()).result;
    };

    it('counts every status, zeros included, in a fixed order', async () => {
      expect(await statusesOf()).toEqual([
        { status: 'in_conformity', total: 1 },
        { status: 'pending', total: 1 },
        { status: 'license_expired', total: 1 },
        { status: 'near_expiration', total: 1 },
        { status: 'renewing', total: 1 },
        { status: 'not_necessary', total: 1 },
      ]);
    });

    it("applies the list's filters but not its status, page or sort", async () => {
      expect(await statusesOf('?cnae_level=high_level&status=pending&page=3&sort=status')).toEqual([
        { status: 'in_conformity', total: 0 },
        { status: 'pending', total: 1 },
        { status: 'license_expired', total: 1 },
        { status: 'near_expiration', total: 0 },
        { status: 'renewing', total: 0 },
        { status: 'not_necessary', total: 0 },
      ]);
      const branch = await statusesOf(`?cnpjs=${ids.alfaBranch}&search=alvara`);
      expect(branch.filter((entry) => entry.total > 0)).toEqual([{ status: 'renewing', total: 1 }]);
    });

    it('answers 400 to a bad filter', async () => {
      await expectError(
        await get(world.tokens.ADMIN, `${companyLicensePaths.statuses(ids.alfa)}?cnae_level=x`),
        400,
        'Nível de CNAE inválido.',
      );
    });
  });

  describe('GET one', () => {
    const one = (token: string | null, rowId: number | string, companyId: number | string = ids.alfa) =>
      get(token, companyLicensePaths.one(companyId, rowId));

    it('answers the licence item, without sources for ADMIN and USER', async () => {
      const response = await one(world.tokens.ADMIN, alfaRows.in_conformity);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect('sources' in body).toBe(false);
      const listed = (await listOf(world.tokens.ADMIN)).items.find((item) => item.id === alfaRows.in_conformity);
      expect(companyLicenseDetail.parse(body)).toEqual(listed);

      const user = await world.userWith(['GET_LICENSES'], [ids.alfa]);
      const asUser = (await (await one(user.token, alfaRows.in_conformity)).json()) as Record<string, unknown>;
      expect(asUser.id).toBe(alfaRows.in_conformity);
      expect('sources' in asUser).toBe(false);
    });

    it.each([brand.roleCode, 'EDITOR'] as const)("shows %s the state's Junta Comercial", async (role) => {
      const main = companyLicenseDetail.parse(await (await one(world.tokens[role], alfaRows.in_conformity)).json());
      expect(main.sources).toEqual([
        { uf: 'MG', state: 'Minas Gerais', name: 'JUCEMG', url: 'https://www.jucemg.mg.gov.br/' },
      ]);
      const branch = companyLicenseDetail.parse(await (await one(world.tokens[role], alfaRows.renewing)).json());
      expect(branch.sources).toEqual([
        { uf: 'SP', state: 'São Paulo', name: 'JUCESP', url: 'https://www.jucesp.sp.gov.br/' },
      ]);
    });

    it('gives no source for a CNPJ without a known state', async () => {
      const fresh = await freshRow();
      await world.db
        .update(establishments)
        .set({ stateAlias: null })
        .where(eq(establishments.id, fresh.establishmentId));
      const detail = companyLicenseDetail.parse(
        await (await one(world.tokens.EDITOR, fresh.rowId, fresh.companyId)).json(),
      );
      expect(detail.sources).toEqual([]);
    });

    it('answers 404 to a hidden row, to a row of another company and to an unknown id', async () => {
      await expectError(await one(world.tokens.ADMIN, ids.hiddenRow), 404, licenseNotFound);
      await expectError(await one(world.tokens.ADMIN, ids.betaRow), 404, licenseNotFound);
      await expectError(await one(world.tokens.ADMIN, ids.sulRow), 404, licenseNotFound);
      await expectError(await one(world.tokens.ADMIN, 2_147_483_647), 404, licenseNotFound);
      // Beyond a serial's range the id cannot exist: the same 404, never a driver error.
      await expectError(await one(world.tokens.ADMIN, 99_999_999_999), 404, licenseNotFound);
      await expectError(await one(world.tokens.ADMIN, 'abc'), 400, 'ID inválido.');
      await expectError(
        await one(world.tokens.ADMIN, alfaRows.pending, 99_999_999_999),
        404,
        clientAreaTexts.companyNotFound,
      );
      await expectError(await one(world.tokens.ADMIN, alfaRows.pending, 'x'), 400, 'ID inválido.');
    });
  });

  describe('who may read', () => {
    const readPaths = () => [
      listPath(ids.alfa),
      companyLicensePaths.statuses(ids.alfa),
      companyLicensePaths.one(ids.alfa, alfaRows.pending),
    ];

    it.each(allowedRoles)('lets %s read the licences of any company of the account', async (role) => {
      for (const path of readPaths()) expect((await get(world.tokens[role], path)).status).toBe(200);
    });

    it.each(refusedRoles)('refuses %s (not a role of the licences screen)', async (role) => {
      for (const path of readPaths()) {
        await expectError(await get(world.tokens[role], path), 403, authTexts.forbiddenDescription);
      }
    });

    it('refuses AFFINITY in its own group too, and staff who entered no client', async () => {
      await expectError(await get(world.affinityInSul, listPath(ids.sul)), 403, authTexts.forbiddenDescription);
      await expectError(await get(world.staffWithoutClient, listPath(ids.alfa)), 403, clientAreaTexts.noClient);
    });

    it('lets a USER with GET_LICENSES read only assigned companies', async () => {
      const user = await world.userWith(['GET_LICENSES'], [ids.alfa]);
      for (const path of readPaths()) expect((await get(user.token, path)).status).toBe(200);
      await expectError(await get(user.token, listPath(ids.beta)), 404, companyNotFound);
      await expectError(await get(user.token, companyLicensePaths.one(ids.beta, ids.betaRow)), 404, companyNotFound);
      // The world's USER holds every code but no company.
      await expectError(await get(world.tokens.USER, listPath(ids.alfa)), 404, companyNotFound);
    });

    it('refuses a USER without GET_LICENSES', async () => {
      const user = await world.userWith(['UPDATE_LICENSES', 'DELETE_FILES', 'GET_COMPANY'], [ids.alfa]);
      for (const path of readPaths()) {
        await expectError(await get(user.token, path), 403, clientAreaTexts.missingPermission);
      }
    });

    it("answers 404 to another account's company, both ways", async () => {
      await expectError(await get(world.foreignAdmin.token, listPath(ids.alfa)), 404, companyNotFound);
      await expectError(
        await get(world.foreignAdmin.token, companyLicensePaths.one(ids.alfa, alfaRows.pending)),
        404,
        companyNotFound,
      );
      await expectError(await get(world.tokens.ADMIN, listPath(ids.sul)), 404, companyNotFound);
      await expectError(await get(world.tokens.ADMIN, companyLicensePaths.statuses(ids.sul)), 404, companyNotFound);
      // The foreign admin reads its own company.
      const own = await listOf(world.foreignAdmin.token, '', ids.sul);
      expect(own.total).toBe(2);
      expect(own.items.map((item) => item.id)).toContain(ids.sulRow);
    });

    it('answers 401 without a token and with a tampered one', async () => {
      await expectError(await get(null, listPath(ids.alfa)), 401, invalidSession);
      await expectError(await get(tampered(world.tokens.ADMIN), listPath(ids.alfa)), 401, invalidSession);
      await expectError(
        await get(tampered(world.tokens.ADMIN), companyLicensePaths.one(ids.alfa, alfaRows.pending)),
        401,
        invalidSession,
      );
    });
  });

  describe('PUT or POST one (Salvar)', () => {
    const save = (
      token: string | null,
      companyId: number,
      rowId: number | string,
      body: CompanyLicenseUpdateRequest | string | Record<string, unknown>,
      method = 'PUT',
    ) => world.app.request(companyLicensePaths.one(companyId, rowId), send(method, token, body));
    async function saved(response: Response) {
      expect(response.status).toBe(200);
      return companyLicenseUpdateResponse.parse(await response.json());
    }
    async function stored(rowId: number) {
      const [row] = await world.db.select().from(companyLicenses).where(eq(companyLicenses.id, rowId));
      const attached = await world.db
        .select({ fileId: companyLicenseFiles.fileId, kind: companyLicenseFiles.kind })
        .from(companyLicenseFiles)
        .where(eq(companyLicenseFiles.companyLicenseId, rowId));
      return { row, attached: attached.sort((a, b) => a.fileId - b.fileId) };
    }
    const logsOf = (action: string, rowId: number) =>
      world.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.action, action), eq(activityLogs.entityId, rowId)));

    it("saves a licence with validity, conditions, fee and files, and answers 'Alteração realizada'", async () => {
      const fresh = await freshRow();
      const doc = await insertFile(world.accounts.norte.id, fresh.companyId, 'licenca.pdf');
      const fee = await insertFile(world.accounts.norte.id, fresh.companyId, 'boleto.pdf', 'fee');
      const answer = await saved(
        await save(world.tokens.ADMIN, fresh.companyId, fresh.rowId, {
          fileId: doc,
          feeFileId: fee,
          fiscalLicense: ids.permit,
          clientNationalRegistrationId: fresh.establishmentId,
          fiscalRegistrationId: ids.retail,
          type: 'document',
          validUntil: '2027-03-10',
          feeName: '  Taxa municipal ',
          feeAmount: '1.234,56',
          feeExpirationDate: '2026-04-01',
          conditions: 'Laudo anual',
          note: 'Protocolado na prefeitura',
          isNecessary: true,
          problem: null,
          description: null,
        }),
      );
      expect(answer.message).toBe('Alteração realizada');
      expect(answer.license).toMatchObject({
        id: fresh.rowId,
        status: 'in_conformity',
        type: 'document',
        isNecessary: true,
        validUntil: '2027-03-10',
        feeName: 'Taxa municipal',
        feeAmount: 1234.56,
        feeExpirationDate: '2026-04-01',
        conditions: 'Laudo anual',
        note: 'Protocolado na prefeitura',
        updatedAt: { date: '2026-03-10 15:00:00.000000', timezone_type: 3, timezone: 'UTC' },
        files: {
          documents: [
            {
              id: doc,
              name: 'licenca.pdf',
              href: `/api/v1/client/company/${fresh.companyId}/licenses/${fresh.rowId}/files/${doc}`,
              file_type: 'document',
            },
          ],
          protocols: [],
          fees: [
            {
              id: fee,
              name: 'boleto.pdf',
              href: `/api/v1/client/company/${fresh.companyId}/licenses/${fresh.rowId}/files/${fee}`,
              file_type: 'fee',
            },
          ],
        },
      });
      const { row, attached } = await stored(fresh.rowId);
      expect(row).toMatchObject({ status: 'in_conformity', feeAmount: '1234.56', validUntil: '2027-03-10' });
      expect(attached).toEqual([
        { fileId: doc, kind: 'document' },
        { fileId: fee, kind: 'fee' },
      ]);
      const logs = await logsOf('company_license.update', fresh.rowId);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({
        clientId: world.accounts.norte.id,
        userId: world.people.ADMIN.id,
        actionDetails: `Alterou a licença 'Alvará de funcionamento' (ID ${fresh.rowId}) do CNPJ ${masked(fresh.cnpj)}, CNAE 4731-8/00: Em conformidade`,
      });
      // The GET answers what was saved.
      expect(
        companyLicenseDetail.parse(
          await (await get(world.tokens.ADMIN, companyLicensePaths.one(fresh.companyId, fresh.rowId))).json(),
        ),
      ).toEqual(answer.license);
    });

    it('accepts POST as well as PUT', async () => {
      const fresh = await freshRow();
      const answer = await saved(
        await save(world.tokens.ADMIN, fresh.companyId, fresh.rowId, { type: 'protocol', isNecessary: true }, 'POST'),
      );
      expect(answer.license).toMatchObject({ status: 'renewing', type: 'protocol' });
    });

    it('computes the status with the expiry window and the office day', async () => {
      const fresh = await freshRow();
      const statusFor = async (validUntil: string | null) =>
        (
          await saved(
            await save(world.tokens.ADMIN, fresh.companyId, fresh.rowId, {
              type: 'document',
              isNecessary: true,
              validUntil,
            }),
          )
        ).license.status;
      expect(await statusFor(null)).toBe('in_conformity');
      expect(await statusFor('2026-03-09')).toBe('license_expired');
      expect(await statusFor('2026-03-10')).toBe('near_expiration');
      expect(await statusFor('2026-04-09')).toBe('near_expiration');
      expect(await statusFor('2026-04-10')).toBe('in_conformity');
      // 02:30 UTC on the 11th is still the 10th in São Paulo: a licence valid until the 10th is not expired yet.
      const before = clock;
      clock = new Date('2026-03-11T02:30:00Z');
      try {
        expect(await statusFor('2026-03-10')).toBe('near_expiration');
        clock = new Date('2026-03-11T03:00:00Z');
        expect(await statusFor('2026-03-10')).toBe('license_expired');
      } finally {
        clock = before;
      }
    });

    it("marks 'Não necessária': keeps reason, description and note, clears the rest and detaches the files", async () => {
      const fresh = await freshRow();
      const doc = await insertFile(world.accounts.norte.id, fresh.companyId, 'licenca.pdf');
      await saved(
        await save(world.tokens.ADMIN, fresh.companyId, fresh.rowId, {
          type: 'document',
          isNecessary: true,
          validUntil: '2027-01-01',
          fileId: doc,
          feeName: 'Taxa',
          feeAmount: 10,
          conditions: 'Laudo',
        }),
      );
      const answer = await saved(
        await save(world.tokens.ADMIN, fresh.companyId, fresh.rowId, {
          isNecessary: false,
          type: 'document',
          problem: 'sala_comercial',
          description: 'Escritório sem atendimento',
          validUntil: '2027-01-01',
          feeName: 'Taxa',
          feeAmount: 10,
          fileId: doc,
          note: 'Confirmado com a prefeitura',
        }),
      );
      expect(answer.license).toMatchObject({
        status: 'not_necessary',
        isNecessary: false,
        type: null,
        problem: 'sala_comercial',
        description: 'Escritório sem atendimento',
        validUntil: null,
        conditions: null,
        feeName: null,
        feeAmount: null,
        note: 'Confirmado com a prefeitura',
        files: { documents: [], protocols: [], fees: [] },
      });
      expect((await stored(fresh.rowId)).attached).toEqual([]);
      // The file stays in the repository.
      expect(await world.db.select({ id: files.id }).from(files).where(eq(files.id, doc))).toEqual([{ id: doc }]);
    });

    it('clears reason and description for a licence, keeps earlier files, and detaches fees when the fee is cleared', async () => {
      const fresh = await freshRow();
      const first = await insertFile(world.accounts.norte.id, fresh.companyId, 'antiga.pdf');
      const second = await insertFile(world.accounts.norte.id, fresh.companyId, 'nova.pdf');
      const fee = await insertFile(world.accounts.norte.id, fresh.companyId, 'taxa.pdf', 'fee');
      await saved(
        await save(world.tokens.ADMIN, fresh.companyId, fresh.rowId, {
          isNecessary: true,
          type: 'document',
          fileId: first,
          feeFileId: fee,
          feeName: 'Taxa',
          problem: 'shopping',
          description: 'ignorado',
        }),
      );
      const answer = await saved(
        await save(world.tokens.ADMIN, fresh.companyId, fresh.rowId, {
          isNecessary: true,
          type: 'document',
          fileId: second,
        }),
      );
      expect(answer.license).toMatchObject({ problem: null, description: null, feeName: null });
      // Newest first; the earlier licence stays in the list, the fee receipt is detached.
      expect(answer.license.files.documents.map((file) => file.id)).toEqual([second, first]);
      expect(answer.license.files.fees).toEqual([]);
      // Sending the same file again as a protocol moves it to the protocols.
      const moved = await saved(
        await save(world.tokens.ADMIN, fresh.companyId, fresh.rowId, {
          isNecessary: true,
          type: 'protocol',
          fileId: second,
        }),
      );
      expect(moved.license.files.documents.map((file) => file.id)).toEqual([first]);
      expect(moved.license.files.protocols.map((file) => file.id)).toEqual([second]);
    });

    it.each([
      [{ isNecessary: true }, 'Tipo obrigatório'],
      [{ type: null }, 'Tipo obrigatório'],
      [{ type: 'licenca' }, 'Tipo inválido'],
      [{ isNecessary: false }, 'Motivo obrigatório'],
      [{ isNecessary: false, problem: 'praia' }, 'Motivo inválido'],
      [{ isNecessary: 'sim', type: 'document' }, 'Valor inválido para isNecessary'],
      [{ type: 'document', validUntil: '2026-02-30' }, 'Data inválida'],
      [{ type: 'document', validUntil: '31/12/2026' }, 'Data inválida'],
      [{ type: 'document', feeExpirationDate: 'amanhã' }, 'Data inválida'],
      [{ type: 'document', feeAmount: -1 }, 'O valor não pode ser negativo'],
      [{ type: 'document', feeAmount: 'cem' }, 'Valor inválido'],
      [{ type: 'document', feeAmount: 1.005 }, 'Use no máximo 2 casas decimais'],
      [{ type: 'document', feeAmount: 1e12 }, 'Valor acima do máximo permitido'],
      [{ type: 'document', feeAmount: true }, 'Valor inválido'],
      [{ type: 'document', feeName: 'x'.repeat(256) }, 'Máximo de 255 caracteres'],
      [{ type: 'document', note: 'x'.repeat(5001) }, 'Máximo de 5000 caracteres'],
      [{ type: 'document', conditions: 'x'.repeat(5001) }, 'Máximo de 5000 caracteres'],
      [{ isNecessary: false, problem: 'shopping', description: 'x'.repeat(5001) }, 'Máximo de 5000 caracteres'],
      [{ type: 'document', fileId: 'um' }, 'Arquivo inválido'],
      [{ type: 'document', feeFileId: 0 }, 'Arquivo inválido'],
      [
        { type: 'document', fileId: 5, feeFileId: 5 },
        'O comprovante da taxa deve ser um arquivo diferente do arquivo da licença.',
      ],
      [{ type: 'document', fiscalLicense: 'x' }, mismatch],
    ])('answers 400 to %j with its message and writes nothing', async (body, message) => {
      const row = alfaRows.pending;
      const before = await stored(row);
      await expectError(await save(world.tokens.ADMIN, ids.alfa, row, body), 400, message);
      expect(await stored(row)).toEqual(before);
    });

    it('answers 400 to a body that is not JSON', async () => {
      await expectError(
        await save(world.tokens.ADMIN, ids.alfa, alfaRows.pending, '{"type":'),
        400,
        'Corpo da requisição inválido.',
      );
    });

    it('refuses ids of another row (licence, CNPJ or CNAE) and accepts its own', async () => {
      const fresh = await freshRow();
      const body = { type: 'document' as const, isNecessary: true };
      await expectError(
        await save(world.tokens.ADMIN, fresh.companyId, fresh.rowId, { ...body, fiscalLicense: ids.sanitary }),
        400,
        mismatch,
      );
      await expectError(
        await save(world.tokens.ADMIN, fresh.companyId, fresh.rowId, {
          ...body,
          clientNationalRegistrationId: ids.alfaMain,
        }),
        400,
        mismatch,
      );
      await expectError(
        await save(world.tokens.ADMIN, fresh.companyId, fresh.rowId, { ...body, fiscalRegistrationId: ids.clinic }),
        400,
        mismatch,
      );
      expect((await stored(fresh.rowId)).row?.type).toBeNull();
      await saved(
        await save(world.tokens.ADMIN, fresh.companyId, fresh.rowId, {
          ...body,
          fiscalLicense: ids.permit,
          clientNationalRegistrationId: fresh.establishmentId,
          fiscalRegistrationId: ids.retail,
        }),
      );
    });

    it("answers 404 to a file that is not one of the company's repository files, and writes nothing", async () => {
      const fresh = await freshRow();
      const logo = await insertFile(world.accounts.norte.id, fresh.companyId, 'logo.png', 'logo');
      for (const [fileId, feeFileId] of [
        [ids.betaFile, null],
        [ids.sulFile, null],
        [logo, null],
        [2_000_000_000, null],
        [null, ids.docFile],
      ] as const) {
        await expectError(
          await save(world.tokens.ADMIN, fresh.companyId, fresh.rowId, {
            type: 'document',
            isNecessary: true,
            fileId,
            feeFileId,
          }),
          404,
          fileNotFound,
        );
      }
      expect(await stored(fresh.rowId)).toMatchObject({ row: { type: null, status: 'pending' }, attached: [] });
      expect(await logsOf('company_license.update', fresh.rowId)).toEqual([]);
    });

    it('answers 404 to hidden rows, rows of other companies and other accounts', async () => {
      const body = { type: 'document' as const };
      await expectError(await save(world.tokens.ADMIN, ids.alfa, ids.hiddenRow, body), 404, licenseNotFound);
      await expectError(await save(world.tokens.ADMIN, ids.alfa, ids.betaRow, body), 404, licenseNotFound);
      await expectError(await save(world.tokens.ADMIN, ids.alfa, ids.sulRow, body), 404, licenseNotFound);
      await expectError(await save(world.tokens.ADMIN, ids.sul, ids.sulRow, body), 404, companyNotFound);
      await expectError(await save(world.foreignAdmin.token, ids.alfa, alfaRows.pending, body), 404, companyNotFound);
      await expectError(await save(world.tokens.ADMIN, ids.alfa, 'x', body), 400, 'ID inválido.');
      expect((await stored(ids.sulRow)).row?.type).toBeNull();
    });

    it.each([...allowedRoles])('lets %s save', async (role) => {
      const fresh = await freshRow();
      await saved(await save(world.tokens[role], fresh.companyId, fresh.rowId, { type: 'protocol' }));
      const [log] = await logsOf('company_license.update', fresh.rowId);
      expect(log?.userId).toBe(world.people[role].id);
      expect(log?.clientId).toBe(world.accounts.norte.id);
    });

    it.each(refusedRoles)('refuses %s', async (role) => {
      await expectError(
        await save(world.tokens[role], ids.alfa, alfaRows.pending, { type: 'protocol' }),
        403,
        authTexts.forbiddenDescription,
      );
    });

    it('needs UPDATE_LICENSES and GET_LICENSES for a USER, and an assigned company', async () => {
      const fresh = await freshRow();
      const body = { type: 'protocol' as const };
      const readOnly = await world.userWith(['GET_LICENSES'], [fresh.companyId]);
      await expectError(
        await save(readOnly.token, fresh.companyId, fresh.rowId, body),
        403,
        clientAreaTexts.missingPermission,
      );
      const blind = await world.userWith(['UPDATE_LICENSES'], [fresh.companyId]);
      await expectError(
        await save(blind.token, fresh.companyId, fresh.rowId, body),
        403,
        clientAreaTexts.missingPermission,
      );
      const unassigned = await world.userWith(['GET_LICENSES', 'UPDATE_LICENSES'], [ids.alfa]);
      await expectError(await save(unassigned.token, fresh.companyId, fresh.rowId, body), 404, companyNotFound);
      const editor = await world.userWith(['GET_LICENSES', 'UPDATE_LICENSES'], [fresh.companyId]);
      expect((await saved(await save(editor.token, fresh.companyId, fresh.rowId, body))).license.status).toBe(
        'renewing',
      );
    });

    it('answers 401 without a token or with a tampered one, and 403 to staff who entered no client', async () => {
      await expectError(await save(null, ids.alfa, alfaRows.pending, { type: 'protocol' }), 401, invalidSession);
      await expectError(
        await save(tampered(world.tokens.ADMIN), ids.alfa, alfaRows.pending, { type: 'protocol' }),
        401,
        invalidSession,
      );
      await expectError(
        await save(world.staffWithoutClient, ids.alfa, alfaRows.pending, { type: 'protocol' }),
        403,
        clientAreaTexts.noClient,
      );
    });
  });

  describe('POST reset (Resetar)', () => {
    const reset = (token: string | null, companyId: number, rowId: number | string) =>
      world.app.request(companyLicensePaths.reset(companyId, rowId), send('POST', token));

    async function filledRow() {
      const fresh = await freshRow();
      const doc = await insertFile(world.accounts.norte.id, fresh.companyId, 'licenca.pdf');
      const fee = await insertFile(world.accounts.norte.id, fresh.companyId, 'taxa.pdf', 'fee');
      await fill(fresh.rowId, {
        type: 'document',
        status: 'in_conformity',
        validUntil: '2027-01-01',
        conditions: 'Laudo',
        note: 'Nota',
        feeName: 'Taxa',
        feeAmount: '10.00',
        feeExpirationDate: '2026-05-01',
      });
      await world.db.insert(companyLicenseFiles).values([
        { companyLicenseId: fresh.rowId, fileId: doc, kind: 'document' },
        { companyLicenseId: fresh.rowId, fileId: fee, kind: 'fee' },
      ]);
      return { ...fresh, doc, fee };
    }

    /** Uploads through the repository call, so the bytes are in storage as a user's would be. */
    async function uploadTo(companyId: number, name: string, fileType = 'document') {
      const response = await world.app.request(
        clientFilePaths.repository(companyId),
        multipart(world.tokens.ADMIN, { name, bytes: samples.pdf }, { file_type: fileType }),
      );
      expect(response.status).toBe(201);
      const { file } = repositoryUploadResponse.parse(await response.json());
      const [row] = await world.db.select({ key: files.storageKey }).from(files).where(eq(files.id, file.id));
      return { id: file.id, storedAt: path.join(world.storageRoot, row?.key ?? '') };
    }

    const repositoryIds = async (companyId: number) => {
      const response = await get(world.tokens.ADMIN, clientFilePaths.repository(companyId));
      expect(response.status).toBe(200);
      return repositoryListResponse.parse(await response.json()).items.map((item) => item.id);
    };

    it('returns the row to its initial state: no data, no uploads, pending; the files only it held are deleted', async () => {
      const row = await filledRow();
      const response = await reset(world.tokens.ADMIN, row.companyId, row.rowId);
      expect(response.status).toBe(200);
      const answer = companyLicenseResetResponse.parse(await response.json());
      expect(answer.message).toBe('Licença resetada');
      expect(answer.description).toBe('A licença voltou ao seu estado inicial, sem dados e sem uploads.');
      expect(answer.license).toMatchObject({
        id: row.rowId,
        status: 'pending',
        isNecessary: true,
        type: null,
        problem: null,
        description: null,
        validUntil: null,
        conditions: null,
        note: null,
        feeName: null,
        feeAmount: null,
        feeExpirationDate: null,
        files: { documents: [], protocols: [], fees: [] },
      });
      expect(
        await world.db.select().from(companyLicenseFiles).where(eq(companyLicenseFiles.companyLicenseId, row.rowId)),
      ).toEqual([]);
      expect(await world.db.select({ id: files.id }).from(files).where(eq(files.companyId, row.companyId))).toEqual([]);
      const [log] = await world.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.action, 'company_license.reset'), eq(activityLogs.entityId, row.rowId)));
      expect(log?.actionDetails).toBe(
        `Resetou a licença 'Alvará de funcionamento' (ID ${row.rowId}) do CNPJ ${masked(row.cnpj)}, CNAE 4731-8/00 (2 arquivos excluídos)`,
      );
    });

    it('removes the stored bytes of the files it deletes, and the repository no longer lists them', async () => {
      const fresh = await freshRow();
      const doc = await uploadTo(fresh.companyId, 'licenca.pdf');
      const fee = await uploadTo(fresh.companyId, 'taxa.pdf', 'fee');
      const loose = await uploadTo(fresh.companyId, 'solto.pdf');
      await fill(fresh.rowId, { type: 'document', status: 'in_conformity', feeName: 'Taxa' });
      await world.db.insert(companyLicenseFiles).values([
        { companyLicenseId: fresh.rowId, fileId: doc.id, kind: 'document' },
        { companyLicenseId: fresh.rowId, fileId: fee.id, kind: 'fee' },
      ]);
      expect(existsSync(doc.storedAt) && existsSync(fee.storedAt)).toBe(true);

      expect((await reset(world.tokens.ADMIN, fresh.companyId, fresh.rowId)).status).toBe(200);
      expect(await repositoryIds(fresh.companyId)).toEqual([loose.id]);
      expect(existsSync(doc.storedAt)).toBe(false);
      expect(existsSync(fee.storedAt)).toBe(false);
      expect(existsSync(loose.storedAt)).toBe(true);
      const link = await get(world.tokens.ADMIN, clientFilePaths.repositoryFile(fresh.companyId, doc.id));
      await expectError(link, 404, fileNotFound);
    });

    it('keeps a file another licence also holds: it only leaves this one', async () => {
      const fresh = await freshRow();
      const other = await rowOf(fresh.establishmentId, ids.retail, ids.environmental);
      const shared = await uploadTo(fresh.companyId, 'compartilhado.pdf');
      const own = await uploadTo(fresh.companyId, 'proprio.pdf', 'fee');
      await fill(fresh.rowId, { type: 'document', status: 'in_conformity', feeName: 'Taxa' });
      await fill(other, { type: 'document', status: 'in_conformity' });
      await world.db.insert(companyLicenseFiles).values([
        { companyLicenseId: fresh.rowId, fileId: shared.id, kind: 'document' },
        { companyLicenseId: fresh.rowId, fileId: own.id, kind: 'fee' },
        { companyLicenseId: other, fileId: shared.id, kind: 'document' },
      ]);

      expect((await reset(world.tokens.ADMIN, fresh.companyId, fresh.rowId)).status).toBe(200);
      expect(await repositoryIds(fresh.companyId)).toEqual([shared.id]);
      expect(existsSync(shared.storedAt)).toBe(true);
      const kept = companyLicenseDetail.parse(
        await (await get(world.tokens.ADMIN, companyLicensePaths.one(fresh.companyId, other))).json(),
      );
      expect(kept.files.documents.map((file) => file.id)).toEqual([shared.id]);
      const [log] = await world.db
        .select()
        .from(activityLogs)
        .where(and(eq(activityLogs.action, 'company_license.reset'), eq(activityLogs.entityId, fresh.rowId)));
      expect(log?.actionDetails).toMatch(/\(1 arquivo excluído, 1 arquivo desvinculado\)$/);
    });

    it.each([...allowedRoles])('lets %s reset', async (role) => {
      const row = await filledRow();
      expect((await reset(world.tokens[role], row.companyId, row.rowId)).status).toBe(200);
    });

    it.each(refusedRoles)('refuses %s', async (role) => {
      await expectError(
        await reset(world.tokens[role], ids.alfa, alfaRows.pending),
        403,
        authTexts.forbiddenDescription,
      );
    });

    it('needs DELETE_FILES and GET_LICENSES for a USER (UPDATE_LICENSES is not enough), and an assigned company', async () => {
      const row = await filledRow();
      for (const codes of [['GET_LICENSES', 'UPDATE_LICENSES'], ['DELETE_FILES']]) {
        const user = await world.userWith(codes, [row.companyId]);
        await expectError(await reset(user.token, row.companyId, row.rowId), 403, clientAreaTexts.missingPermission);
      }
      const unassigned = await world.userWith(['GET_LICENSES', 'DELETE_FILES'], [ids.alfa]);
      await expectError(await reset(unassigned.token, row.companyId, row.rowId), 404, companyNotFound);
      expect((await world.db.select().from(companyLicenses).where(eq(companyLicenses.id, row.rowId)))[0]?.type).toBe(
        'document',
      );
      const allowed = await world.userWith(['GET_LICENSES', 'DELETE_FILES'], [row.companyId]);
      expect((await reset(allowed.token, row.companyId, row.rowId)).status).toBe(200);
    });

    it('answers 404 to hidden rows and to rows of other companies or accounts, 401 without a token', async () => {
      await expectError(await reset(world.tokens.ADMIN, ids.alfa, ids.hiddenRow), 404, licenseNotFound);
      await expectError(await reset(world.tokens.ADMIN, ids.alfa, ids.betaRow), 404, licenseNotFound);
      await expectError(await reset(world.tokens.ADMIN, ids.sul, ids.sulRow), 404, companyNotFound);
      await expectError(await reset(world.foreignAdmin.token, ids.alfa, alfaRows.pending), 404, companyNotFound);
      await expectError(await reset(null, ids.alfa, alfaRows.pending), 401, invalidSession);
      await expectError(await reset(tampered(world.tokens.ADMIN), ids.alfa, alfaRows.pending), 401, invalidSession);
      const [hidden] = await world.db.select().from(companyLicenses).where(eq(companyLicenses.id, ids.hiddenRow));
      expect(hidden?.type).toBe('document');
    });
  });

  describe('GET a file of the row', () => {
    const link = (token: string | null, companyId: number, rowId: number, fileId: number | string) =>
      world.app.request(companyLicensePaths.file(companyId, rowId, fileId), send('GET', token));

    /** A row of its own holding an uploaded document; another row of the company holds another file. */
    async function rowWithFile() {
      const fresh = await freshRow();
      const upload = async (name: string) => {
        const response = await world.app.request(
          clientFilePaths.repository(fresh.companyId),
          multipart(world.tokens.ADMIN, { name, bytes: samples.pdf }, { file_type: 'document' }),
        );
        return repositoryUploadResponse.parse(await response.json()).file.id;
      };
      const file = await upload('alvara-lido.pdf');
      const elsewhere = await upload('outro.pdf');
      const other = await rowOf(fresh.establishmentId, ids.retail, ids.environmental);
      await world.db.insert(companyLicenseFiles).values([
        { companyLicenseId: fresh.rowId, fileId: file, kind: 'document' },
        { companyLicenseId: other, fileId: elsewhere, kind: 'document' },
      ]);
      return { ...fresh, file, elsewhere };
    }

    it("answers a temporary link to a USER with GET_LICENSES only (no GET_FILES): the row's href", async () => {
      const row = await rowWithFile();
      const reader = await world.userWith(['GET_LICENSES'], [row.companyId]);
      const detail = companyLicenseDetail.parse(
        await (await get(reader.token, companyLicensePaths.one(row.companyId, row.rowId))).json(),
      );
      const [attached] = detail.files.documents;
      expect(attached?.href).toBe(companyLicensePaths.file(row.companyId, row.rowId, row.file));
      const response = await world.app.request(attached?.href ?? '', send('GET', reader.token));
      expect(response.status).toBe(200);
      const answer = fileLinkResponse.parse(await response.json());
      const opened = await world.app.request(answer.url);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toBe('application/pdf');
      expect(new Uint8Array(await opened.arrayBuffer())).toEqual(samples.pdf);
      // The repository's own link stays with GET_FILES.
      await expectError(
        await get(reader.token, clientFilePaths.repositoryFile(row.companyId, row.file)),
        403,
        clientAreaTexts.missingPermission,
      );
    });

    it('answers 404 to a file the row does not hold, of another row, company or account', async () => {
      const row = await rowWithFile();
      await expectError(await link(world.tokens.ADMIN, row.companyId, row.rowId, row.elsewhere), 404, fileNotFound);
      await expectError(await link(world.tokens.ADMIN, row.companyId, row.rowId, ids.betaFile), 404, fileNotFound);
      await expectError(await link(world.tokens.ADMIN, row.companyId, row.rowId, 2_147_483_648), 404, fileNotFound);
      await expectError(await link(world.tokens.ADMIN, ids.alfa, row.rowId, row.file), 404, licenseNotFound);
      await expectError(await link(world.foreignAdmin.token, row.companyId, row.rowId, row.file), 404, companyNotFound);
    });

    it('refuses a USER without GET_LICENSES or not assigned, the refused roles and no token', async () => {
      const row = await rowWithFile();
      const filesOnly = await world.userWith(['GET_FILES', 'UPDATE_LICENSES'], [row.companyId]);
      await expectError(
        await link(filesOnly.token, row.companyId, row.rowId, row.file),
        403,
        clientAreaTexts.missingPermission,
      );
      const unassigned = await world.userWith(['GET_LICENSES'], [ids.alfa]);
      await expectError(await link(unassigned.token, row.companyId, row.rowId, row.file), 404, companyNotFound);
      for (const role of refusedRoles) {
        await expectError(
          await link(world.tokens[role], row.companyId, row.rowId, row.file),
          403,
          authTexts.forbiddenDescription,
        );
      }
      await expectError(await link(null, row.companyId, row.rowId, row.file), 401, invalidSession);
    });
  });

  describe('a company with 5,000 licence rows', () => {
    it('derives, lists, searches and counts them quickly', async () => {
      const cnaeIds: number[] = [];
      for (let i = 0; i < 25; i++) {
        cnaeIds.push(await ensureTestCnae(world.db, `09${String(i).padStart(2, '0')}-9/00`, 'medium_level'));
      }
      for (let i = 0; i < 5; i++) await insertTestLicense(world.db, `Licença em massa ${i + 1}`, cnaeIds);
      const big = await insertTestCompany(world.db, world.accounts.norte.id, {
        name: 'Rede Grande',
        establishments: Array.from({ length: 40 }, (_, branch) => ({
          cnpj: cnpjOf(99, String(branch + 1).padStart(4, '0')),
          cnaeIds,
        })),
      });
      const started = performance.now();
      await syncCompany(big.companyId);
      const syncMs = performance.now() - started;

      const timed = async (path: string) => {
        await (await get(world.tokens.ADMIN, path)).text(); // warm-up: the first call also plans the queries
        const begin = performance.now();
        const response = await get(world.tokens.ADMIN, path);
        const text = await response.text();
        return { ms: performance.now() - begin, body: JSON.parse(text) as unknown };
      };
      const page = await timed(listPath(big.companyId));
      const [first] = companyLicenseListResponse.parse(page.body).result;
      expect(first).toMatchObject({ total: 5000, pages_in_range: 51 });
      expect(first.items).toHaveLength(99);
      const searched = await timed(listPath(big.companyId, `?search=${cnpjOf(99, '0007').slice(0, 12)}&sort=status`));
      expect(companyLicenseListResponse.parse(searched.body).result[0].total).toBe(125);
      const counted = await timed(companyLicensePaths.statuses(big.companyId));
      expect(companyLicenseStatusesResponse.parse(counted.body).result[1]).toEqual({ status: 'pending', total: 5000 });
      console.info(
        `[${kind}] 5,000 licence rows: sync ${syncMs.toFixed(0)} ms, first page of 99 ${page.ms.toFixed(0)} ms, ` +
          `CNPJ search sorted by status ${searched.ms.toFixed(0)} ms, statuses ${counted.ms.toFixed(0)} ms`,
      );
      expect(page.ms).toBeLessThan(1500);
      expect(searched.ms).toBeLessThan(1500);
      expect(counted.ms).toBeLessThan(1500);
    });
  });
});
