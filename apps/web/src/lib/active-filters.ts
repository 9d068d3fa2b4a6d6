import type { ActiveFilter } from '@product/ui';

/** The list search as the filtered-empty state names it ('Busca: acme'); none when the search is blank. */
export function searchFilter(search: string): ActiveFilter[] {
  return search ? [{ label: 'Busca', value: search }] : [];
}
