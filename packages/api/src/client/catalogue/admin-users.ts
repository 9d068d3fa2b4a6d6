import type {
  AdminUser,
  AdminUserCreateRequest,
  AdminUserListQuery,
  AdminUserListResponse,
  AdminUserMutationResponse,
  AdminUserUpdateRequest,
  DeletedResponse,
} from '@product/api/contract';
import { adminUserOperations } from '@product/api/contract/operations/admin-users';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import type { Http } from '../http';
import { declareMutation } from '../mutations';

export type {
  AdminUser,
  AdminUserCreateRequest,
  AdminUserListQuery,
  AdminUserListResponse,
  AdminUserMutationResponse,
  AdminUserUpdateRequest,
};

/** GET /api/v1/admin/user/: one page of the staff-side users (the answer's `result[0]`). */
export async function listAdminUsers(
  http: Http,
  query: AdminUserListQuery,
): Promise<AdminUserListResponse['result'][0]> {
  return (await callOperation(http, adminUserOperations.list, { query })).result[0];
}

/** POST /api/v1/admin/user/: name, email, password (6-32), systemRole, enabled. */
export function createAdminUser(http: Http, body: AdminUserCreateRequest): Promise<AdminUserMutationResponse> {
  return callOperation(http, adminUserOperations.create, { body });
}

/**
 * PATCH /api/v1/admin/user/{id}: name, email, systemRole, enabled and, only when filled, the
 * password (spec 1 §7: an empty password keeps the current one, so it is not sent at all).
 */
export function updateAdminUser(
  http: Http,
  id: number,
  body: AdminUserUpdateRequest,
): Promise<AdminUserMutationResponse> {
  const { password, ...fields } = body;
  return callOperation(http, adminUserOperations.update, {
    params: { id },
    body: password ? { ...fields, password } : fields,
  });
}

/** DELETE /api/v1/admin/user/{id}: refused (409) for the signed-in person's own user. */
export function deleteAdminUser(http: Http, id: number): Promise<DeletedResponse> {
  return callOperation(http, adminUserOperations.delete, { params: { id } });
}

export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (query: AdminUserListQuery) => [...adminUserKeys.all, 'list', query] as const,
};

export function adminUserListQueryOptions(http: Http, query: AdminUserListQuery) {
  return queryOptions({ queryKey: adminUserKeys.list(query), queryFn: () => listAdminUsers(http, query) });
}

export const adminUserMutations = {
  create: declareMutation({
    mutationFn: (http, body: AdminUserCreateRequest) => createAdminUser(http, body),
    invalidates: () => [adminUserKeys.all],
  }),
  update: declareMutation({
    mutationFn: (http, { id, body }: { id: number; body: AdminUserUpdateRequest }) => updateAdminUser(http, id, body),
    invalidates: () => [adminUserKeys.all],
  }),
  delete: declareMutation({
    mutationFn: (http, id: number) => deleteAdminUser(http, id),
    invalidates: () => [adminUserKeys.all],
  }),
};
