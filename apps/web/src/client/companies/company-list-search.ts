import type { CompanyListParams } from '@product/api/client';
import type { SearchSchemaInput } from '@tanstack/react-router';
import { type ListSearch, listQueryOf, listSearchDefaults, readListSearch } from '../../lib/list-search';
import { positiveIntegerList } from '../../lib/search-params';

/** The companies list state in the URL: page, size, search, and the tags of the filter (none by default). */
export const companyListSearchDefaults = { ...listSearchDefaults, tags: [] as number[] };

export interface CompanyListSearch extends ListSearch {
  /** Tag ids (`?tags=[2,3]`); a single id (`?tags=2`) counts as a list of one; unreadable means no filter. */
  tags: number[];
}

/** `validateSearch` of the companies list: anything unreadable means no tag filter rather than a failed page. */
export const validateCompanyListSearch = (
  search: Partial<Omit<CompanyListSearch, 'tags'>> & { tags?: number[] | number } & SearchSchemaInput,
): CompanyListSearch => ({ ...readListSearch(search), tags: positiveIntegerList(search.tags) });

/** What the list call takes: the page, the search only when there is one, the chosen tags. */
export function companyListParamsOf(search: CompanyListSearch): CompanyListParams {
  return { ...listQueryOf(search), tags: search.tags };
}
