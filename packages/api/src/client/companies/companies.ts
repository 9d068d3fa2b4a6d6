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
  companySelectorLimit,
  type TagMatch,
} from '@product/api/contract';
import { companyOperations } from '@product/api/contract/operations/companies';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import { dashboardKeys } from '../dashboard/kpis';
import type { Http } from '../http';
import { declareMutation } from '../mutations';

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

function companyListQuery({ tags, tagMatch, ...query }: CompanyListParams): CompanyListQuery {
  const tagged = Boolean(tags?.length);
  return {
    ...query,
    tag: tagged ? tags?.join(',') : undefined,
    tag_match: tagged ? tagMatch : undefined,
  };
}

/** GET /api/v1/client/company: one page of the account's companies (a USER: the assigned ones). */
export function listCompanies(http: Http, params: CompanyListParams): Promise<CompanyListResponse> {
  return callOperation(http, companyOperations.list, { query: companyListQuery(params) });
}

/** POST /api/v1/client/company: a company from the registry by CNPJ (digits, or the alphanumeric form). */
export function createCompany(http: Http, body: CompanyCreateRequest): Promise<CompanyCreateResponse> {
  return callOperation(http, companyOperations.create, { body });
}

/** GET /api/v1/client/company/{id}. */
export function getCompany(http: Http, id: number): Promise<CompanyDetail> {
  return callOperation(http, companyOperations.get, { params: { id } });
}

/** PUT /api/v1/client/company/{id}: name and enabled. */
export function updateCompany(http: Http, id: number, body: CompanyUpdateRequest): Promise<CompanyMessageResponse> {
  return callOperation(http, companyOperations.update, { params: { id }, body });
}

/** DELETE /api/v1/client/company/{id}: the company and everything of it. */
export function deleteCompany(http: Http, id: number): Promise<CompanyMessageResponse> {
  return callOperation(http, companyOperations.delete, { params: { id } });
}

/**
 * POST /api/v1/client/company/{id}/update-data: every CNPJ of the company read again from the
 * registry. The registry may be slow: the spec's info toast waits up to 60 s, so the call may too.
 */
export function updateCompanyData(http: Http, id: number): Promise<CompanyUpdateDataResponse> {
  return callOperation(http, companyOperations.updateData, { params: { id } }, { timeout: 60_000 });
}

export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (params: CompanyListParams) => [...companyKeys.lists(), params] as const,
  selector: () => [...companyKeys.all, 'selector'] as const,
  detail: (id: number) => [...companyKeys.all, 'detail', id] as const,
};

/**
 * What a change to the account's companies makes stale (a company added, imported, refreshed,
 * edited or deleted, a CNPJ added or deleted): every company query (lists, selectors, details and
 * what hangs under them, the export) and the dashboard's numbers, which count companies, CNPJs and
 * documents and would otherwise stay as they were for their two-hour cache (spec 2 §9).
 */
export const companyChangeKeys = (): QueryKey[] => [companyKeys.all, dashboardKeys.all];

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

export const companyMutations = {
  create: declareMutation({
    mutationFn: (http, body: CompanyCreateRequest) => createCompany(http, body),
    invalidates: companyChangeKeys,
  }),
  update: declareMutation({
    mutationFn: (http, { id, body }: { id: number; body: CompanyUpdateRequest }) => updateCompany(http, id, body),
    invalidates: companyChangeKeys,
  }),
  delete: declareMutation({
    mutationFn: (http, id: number) => deleteCompany(http, id),
    invalidates: companyChangeKeys,
  }),
  /** 'Atualizar dados': the registry's data of every CNPJ. */
  updateData: declareMutation({
    mutationFn: (http, id: number) => updateCompanyData(http, id),
    invalidates: companyChangeKeys,
  }),
};
