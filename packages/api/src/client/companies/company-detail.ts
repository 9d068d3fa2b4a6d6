import type {
  CompanyAddress,
  CompanyDetail,
  CompanyLastUpdateResponse,
  CompanyLevelResponse,
  CompanyLicenseStatusesResponse,
  FileMessageResponse,
  LogoUploadResponse,
} from '@product/api/contract';
import { companyOperations } from '@product/api/contract/operations/companies';
import { companyLicenseOperations } from '@product/api/contract/operations/company-licenses';
import { logoOperations } from '@product/api/contract/operations/logos';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import type { Http } from '../http';
import { declareMutation } from '../mutations';
import { companyKeys } from './companies';

export type { CompanyAddress, LogoUploadResponse };
export type CompanyLicenseStatusCount = CompanyLicenseStatusesResponse['result'][number];

/** GET /api/v1/client/company/{id}/last-update: days since the registry was last read (null: never). */
export function getCompanyLastUpdate(http: Http, id: number): Promise<CompanyLastUpdateResponse> {
  return callOperation(http, companyOperations.lastUpdate, { params: { id } });
}

/** GET /api/v1/client/company/{id}/addresses: each CNPJ's location, for the panel's map. */
export function getCompanyAddresses(http: Http, id: number): Promise<CompanyAddress[]> {
  return callOperation(http, companyOperations.addresses, { params: { id } });
}

/** GET /api/v1/client/company/{id}/level: the company's risk from its CNAEs. */
export function getCompanyLevel(http: Http, id: number): Promise<CompanyLevelResponse> {
  return callOperation(http, companyOperations.level, { params: { id } });
}

/** GET the count of the company's licenses per status (every status, zeros included). */
export async function getCompanyLicenseStatuses(http: Http, id: number): Promise<CompanyLicenseStatusCount[]> {
  return (await callOperation(http, companyLicenseOperations.statuses, { params: { id } })).result;
}

/** POST /api/v1/s3/company/{id}/logo (multipart `file`): the new logo's address. */
export function uploadCompanyLogo(http: Http, id: number, file: File): Promise<LogoUploadResponse> {
  const form = new FormData();
  form.append('file', file);
  return callOperation(http, logoOperations.upload, { params: { id }, form });
}

/** DELETE /api/v1/s3/company/{id}/logo. */
export function deleteCompanyLogo(http: Http, id: number): Promise<FileMessageResponse> {
  return callOperation(http, logoOperations.delete, { params: { id } });
}

/** Under the company's detail key: a change to the company (a refresh, a deletion) refetches these too. */
export const companyDetailKeys = {
  lastUpdate: (id: number) => [...companyKeys.detail(id), 'last-update'] as const,
  addresses: (id: number) => [...companyKeys.detail(id), 'addresses'] as const,
  level: (id: number) => [...companyKeys.detail(id), 'level'] as const,
  licenseStatuses: (id: number) => [...companyKeys.detail(id), 'licenses', 'statuses'] as const,
};

export function companyLastUpdateQueryOptions(http: Http, id: number) {
  return queryOptions({ queryKey: companyDetailKeys.lastUpdate(id), queryFn: () => getCompanyLastUpdate(http, id) });
}

export function companyAddressesQueryOptions(http: Http, id: number) {
  return queryOptions({ queryKey: companyDetailKeys.addresses(id), queryFn: () => getCompanyAddresses(http, id) });
}

export function companyLevelQueryOptions(http: Http, id: number) {
  return queryOptions({ queryKey: companyDetailKeys.level(id), queryFn: () => getCompanyLevel(http, id) });
}

export function companyLicenseStatusesQueryOptions(http: Http, id: number) {
  return queryOptions({
    queryKey: companyDetailKeys.licenseStatuses(id),
    queryFn: () => getCompanyLicenseStatuses(http, id),
  });
}

/** The header shows the logo's new address at once; the lists (cards with logos) refetch. */
function writeLogo(queryClient: QueryClient, companyId: number, logoSrc: string | null) {
  queryClient.setQueryData<CompanyDetail>(companyKeys.detail(companyId), (company) =>
    company ? { ...company, logoSrc } : company,
  );
}

export const companyLogoMutations = {
  upload: declareMutation({
    mutationFn: (http, { companyId, file }: { companyId: number; file: File }) =>
      uploadCompanyLogo(http, companyId, file),
    writes: (queryClient, answer, { companyId }) => writeLogo(queryClient, companyId, answer.logoSrc),
    invalidates: () => [companyKeys.lists()],
  }),
  delete: declareMutation({
    mutationFn: (http, companyId: number) => deleteCompanyLogo(http, companyId),
    writes: (queryClient, _answer, companyId) => writeLogo(queryClient, companyId, null),
    invalidates: () => [companyKeys.lists()],
  }),
};
