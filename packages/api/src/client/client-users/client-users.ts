import {
  type ClientUser,
  type ClientUserCompany,
  type ClientUserCreateRequest,
  type ClientUserDeleteResponse,
  type ClientUserListQuery,
  type ClientUserListResponse,
  type ClientUserMutationResponse,
  type ClientUserUpdateRequest,
  clientUser,
  clientUserDeleteResponse,
  clientUserListResponse,
  clientUserMutationResponse,
  clientUserPaths,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative, searchParamsOf } from '../http';

export type {
  ClientUser,
  ClientUserCompany,
  ClientUserCreateRequest,
  ClientUserDeleteResponse,
  ClientUserListQuery,
  ClientUserListResponse,
  ClientUserMutationResponse,
  ClientUserUpdateRequest,
};

/** GET /api/v1/client/user/: one page of the account's users (search on name and e-mail), newest first. */
export async function listClientUsers(http: Http, query: ClientUserListQuery): Promise<ClientUserListResponse> {
  const answer = await http.get(relative(clientUserPaths.list), { searchParams: searchParamsOf(query) }).json();
  return clientUserListResponse.parse(answer);
}

/**
 * POST /api/v1/client/user/: name, email, password (6-32), systemRole (ADMIN or USER), and for a
 * USER the permission codes and the companies as `[{ id }]`.
 */
export async function createClientUser(http: Http, body: ClientUserCreateRequest): Promise<ClientUserMutationResponse> {
  return clientUserMutationResponse.parse(await http.post(relative(clientUserPaths.list), { json: body }).json());
}

/** GET /api/v1/client/user/{id}. */
export async function getClientUser(http: Http, id: number): Promise<ClientUser> {
  return clientUser.parse(await http.get(relative(clientUserPaths.one(id))).json());
}

/**
 * PATCH /api/v1/client/user/{id}: name, email, systemRole, enabled, permissionRole, companies and,
 * only when filled, the password (spec 2 §7: an empty password keeps the current one, so it is
 * not sent at all).
 */
export async function updateClientUser(
  http: Http,
  id: number,
  body: ClientUserUpdateRequest,
): Promise<ClientUserMutationResponse> {
  const { password, ...fields } = body;
  const json = password ? { ...fields, password } : fields;
  return clientUserMutationResponse.parse(await http.patch(relative(clientUserPaths.one(id)), { json }).json());
}

/** DELETE /api/v1/client/user/{id}: refused for one's own user and for the last active administrator. */
export async function deleteClientUser(http: Http, id: number): Promise<ClientUserDeleteResponse> {
  return clientUserDeleteResponse.parse(await http.delete(relative(clientUserPaths.one(id))).json());
}

export const clientUserKeys = {
  all: ['client-users'] as const,
  lists: () => [...clientUserKeys.all, 'list'] as const,
  list: (query: ClientUserListQuery) => [...clientUserKeys.lists(), query] as const,
  detail: (id: number) => [...clientUserKeys.all, 'detail', id] as const,
};

/** Spec 2 §9: users are cached for 2 hours (and refetched after every change). */
const clientUsersCacheMs = 7_200_000;

export function clientUserListQueryOptions(http: Http, query: ClientUserListQuery) {
  return queryOptions({
    queryKey: clientUserKeys.list(query),
    queryFn: () => listClientUsers(http, query),
    staleTime: clientUsersCacheMs,
    gcTime: clientUsersCacheMs,
  });
}

export function clientUserQueryOptions(http: Http, id: number) {
  return queryOptions({
    queryKey: clientUserKeys.detail(id),
    queryFn: () => getClientUser(http, id),
    staleTime: clientUsersCacheMs,
    gcTime: clientUsersCacheMs,
  });
}
