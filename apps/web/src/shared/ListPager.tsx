import { ListFooter } from '@product/ui';
import type { ListSearch } from '../lib/list-search';

export interface ListPagerProps {
  /** The list state's page and page size. */
  search: Pick<ListSearch, 'page' | 'limit'>;
  /** Every row the search finds ('Mostrando X a Y de Z'). */
  total: number;
  /** Moves the list state: another page, or another page size from the first page. */
  onSearchChange: (next: Partial<Pick<ListSearch, 'page' | 'limit'>>) => void;
}

/** The per-page select and the pager under every list, admin and client (spec 1 §2, spec 2 §2). */
export function ListPager({ search, total, onSearchChange }: ListPagerProps) {
  return (
    <ListFooter
      page={search.page}
      limit={search.limit}
      total={total}
      onPageChange={(page) => onSearchChange({ page })}
      onLimitChange={(limit) => onSearchChange({ limit, page: 0 })}
    />
  );
}
