import {
  type CnaesByLevel,
  type CompanyLicenseDetail,
  type CompanyLicenseFile,
  type CompanyLicenseItem,
  type CompanyLicenseListQuery,
  type CompanyLicenseListResponse,
  type CompanyLicenseResetResponse,
  type CompanyLicenseUpdateRequest,
  type CompanyLicenseUpdateResponse,
  cnaesByLevel,
  companyLicenseDetail,
  companyLicenseListLimit,
  companyLicenseListResponse,
  companyLicensePaths,
  companyLicenseResetResponse,
  companyLicenseUpdateResponse,
  companyPaths,
  type FileLinkResponse,
  fileLinkResponse,
  type LicenseSource,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative, searchParamsOf } from '../http';
import { companyKeys } from './companies';

export type {
  CnaesByLevel as CompanyLicenseCnaes,
  CompanyLicenseDetail,
  CompanyLicenseFile,
  CompanyLicenseItem,
  CompanyLicenseListResponse,
  CompanyLicenseUpdateRequest,
  LicenseSource,
};
export { companyLicenseListLimit };

/** The list's query as the screen holds it: the chosen CNAE codes as a list, not yet the wire's text. */
export interface CompanyLicenseListParams extends Omit<CompanyLicenseListQuery, 'cnaes'> {
  cnaes?: readonly string[];
}

/** Spec 2 §7 'cnaes (quoted comma-separated codes)': `"4721-1/02","5611-2/01"`. */
export function cnaeCodesQuery(codes: readonly string[] | undefined): string | undefined {
  return codes?.length ? codes.map((code) => `"${code}"`).join(',') : undefined;
}

/** GET /api/v1/client/company/{id}/licenses: one page of the company's licence rows (the answer's `result[0]`). */
export async function listCompanyLicenses(
  http: Http,
  companyId: number,
  { cnaes, ...query }: CompanyLicenseListParams,
): Promise<CompanyLicenseListResponse['result'][0]> {
  const searchParams = searchParamsOf({ ...query, cnaes: cnaeCodesQuery(cnaes) });
  const answer = await http.get(relative(companyLicensePaths.list(companyId)), { searchParams }).json();
  return companyLicenseListResponse.parse(answer).result[0];
}

/** GET one row; `sources` (the state's registry sites) come only for {product} and EDITOR. */
export async function getCompanyLicense(
  http: Http,
  companyId: number,
  licenseId: number,
): Promise<CompanyLicenseDetail> {
  return companyLicenseDetail.parse(await http.get(relative(companyLicensePaths.one(companyId, licenseId))).json());
}

/** PUT one row ('Salvar' of the licence dialog). */
export async function updateCompanyLicense(
  http: Http,
  companyId: number,
  licenseId: number,
  body: CompanyLicenseUpdateRequest,
): Promise<CompanyLicenseUpdateResponse> {
  const answer = await http.put(relative(companyLicensePaths.one(companyId, licenseId)), { json: body }).json();
  return companyLicenseUpdateResponse.parse(answer);
}

/** POST reset: the row back to pending, without data and files ('Resetar'). */
export async function resetCompanyLicense(
  http: Http,
  companyId: number,
  licenseId: number,
): Promise<CompanyLicenseResetResponse> {
  const answer = await http.post(relative(companyLicensePaths.reset(companyId, licenseId))).json();
  return companyLicenseResetResponse.parse(answer);
}

/** GET a 5-minute link to a file attached to the row: readable with GET_LICENSES, without GET_FILES. */
export async function getCompanyLicenseFileLink(
  http: Http,
  companyId: number,
  licenseId: number,
  fileId: number,
): Promise<FileLinkResponse> {
  const answer = await http.get(relative(companyLicensePaths.file(companyId, licenseId, fileId))).json();
  return fileLinkResponse.parse(answer);
}

/** GET the company's CNAEs grouped by risk (the licence filter's options). */
export async function getCompanyLicenseCnaes(http: Http, companyId: number): Promise<CnaesByLevel> {
  return cnaesByLevel.parse(await http.get(relative(companyPaths.cnaes(companyId))).json());
}

/** Under the company's detail key: what changes the company refetches its licences too. */
export const companyLicenseKeys = {
  all: (companyId: number) => [...companyKeys.detail(companyId), 'licenses'] as const,
  list: (companyId: number, params: CompanyLicenseListParams) =>
    [...companyLicenseKeys.all(companyId), 'list', params] as const,
  one: (companyId: number, licenseId: number) => [...companyLicenseKeys.all(companyId), 'one', licenseId] as const,
  cnaes: (companyId: number) => [...companyKeys.detail(companyId), 'cnaes'] as const,
};

export function companyLicenseListQueryOptions(http: Http, companyId: number, params: CompanyLicenseListParams) {
  return queryOptions({
    queryKey: companyLicenseKeys.list(companyId, params),
    queryFn: () => listCompanyLicenses(http, companyId, params),
  });
}

export function companyLicenseQueryOptions(http: Http, companyId: number, licenseId: number) {
  return queryOptions({
    queryKey: companyLicenseKeys.one(companyId, licenseId),
    queryFn: () => getCompanyLicense(http, companyId, licenseId),
  });
}

export function companyLicenseCnaesQueryOptions(http: Http, companyId: number) {
  return queryOptions({
    queryKey: companyLicenseKeys.cnaes(companyId),
    queryFn: () => getCompanyLicenseCnaes(http, companyId),
  });
}
