import {
  type Account,
  type AccountListQuery,
  type AccountListResponse,
  accountListResponse,
  apiPaths,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative, searchParamsOf } from '../http';

export type { Account, AccountListQuery, AccountListResponse };

/** GET /api/v1/admin/client/: one page of accounts. */
export async function listAccounts(http: Http, query: AccountListQuery): Promise<AccountListResponse> {
  const answer = await http.get(relative(apiPaths.accounts), { searchParams: searchParamsOf(query) }).json();
  return accountListResponse.parse(answer);
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
