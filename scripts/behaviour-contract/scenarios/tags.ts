// The client area's tags: create (unique in the account, case ignored),
// list in order with each tag's company count, rename, a company's whole set,
// delete, validation errors, refused callers — the mocks must answer as the
// server does.
import { companyPaths, tagListResponse, tagMaxLength, tagPaths } from '@product/api/contract';
import { companyFixtures, seedCompanyMocks, seedTagMocks } from '@product/api/mocks';
import type { PermissionCode } from '@product/domain';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectSameBehaviour, fixtureCnpj, server } from '../context';
import { insertTestCompany } from '../server-support';
import type { Caller } from '../transcript';

const userWith = (...codes: PermissionCode[]) => ({ user: codes }) satisfies Caller;
const tagId = (body: unknown) => (body as { tag: { id: number } }).tag.id;

export function describeBehaviour(): void {
  describe('tags (client area)', () => {
    let companyId = 0;

    beforeAll(async () => {
      const { world, send } = server();
      const name = 'Quimera Tags Ltda';
      ({ companyId } = await insertTestCompany(world.db, world.accounts.norte.id, {
        name,
        establishments: [{ cnpj: fixtureCnpj('83746556', 1) }],
      }));
      // The mocks hold that one company, under the server's id, and the server's tags (which no company carries).
      const [model] = companyFixtures;
      if (!model) throw new Error('no company fixture');
      seedCompanyMocks({
        companies: [{ ...structuredClone(model), id: companyId, name, tagIds: [] }],
        registry: () => null,
      });
      const listed = await send('GET', tagPaths.list, 'staff');
      seedTagMocks(tagListResponse.parse(listed.body));
    });

    // The company was ours only: a scenario after this one finds the account as it was.
    afterAll(async () => {
      await server().send('DELETE', companyPaths.one(companyId), 'admin');
    });

    it('answer like the server: create, list, rename, a company’s set, delete, refusals', async () => {
      await expectSameBehaviour(async (api) => {
        const create = (step: string, tag: unknown) =>
          api.call(step, 'POST', tagPaths.list, { as: 'admin', body: { tag } });
        const alfa = tagId((await create('create', 'Quimera Alfa')).body);
        const beta = tagId((await create('create in lower case', 'quimera beta')).body);
        const gama = tagId((await create('create a third', 'Quimera Gama')).body);
        await create('create a taken text in another case', 'QUIMERA ALFA');
        await create('create an empty tag', '');
        await create('create a tag too long', 'q'.repeat(tagMaxLength + 1));
        await api.call('create without a tag', 'POST', tagPaths.list, { as: 'admin', body: {} });
        await api.call('list', 'GET', tagPaths.list);

        const rename = (step: string, id: number | string, tag: string) =>
          api.call(step, 'PUT', tagPaths.one(id), { as: 'admin', body: { tag } });
        await rename('rename to its own text in another case', beta, 'Quimera Beta');
        await rename('rename to a taken text', gama, 'quimera alfa');
        await rename('rename a tag that is not there', 999_999, 'Quimera Zeta');
        await rename('rename a malformed id', 'abc', 'Quimera Zeta');

        const setTags = (step: string, id: number, tags: unknown) =>
          api.call(step, 'PUT', tagPaths.company(id), { as: 'admin', body: { tags } });
        await setTags('give the company two tags, one twice', companyId, [{ id: gama }, { id: alfa }, { id: alfa }]);
        await api.call('list with the company counts', 'GET', tagPaths.list, { as: 'admin' });
        await setTags('give a tag that is not there', companyId, [{ id: alfa }, { id: 999_999 }]);
        await setTags('tag a company that is not there', 999_999, [{ id: alfa }]);
        await setTags('a list that is not one', companyId, 'Quimera Alfa');

        await api.call('delete', 'DELETE', tagPaths.one(gama), { as: 'admin' });
        await api.call('delete it again', 'DELETE', tagPaths.one(gama), { as: 'admin' });
        await api.call('list after the delete', 'GET', tagPaths.list, { as: 'admin' });
        await setTags('clear the company’s tags', companyId, []);
        await api.call('list after clearing', 'GET', tagPaths.list, { as: 'admin' });

        await api.call('a USER without GET_COMPANY', 'GET', tagPaths.list, { as: userWith('UPDATE_COMPANY') });
        await api.call('a USER without UPDATE_COMPANY', 'POST', tagPaths.list, {
          as: userWith('GET_COMPANY'),
          body: { tag: 'Quimera Delta' },
        });
        await api.call('a USER without UPDATE_COMPANY deletes', 'DELETE', tagPaths.one(alfa), {
          as: userWith('GET_COMPANY'),
        });
        await api.call('nobody signed in', 'GET', tagPaths.list, { as: 'anonymous' });
        for (const id of [alfa, beta]) await api.call('delete the rest', 'DELETE', tagPaths.one(id), { as: 'admin' });
      });
    });
  });
}
