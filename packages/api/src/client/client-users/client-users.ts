import type {
  ClientUser,
  ClientUserCompany,
  ClientUserCreateRequest,
  ClientUserDeleteResponse,
  ClientUserListQuery,
  ClientUserListResponse,
  ClientUserMutationResponse,
  ClientUserUpdateRequest,
} from '@product/api/contract';
import { clientUserOperations } from '@product/api/contract/operations/client-users';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import type { Http } from '../http';
import { declareMutation } from '../mutations';

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
export function listClientUsers(http: Http, query: ClientUserListQuery): Promise<ClientUserListResponse> {
  return callOperation(http, clientUserOperations.list, { query });
}

/**
 * POST /api/v1/client/user/: name, email, password (6-32), systemRole (ADMIN or USER), and for a
 * USER the permission codes and the companies as `[{ id }]`.
 */
export function createClientUser(http: Http, body: ClientUserCreateRequest): Promise<ClientUserMutationResponse> {
  return callOperation(http, clientUserOperations.create, { body });
}

/** GET /api/v1/client/user/{id}. */
export function getClientUser(http: Http, id: number): Promise<ClientUser> {
  return callOperation(http, clientUserOperations.get, { params: { id } });
}

/**
 * PATCH /api/v1/client/user/{id}: name, email, systemRole, enabled, permissionRole, companies and,
 * only when filled, the password (spec 2 §7: an empty password keeps the current one, so it is
 * not sent at all).
 */
export function updateClientUser(
  http: Http,
  id: number,
  body: ClientUserUpdateRequest,
): Promise<ClientUserMutationResponse> {
  const { password, ...fields } = body;
  return callOperation(http, clientUserOperations.update, {
    params: { id },
    body: password ? { ...fields, password } : fields,
  });
}

/** DELETE /api/v1/client/user/{id}: refused for one's own user and for the last active administrator. */
export function deleteClientUser(http: Http, id: number): Promise<ClientUserDeleteResponse> {
  return callOperation(http, clientUserOperations.delete, { params: { id } });
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

export const clientUserMutations = {
  create: declareMutation({
    mutationFn: (http, body: ClientUserCreateRequest) => createClientUser(http, body),
    invalidates: () => [clientUserKeys.all],
  }),
  update: declareMutation({
    mutationFn: (http, { id, body }: { id: number; body: ClientUserUpdateRequest }) => updateClientUser(http, id, body),
    invalidates: () => [clientUserKeys.all],
  }),
  delete: declareMutation({
    mutationFn: (http, id: number) => deleteClientUser(http, id),
    invalidates: () => [clientUserKeys.all],
  }),
};
