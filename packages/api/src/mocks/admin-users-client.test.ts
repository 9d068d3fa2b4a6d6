import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminUser, deleteAdminUser, listAdminUsers, updateAdminUser } from '../client/catalogue/admin-users';
import { createHttp, toApiError } from '../client/http';
import { mockToken } from './fixtures/session';
import { catalogueHandlers, resetCatalogueMocks } from './handlers/catalogue';

// The fetchers against the stateful msw mocks; the PATCH bodies are recorded to check what is sent.
const server = setupServer(...catalogueHandlers);
const sent: unknown[] = [];
const http = createHttp({
  baseUrl: 'http://api.test',
  getToken: () => mockToken(),
  fetch: async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'PATCH') sent.push(await request.clone().json());
    return fetch(request);
  },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetCatalogueMocks();
  sent.length = 0;
});

describe('admin users fetchers', () => {
  it('lists one page from result[0], with the search', async () => {
    const page = await listAdminUsers(http, { page: 0, limit: 20, search: 'carla' });
    expect(page.total).toBe(1);
    expect(page.items[0]?.email).toBe('carla.mendes@conforma.local');
  });

  it('creates a user with the e-mail as the form left it', async () => {
    const answer = await createAdminUser(http, {
      name: 'Irene Prado',
      email: 'irene@conforma.local',
      password: 'segredo1',
      systemRole: 'EDITOR',
      enabled: true,
    });
    expect(answer.message).toBe('Usuário criado');
    expect(answer.user).toMatchObject({ name: 'Irene Prado', systemRole: 'EDITOR', enabled: true });
  });

  it('leaves an empty password out of the PATCH (it keeps the current one)', async () => {
    const body = { name: 'Carla Mendes', email: 'carla.mendes@conforma.local', systemRole: 'EDITOR' as const };
    await updateAdminUser(http, 3, { ...body, password: '', enabled: true });
    expect(sent[0]).toEqual({ ...body, enabled: true });
    await updateAdminUser(http, 3, { ...body, password: 'nova-senha' });
    expect(sent[1]).toEqual({ ...body, password: 'nova-senha' });
  });

  it('carries the server’s refusal of deleting oneself', async () => {
    const error = await deleteAdminUser(http, 1).catch((caught: unknown) => caught);
    expect(toApiError(error)).toMatchObject({
      status: 409,
      serverMessage: 'Você não pode excluir o seu próprio usuário aqui.',
    });
    expect((await deleteAdminUser(http, 3)).message).toBe('Usuário excluído');
  });
});
