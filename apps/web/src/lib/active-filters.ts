import type { ActiveFilter } from '@product/ui';
import type { ListSearch } from './list-search';

/** The list search as the filtered-empty state names it ('Busca: acme'); none when the search is blank. */
export function searchFilter(search: string): ActiveFilter[] {
  return search ? [{ label: 'Busca', value: search }] : [];
}

/** A DataTable's filtered-empty state for a list searched by text: the search named, 'Limpar filtros' clearing it. */
export function searchFilterProps(search: string, goTo: (next: Partial<ListSearch>) => void) {
  return { activeFilters: searchFilter(search), onClearFilters: () => goTo({ search: '', page: 0 }) };
}
