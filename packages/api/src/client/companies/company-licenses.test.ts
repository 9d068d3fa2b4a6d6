import { describe, expect, it } from 'vitest';
import { createHttp } from '../http';
import { cnaeCodesQuery, listCompanyLicenses } from './company-licenses';

const emptyPage = { result: [{ items: [], total: 0, pages_in_range: 0 }] };

describe('licence list query', () => {
  it('quotes the chosen CNAE codes, comma separated (spec 2 §7)', () => {
    expect(cnaeCodesQuery(['4721-1/02', '5611-2/01'])).toBe('"4721-1/02","5611-2/01"');
    expect(cnaeCodesQuery([])).toBeUndefined();
    expect(cnaeCodesQuery(undefined)).toBeUndefined();
  });

  it('sends the filter, the level and the page, and leaves out what is not set', async () => {
    const urls: URL[] = [];
    const http = createHttp({
      baseUrl: 'http://api.test',
      getToken: () => 'token-123',
      fetch: async (input) => {
        urls.push(new URL(input instanceof Request ? input.url : String(input)));
        return new Response(JSON.stringify(emptyPage), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    await listCompanyLicenses(http, 1, { page: 2, limit: 20, cnaes: ['5611-2/01'], cnae_level: 'low_level' });
    await listCompanyLicenses(http, 1, { page: 0, limit: 20, search: undefined, cnaes: undefined });
    expect(urls[0]?.pathname).toBe('/api/v1/client/company/1/licenses');
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
      page: '2',
      limit: '20',
      cnaes: '"5611-2/01"',
      cnae_level: 'low_level',
    });
    expect(Object.fromEntries(urls[1]?.searchParams ?? [])).toEqual({ page: '0', limit: '20' });
  });
});
