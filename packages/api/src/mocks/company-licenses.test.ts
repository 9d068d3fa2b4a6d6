import {
  clientFilePaths,
  companyLicenseDetail,
  companyLicenseItem,
  companyLicenseListResponse,
  companyLicensePaths,
  companyLicenseResetResponse,
  companyLicenseStatusesResponse,
  companyLicenseUpdateResponse,
  errorResponse,
  fileLinkResponse,
  repositoryListResponse,
  type SessionClaims,
} from '@product/api/contract';
import { licenseStatus, licenseStatuses } from '@product/domain';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  companyLicenseFixtureCompany,
  companyLicenseFixtures,
  companyLicenseFixtureToday,
  companyLicenseRepositoryFixtures,
} from './fixtures/company-licenses';
import { mockStaffClaims, mockToken } from './fixtures/session';
import { companyLicenseHandlers, resetCompanyLicenseMocks } from './handlers/company-licenses';
import { fileHandlers, resetFileMocks } from './handlers/files';

// Every answer is parsed with the contract's schemas, so the mocks cannot drift from the server.
const server = setupServer(...companyLicenseHandlers, ...fileHandlers);
const base = 'http://api.test';
const company = companyLicenseFixtureCompany.id;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetCompanyLicenseMocks();
  resetFileMocks();
});

const tokenAs = (claims: Partial<SessionClaims>) => mockToken({ ...mockStaffClaims, ...claims });

async function call(method: string, path: string, body?: unknown, token: string | null = mockToken()) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const error = (answer: { status: number; body: unknown }) => ({
  status: answer.status,
  message: errorResponse.parse(answer.body).message,
});
const list = async (query = '', token?: string) => {
  const answer = await call('GET', `${companyLicensePaths.list(company)}${query}`, undefined, token);
  expect(answer.status).toBe(200);
  const [page] = companyLicenseListResponse.parse(answer.body).result;
  return page;
};

describe('company licence fixtures', () => {
  it('are licence items of the contract with the status the domain rule gives', () => {
    expect(companyLicenseFixtures).toHaveLength(8);
    for (const fixture of companyLicenseFixtures) {
      expect(companyLicenseItem.parse(fixture)).toEqual(fixture);
      expect(fixture.status).toBe(licenseStatus(fixture, companyLicenseFixtureToday));
      for (const file of [...fixture.files.documents, ...fixture.files.protocols, ...fixture.files.fees]) {
        expect(companyLicenseRepositoryFixtures.map((item) => item.id)).toContain(file.id);
        expect(file.href).toBe(`/api/v1/client/company/${company}/licenses/${fixture.id}/files/${file.id}`);
      }
    }
    expect(new Set(companyLicenseFixtures.map((fixture) => fixture.status))).toEqual(new Set(licenseStatuses));
    expect(new Set(companyLicenseFixtures.map((fixture) => fixture.id)).size).toBe(8);
  });
});

describe('company licence mocks', () => {
  it('list, filter and sort like the server', async () => {
    const all = await list();
    expect(all).toMatchObject({ total: 8, pages_in_range: 1 });
    expect(all.items.map((item) => item.fiscalLicenseName)).toEqual(
      [...all.items.map((item) => item.fiscalLicenseName)].sort((a, b) => a.localeCompare(b)),
    );
    expect((await list('?limit=3&page=2')).items).toHaveLength(2);
    expect((await list('?cnpjs=12')).items.every((item) => item.clientNationalRegistrationId === 12)).toBe(true);
    expect((await list('?cnpjs=12')).total).toBe(3);
    expect((await list('?status=pending')).total).toBe(2);
    expect((await list(`?cnaes=${encodeURIComponent('"4721-1/02"')}`)).total).toBe(4);
    expect(
      (await list('?search=sanitaria')).items.every((item) => item.fiscalLicenseName === 'Licença sanitária'),
    ).toBe(true);
    expect((await list('?sort=status')).items[0]?.status).toBe('license_expired');
    expect(error(await call('GET', `${companyLicensePaths.list(company)}?sort=nome`))).toEqual({
      status: 400,
      message: 'Ordenação inválida.',
    });
  });

  it('count statuses for the same filters', async () => {
    const answer = await call('GET', companyLicensePaths.statuses(company));
    const counts = companyLicenseStatusesResponse.parse(answer.body).result;
    expect(counts.map((entry) => entry.status)).toEqual([...licenseStatuses]);
    expect(counts.reduce((sum, entry) => sum + entry.total, 0)).toBe(8);
  });

  it('show sources only to {product} and EDITOR', async () => {
    const id = companyLicenseFixtures[0]?.id ?? 0;
    const staff = companyLicenseDetail.parse((await call('GET', companyLicensePaths.one(company, id))).body);
    expect(staff.sources).toEqual([
      { uf: 'MG', state: 'Minas Gerais', name: 'JUCEMG', url: 'https://www.jucemg.mg.gov.br/' },
    ]);
    const admin = (
      await call('GET', companyLicensePaths.one(company, id), undefined, tokenAs({ access_role: 'ADMIN' }))
    ).body as Record<string, unknown>;
    expect('sources' in admin).toBe(false);
  });

  it('save, validate and reset a row', async () => {
    const row = companyLicenseFixtures.find((fixture) => fixture.status === 'pending');
    if (!row) throw new Error('no pending fixture');
    const saved = companyLicenseUpdateResponse.parse(
      (
        await call('PUT', companyLicensePaths.one(company, row.id), {
          type: 'document',
          validUntil: '2027-06-30',
          fileId: 301,
          feeName: 'Taxa',
          feeAmount: '80,00',
          feeFileId: 303,
        })
      ).body,
    );
    expect(saved.message).toBe('Alteração realizada');
    expect(saved.license).toMatchObject({ status: 'in_conformity', feeAmount: 80 });
    expect(saved.license.files.documents.map((file) => file.id)).toEqual([301]);
    expect((await list('?status=pending')).total).toBe(1);

    expect(error(await call('PUT', companyLicensePaths.one(company, row.id), { isNecessary: true }))).toEqual({
      status: 400,
      message: 'Tipo obrigatório',
    });
    expect(
      error(await call('POST', companyLicensePaths.one(company, row.id), { type: 'document', fileId: 999 })),
    ).toEqual({ status: 404, message: 'Arquivo não encontrado.' });

    const reset = companyLicenseResetResponse.parse(
      (await call('POST', companyLicensePaths.reset(company, row.id))).body,
    );
    expect(reset).toMatchObject({
      message: 'Licença resetada',
      description: 'A licença voltou ao seu estado inicial, sem dados e sem uploads.',
      license: { status: 'pending', files: { documents: [], protocols: [], fees: [] } },
    });
  });

  it("reset deletes the files only that row held from the repository, as the server's", async () => {
    const row = companyLicenseFixtures.find((fixture) => fixture.files.fees.length > 0);
    if (!row) throw new Error('no fixture with a fee receipt');
    const held = [...row.files.documents, ...row.files.fees].map((file) => file.id);
    const repository = async () =>
      repositoryListResponse
        .parse((await call('GET', clientFilePaths.repository(company))).body)
        .items.map((item) => item.id);
    for (const id of held) expect(await repository()).toContain(id);
    expect((await call('POST', companyLicensePaths.reset(company, row.id))).status).toBe(200);
    for (const id of held) expect(await repository()).not.toContain(id);
  });

  it("answer a link to a row's file with GET_LICENSES only, and 404 to a file the row does not hold", async () => {
    const row = companyLicenseFixtures.find((fixture) => fixture.files.documents.length > 0);
    const file = row?.files.documents[0];
    if (!row || !file) throw new Error('no fixture with a document');
    const reader = tokenAs({ access_role: 'USER', permission_role: ['GET_LICENSES'] });
    const answer = await call('GET', file.href, undefined, reader);
    expect(answer.status).toBe(200);
    expect(fileLinkResponse.parse(answer.body).url).toMatch(/^\/api\/v1\/files\/signed\//);
    expect(error(await call('GET', companyLicensePaths.file(company, row.id, 307), undefined, reader))).toEqual({
      status: 404,
      message: 'Arquivo não encontrado.',
    });
    const filesOnly = tokenAs({ access_role: 'USER', permission_role: ['GET_FILES'] });
    expect(error(await call('GET', file.href, undefined, filesOnly)).status).toBe(403);
  });

  it('refuse like the server: no token, a role or code missing, another company', async () => {
    const path = companyLicensePaths.list(company);
    expect(error(await call('GET', path, undefined, null)).status).toBe(401);
    expect(error(await call('GET', path, undefined, tokenAs({ access_role: 'PARTNER' })))).toEqual({
      status: 403,
      message: 'Você não tem permissão para entrar nesta página. Contate o administrador.',
    });
    const readOnly = tokenAs({ access_role: 'USER', permission_role: ['GET_LICENSES'] });
    expect((await list('', readOnly)).total).toBe(8);
    const id = companyLicenseFixtures[0]?.id ?? 0;
    expect(error(await call('PUT', companyLicensePaths.one(company, id), { type: 'protocol' }, readOnly)).status).toBe(
      403,
    );
    expect(error(await call('POST', companyLicensePaths.reset(company, id), undefined, readOnly)).status).toBe(403);
    expect(error(await call('GET', companyLicensePaths.list(77)))).toEqual({
      status: 404,
      message: 'Empresa não encontrada.',
    });
    expect(error(await call('GET', companyLicensePaths.one(company, 1)))).toEqual({
      status: 404,
      message: 'Licença não encontrada.',
    });
  });
});
