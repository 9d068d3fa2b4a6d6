import {
  adminUser,
  adminUserListResponse,
  adminUserMutationResponse,
  adminUserPaths,
  cnae,
  cnaeListResponse,
  cnaeMutationResponse,
  cnaePaths,
  deletedResponse,
  errorResponse,
  licenseDefinition,
  licenseListResponse,
  licenseMutationResponse,
  licensePaths,
} from '@product/api/contract';
import { cnaeCodePattern } from '@product/domain';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminUserFixtures } from './fixtures/admin-users';
import { cnaeFixtures } from './fixtures/cnaes';
import { licenseFixtures } from './fixtures/licenses';
import { catalogueHandlers, resetCatalogueMocks } from './handlers/catalogue';

// Every answer is parsed with the contract's schemas, so the mocks cannot drift from the server.
const server = setupServer(...catalogueHandlers);
const base = 'http://api.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetCatalogueMocks());

async function call(method: string, path: string, body?: unknown, token: string | null = 'mock-token') {
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

describe('catalogue fixtures', () => {
  it('are valid records of the contract', () => {
    expect(cnaeFixtures).toHaveLength(30);
    for (const fixture of cnaeFixtures) {
      expect(cnae.parse(fixture)).toEqual(fixture);
      expect(fixture.codeClass).toMatch(cnaeCodePattern);
    }
    expect(new Set(cnaeFixtures.map((fixture) => fixture.codeClass)).size).toBe(30);
    expect(licenseFixtures).toHaveLength(5);
    for (const fixture of licenseFixtures) {
      expect(licenseDefinition.parse(fixture)).toEqual(fixture);
      expect(fixture.totalCnaes).toBe(fixture.fiscalRegistrations.length);
    }
    expect(adminUserFixtures).toHaveLength(8);
    for (const fixture of adminUserFixtures) expect(adminUser.parse(fixture)).toEqual(fixture);
  });
});

describe('mock CNAE calls', () => {
  it('refuses a call without a token', async () => {
    expect(error(await call('GET', cnaePaths.list, undefined, null))).toEqual({
      status: 401,
      message: 'Sessão inválida ou expirada. Entre novamente.',
    });
  });

  it('lists in result[0], pages and searches code and description', async () => {
    const all = cnaeListResponse.parse((await call('GET', `${cnaePaths.list}?limit=900000`)).body).result[0];
    expect(all.total).toBe(30);
    expect(all.items).toHaveLength(30);
    const second = cnaeListResponse.parse((await call('GET', `${cnaePaths.list}?limit=20&page=1`)).body).result[0];
    expect(second).toMatchObject({ total: 30, pages_in_range: 2 });
    expect(second.items).toHaveLength(10);
    const byCode = cnaeListResponse.parse((await call('GET', `${cnaePaths.list}?search=4711302`)).body).result[0];
    expect(byCode.items.map((item) => item.codeClass)).toEqual(['4711-3/02']);
    const byText = cnaeListResponse.parse((await call('GET', `${cnaePaths.list}?search=HOTEIS`)).body).result[0];
    expect(byText.items.map((item) => item.codeClass)).toEqual(['5510-8/01']);
  });

  it('creates, reads, updates and deletes', async () => {
    const created = await call('POST', cnaePaths.list, { codeClass: '4722901', codeDescription: 'Açougues' });
    expect(created.status).toBe(201);
    const { cnae: saved, message } = cnaeMutationResponse.parse(created.body);
    expect(message).toBe('CNAE criado');
    expect(saved).toMatchObject({ codeClass: '4722-9/01', registrationLevel: 'low_level', enabled: true });
    expect(cnae.parse((await call('GET', cnaePaths.one(saved.id))).body)).toEqual(saved);

    const updated = await call('PUT', cnaePaths.one(saved.id), {
      codeClass: '4722-9/01',
      registrationLevel: 'high_level',
      codeDescription: 'Comércio varejista de carnes - açougues',
    });
    expect(cnaeMutationResponse.parse(updated.body)).toMatchObject({
      message: 'CNAE alterado',
      cnae: { registrationLevel: 'high_level' },
    });
    expect(deletedResponse.parse((await call('DELETE', cnaePaths.one(saved.id))).body)).toEqual({
      message: 'CNAE excluído',
    });
    expect(error(await call('GET', cnaePaths.one(saved.id)))).toEqual({ status: 404, message: 'CNAE não encontrado.' });
  });

  it('answers the server’s errors', async () => {
    expect(error(await call('POST', cnaePaths.list, { codeClass: '4711-3/02', codeDescription: 'Dup' }))).toEqual({
      status: 409,
      message: 'Já existe um CNAE com este código.',
    });
    expect(error(await call('POST', cnaePaths.list, { codeDescription: 'Sem código' }))).toEqual({
      status: 400,
      message: 'Código obrigatório',
    });
    expect(error(await call('GET', cnaePaths.one('abc')))).toEqual({ status: 400, message: 'ID inválido.' });
  });

  it('removes a deleted CNAE from the licences', async () => {
    const supermarket = cnaeFixtures.find((item) => item.codeClass === '4711-3/02');
    await call('DELETE', cnaePaths.one(supermarket?.id ?? 0));
    const license = licenseDefinition.parse((await call('GET', licensePaths.one(1))).body);
    expect(license.fiscalRegistrations.map((item) => item.codeClass)).not.toContain('4711-3/02');
    expect(license.totalCnaes).toBe(license.fiscalRegistrations.length);
  });
});

describe('mock licence calls', () => {
  it('lists without a wrapper, in name order, and searches', async () => {
    const list = licenseListResponse.parse((await call('GET', licensePaths.list)).body);
    expect(list.total).toBe(5);
    expect(list.items[0]?.name).toBe('Alvará de funcionamento');
    const found = licenseListResponse.parse((await call('GET', `${licensePaths.list}?search=sanitaria`)).body);
    expect(found.items.map((item) => item.name)).toEqual(['Licença sanitária']);
  });

  it('creates with CNAEs, updates keeping them, deletes', async () => {
    const body = {
      name: 'Licença de publicidade',
      description: 'Autoriza anúncios na fachada',
      impact: 1,
      complexity: 2,
      estimatedEffort: 5,
      estimatedBureaucratic: 20,
      estimatedValid: 365,
      fiscalRegistrations: [{ id: 1 }, { id: 2 }],
    };
    const created = await call('POST', licensePaths.list, body);
    expect(created.status).toBe(201);
    const { license } = licenseMutationResponse.parse(created.body);
    expect(license.totalCnaes).toBe(2);
    const { fiscalRegistrations: _, ...withoutCnaes } = body;
    const updated = licenseMutationResponse.parse(
      (await call('PUT', licensePaths.one(license.id), { ...withoutCnaes, impact: 3 })).body,
    );
    expect(updated).toMatchObject({ message: 'Licença atualizada', license: { impact: 3, totalCnaes: 2 } });
    expect(deletedResponse.parse((await call('DELETE', licensePaths.one(license.id))).body).message).toBe(
      'Licença excluída',
    );
  });

  it('answers the server’s errors', async () => {
    const body = {
      name: 'X',
      description: 'Teste',
      impact: 4,
      complexity: 1,
      estimatedEffort: 1,
      estimatedBureaucratic: 1,
      estimatedValid: 1,
    };
    expect(error(await call('POST', licensePaths.list, { ...body, name: 'Nome' }))).toEqual({
      status: 400,
      message: 'Mínimo de 1 e máximo de 3',
    });
    expect(
      error(
        await call('POST', licensePaths.list, { ...body, name: 'Nome', impact: 1, fiscalRegistrations: [{ id: 999 }] }),
      ),
    ).toEqual({ status: 400, message: 'CNAE não encontrado: 999.' });
    expect(error(await call('GET', licensePaths.one(999)))).toEqual({
      status: 404,
      message: 'Licença não encontrada.',
    });
  });
});

describe('mock admin user calls', () => {
  it('lists in result[0], newest first, and searches', async () => {
    const list = adminUserListResponse.parse((await call('GET', adminUserPaths.list)).body).result[0];
    expect(list.total).toBe(8);
    expect(list.items[0]?.name).toBe('Heitor Batista');
    const found = adminUserListResponse.parse((await call('GET', `${adminUserPaths.list}?search=fabio`)).body);
    expect(found.result[0].items.map((item) => item.email)).toEqual(['fabio@affinitycontabil.com.br']);
  });

  it('creates, updates and deletes', async () => {
    const created = await call('POST', adminUserPaths.list, {
      name: 'Nova Pessoa',
      email: ' Nova@Conforma.Local ',
      password: '123456',
      systemRole: 'EDITOR',
    });
    expect(created.status).toBe(201);
    const { user } = adminUserMutationResponse.parse(created.body);
    expect(user).toMatchObject({ email: 'nova@conforma.local', enabled: true });
    const updated = await call('PATCH', adminUserPaths.one(user.id), {
      name: 'Nova Pessoa',
      email: 'nova@conforma.local',
      systemRole: 'AFFINITY',
      enabled: false,
      password: '',
    });
    expect(adminUserMutationResponse.parse(updated.body)).toMatchObject({
      message: 'Usuário alterado',
      user: { systemRole: 'AFFINITY', enabled: false },
    });
    expect(deletedResponse.parse((await call('DELETE', adminUserPaths.one(user.id))).body).message).toBe(
      'Usuário excluído',
    );
  });

  it('answers the server’s errors', async () => {
    const body = { name: 'Outra', email: 'carla.mendes@conforma.local', password: '123456', systemRole: 'EDITOR' };
    expect(error(await call('POST', adminUserPaths.list, body))).toEqual({
      status: 409,
      message: 'Este email já está cadastrado.',
    });
    expect(error(await call('POST', adminUserPaths.list, { ...body, password: 'x'.repeat(33) }))).toEqual({
      status: 400,
      message: 'Máximo de 32 caracteres',
    });
    expect(error(await call('DELETE', adminUserPaths.one(1)))).toEqual({
      status: 409,
      message: 'Você não pode excluir o seu próprio usuário aqui.',
    });
    expect(error(await call('GET', adminUserPaths.one(999)))).toEqual({
      status: 404,
      message: 'Usuário não encontrado.',
    });
  });
});
