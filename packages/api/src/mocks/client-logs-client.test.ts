import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listClientLogs } from '../client/client-logs/client-logs';
import { createHttp } from '../client/http';
import { mockClientAdminClaims, mockToken } from './fixtures/session';
import { clientLogHandlers } from './handlers/client-logs';

// The fetcher against the msw mocks, which validate the query with the contract as the server does.
const server = setupServer(...clientLogHandlers);
const http = createHttp({ baseUrl: 'http://api.test', getToken: () => mockToken(mockClientAdminClaims) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('client logs fetcher', () => {
  it('lists one page, and searches ignoring accents', async () => {
    const page = await listClientLogs(http, { page: 1, limit: 20 });
    expect(page).toMatchObject({ total: 45, pages_in_range: 3 });
    expect(page.items).toHaveLength(20);
    const found = await listClientLogs(http, { page: 0, limit: 20, search: 'joao pereira' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((entry) => entry.name === 'João Pereira')).toBe(true);
  });
});
