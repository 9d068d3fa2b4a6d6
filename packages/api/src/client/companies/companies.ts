import {
  type CompanyCreateRequest,
  type CompanyCreateResponse,
  type CompanyDetail,
  type CompanyListItem,
  type CompanyListQuery,
  type CompanyListResponse,
  type CompanyMessageResponse,
  type CompanyUpdateDataResponse,
  type CompanyUpdateRequest,
  companyCreateResponse,
  companyDetail,
  companyListResponse,
  companyMessageResponse,
  companyPaths,
  companySelectorLimit,
  companyUpdateDataResponse,
  type TagMatch,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative, searchParamsOf } from '../http';

export type {
  CompanyCreateRequest,
  CompanyCreateResponse,
  CompanyDetail,
  CompanyListItem,
  CompanyListQuery,
  CompanyListResponse,
  CompanyUpdateRequest,
  TagMatch,
};

/** The query as the URL carries it: tag ids comma separated (spec 2 §7 'tag (comma separated)'). */
export interface CompanyListParams extends Omit<CompanyListQuery, 'tag' | 'tag_match'> {
  tags?: readonly number[];
  /** Companies with any of the `tags` (the server's default) or with all of them. */
  tagMatch?: TagMatch;
}

function companyListSearch({ tags, tagMatch, ...query }: CompanyListParams): URLSearchParams {
  const tagged = Boolean(tags?.length);
  return searchParamsOf({
    ...query,
    tag: tagged ? tags?.join(',') : undefined,
    tag_match: tagged ? tagMatch : undefined,
  });
}

/** GET /api/v1/client/company: one page of the account's companies (a USER: the assigned ones). */
export async function listCompanies(http: Http, params: CompanyListParams): Promise<CompanyListResponse> {
  const answer = await http.get(relative(companyPaths.list), { searchParams: companyListSearch(params) }).json();
  return companyListResponse.parse(answer);
}

/** POST /api/v1/client/company: a company from the registry by CNPJ (digits, or the alphanumeric form). */
export async function createCompany(http: Http, body: CompanyCreateRequest): Promise<CompanyCreateResponse> {
  return companyCreateResponse.parse(await http.post(relative(companyPaths.list), { json: body }).json());
}

/** GET /api/v1/client/company/{id}. */
export async function getCompany(http: Http, id: number): Promise<CompanyDetail> {
  return companyDetail.parse(await http.get(relative(companyPaths.one(id))).json());
}

/** PUT /api/v1/client/company/{id}: name and enabled. */
export async function updateCompany(
  http: Http,
  id: number,
  body: CompanyUpdateRequest,
): Promise<CompanyMessageResponse> {
  return companyMessageResponse.parse(await http.put(relative(companyPaths.one(id)), { json: body }).json());
}

/** DELETE /api/v1/client/company/{id}: the company and everything of it. */
export async function deleteCompany(http: Http, id: number): Promise<CompanyMessageResponse> {
  return companyMessageResponse.parse(await http.delete(relative(companyPaths.one(id))).json());
}

/**
 * POST /api/v1/client/company/{id}/update-data: every CNPJ of the company read again from the
 * registry. The registry may be slow: the spec's info toast waits up to 60 s, so the call may too.
 */
export async function updateCompanyData(http: Http, id: number): Promise<CompanyUpdateDataResponse> {
  const answer = await http.post(relative(companyPaths.updateData(id)), { timeout: 60_000 }).json();
  return companyUpdateDataResponse.parse(answer);
}

export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (params: CompanyListParams) => [...companyKeys.lists(), params] as const,
  selector: () => [...companyKeys.all, 'selector'] as const,
  detail: (id: number) => [...companyKeys.all, 'detail', id] as const,
};

/** Spec 2 §9: companies are cached for 2 hours (and refetched after every change). */
const companiesCacheMs = 7_200_000;

export function companyListQueryOptions(http: Http, params: CompanyListParams) {
  return queryOptions({
    queryKey: companyKeys.list(params),
    queryFn: () => listCompanies(http, params),
    staleTime: companiesCacheMs,
    gcTime: companiesCacheMs,
  });
}

/** Every company the caller sees, for selectors (spec 2 §7 'Company list for selectors': limit 9999999). */
export function companySelectorQueryOptions(http: Http) {
  return queryOptions({
    queryKey: companyKeys.selector(),
    queryFn: async () => (await listCompanies(http, { page: 0, limit: companySelectorLimit })).items,
    staleTime: companiesCacheMs,
    gcTime: companiesCacheMs,
  });
}

export function companyDetailQueryOptions(http: Http, id: number) {
  return queryOptions({ queryKey: companyKeys.detail(id), queryFn: () => getCompany(http, id) });
}
