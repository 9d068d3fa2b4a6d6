import {
  type AdminUser,
  type AdminUserCreateRequest,
  type AdminUserListQuery,
  type AdminUserListResponse,
  type AdminUserMutationResponse,
  type AdminUserUpdateRequest,
  adminUserListResponse,
  adminUserMutationResponse,
  adminUserPaths,
  type DeletedResponse,
  deletedResponse,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative, searchParamsOf } from '../http';

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
  const answer = await http.get(relative(adminUserPaths.list), { searchParams: searchParamsOf(query) }).json();
  return adminUserListResponse.parse(answer).result[0];
}

/** POST /api/v1/admin/user/: name, email, password (6-32), systemRole, enabled. */
export async function createAdminUser(http: Http, body: AdminUserCreateRequest): Promise<AdminUserMutationResponse> {
  return adminUserMutationResponse.parse(await http.post(relative(adminUserPaths.list), { json: body }).json());
}

/**
 * PATCH /api/v1/admin/user/{id}: name, email, systemRole, enabled and, only when filled, the
 * password (spec 1 §7: an empty password keeps the current one, so it is not sent at all).
 */
export async function updateAdminUser(
  http: Http,
  id: number,
  body: AdminUserUpdateRequest,
): Promise<AdminUserMutationResponse> {
  const { password, ...fields } = body;
  const json = password ? { ...fields, password } : fields;
  return adminUserMutationResponse.parse(await http.patch(relative(adminUserPaths.one(id)), { json }).json());
}

/** DELETE /api/v1/admin/user/{id}: refused (409) for the signed-in person's own user. */
export async function deleteAdminUser(http: Http, id: number): Promise<DeletedResponse> {
  return deletedResponse.parse(await http.delete(relative(adminUserPaths.one(id))).json());
}

export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: (query: AdminUserListQuery) => [...adminUserKeys.all, 'list', query] as const,
};

export function adminUserListQueryOptions(http: Http, query: AdminUserListQuery) {
  return queryOptions({ queryKey: adminUserKeys.list(query), queryFn: () => listAdminUsers(http, query) });
}
