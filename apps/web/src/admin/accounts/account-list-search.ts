import type { AccountListQuery } from '@product/api/client';
import { type AccountView, accountViewQuery, accountViews } from '@product/domain';
import type { SearchSchemaInput } from '@tanstack/react-router';
import { type ListSearch, listQueryOf, readListSearch } from '#/lib/list-search';
import { optionalKeys, positiveInteger } from '#/lib/search-params';

export function isAccountView(value: string): value is AccountView {
  return (accountViews as readonly string[]).includes(value);
}

/** The list state plus the group filter (absent = 'Todos'). */
export interface AccountListSearch extends ListSearch {
  group?: number | undefined;
}

/** `validateSearch` of the account lists: anything unreadable means no filter rather than a failed page. */
export const validateAccountListSearch = (
  search: Partial<AccountListSearch> & SearchSchemaInput,
): AccountListSearch => ({
  ...readListSearch(search),
  ...optionalKeys(search, { group: positiveInteger(search.group) }),
});

/** The view's filter, narrowed to the chosen group (the business view is always group 1). */
export function accountListCallOf(view: AccountView, group: number | undefined, search: ListSearch): AccountListQuery {
  const viewQuery = accountViewQuery(view);
  return { ...viewQuery, ...(view !== 'business' && group ? { group } : {}), ...listQueryOf(search) };
}
