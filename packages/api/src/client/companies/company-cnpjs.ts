import {
  type CompanyCnpjCreateRequest,
  type CompanyCnpjCreateResponse,
  type CompanyCnpjItem,
  type CompanyCnpjListQuery,
  type CompanyCnpjListResponse,
  type CompanyCnpjMessageResponse,
  companyCnpjCreateResponse,
  companyCnpjListResponse,
  companyCnpjMessageResponse,
  companyCnpjPaths,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative, searchParamsOf } from '../http';
import { companyKeys } from './companies';

export type { CompanyCnpjCreateRequest, CompanyCnpjItem, CompanyCnpjListQuery, CompanyCnpjListResponse };

/** GET /api/v1/client/company/{id}/cnpj: one page of the company's CNPJs (tab CNPJs). */
export async function listCompanyCnpjs(
  http: Http,
  companyId: number,
  query: CompanyCnpjListQuery,
): Promise<CompanyCnpjListResponse> {
  const answer = await http
    .get(relative(companyCnpjPaths.list(companyId)), { searchParams: searchParamsOf(query) })
    .json();
  return companyCnpjListResponse.parse(answer);
}

/** POST /api/v1/client/company/{id}/cnpj: a CNPJ of the company's root, read from the registry. */
export async function createCompanyCnpj(
  http: Http,
  companyId: number,
  body: CompanyCnpjCreateRequest,
): Promise<CompanyCnpjCreateResponse> {
  const answer = await http.post(relative(companyCnpjPaths.list(companyId)), { json: body }).json();
  return companyCnpjCreateResponse.parse(answer);
}

/** DELETE /api/v1/client/company/{id}/cnpj with the body {registrationCode}: the CNPJ and its licences. */
export async function deleteCompanyCnpj(
  http: Http,
  companyId: number,
  registrationCode: string,
): Promise<CompanyCnpjMessageResponse> {
  const answer = await http.delete(relative(companyCnpjPaths.list(companyId)), { json: { registrationCode } }).json();
  return companyCnpjMessageResponse.parse(answer);
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
