import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyKeys } from '../client/companies/companies';
import {
  companyExportKeys,
  companyExportQueryOptions,
  getCompanyExport,
  importCompanies,
} from '../client/companies/company-import';
import { createHttp, toApiError } from '../client/http';
import type { UploadProgress } from '../client/upload-progress';
import { companyFixtures, fixtureCnpj } from './fixtures/companies';
import { companyExportOf, importResultFixture } from './fixtures/company-import';
import { mockClientAdminClaims, mockToken } from './fixtures/session';
import { companyHandlers, resetCompanyMocks } from './handlers/companies';
import { companyImportHandlers } from './handlers/company-import';

// The import and export fetchers against the msw mocks (Node has no XMLHttpRequest: the upload goes through fetch).
const server = setupServer(...companyImportHandlers, ...companyHandlers);
let token: string | null = mockToken(mockClientAdminClaims);
const http = createHttp({ baseUrl: 'http://api.test', getToken: () => token });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetCompanyMocks();
  token = mockToken(mockClientAdminClaims);
});

describe('importCompanies', () => {
  it('sends the sheet as the multipart field `file` and parses the result', async () => {
    const fresh = fixtureCnpj('31457892', 1);
    const progress: UploadProgress[] = [];
    const result = await importCompanies(
      http,
      new File([`CNPJ\n${fresh}\n11222333000182\n`], 'lista.csv', { type: 'text/csv' }),
      (step) => progress.push(step),
    );
    expect(result).toMatchObject({ sent: 2, success: 1, error: 1 });
    expect(result.items.map((item) => item.code)).toEqual(['success', 'error']);
    expect(progress.at(-1)?.percent).toBe(1);
  });

  it('answers the fixture for an .xlsx', async () => {
    const result = await importCompanies(http, new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'empresas.xlsx'));
    expect(result).toEqual(importResultFixture);
  });

  it('rejects with the server’s message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const empty = await importCompanies(http, new File([''], 'vazia.csv')).catch((error: unknown) => error);
    expect(toApiError(empty)).toMatchObject({ status: 400, serverMessage: 'O arquivo está vazio.' });
    token = null;
    const signedOut = await importCompanies(http, new File(['x'], 'a.csv')).catch((error: unknown) => error);
    expect(toApiError(signedOut).status).toBe(401);
  });
});

describe('getCompanyExport', () => {
  it('reads the account’s companies with their licences', async () => {
    expect(await getCompanyExport(http)).toEqual(companyExportOf(companyFixtures));
  });

  it('keys the export under the companies, so refetching them refetches it', () => {
    expect(companyExportQueryOptions(http).queryKey).toEqual(companyExportKeys.all);
    expect(companyExportKeys.all.slice(0, companyKeys.all.length)).toEqual([...companyKeys.all]);
  });
});
