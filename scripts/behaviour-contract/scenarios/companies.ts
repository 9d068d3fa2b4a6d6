// The client area's companies: the one-root rule, the registry's answers, list
// with sort and pages, update, delete, refused callers.
import { companyPaths } from '@product/api/contract';
import { seedCompanyMocks } from '@product/api/mocks';
import { beforeAll, describe, it } from 'vitest';
import { createdId, expectSameBehaviour, fixtureCnpj, registry, registryCompany } from '../context';

// The companies the registry knows, for the server's fake registry and the mocks' alike.
const registered = new Map(
  [
    ['11222333', 'Empresa Alfa Ltda'],
    ['22333444', 'Empresa Beta Ltda'],
    ['33444555', 'Empresa Gama Ltda'],
  ].map(([root = '', name = '']) => [fixtureCnpj(root, 1), name]),
);

export function describeBehaviour(): void {
  describe('companies (client area)', () => {
    const [alfa, beta, gama] = [...registered.keys()] as [string, string, string];
    const unknown = fixtureCnpj('44555666', 1);
    // What only the registry knows of a CNPJ (address, activities…): the mocks' registry names the
    // company and no more, so these values are not compared, only their presence.
    const registryFields = new Set([
      'registrationFantasyName',
      'registrationSituation',
      'registrationCreatedAt',
      'systemCityName',
      'systemStateAlias',
      'cnaes',
    ]);
    beforeAll(() => {
      for (const [cnpj, registrationName] of registered) registry.add(registryCompany(cnpj, { registrationName }));
      // The account has no company yet, on both sides.
      seedCompanyMocks({
        companies: [],
        registry: (cnpj) => {
          const registrationName = registered.get(cnpj);
          return registrationName ? { registrationName } : null;
        },
      });
    });

    it('answer like the server: create, the one-root rule, list with sort and pages, update, delete, refusals', async () => {
      await expectSameBehaviour(async (api) => {
        const created = await api.call('create', 'POST', companyPaths.list, { as: 'admin', body: { cnpj: alfa } });
        const alfaId = createdId(created.body);
        await api.call('create another', 'POST', companyPaths.list, { as: 'admin', body: { cnpj: beta } });
        const third = await api.call('create a third, inactive', 'POST', companyPaths.list, {
          as: 'admin',
          body: { cnpj: gama, companyEnabled: false },
        });
        await api.call('the same CNPJ again', 'POST', companyPaths.list, { as: 'admin', body: { cnpj: alfa } });
        await api.call('a filial of a known root', 'POST', companyPaths.list, {
          as: 'admin',
          body: { cnpj: fixtureCnpj('11222333', 2) },
        });
        await api.call('a CNPJ the registry does not know', 'POST', companyPaths.list, {
          as: 'admin',
          body: { cnpj: unknown },
        });
        await api.call('an invalid CNPJ', 'POST', companyPaths.list, { as: 'admin', body: { cnpj: '11111111111112' } });
        await api.call('no CNPJ', 'POST', companyPaths.list, { as: 'admin', body: {} });
        await api.call('list by name, page 1', 'GET', `${companyPaths.list}?sort=et.name&direction=asc&limit=2`);
        await api.call('list by name, page 2', 'GET', `${companyPaths.list}?sort=et.name&direction=asc&limit=2&page=1`);
        await api.call('search a name', 'GET', `${companyPaths.list}?search=${encodeURIComponent('BETA')}`);
        await api.call(
          'search a masked CNPJ',
          'GET',
          `${companyPaths.list}?search=${encodeURIComponent('33.444.555/0001')}`,
        );
        await api.call('a bad sort', 'GET', `${companyPaths.list}?sort=name`);
        await api.call('update', 'PUT', companyPaths.one(alfaId), {
          as: 'admin',
          body: { name: 'Alfa Renomeada', enabled: false },
        });
        await api.call('update without a name', 'PUT', companyPaths.one(alfaId), { as: 'admin', body: { name: ' ' } });
        await api.call('list after the update', 'GET', `${companyPaths.list}?sort=et.id&direction=asc`);
        await api.call('delete', 'DELETE', companyPaths.one(createdId(third.body)), { as: 'admin' });
        await api.call('delete it again', 'DELETE', companyPaths.one(createdId(third.body)), { as: 'admin' });
        await api.call('update a company that is not there', 'PUT', companyPaths.one(999_999), {
          as: 'admin',
          body: { name: 'Ninguém' },
        });
        await api.call('a malformed id', 'PUT', companyPaths.one('abc'), { as: 'admin', body: { name: 'X' } });
        await api.call('a USER without CREATE_COMPANY', 'POST', companyPaths.list, {
          as: { user: ['GET_COMPANY'] },
          body: { cnpj: unknown },
        });
        await api.call('a USER without GET_COMPANY', 'GET', companyPaths.list, { as: { user: ['CREATE_COMPANY'] } });
        await api.call('a USER without DELETE_COMPANY', 'DELETE', companyPaths.one(alfaId), {
          as: { user: ['GET_COMPANY', 'UPDATE_COMPANY'] },
        });
        await api.call('nobody signed in', 'GET', companyPaths.list, { as: 'anonymous' });
      }, registryFields);
    });
  });
}
