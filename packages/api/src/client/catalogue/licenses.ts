import {
  type DeletedResponse,
  deletedResponse,
  type LicenseCnae,
  type LicenseCreateRequest,
  type LicenseDefinition,
  type LicenseListQuery,
  type LicenseListResponse,
  type LicenseMutationResponse,
  type LicenseUpdateRequest,
  licenseListResponse,
  licenseMutationResponse,
  licensePaths,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative, searchParamsOf } from '../http';

export type {
  LicenseCnae,
  LicenseCreateRequest,
  LicenseDefinition,
  LicenseListQuery,
  LicenseListResponse,
  LicenseMutationResponse,
  LicenseUpdateRequest,
};

/** GET /api/v1/admin/license/: one page of the licence definitions (not wrapped in `result[0]`). */
export async function listLicenses(http: Http, query: LicenseListQuery): Promise<LicenseListResponse> {
  const answer = await http.get(relative(licensePaths.list), { searchParams: searchParamsOf(query) }).json();
  return licenseListResponse.parse(answer);
}

/** POST /api/v1/admin/license/: `fiscalRegistrations` as `[{ id }]`. */
export async function createLicense(http: Http, body: LicenseCreateRequest): Promise<LicenseMutationResponse> {
  return licenseMutationResponse.parse(await http.post(relative(licensePaths.list), { json: body }).json());
}

/** PUT /api/v1/admin/license/{id}: as create; an absent `fiscalRegistrations` keeps the CNAEs. */
export async function updateLicense(
  http: Http,
  id: number,
  body: LicenseUpdateRequest,
): Promise<LicenseMutationResponse> {
  return licenseMutationResponse.parse(await http.put(relative(licensePaths.one(id)), { json: body }).json());
}

/** DELETE /api/v1/admin/license/{id}: refused (409) while clients have filled in data for it. */
export async function deleteLicense(http: Http, id: number): Promise<DeletedResponse> {
  return deletedResponse.parse(await http.delete(relative(licensePaths.one(id))).json());
}

export const licenseKeys = {
  all: ['licenses'] as const,
  list: (query: LicenseListQuery) => [...licenseKeys.all, 'list', query] as const,
};

export function licenseListQueryOptions(http: Http, query: LicenseListQuery) {
  return queryOptions({ queryKey: licenseKeys.list(query), queryFn: () => listLicenses(http, query) });
}
