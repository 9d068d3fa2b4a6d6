import {
  clientUser,
  clientUserDeleteResponse,
  clientUserListResponse,
  clientUserMutationResponse,
  clientUserPaths,
  clientUserTexts,
  errorResponse,
} from '@product/api/contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientUserCompanyFixtures, clientUserFixtures, handlers, resetClientUserMocks } from '.';

// Every answer is parsed with the contract's schema, so the mocks cannot drift from the server.
const server = setupServer(...handlers);
const base = 'http://api.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetClientUserMocks());

async function call(method: string, path: string, body?: unknown, token: string | null = 'x') {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const error = (answer: { body: unknown }) => errorResponse.parse(answer.body);
const newUser = { name: 'Ana Lima', email: 'ana@paodourado.com.br', password: 'segredo1', systemRole: 'USER' };

describe('client user fixtures', () => {
  it('are valid client users, newest first, with companies of the fixture account', () => {
    for (const fixture of clientUserFixtures) expect(clientUser.parse(fixture)).toEqual(fixture);
    const ids = clientUserFixtures.map((user) => user.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const companyIds = new Set(clientUserCompanyFixtures.map((company) => company.id));
    for (const user of clientUserFixtures) {
      for (const company of user.companies) expect(companyIds.has(company.id)).toBe(true);
      if (user.systemRole !== 'USER') expect([user.permissionRole, user.companies]).toEqual([[], []]);
    }
  });
});

describe('mock client users', () => {
  it('refuses a call without a token', async () => {
    const answer = await call('GET', clientUserPaths.list, undefined, null);
    expect(answer.status).toBe(401);
    expect(error(answer).message).toBe('Sessão inválida ou expirada. Entre novamente.');
  });
  it('lists, searches ignoring accents and pages', async () => {
    const all = clientUserListResponse.parse((await call('GET', `${clientUserPaths.list}?limit=4`)).body);
    expect(all).toMatchObject({ total: clientUserFixtures.length, pages_in_range: 2 });
    expect(all.items).toHaveLength(4);
    const found = clientUserListResponse.parse((await call('GET', `${clientUserPaths.list}?search=silvia`)).body);
    expect(found.items.map((user) => user.name)).toEqual(['Sílvia Costa']);
  });
  it('creates a user, lower-casing the e-mail, and reads it back', async () => {
    const answer = await call('POST', clientUserPaths.list, {
      ...newUser,
      email: ' Ana@PaoDourado.com.br ',
      permissionRole: ['GET_COMPANY'],
      companies: [{ id: 101 }],
    });
    expect(answer.status).toBe(201);
    const { message, user } = clientUserMutationResponse.parse(answer.body);
    expect(message).toBe('Usuário criado');
    expect(user).toMatchObject({ email: 'ana@paodourado.com.br', permissionRole: ['GET_COMPANY'] });
    expect(user.companies.map((company) => company.id)).toEqual([101]);
    expect(clientUser.parse((await call('GET', clientUserPaths.one(user.id))).body)).toEqual(user);
  });
  it('answers the validation, duplicate and company errors like the server', async () => {
    const invalid = await call('POST', clientUserPaths.list, { ...newUser, password: '123' });
    expect([invalid.status, error(invalid).message]).toEqual([400, 'Mínimo de 6 caracteres']);
    const taken = await call('POST', clientUserPaths.list, { ...newUser, email: 'marta@paodourado.com.br' });
    expect([taken.status, error(taken).message]).toEqual([409, 'Este email já está cadastrado.']);
    const inactive = await call('POST', clientUserPaths.list, { ...newUser, companies: [{ id: 104 }] });
    expect([inactive.status, error(inactive).message]).toEqual([
      400,
      'Só é possível atribuir empresas ativas desta conta. Inválidas: 104.',
    ]);
  });
  it('edits, keeping codes and companies when absent, and clears them for an ADMIN', async () => {
    const silvia = clientUserFixtures.find((user) => user.name === 'Sílvia Costa');
    if (!silvia) throw new Error('fixture missing');
    const body = { name: 'Sílvia C.', email: silvia.email, systemRole: 'USER', enabled: true };
    const kept = clientUserMutationResponse.parse((await call('PATCH', clientUserPaths.one(silvia.id), body)).body);
    expect(kept).toMatchObject({ message: 'Usuário alterado', user: { name: 'Sílvia C.' } });
    expect(kept.user.companies).toEqual(silvia.companies);
    const promoted = clientUserMutationResponse.parse(
      (await call('PATCH', clientUserPaths.one(silvia.id), { ...body, systemRole: 'ADMIN' })).body,
    );
    expect(promoted.user).toMatchObject({ systemRole: 'ADMIN', permissionRole: [], companies: [] });
  });
  it('deletes, and keeps the last enabled administrator', async () => {
    const tiago = clientUserFixtures.find((user) => user.name === 'Tiago Ferreira');
    if (!tiago) throw new Error('fixture missing');
    const deleted = await call('DELETE', clientUserPaths.one(tiago.id));
    expect(clientUserDeleteResponse.parse(deleted.body)).toEqual({ message: 'Usuário excluído' });
    const missing = await call('GET', clientUserPaths.one(tiago.id));
    expect([missing.status, error(missing).message]).toEqual([404, 'Usuário não encontrado.']);

    const [owner, admin] = ['Marta Oliveira', 'Renato Alves'].map((name) =>
      clientUserFixtures.find((user) => user.name === name),
    );
    if (!owner || !admin) throw new Error('fixture missing');
    expect((await call('DELETE', clientUserPaths.one(owner.id))).status).toBe(200);
    const last = await call('DELETE', clientUserPaths.one(admin.id));
    expect([last.status, error(last).message]).toEqual([409, clientUserTexts.lastAdministratorDelete]);
    const demoted = await call('PATCH', clientUserPaths.one(admin.id), {
      name: admin.name,
      email: admin.email,
      systemRole: 'USER',
    });
    expect([demoted.status, error(demoted).message]).toEqual([409, clientUserTexts.lastAdministratorDemote]);
  });
});
