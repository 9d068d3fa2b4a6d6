import {
  type Account,
  type AccountListQuery,
  type AccountListResponse,
  accountListResponse,
  apiPaths,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative } from '../http';

export type { Account, AccountListQuery, AccountListResponse };

/** GET /api/v1/admin/client/: one page of accounts. */
export async function listAccounts(http: Http, query: AccountListQuery): Promise<AccountListResponse> {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') searchParams.set(key, String(value));
  }
  const answer = await http.get(relative(apiPaths.accounts), { searchParams }).json();
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
