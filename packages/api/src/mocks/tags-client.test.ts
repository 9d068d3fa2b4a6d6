import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listCompanies, type TagMatch } from '../client/companies/companies';
import { createTag, deleteTag, listTags, renameTag, setCompanyTags } from '../client/companies/tags';
import { createHttp, toApiError } from '../client/http';
import { companyHandlers, resetCompanyMocks } from './handlers/companies';
import { tagHandlers } from './handlers/tags';

// The fetchers against the msw mocks: the wire shape of each call ({tag}, [{id}], tag=1,2)
// must be what the handlers (and the server, which validates with the same contract) accept.
const server = setupServer(...companyHandlers, ...tagHandlers);
const http = createHttp({ baseUrl: 'http://api.test', getToken: () => 'mock-token' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetCompanyMocks());

const names = async () => (await listTags(http)).map((tag) => tag.tag);
const idsWith = async (tags: number[], tagMatch: TagMatch = 'all') =>
  (await listCompanies(http, { tags, tagMatch })).items.map((company) => company.id);

describe('tag fetchers', () => {
  it('create, rename and delete a tag, with the server message for the toast', async () => {
    const created = await createTag(http, 'Auditoria');
    expect(created).toMatchObject({ message: 'Tag criada', tag: { tag: 'Auditoria' } });
    expect(await names()).toContain('Auditoria');

    expect(await renameTag(http, created.tag.id, 'Auditoria 2026')).toMatchObject({ message: 'Tag atualizada' });
    expect(await names()).toContain('Auditoria 2026');

    expect(await deleteTag(http, created.tag.id)).toEqual({ message: 'Tag excluída' });
    expect(await names()).not.toContain('Auditoria 2026');
  });

  it('refuse a duplicate name with the server message (the toast title)', async () => {
    const error = await createTag(http, 'vip').catch(toApiError);
    expect(error).toMatchObject({ status: 409, serverMessage: 'Já existe uma tag com este nome.' });
  });

  it("replace a company's whole set, which the list's tag filter then follows", async () => {
    expect(await idsWith([1, 2])).toEqual([]);
    const answer = await setCompanyTags(http, 7, [2, 1]);
    expect(answer.tags.map((tag) => tag.tag)).toEqual(['Filiais', 'Prioridade']);
    expect(await idsWith([1, 2])).toEqual([7]);
    await setCompanyTags(http, 7, []);
    expect(await idsWith([1, 2])).toEqual([]);
  });

  it('send the tag rule: any of the tags (the default) or all of them, and count each tag’s companies', async () => {
    expect(await idsWith([3, 4], 'any')).toEqual([9, 8, 5, 3, 2, 1]);
    expect((await listCompanies(http, { tags: [3, 4] })).items.map((company) => company.id)).toEqual([
      9, 8, 5, 3, 2, 1,
    ]);
    expect(await idsWith([3, 4], 'all')).toEqual([8]);
    expect((await listTags(http)).find((tag) => tag.id === 3)?.totalCompanies).toBe(4);
  });
});
