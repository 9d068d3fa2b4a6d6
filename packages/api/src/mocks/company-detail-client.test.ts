import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  companyDetailKeys,
  deleteCompanyLogo,
  getCompanyAddresses,
  getCompanyLastUpdate,
  getCompanyLevel,
  getCompanyLicenseStatuses,
  uploadCompanyLogo,
} from '../client/companies/company-detail';
import { companyLicenseKeys } from '../client/companies/company-licenses';
import { createHttp, toApiError } from '../client/http';
import { companyHandlers, resetCompanyMocks } from './handlers/companies';
import { companyLicenseHandlers, resetCompanyLicenseMocks } from './handlers/company-licenses';
import { fileHandlers, resetFileMocks } from './handlers/files';

// The company page's fetchers against the msw mocks: paths, multipart and answers as the contract says.
const server = setupServer(...companyHandlers, ...companyLicenseHandlers, ...fileHandlers);
const http = createHttp({ baseUrl: 'http://api.test', getToken: () => 'mock-token' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetCompanyMocks();
  resetCompanyLicenseMocks();
  resetFileMocks();
});

describe('company detail fetchers', () => {
  it('read the last update, the risk level and the locations of a company', async () => {
    expect(await getCompanyLastUpdate(http, 2)).toEqual({ lastUpdateInDays: 11 });
    expect(await getCompanyLevel(http, 1)).toEqual({ cnpjLevel: 'medium_level' });
    const addresses = await getCompanyAddresses(http, 1);
    expect(addresses.map((address) => address.id)).toEqual([11, 12]);
    expect(addresses[0]).toMatchObject({ systemCityName: 'Belo Horizonte', systemStateAlias: 'MG' });
  });

  it('count the licences per status, every status present', async () => {
    const counts = await getCompanyLicenseStatuses(http, 1);
    expect(counts.map((count) => count.status)).toEqual([
      'in_conformity',
      'pending',
      'license_expired',
      'near_expiration',
      'renewing',
      'not_necessary',
    ]);
    expect(counts.reduce((sum, count) => sum + count.total, 0)).toBeGreaterThan(0);
  });

  it('send a logo as multipart and delete it, with the spec toasts as messages', async () => {
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const sent = await uploadCompanyLogo(http, 1, image);
    expect(sent.message).toBe('Logo cadastrada');
    expect(sent.logoSrc).toMatch(/^\/api\/v1\/s3\/logos\/logo-/);
    expect(await deleteCompanyLogo(http, 1)).toEqual({ message: 'Logo excluida' });
    const again = await deleteCompanyLogo(http, 1).catch(toApiError);
    expect(again).toMatchObject({ status: 404, serverMessage: 'Esta empresa não tem logo.' });
  });

  it('refuse an SVG logo with the server reason', async () => {
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    const error = await uploadCompanyLogo(http, 1, svg).catch(toApiError);
    expect(error).toMatchObject({ status: 415 });
  });

  it("keep the statuses under the company's licence key: a licence change refetches the chart", () => {
    expect(companyDetailKeys.licenseStatuses(1).slice(0, companyLicenseKeys.all(1).length)).toEqual(
      companyLicenseKeys.all(1),
    );
  });
});
