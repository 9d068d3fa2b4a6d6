import {
  cnaesByLevel,
  companyAddress,
  companyAddressesResponse,
  companyCnpjCreateResponse,
  companyCnpjItem,
  companyCnpjListResponse,
  companyCnpjMessageResponse,
  companyCnpjPaths,
  companyCreateResponse,
  companyDetail,
  companyLastUpdateResponse,
  companyLevelResponse,
  companyListItem,
  companyListResponse,
  companyMessageResponse,
  companyPaths,
  companyTagsResponse,
  companyUpdateDataResponse,
  errorResponse,
  tag,
  tagListResponse,
  tagMessageResponse,
  tagMutationResponse,
  tagPaths,
} from '@product/api/contract';
import { isValidCnpj } from '@product/domain';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  companyAddressOf,
  companyCnaesOf,
  companyCnpjItemOf,
  companyDetailOf,
  companyFixtures,
  companyLevelOf,
  companyListItemOf,
  fixtureCnpj,
  tagFixtures,
} from './fixtures/companies';
import { fileFixtureCompanyId } from './fixtures/files';
import { companyHandlers, mockUnknownCnpj, resetCompanyMocks } from './handlers/companies';
import { tagHandlers } from './handlers/tags';

// Every fixture and answer is parsed with the contract's schemas, so the mocks cannot drift from the server.
const server = setupServer(...companyHandlers, ...tagHandlers);
const base = 'http://api.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetCompanyMocks());

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
const listOf = async (query = '') =>
  companyListResponse.parse((await call('GET', `${companyPaths.list}?${query}`)).body);

describe('company fixtures', () => {
  it('are valid records of the contract, with valid CNPJs sharing their company root', () => {
    expect(companyFixtures).toHaveLength(11);
    for (const fixture of companyFixtures) {
      expect(companyListItem.parse(companyListItemOf(fixture, tagFixtures))).toEqual(
        companyListItemOf(fixture, tagFixtures),
      );
      expect(companyDetail.parse(companyDetailOf(fixture))).toEqual(companyDetailOf(fixture));
      expect(cnaesByLevel.parse(companyCnaesOf(fixture))).toEqual(companyCnaesOf(fixture));
      expect(companyLevelResponse.parse({ cnpjLevel: companyLevelOf(fixture) })).toBeTruthy();
      for (const establishment of fixture.establishments) {
        expect(isValidCnpj(establishment.cnpj)).toBe(true);
        expect(establishment.cnpj.slice(0, 8)).toBe(fixture.establishments[0]?.cnpj.slice(0, 8));
        expect(companyCnpjItem.parse(companyCnpjItemOf(establishment))).toEqual(companyCnpjItemOf(establishment));
        expect(companyAddress.parse(companyAddressOf(establishment))).toEqual(companyAddressOf(establishment));
      }
    }
    for (const fixture of tagFixtures) expect(tag.parse(fixture)).toEqual(fixture);
    // The files mocks' company is one of these, with the same CNPJ ids.
    expect(
      companyFixtures.find((fixture) => fixture.id === fileFixtureCompanyId)?.establishments.map((e) => e.id),
    ).toEqual([11, 12]);
    const situations = new Set(companyFixtures.map((fixture) => fixture.establishments[0]?.situation));
    expect([...situations].sort()).toEqual(['ATIVA', 'BAIXADA', 'INAPTA', 'INATIVA']);
    expect(new Set(companyFixtures.map((fixture) => companyLevelOf(fixture)))).toEqual(
      new Set(['low_level', 'medium_level', 'high_level', null]),
    );
  });
});

describe('mock company calls', () => {
  it('refuses a call without a token', async () => {
    expect(error(await call('GET', companyPaths.list, undefined, null))).toEqual({
      status: 401,
      message: 'Sessão inválida ou expirada. Entre novamente.',
    });
  });

  it('lists newest id first, pages, sorts, searches and keeps companies with any or every chosen tag', async () => {
    const all = await listOf();
    expect(all).toMatchObject({ total: 11, pages_in_range: 1 });
    expect(all.items.map((item) => item.id)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect((await listOf('limit=4&page=2')).items.map((item) => item.id)).toEqual([3, 2, 1]);
    expect((await listOf('sort=et.name&direction=asc&limit=2')).items.map((item) => item.name)).toEqual([
      'Clínica Bem Viver Ltda',
      'Construtora Horizonte Azul Ltda',
    ]);
    expect((await listOf('search=padaria')).items.map((item) => item.id)).toEqual([1]);
    expect((await listOf(`search=${encodeURIComponent('12.345.678/0002')}`)).items.map((item) => item.id)).toEqual([1]);
    expect((await listOf('tag=4')).items.map((item) => item.id)).toEqual([8, 3, 2]);
    expect((await listOf('tag=3,4')).items.map((item) => item.id)).toEqual([9, 8, 5, 3, 2, 1]);
    expect((await listOf('tag=3,4&tag_match=any')).items.map((item) => item.id)).toEqual([9, 8, 5, 3, 2, 1]);
    expect((await listOf('tag=3,4&tag_match=all')).items.map((item) => item.id)).toEqual([8]);
    expect((await listOf('tag=&tag_match=all')).total).toBe(11);
    expect(error(await call('GET', `${companyPaths.list}?tag=3&tag_match=some`))).toEqual({
      status: 400,
      message: 'Regra de tags inválida: use any ou all.',
    });
    expect(error(await call('GET', `${companyPaths.list}?sort=name`))).toEqual({
      status: 400,
      message: 'Ordenação inválida.',
    });
  });

  it('creates a company by CNPJ, refusing known CNPJs and roots, and CNPJs the registry does not know', async () => {
    const cnpj = fixtureCnpj('55443322', 1);
    const created = companyCreateResponse.parse((await call('POST', companyPaths.list, { cnpj })).body);
    expect(created.message).toBe('Empresa criada');
    expect((await listOf()).items[0]).toMatchObject({ id: created.id, registrationCode: cnpj, totalCNPJ: 1 });
    expect(error(await call('POST', companyPaths.list, { cnpj }))).toEqual({
      status: 409,
      message: 'Este CNPJ já está cadastrado nesta conta.',
    });
    expect(error(await call('POST', companyPaths.list, { cnpj: fixtureCnpj('55443322', 2) }))).toMatchObject({
      status: 409,
    });
    expect(error(await call('POST', companyPaths.list, { cnpj: mockUnknownCnpj }))).toEqual({
      status: 404,
      message: 'CNPJ não encontrado na Receita Federal.',
    });
    expect(error(await call('POST', companyPaths.list, {}))).toEqual({ status: 400, message: 'CNPJ é obrigatório.' });
    expect(error(await call('POST', companyPaths.list, { cnpj: '11111111111112' }))).toEqual({
      status: 400,
      message: 'CNPJ inválido.',
    });
  });

  it('reads, updates, refreshes and deletes a company', async () => {
    const detail = companyDetail.parse((await call('GET', companyPaths.one(2))).body);
    expect(detail).toMatchObject({ id: 2, name: 'Supermercado Bom Preço S.A.', state_name: 'São Paulo', totalCNPJ: 3 });
    expect(companyAddressesResponse.parse((await call('GET', companyPaths.addresses(2))).body)).toHaveLength(3);
    expect(cnaesByLevel.parse((await call('GET', companyPaths.cnaes(2))).body).lowLevel).toHaveLength(2);
    expect(companyLevelResponse.parse((await call('GET', companyPaths.level(4))).body)).toEqual({
      cnpjLevel: 'high_level',
    });
    expect(
      companyMessageResponse.parse(
        (await call('PUT', companyPaths.one(2), { name: 'Bom Preço', enabled: false })).body,
      ),
    ).toEqual({ message: 'Empresa atualizada' });
    expect(companyDetail.parse((await call('GET', companyPaths.one(2))).body)).toMatchObject({
      name: 'Bom Preço',
      enabled: false,
    });
    expect(error(await call('PUT', companyPaths.one(2), { name: ' ' }))).toEqual({
      status: 400,
      message: 'Nome é obrigatório',
    });
    expect(companyUpdateDataResponse.parse((await call('POST', companyPaths.updateData(2))).body)).toEqual({
      message: 'Empresa atualizada',
      lastUpdateInDays: 0,
    });
    expect(companyLastUpdateResponse.parse((await call('GET', companyPaths.lastUpdate(2))).body)).toEqual({
      lastUpdateInDays: 0,
    });
    expect(companyMessageResponse.parse((await call('DELETE', companyPaths.one(2))).body)).toEqual({
      message: 'Empresa excluída',
    });
    expect(error(await call('GET', companyPaths.one(2)))).toEqual({ status: 404, message: 'Empresa não encontrada.' });
  });

  it('lists, adds and deletes CNPJs of a company', async () => {
    const path = companyCnpjPaths.list(1);
    const listed = companyCnpjListResponse.parse((await call('GET', `${path}?sort=et.id&direction=asc`)).body);
    expect(listed.items.map((item) => [item.id, item.type])).toEqual([
      [11, 'MATRIZ'],
      [12, 'Filial'],
    ]);
    const added = companyCnpjCreateResponse.parse(
      (await call('POST', path, { cnpj: fixtureCnpj('12345678', 3) })).body,
    );
    expect(added.message).toBe('CNPJ adicionado');
    expect(error(await call('POST', path, { cnpj: fixtureCnpj('23456789', 9) }))).toEqual({
      status: 400,
      message: 'O CNPJ deve ter a mesma raiz (8 primeiros caracteres) da empresa: 12.345.678.',
    });
    expect(
      companyCnpjMessageResponse.parse(
        (await call('DELETE', path, { registrationCode: fixtureCnpj('12345678', 3) })).body,
      ),
    ).toEqual({ message: 'CNPJ excluído' });
    const onlyOne = companyCnpjPaths.list(3);
    const [single] = companyCnpjListResponse.parse((await call('GET', onlyOne)).body).items;
    expect(error(await call('DELETE', onlyOne, { registrationCode: single?.registrationCode }))).toEqual({
      status: 409,
      message: "Este é o único CNPJ da empresa. Para removê-lo, use 'Excluir empresa'.",
    });
  });
});

describe('mock tag calls', () => {
  it('creates, renames, deletes tags and replaces a company’s set', async () => {
    expect(tagListResponse.parse((await call('GET', tagPaths.list)).body)).toEqual([
      { id: 1, tag: 'Filiais', totalCompanies: 2 },
      { id: 2, tag: 'Prioridade', totalCompanies: 2 },
      { id: 3, tag: 'Região Metropolitana', totalCompanies: 4 },
      { id: 4, tag: 'VIP', totalCompanies: 3 },
    ]);
    const created = tagMutationResponse.parse((await call('POST', tagPaths.list, { tag: ' Auditoria ' })).body);
    expect(created).toMatchObject({ message: 'Tag criada', tag: { tag: 'Auditoria' } });
    expect(error(await call('POST', tagPaths.list, { tag: 'vip' }))).toEqual({
      status: 409,
      message: 'Já existe uma tag com este nome.',
    });
    expect(
      tagMutationResponse.parse((await call('PUT', tagPaths.one(created.tag.id), { tag: 'Auditoria 2026' })).body).tag,
    ).toEqual({ id: created.tag.id, tag: 'Auditoria 2026' });
    const set = companyTagsResponse.parse(
      (await call('PUT', tagPaths.company(7), { tags: [{ id: created.tag.id }, { id: 4 }] })).body,
    );
    expect(set.tags.map((item) => item.tag)).toEqual(['Auditoria 2026', 'VIP']);
    expect((await listOf(`tag=${created.tag.id}`)).items.map((item) => item.id)).toEqual([7]);
    expect(tagMessageResponse.parse((await call('DELETE', tagPaths.one(4))).body)).toEqual({ message: 'Tag excluída' });
    expect((await listOf('search=escola')).items[0]?.tags).toEqual([{ id: created.tag.id, tag: 'Auditoria 2026' }]);
    expect(error(await call('PUT', tagPaths.company(7), { tags: [{ id: 4 }] }))).toEqual({
      status: 404,
      message: 'Tag não encontrada.',
    });
  });
});
