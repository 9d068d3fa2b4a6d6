import {
  type Cnae,
  type CnaeListQuery,
  type CnaeListResponse,
  type CnaeMutationResponse,
  type CnaeRequest,
  cnaeListResponse,
  cnaeMutationResponse,
  cnaePaths,
  type DeletedResponse,
  deletedResponse,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative, searchParamsOf } from '../http';

export type { Cnae, CnaeListQuery, CnaeListResponse, CnaeMutationResponse, CnaeRequest };

/** GET /api/v1/admin/cnae/: one page of the catalogue (the answer's `result[0]`). */
export async function listCnaes(http: Http, query: CnaeListQuery): Promise<CnaeListResponse['result'][0]> {
  const answer = await http.get(relative(cnaePaths.list), { searchParams: searchParamsOf(query) }).json();
  return cnaeListResponse.parse(answer).result[0];
}

/** POST /api/v1/admin/cnae/. */
export async function createCnae(http: Http, body: CnaeRequest): Promise<CnaeMutationResponse> {
  return cnaeMutationResponse.parse(await http.post(relative(cnaePaths.list), { json: body }).json());
}

/** PUT /api/v1/admin/cnae/{id}. */
export async function updateCnae(http: Http, id: number, body: CnaeRequest): Promise<CnaeMutationResponse> {
  return cnaeMutationResponse.parse(await http.put(relative(cnaePaths.one(id)), { json: body }).json());
}

/** DELETE /api/v1/admin/cnae/{id}: refused (409) while CNPJs of clients use the CNAE. */
export async function deleteCnae(http: Http, id: number): Promise<DeletedResponse> {
  return deletedResponse.parse(await http.delete(relative(cnaePaths.one(id))).json());
}

export const cnaeKeys = {
  all: ['cnaes'] as const,
  list: (query: CnaeListQuery) => [...cnaeKeys.all, 'list', query] as const,
};

export function cnaeListQueryOptions(http: Http, query: CnaeListQuery) {
  return queryOptions({ queryKey: cnaeKeys.list(query), queryFn: () => listCnaes(http, query) });
}
