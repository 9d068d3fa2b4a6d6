import { account, errorResponse, loginResponse } from '@product/api/contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttp, decodeSession, listAccounts, login, toApiError } from '../client';
import { accountFixtures, accountHandlerVariants, handlers, mockCredentials, mockStaffClaims } from '.';

// The mocks answer through the real fetchers, which parse every answer with the
// contract's schemas: a fixture or handler that drifts from the contract fails here.
const server = setupServer(...handlers);
const base = 'http://api.test';
let token: string | null = null;
const http = createHttp({ baseUrl: base, getToken: () => token });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('mock fixtures', () => {
  it('are valid accounts', () => {
    for (const fixture of accountFixtures) expect(account.parse(fixture)).toEqual(fixture);
  });
});

describe('mock login', () => {
  it('answers a decodable token for the demo credentials', async () => {
    const answer = loginResponse.parse(await login(http, mockCredentials));
    expect(decodeSession(answer.access_token)).toEqual(mockStaffClaims);
  });
  it('refuses a wrong password with the server message', async () => {
    const error = await login(http, { ...mockCredentials, password: 'errada1' }).catch(toApiError);
    expect(error).toMatchObject({ status: 401, serverMessage: 'Email ou senha incorretos.' });
  });
});

describe('mock account list', () => {
  it('refuses a call without a token', async () => {
    token = null;
    const error = await listAccounts(http, {}).catch(toApiError);
    expect(error).toMatchObject({ status: 401, serverMessage: 'Sessão inválida ou expirada. Entre novamente.' });
  });
  it('pages, filters by group and searches', async () => {
    token = 'x';
    const fetchList = (query: Parameters<typeof listAccounts>[1]) => listAccounts(http, query);
    const business = await fetchList({ group: 1, limit: 5 });
    expect(business.items).toHaveLength(5);
    expect(business.total).toBe(15);
    expect(business.pages_in_range).toBe(3);
    const found = await fetchList({ search: 'padaria' });
    expect(found.items.map((item) => item.name)).toEqual(['Padaria Pão Dourado']);
  });
  it('has error variants shaped like the contract', async () => {
    server.use(accountHandlerVariants.error);
    const body = await fetch(`${base}/api/v1/admin/client/`).then((response) => response.json());
    expect(errorResponse.parse(body).message).toBe('Serviço indisponível no momento.');
    server.resetHandlers();
  });
});
