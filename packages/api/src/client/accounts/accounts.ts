import type {
  Account,
  AccountCreateRequest,
  AccountDeleteResponse,
  AccountListQuery,
  AccountListResponse,
  AccountUpdateRequest,
  EnterClientResponse,
} from '@product/api/contract';
import { accountOperations } from '@product/api/contract/operations/accounts';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import type { Http } from '../http';
import { declareMutation } from '../mutations';

export type {
  Account,
  AccountCreateRequest,
  AccountDeleteResponse,
  AccountListQuery,
  AccountListResponse,
  AccountUpdateRequest,
  EnterClientResponse,
};

/** GET /api/v1/admin/client/: one page of accounts. */
export function listAccounts(http: Http, query: AccountListQuery): Promise<AccountListResponse> {
  return callOperation(http, accountOperations.list, { query });
}

/** POST /api/v1/admin/client/: a new account (Business = CLIENT, or PROVIDER). */
export function createAccount(http: Http, body: AccountCreateRequest): Promise<Account> {
  return callOperation(http, accountOperations.create, { body });
}

/** PUT /api/v1/admin/client/{id}: name, type, enabled. */
export function updateAccount(http: Http, id: number, body: AccountUpdateRequest): Promise<Account> {
  return callOperation(http, accountOperations.update, { params: { id }, body });
}

/** DELETE /api/v1/admin/client/{id}: the account and its data, in one transaction on the server. */
export function deleteAccount(http: Http, id: number): Promise<AccountDeleteResponse> {
  return callOperation(http, accountOperations.delete, { params: { id } });
}

/** POST /api/v1/admin/client/manager/{id}: the staff member's token for acting inside that client. */
export function enterClient(http: Http, id: number): Promise<EnterClientResponse> {
  return callOperation(http, accountOperations.enter, { params: { id } });
}

export const accountKeys = {
  all: ['accounts'] as const,
  list: (query: AccountListQuery) => [...accountKeys.all, 'list', query] as const,
};

export function accountListQueryOptions(http: Http, query: AccountListQuery) {
  return queryOptions({
    queryKey: accountKeys.list(query),
    queryFn: () => listAccounts(http, query),
  });
}

export const accountMutations = {
  create: declareMutation({
    mutationFn: (http, body: AccountCreateRequest) => createAccount(http, body),
    invalidates: () => [accountKeys.all],
  }),
  update: declareMutation({
    mutationFn: (http, { id, body }: { id: number; body: AccountUpdateRequest }) => updateAccount(http, id, body),
    invalidates: () => [accountKeys.all],
  }),
  delete: declareMutation({
    mutationFn: (http, id: number) => deleteAccount(http, id),
    invalidates: () => [accountKeys.all],
  }),
  /** The cache holds the administration's answers: the screen clears it all for the client area's own. */
  enter: declareMutation({
    mutationFn: (http, id: number) => enterClient(http, id),
    invalidates: () => [],
  }),
};
