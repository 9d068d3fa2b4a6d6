import type {
  CompanyTagsResponse,
  Tag,
  TagListItem,
  TagListResponse,
  TagMessageResponse,
  TagMutationResponse,
} from '@product/api/contract';
import { tagOperations } from '@product/api/contract/operations/tags';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import type { Http } from '../http';
import { declareMutation } from '../mutations';
import { companyKeys } from './companies';

export type { CompanyTagsResponse, Tag, TagListItem, TagListResponse, TagMessageResponse, TagMutationResponse };

/** GET /api/v1/client/tags: every tag of the account, in alphabetical order, with how many companies carry it. */
export function listTags(http: Http): Promise<TagListResponse> {
  return callOperation(http, tagOperations.list);
}

/** POST /api/v1/client/tags: a new tag (unique in the account, case ignored). */
export function createTag(http: Http, tag: string): Promise<TagMutationResponse> {
  return callOperation(http, tagOperations.create, { body: { tag } });
}

/** PUT /api/v1/client/tags/{id}: renames the tag on every company that carries it. */
export function renameTag(http: Http, id: number, tag: string): Promise<TagMutationResponse> {
  return callOperation(http, tagOperations.rename, { params: { id }, body: { tag } });
}

/** DELETE /api/v1/client/tags/{id}: the tag and its use on every company. */
export function deleteTag(http: Http, id: number): Promise<TagMessageResponse> {
  return callOperation(http, tagOperations.delete, { params: { id } });
}

/**
 * PUT /api/v1/client/tags/company/{companyId}: the company's tags become exactly `tagIds`
 * (spec 2 §2: the whole new list is sent; an empty list clears them).
 */
export function setCompanyTags(http: Http, companyId: number, tagIds: readonly number[]): Promise<CompanyTagsResponse> {
  const body = { tags: tagIds.map((id) => ({ id })) };
  return callOperation(http, tagOperations.setCompanyTags, { params: { id: companyId }, body });
}

export const tagKeys = {
  all: ['tags'] as const,
  list: () => [...tagKeys.all, 'list'] as const,
};

export function tagListQueryOptions(http: Http) {
  return queryOptions({ queryKey: tagKeys.list(), queryFn: () => listTags(http) });
}

/** The tags and the companies: the cards and filters show tag names. */
const tagChangeKeys = () => [tagKeys.all, companyKeys.all];

export const tagMutations = {
  create: declareMutation({
    mutationFn: (http, tag: string) => createTag(http, tag),
    invalidates: tagChangeKeys,
  }),
  rename: declareMutation({
    mutationFn: (http, { id, tag }: { id: number; tag: string }) => renameTag(http, id, tag),
    invalidates: tagChangeKeys,
  }),
  delete: declareMutation({
    mutationFn: (http, id: number) => deleteTag(http, id),
    invalidates: tagChangeKeys,
  }),
  setCompanyTags: declareMutation({
    mutationFn: (http, { companyId, tagIds }: { companyId: number; tagIds: readonly number[] }) =>
      setCompanyTags(http, companyId, tagIds),
    invalidates: tagChangeKeys,
  }),
};
