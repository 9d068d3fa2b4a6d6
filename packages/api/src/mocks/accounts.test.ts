import {
  account,
  accountDeleteResponse,
  accountListResponse,
  accountPaths,
  accountResponse,
  enterClientResponse,
  errorResponse,
  groupListResponse,
  groupPaths,
  type SessionClaims,
} from '@product/api/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeSession } from '../client/session';
import { accountFixtures, groupFixtures } from './fixtures/accounts';
import { mockStaffClaims, mockToken } from './fixtures/session';
import { accountHandlers, resetAccountMocks } from './handlers/accounts';

// Every answer is parsed with the contract's schemas, so the mocks cannot drift from the server.
const server = setupServer(...accountHandlers);
const base = 'http://api.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetAccountMocks());
afterAll(() => server.close());

const staffToken = mockToken();
const tokenOf = (claims: Partial<SessionClaims>) => mockToken({ ...mockStaffClaims, ...claims });
/** A PARTNER whose own account (id 44) is in group 2 'Parceiro Minas'. */
const partnerToken = tokenOf({ access_role: 'PARTNER', current_client_id: 44 });
const groupOf = (id: number) => accountFixtures.find((fixture) => fixture.id === id)?.groupName;

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
async function expectError(
  answer: Promise<{ status: number; body: unknown }>,
  status: number,
  message: string,
  code?: string,
) {
  const { status: actual, body } = await answer;
  expect({ status: actual, body: errorResponse.parse(body) }).toEqual({
    status,
    body: code === undefined ? { message } : { message, code },
  });
}

describe('mock groups', () => {
  it('are the fixtures’ groups, ordered by name', async () => {
    const { status, body } = await call('GET', groupPaths.list, staffToken);
    expect(status).toBe(200);
    expect(groupListResponse.parse(body).map((group) => group.name)).toEqual([
      'Affinity Contábil',
      'Conforma',
      'Parceiro Minas',
    ]);
  });
  it('give PARTNER only their own group', async () => {
    expect(groupOf(44)).toBe('Parceiro Minas');
    const { body } = await call('GET', groupPaths.list, partnerToken);
    expect(groupListResponse.parse(body)).toEqual([groupFixtures[1]]);
  });
  it('refuse client-side roles and missing tokens', async () => {
    await expectError(
      call('GET', groupPaths.list, tokenOf({ access_role: 'ADMIN' })),
      403,
      'Você não tem permissão para entrar nesta página. Contate o administrador.',
    );
    // As the server: no token is a session it cannot read, not an expired one.
    await expectError(
      call('GET', groupPaths.list, null),
      401,
      'Sessão inválida ou expirada. Entre novamente.',
      'sessao-invalida',
    );
  });
});

describe('mock account create, read, update, delete', () => {
  it('creates in group 1 by default and lists the new account first', async () => {
    const created = await call('POST', accountPaths.list, staffToken, { name: 'Padaria Sol', type: 'CLIENT' });
    expect(created.status).toBe(201);
    const body = accountResponse.parse(created.body);
    expect(body).toMatchObject({ id: 46, name: 'Padaria Sol', enabled: true, groupName: 'Conforma' });
    const list = accountListResponse.parse((await call('GET', `${accountPaths.list}?group=1`, staffToken)).body);
    expect(list.items[0]).toEqual(body);
    expect(list.total).toBe(16);
  });
  it('puts what PARTNER creates in their group and refuses another group', async () => {
    const created = accountResponse.parse(
      (await call('POST', accountPaths.list, partnerToken, { name: 'Loja', type: 'PROVIDER' })).body,
    );
    expect(created.groupName).toBe('Parceiro Minas');
    await expectError(
      call('POST', accountPaths.list, partnerToken, { name: 'Loja', type: 'CLIENT', groupId: 3 }),
      403,
      'Você só pode criar clientes no seu próprio grupo.',
    );
  });
  it('validates with the contract’s messages', async () => {
    await expectError(
      call('POST', accountPaths.list, staffToken, { name: 'a', type: 'CLIENT' }),
      400,
      'Mínimo de 2 caracteres',
    );
    await expectError(
      call('POST', accountPaths.list, staffToken, { name: 'Ok', type: 'BUSINESS' }),
      400,
      'Tipo inválido',
    );
    await expectError(
      call('POST', accountPaths.list, staffToken, { name: 'Ok', type: 'CLIENT', groupId: 9 }),
      400,
      'Grupo não encontrado.',
    );
    await expectError(
      call('PUT', accountPaths.item(2), staffToken, { name: 'Ok', type: 'CLIENT' }),
      400,
      'Campo Ativo obrigatório',
    );
    await expectError(call('GET', accountPaths.item('abc'), staffToken), 400, 'ID de cliente inválido.');
  });
  it('reads and updates an account', async () => {
    const read = await call('GET', accountPaths.item(2), staffToken);
    expect(accountResponse.parse(read.body)).toEqual(accountFixtures.find((fixture) => fixture.id === 2));
    const updated = await call('PUT', accountPaths.item(2), staffToken, {
      name: 'Novo Nome',
      type: 'BUSINESS',
      enabled: false,
    });
    expect(accountResponse.parse(updated.body)).toMatchObject({
      id: 2,
      name: 'Novo Nome',
      type: 'BUSINESS',
      enabled: false,
    });
    expect(accountResponse.parse(updated.body).updatedAt).not.toBeNull();
  });
  it('answers 404 to PARTNER for another group’s account', async () => {
    expect(groupOf(45)).toBe('Conforma');
    await expectError(call('GET', accountPaths.item(45), partnerToken), 404, 'Cliente não encontrado.');
    await expectError(
      call('PUT', accountPaths.item(45), partnerToken, { name: 'X y', type: 'CLIENT', enabled: true }),
      404,
      'Cliente não encontrado.',
    );
    await expectError(call('DELETE', accountPaths.item(45), partnerToken), 404, 'Cliente não encontrado.');
    await expectError(call('POST', accountPaths.enter(45), partnerToken), 404, 'Cliente não encontrado.');
    await expectError(call('GET', accountPaths.item(999), staffToken), 404, 'Cliente não encontrado.');
  });
  it('deletes an account, refusing the provider’s and one’s own', async () => {
    const deleted = await call('DELETE', accountPaths.item(5), staffToken);
    expect(accountDeleteResponse.parse(deleted.body)).toEqual({ message: 'Cliente excluído' });
    await expectError(call('GET', accountPaths.item(5), staffToken), 404, 'Cliente não encontrado.');
    await expectError(
      call('DELETE', accountPaths.item(1), staffToken),
      409,
      'A conta do provedor não pode ser excluída.',
    );
    await expectError(
      call('DELETE', accountPaths.item(44), partnerToken),
      409,
      'Você não pode excluir a conta à qual pertence.',
    );
  });
  it('leaves a group out with exceptGroup, as the server does (the affinitys view without group 1)', async () => {
    const query = `${accountPaths.list}?filter=CLIENT&exceptGroup=1&limit=100`;
    const list = accountListResponse.parse((await call('GET', query, staffToken)).body);
    expect(list.total).toBe(26);
    expect(new Set(list.items.map((item) => item.groupName))).toEqual(new Set(['Parceiro Minas', 'Affinity Contábil']));
  });
  it('starts each test from the fixtures again', async () => {
    const list = accountListResponse.parse((await call('GET', `${accountPaths.list}?limit=100`, staffToken)).body);
    expect(list.items).toEqual(accountFixtures);
    for (const item of list.items) expect(account.parse(item)).toEqual(item);
  });
});

describe('mock enter client', () => {
  it('answers a token with the same identity and the client’s id and name', async () => {
    const { status, body } = await call('POST', accountPaths.enter(2), staffToken);
    expect(status).toBe(200);
    const claims = decodeSession(enterClientResponse.parse(body).access_token);
    expect(claims).toEqual({ ...mockStaffClaims, current_client_id: 2, client_name: 'Empresa Cliente 2' });
  });
  it('refuses a client-side role', async () => {
    await expectError(
      call('POST', accountPaths.enter(2), tokenOf({ access_role: 'USER' })),
      403,
      'Você não tem permissão para entrar nesta página. Contate o administrador.',
    );
  });
});
