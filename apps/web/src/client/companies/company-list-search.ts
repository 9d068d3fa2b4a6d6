import type { CompanyListParams } from '@product/api/client';
import { z } from 'zod/mini';
import { listQueryOf, listSearchDefaults, listSearchSchema } from '../../lib/list-search';

/** The companies list state in the URL: page, size, search, and the tags of the filter (none by default). */
export const companyListSearchDefaults = { ...listSearchDefaults, tags: [] as number[] };

/**
 * `tags` is a list of tag ids (`?tags=[2,3]`); a single id (`?tags=2`) counts as a list of one.
 * Anything unreadable means no tag filter rather than a failed page.
 */
const tagIds = z.pipe(
  z.union([z.array(z.int().check(z.positive())), z.int().check(z.positive())]),
  z.transform((value) => [...new Set(Array.isArray(value) ? value : [value])]),
);

export const companyListSearchSchema = z.extend(listSearchSchema, {
  tags: z.catch(z._default(tagIds, []), []),
});

export type CompanyListSearch = z.output<typeof companyListSearchSchema>;

/** What the list call takes: the page, the search only when there is one, the chosen tags. */
export function companyListParamsOf(search: CompanyListSearch): CompanyListParams {
  return { ...listQueryOf(search), tags: search.tags };
}
