import type { CompanyListParams, TagMatch } from '@product/api/client';
import type { SearchSchemaInput } from '@tanstack/react-router';
import { type ListSearch, listQueryOf, listSearchDefaults, readListSearch } from '#/lib/list-search';
import { oneOf, positiveIntegerList } from '#/lib/search-params';

/** The tag rules the URL may carry (the contract's `tag_match` values, typed against it; no zod in the route tree). */
export const tagMatches = ['any', 'all'] as const satisfies readonly TagMatch[];

/**
 * The companies list state in the URL: page, size, search, the tags of the filter (none by default)
 * and their rule: companies with any of the tags (the default) or with all of them.
 */
export const companyListSearchDefaults = { ...listSearchDefaults, tags: [] as number[], tagMatch: 'any' as TagMatch };

export interface CompanyListSearch extends ListSearch {
  /** Tag ids (`?tags=[2,3]`); a single id (`?tags=2`) counts as a list of one; unreadable means no filter. */
  tags: number[];
  /** `?tagMatch=all` keeps the companies carrying every chosen tag; anything else means any of them. */
  tagMatch: TagMatch;
}

/** `validateSearch` of the companies list: anything unreadable means no tag filter rather than a failed page. */
export const validateCompanyListSearch = (
  search: Partial<Omit<CompanyListSearch, 'tags' | 'tagMatch'>> & {
    tags?: number[] | number;
    tagMatch?: string;
  } & SearchSchemaInput,
): CompanyListSearch => ({
  ...readListSearch(search),
  tags: positiveIntegerList(search.tags),
  tagMatch: oneOf(search.tagMatch, tagMatches) ?? companyListSearchDefaults.tagMatch,
});

/** What the list call takes: the page, the search only when there is one, the chosen tags and their rule. */
export function companyListParamsOf(search: CompanyListSearch): CompanyListParams {
  // The rule means nothing without tags: left out then, so one list has one cache entry.
  return { ...listQueryOf(search), tags: search.tags, tagMatch: search.tags.length > 0 ? search.tagMatch : undefined };
}
