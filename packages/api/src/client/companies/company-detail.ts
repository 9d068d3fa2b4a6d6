import {
  type CompanyAddress,
  type CompanyLastUpdateResponse,
  type CompanyLevelResponse,
  type CompanyLicenseStatusesResponse,
  clientFilePaths,
  companyAddressesResponse,
  companyLastUpdateResponse,
  companyLevelResponse,
  companyLicensePaths,
  companyLicenseStatusesResponse,
  companyPaths,
  type FileMessageResponse,
  fileMessageResponse,
  type LogoUploadResponse,
  logoUploadResponse,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative } from '../http';
import { companyKeys } from './companies';

export type { CompanyAddress, LogoUploadResponse };
export type CompanyLicenseStatusCount = CompanyLicenseStatusesResponse['result'][number];

/** GET /api/v1/client/company/{id}/last-update: days since the registry was last read (null: never). */
export async function getCompanyLastUpdate(http: Http, id: number): Promise<CompanyLastUpdateResponse> {
  return companyLastUpdateResponse.parse(await http.get(relative(companyPaths.lastUpdate(id))).json());
}

/** GET /api/v1/client/company/{id}/addresses: each CNPJ's location, for the panel's map. */
export async function getCompanyAddresses(http: Http, id: number): Promise<CompanyAddress[]> {
  return companyAddressesResponse.parse(await http.get(relative(companyPaths.addresses(id))).json());
}

/** GET /api/v1/client/company/{id}/level: the company's risk from its CNAEs. */
export async function getCompanyLevel(http: Http, id: number): Promise<CompanyLevelResponse> {
  return companyLevelResponse.parse(await http.get(relative(companyPaths.level(id))).json());
}

/** GET the count of the company's licences per status (every status, zeros included). */
export async function getCompanyLicenseStatuses(http: Http, id: number): Promise<CompanyLicenseStatusCount[]> {
  const answer = await http.get(relative(companyLicensePaths.statuses(id))).json();
  return companyLicenseStatusesResponse.parse(answer).result;
}

/** POST /api/v1/s3/company/{id}/logo (multipart `file`): the new logo's address. */
export async function uploadCompanyLogo(http: Http, id: number, file: File): Promise<LogoUploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return logoUploadResponse.parse(await http.post(relative(clientFilePaths.logo(id)), { body }).json());
}

/** DELETE /api/v1/s3/company/{id}/logo. */
export async function deleteCompanyLogo(http: Http, id: number): Promise<FileMessageResponse> {
  return fileMessageResponse.parse(await http.delete(relative(clientFilePaths.logo(id))).json());
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
