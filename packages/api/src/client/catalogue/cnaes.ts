import type {
  Cnae,
  CnaeListQuery,
  CnaeListResponse,
  CnaeMutationResponse,
  CnaeRequest,
  DeletedResponse,
} from '@product/api/contract';
import { cnaeOperations } from '@product/api/contract/operations/cnaes';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import type { Http } from '../http';
import { declareMutation } from '../mutations';

export type { Cnae, CnaeListQuery, CnaeListResponse, CnaeMutationResponse, CnaeRequest };

/** GET /api/v1/admin/cnae/: one page of the catalogue (the answer's `result[0]`). */
export async function listCnaes(http: Http, query: CnaeListQuery): Promise<CnaeListResponse['result'][0]> {
  return (await callOperation(http, cnaeOperations.list, { query })).result[0];
}

/** POST /api/v1/admin/cnae/. */
export function createCnae(http: Http, body: CnaeRequest): Promise<CnaeMutationResponse> {
  return callOperation(http, cnaeOperations.create, { body });
}

/** PUT /api/v1/admin/cnae/{id}. */
export function updateCnae(http: Http, id: number, body: CnaeRequest): Promise<CnaeMutationResponse> {
  return callOperation(http, cnaeOperations.update, { params: { id }, body });
}

/** DELETE /api/v1/admin/cnae/{id}: refused (409) while CNPJs of clients use the CNAE. */
export function deleteCnae(http: Http, id: number): Promise<DeletedResponse> {
  return callOperation(http, cnaeOperations.delete, { params: { id } });
}

export const cnaeKeys = {
  all: ['cnaes'] as const,
  list: (query: CnaeListQuery) => [...cnaeKeys.all, 'list', query] as const,
};

export function cnaeListQueryOptions(http: Http, query: CnaeListQuery) {
  return queryOptions({ queryKey: cnaeKeys.list(query), queryFn: () => listCnaes(http, query) });
}

export const cnaeMutations = {
  create: declareMutation({
    mutationFn: (http, body: CnaeRequest) => createCnae(http, body),
    invalidates: () => [cnaeKeys.all],
  }),
  update: declareMutation({
    mutationFn: (http, { id, body }: { id: number; body: CnaeRequest }) => updateCnae(http, id, body),
    invalidates: () => [cnaeKeys.all],
  }),
  delete: declareMutation({
    mutationFn: (http, id: number) => deleteCnae(http, id),
    invalidates: () => [cnaeKeys.all],
  }),
};
