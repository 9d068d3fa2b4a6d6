import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createClientUser,
  deleteClientUser,
  getClientUser,
  listClientUsers,
  updateClientUser,
} from '../client/client-users/client-users';
import { createHttp, toApiError } from '../client/http';
import { mockClientAdminClaims, mockToken } from './fixtures/session';
import { clientUserHandlers, resetClientUserMocks } from './handlers/client-users';

// The fetchers against the stateful msw mocks; the PATCH bodies are recorded to check what is sent.
const server = setupServer(...clientUserHandlers);
const sent: unknown[] = [];
const http = createHttp({
  baseUrl: 'http://api.test',
  getToken: () => mockToken(mockClientAdminClaims),
  fetch: async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'PATCH') sent.push(await request.clone().json());
    return fetch(request);
  },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetClientUserMocks();
  sent.length = 0;
});

describe('client users fetchers', () => {
  it('lists one page with the search', async () => {
    const page = await listClientUsers(http, { page: 0, limit: 20, search: 'tiago' });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ email: 'tiago@paodourado.com.br', systemRole: 'USER' });
  });

  it('creates a USER with codes and companies, and reads it back', async () => {
    const answer = await createClientUser(http, {
      name: 'Ana Lima',
      email: 'ana@paodourado.com.br',
      password: 'segredo1',
      systemRole: 'USER',
      permissionRole: ['GET_USER', 'GET_COMPANY'],
      companies: [{ id: 101 }],
    });
    expect(answer.message).toBe('Usuário criado');
    const read = await getClientUser(http, answer.user.id);
    expect(read).toMatchObject({ name: 'Ana Lima', permissionRole: ['GET_USER', 'GET_COMPANY'] });
    expect(read.companies.map((company) => company.id)).toEqual([101]);
  });

  it('leaves an empty password out of the PATCH (it keeps the current one)', async () => {
    const body = { name: 'Tiago Ferreira', email: 'tiago@paodourado.com.br', systemRole: 'USER' as const };
    await updateClientUser(http, 204, { ...body, password: '', permissionRole: ['GET_USER'] });
    expect(sent[0]).toEqual({ ...body, permissionRole: ['GET_USER'] });
    await updateClientUser(http, 204, { ...body, password: 'nova-senha' });
    expect(sent[1]).toEqual({ ...body, password: 'nova-senha' });
  });

  it('deletes, and carries the refusal of a missing user', async () => {
    expect((await deleteClientUser(http, 204)).message).toBe('Usuário excluído');
    const error = await getClientUser(http, 204).catch((caught: unknown) => caught);
    expect(toApiError(error)).toMatchObject({ status: 404, serverMessage: 'Usuário não encontrado.' });
  });
});
