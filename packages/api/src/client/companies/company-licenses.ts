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
  companyLicenseListLimit,
  type FileLinkResponse,
  type LicenseSource,
} from '@product/api/contract';
import { companyOperations } from '@product/api/contract/operations/companies';
import { companyLicenseOperations } from '@product/api/contract/operations/company-licenses';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import { dashboardKeys } from '../dashboard/kpis';
import type { Http } from '../http';
import { declareMutation } from '../mutations';
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

/** GET /api/v1/client/company/{id}/licenses: one page of the company's license rows (the answer's `result[0]`). */
export async function listCompanyLicenses(
  http: Http,
  companyId: number,
  { cnaes, ...query }: CompanyLicenseListParams,
): Promise<CompanyLicenseListResponse['result'][0]> {
  const answer = await callOperation(http, companyLicenseOperations.list, {
    params: { id: companyId },
    query: { ...query, cnaes: cnaeCodesQuery(cnaes) },
  });
  return answer.result[0];
}

/** GET one row; `sources` (the state's registry sites) come only for {product} and EDITOR. */
export function getCompanyLicense(http: Http, companyId: number, licenseId: number): Promise<CompanyLicenseDetail> {
  return callOperation(http, companyLicenseOperations.get, { params: { id: companyId, licenseId } });
}

/** PUT one row ('Salvar' of the license dialog). */
export function updateCompanyLicense(
  http: Http,
  companyId: number,
  licenseId: number,
  body: CompanyLicenseUpdateRequest,
): Promise<CompanyLicenseUpdateResponse> {
  return callOperation(http, companyLicenseOperations.update, { params: { id: companyId, licenseId }, body });
}

/** POST reset: the row back to pending, without data and files ('Resetar'). */
export function resetCompanyLicense(
  http: Http,
  companyId: number,
  licenseId: number,
): Promise<CompanyLicenseResetResponse> {
  return callOperation(http, companyLicenseOperations.reset, { params: { id: companyId, licenseId } });
}

/** GET a 5-minute link to a file attached to the row: readable with GET_LICENSES, without GET_FILES. */
export function getCompanyLicenseFileLink(
  http: Http,
  companyId: number,
  licenseId: number,
  fileId: number,
): Promise<FileLinkResponse> {
  return callOperation(http, companyLicenseOperations.file, { params: { id: companyId, licenseId, fileId } });
}

/** GET the company's CNAEs grouped by risk (the license filter's options). */
export function getCompanyLicenseCnaes(http: Http, companyId: number): Promise<CnaesByLevel> {
  return callOperation(http, companyOperations.cnaes, { params: { id: companyId } });
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

/** A license row's status feeds its company's summary and the dashboard's counts. */
const licenseChangeKeys = ({ companyId }: { companyId: number }) => [
  companyLicenseKeys.all(companyId),
  companyKeys.detail(companyId),
  dashboardKeys.all,
];

export const companyLicenseMutations = {
  /** 'Salvar' of the license dialog. */
  update: declareMutation({
    mutationFn: (
      http,
      { companyId, licenseId, body }: { companyId: number; licenseId: number; body: CompanyLicenseUpdateRequest },
    ) => updateCompanyLicense(http, companyId, licenseId, body),
    invalidates: licenseChangeKeys,
  }),
  /** 'Resetar': the row back to pending. */
  reset: declareMutation({
    mutationFn: (http, { companyId, licenseId }: { companyId: number; licenseId: number }) =>
      resetCompanyLicense(http, companyId, licenseId),
    invalidates: licenseChangeKeys,
  }),
};
