import {
  type CompanyTagsResponse,
  companyTagsResponse,
  type Tag,
  type TagListItem,
  type TagListResponse,
  type TagMessageResponse,
  type TagMutationResponse,
  tagListResponse,
  tagMessageResponse,
  tagMutationResponse,
  tagPaths,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative } from '../http';

export type { CompanyTagsResponse, Tag, TagListItem, TagListResponse, TagMessageResponse, TagMutationResponse };

/** GET /api/v1/client/tags: every tag of the account, in alphabetical order, with how many companies carry it. */
export async function listTags(http: Http): Promise<TagListResponse> {
  return tagListResponse.parse(await http.get(relative(tagPaths.list)).json());
}

/** POST /api/v1/client/tags: a new tag (unique in the account, case ignored). */
export async function createTag(http: Http, tag: string): Promise<TagMutationResponse> {
  return tagMutationResponse.parse(await http.post(relative(tagPaths.list), { json: { tag } }).json());
}

/** PUT /api/v1/client/tags/{id}: renames the tag on every company that carries it. */
export async function renameTag(http: Http, id: number, tag: string): Promise<TagMutationResponse> {
  return tagMutationResponse.parse(await http.put(relative(tagPaths.one(id)), { json: { tag } }).json());
}

/** DELETE /api/v1/client/tags/{id}: the tag and its use on every company. */
export async function deleteTag(http: Http, id: number): Promise<TagMessageResponse> {
  return tagMessageResponse.parse(await http.delete(relative(tagPaths.one(id))).json());
}

/**
 * PUT /api/v1/client/tags/company/{companyId}: the company's tags become exactly `tagIds`
 * (spec 2 §2: the whole new list is sent; an empty list clears them).
 */
export async function setCompanyTags(
  http: Http,
  companyId: number,
  tagIds: readonly number[],
): Promise<CompanyTagsResponse> {
  const json = { tags: tagIds.map((id) => ({ id })) };
  return companyTagsResponse.parse(await http.put(relative(tagPaths.company(companyId)), { json }).json());
}

export const tagKeys = {
  all: ['tags'] as const,
  list: () => [...tagKeys.all, 'list'] as const,
};

export function tagListQueryOptions(http: Http) {
  return queryOptions({ queryKey: tagKeys.list(), queryFn: () => listTags(http) });
}
