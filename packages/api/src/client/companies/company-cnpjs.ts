import type {
  CompanyCnpjCreateRequest,
  CompanyCnpjCreateResponse,
  CompanyCnpjItem,
  CompanyCnpjListQuery,
  CompanyCnpjListResponse,
  CompanyCnpjMessageResponse,
} from '@product/api/contract';
import { companyCnpjOperations } from '@product/api/contract/operations/company-cnpjs';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import type { Http } from '../http';
import { declareMutation } from '../mutations';
import { companyChangeKeys, companyKeys } from './companies';

export type { CompanyCnpjCreateRequest, CompanyCnpjItem, CompanyCnpjListQuery, CompanyCnpjListResponse };

/** GET /api/v1/client/company/{id}/cnpj: one page of the company's CNPJs (tab CNPJs). */
export function listCompanyCnpjs(
  http: Http,
  companyId: number,
  query: CompanyCnpjListQuery,
): Promise<CompanyCnpjListResponse> {
  return callOperation(http, companyCnpjOperations.list, { params: { id: companyId }, query });
}

/** POST /api/v1/client/company/{id}/cnpj: a CNPJ of the company's root, read from the registry. */
export function createCompanyCnpj(
  http: Http,
  companyId: number,
  body: CompanyCnpjCreateRequest,
): Promise<CompanyCnpjCreateResponse> {
  return callOperation(http, companyCnpjOperations.create, { params: { id: companyId }, body });
}

/** DELETE /api/v1/client/company/{id}/cnpj with the body {registrationCode}: the CNPJ and its licenses. */
export function deleteCompanyCnpj(
  http: Http,
  companyId: number,
  registrationCode: string,
): Promise<CompanyCnpjMessageResponse> {
  return callOperation(http, companyCnpjOperations.delete, { params: { id: companyId }, body: { registrationCode } });
}

/** Under the company's detail key: a change to the company refetches its CNPJs too. */
export const companyCnpjKeys = {
  all: (companyId: number) => [...companyKeys.detail(companyId), 'cnpjs'] as const,
  list: (companyId: number, query: CompanyCnpjListQuery) => [...companyCnpjKeys.all(companyId), query] as const,
};

export function companyCnpjListQueryOptions(http: Http, companyId: number, query: CompanyCnpjListQuery) {
  return queryOptions({
    queryKey: companyCnpjKeys.list(companyId, query),
    queryFn: () => listCompanyCnpjs(http, companyId, query),
  });
}

/** A CNPJ changes its company (the header counts CNPJs), the companies list and the dashboard. */
export const companyCnpjMutations = {
  create: declareMutation({
    mutationFn: (http, { companyId, body }: { companyId: number; body: CompanyCnpjCreateRequest }) =>
      createCompanyCnpj(http, companyId, body),
    invalidates: companyChangeKeys,
  }),
  delete: declareMutation({
    mutationFn: (http, { companyId, registrationCode }: { companyId: number; registrationCode: string }) =>
      deleteCompanyCnpj(http, companyId, registrationCode),
    invalidates: companyChangeKeys,
  }),
};
