import {
  type CompanyTagsResponse,
  companyTagsRequest,
  companyTexts,
  type ErrorResponse,
  type Tag,
  type TagListResponse,
  type TagMessageResponse,
  type TagMutationResponse,
  tagPaths,
  tagRequest,
  tagTexts,
} from '@product/api/contract';
import { HttpResponse, http } from 'msw';
import { companyStore, findCompany } from './companies';
import { bodyOf, fail, idOf, parse, signedIn, unauthorized } from './respond';

const alphabetical = (tags: readonly Tag[]) =>
  [...tags].sort((a, b) => a.tag.localeCompare(b.tag, 'pt-BR', { sensitivity: 'base' }) || a.id - b.id);
const taken = (text: string, exceptId?: number) =>
  companyStore.tags.some((tag) => tag.id !== exceptId && tag.tag.toLowerCase() === text.toLowerCase());
const tagMissing = () => fail(404, tagTexts.notFound);

/** The tag calls, over the same store as the company mocks (a company's tags show on its card). */
export const tagHandlers = [
  http.get<never, never, TagListResponse | ErrorResponse>(`*${tagPaths.list}`, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    // Every company of the account counts, as on the server (a rename or a deletion reaches them all).
    const totalCompanies = (tagId: number) =>
      companyStore.companies.filter((company) => company.tagIds.includes(tagId)).length;
    return HttpResponse.json(
      alphabetical(companyStore.tags).map((tag) => ({ ...tag, totalCompanies: totalCompanies(tag.id) })),
    );
  }),
  http.post<never, never, TagMutationResponse | ErrorResponse>(`*${tagPaths.list}`, async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const body = parse(tagRequest, await bodyOf(request));
    if ('error' in body) return body.error;
    if (taken(body.data.tag)) return fail(409, tagTexts.duplicate);
    const tag = { id: companyStore.nextId++, tag: body.data.tag };
    companyStore.tags.push(tag);
    return HttpResponse.json({ message: tagTexts.created, tag }, { status: 201 });
  }),
  http.put<{ id: string }, never, TagMutationResponse | ErrorResponse>(
    `*${tagPaths.one(':id')}`,
    async ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = idOf(params.id) ?? 0;
      const tag = companyStore.tags.find((item) => item.id === id);
      if (!tag) return tagMissing();
      const body = parse(tagRequest, await bodyOf(request));
      if ('error' in body) return body.error;
      if (taken(body.data.tag, id)) return fail(409, tagTexts.duplicate);
      tag.tag = body.data.tag;
      return HttpResponse.json({ message: tagTexts.updated, tag: { ...tag } });
    },
  ),
  http.delete<{ id: string }, never, TagMessageResponse | ErrorResponse>(
    `*${tagPaths.one(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = idOf(params.id) ?? 0;
      if (!companyStore.tags.some((tag) => tag.id === id)) return tagMissing();
      companyStore.tags = companyStore.tags.filter((tag) => tag.id !== id);
      for (const company of companyStore.companies) company.tagIds = company.tagIds.filter((tagId) => tagId !== id);
      return HttpResponse.json({ message: tagTexts.deleted });
    },
  ),
  http.put<{ id: string }, never, CompanyTagsResponse | ErrorResponse>(
    `*${tagPaths.company(':id')}`,
    async ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const company = findCompany(idOf(params.id) ?? 0);
      if (!company) return fail(404, companyTexts.notFound);
      const body = parse(companyTagsRequest, await bodyOf(request));
      if ('error' in body) return body.error;
      const ids = [...new Set(body.data.tags.map((item) => item.id))];
      const found = companyStore.tags.filter((tag) => ids.includes(tag.id));
      if (found.length !== ids.length) return tagMissing();
      company.tagIds = ids;
      return HttpResponse.json({ message: tagTexts.companyTagsUpdated, tags: alphabetical(found) });
    },
  ),
];
