import { defaultPageSize, pageSizeOptions } from '@product/domain';
import { z } from 'zod/mini';

/**
 * The state of a paginated list (page from 0, search, page size), kept in the URL so a reload
 * or a shared link shows the same page (spec 1 §4, §9). Anything unreadable falls back to
 * the default instead of failing the route.
 */
export const listSearchDefaults = { page: 0, search: '', limit: defaultPageSize } as const;

export const listSearchSchema = z.object({
  page: z.catch(z._default(z.int().check(z.minimum(0)), listSearchDefaults.page), listSearchDefaults.page),
  search: z.catch(z._default(z.string(), listSearchDefaults.search), listSearchDefaults.search),
  limit: z.catch(
    z._default(
      z.int().check(z.refine((value) => (pageSizeOptions as readonly number[]).includes(value))),
      listSearchDefaults.limit,
    ),
    listSearchDefaults.limit,
  ),
});

export type ListSearch = z.output<typeof listSearchSchema>;

/** What the API's list calls take: the search only when there is one. */
export function listQueryOf({ page, limit, search }: ListSearch) {
  return { page, limit, search: search || undefined };
}
