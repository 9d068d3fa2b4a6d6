import { defaultPageSize, type PageSize, pageSizeOptions } from '@product/domain';
import type { SearchSchemaInput } from '@tanstack/react-router';
import { integerAtLeast, oneOf, text } from './search-params';

/**
 * The state of a paginated list (page from 0, search, page size), kept in the URL so a reload
 * or a shared link shows the same page (spec 1 §4, §9). Anything unreadable falls back to
 * the default instead of failing the route.
 */
export const listSearchDefaults = { page: 0, search: '', limit: defaultPageSize } as const;

export interface ListSearch {
  page: number;
  search: string;
  limit: number;
}

/** The list state read from any query (the part every list route shares). */
export function readListSearch(search: Record<string, unknown>): ListSearch {
  return {
    page: integerAtLeast(search.page, 0, listSearchDefaults.page),
    search: text(search.search, listSearchDefaults.search),
    limit: oneOf<PageSize>(search.limit, pageSizeOptions) ?? listSearchDefaults.limit,
  };
}

/** `validateSearch` of a list route: links may leave out any part (its default applies). */
export const validateListSearch = (search: Partial<ListSearch> & SearchSchemaInput): ListSearch =>
  readListSearch(search);

/** What the API's list calls take: the search only when there is one. */
export function listQueryOf({ page, limit, search }: ListSearch) {
  return { page, limit, search: search || undefined };
}
