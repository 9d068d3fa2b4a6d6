import type {
  DeletedResponse,
  LicenseCnae,
  LicenseCreateRequest,
  LicenseDefinition,
  LicenseListQuery,
  LicenseListResponse,
  LicenseMutationResponse,
  LicenseUpdateRequest,
} from '@product/api/contract';
import { licenseOperations } from '@product/api/contract/operations/licenses';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import type { Http } from '../http';
import { declareMutation } from '../mutations';

export type {
  LicenseCnae,
  LicenseCreateRequest,
  LicenseDefinition,
  LicenseListQuery,
  LicenseListResponse,
  LicenseMutationResponse,
  LicenseUpdateRequest,
};

/** GET /api/v1/admin/license/: one page of the license definitions (not wrapped in `result[0]`). */
export function listLicenses(http: Http, query: LicenseListQuery): Promise<LicenseListResponse> {
  return callOperation(http, licenseOperations.list, { query });
}

/** POST /api/v1/admin/license/: `fiscalRegistrations` as `[{ id }]`. */
export function createLicense(http: Http, body: LicenseCreateRequest): Promise<LicenseMutationResponse> {
  return callOperation(http, licenseOperations.create, { body });
}

/** PUT /api/v1/admin/license/{id}: as create; an absent `fiscalRegistrations` keeps the CNAEs. */
export function updateLicense(http: Http, id: number, body: LicenseUpdateRequest): Promise<LicenseMutationResponse> {
  return callOperation(http, licenseOperations.update, { params: { id }, body });
}

/** DELETE /api/v1/admin/license/{id}: refused (409) while clients have filled in data for it. */
export function deleteLicense(http: Http, id: number): Promise<DeletedResponse> {
  return callOperation(http, licenseOperations.delete, { params: { id } });
}

export const licenseKeys = {
  all: ['licenses'] as const,
  list: (query: LicenseListQuery) => [...licenseKeys.all, 'list', query] as const,
};

export function licenseListQueryOptions(http: Http, query: LicenseListQuery) {
  return queryOptions({ queryKey: licenseKeys.list(query), queryFn: () => listLicenses(http, query) });
}

export const licenseMutations = {
  create: declareMutation({
    mutationFn: (http, body: LicenseCreateRequest) => createLicense(http, body),
    invalidates: () => [licenseKeys.all],
  }),
  update: declareMutation({
    mutationFn: (http, { id, body }: { id: number; body: LicenseUpdateRequest }) => updateLicense(http, id, body),
    invalidates: () => [licenseKeys.all],
  }),
  delete: declareMutation({
    mutationFn: (http, id: number) => deleteLicense(http, id),
    invalidates: () => [licenseKeys.all],
  }),
};
