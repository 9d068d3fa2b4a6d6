import { type BreadcrumbItem, Button, PageHeader, SearchField, Stack } from '@product/ui';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListSearch } from '../lib/list-search';
import { ListPager } from './ListPager';
import { useListMove } from './use-list-move';

export interface ListFrameProps<TData, TKey extends QueryKey> {
  /** The page's title, also its last breadcrumb. */
  title: string;
  /** The list state from the URL. */
  search: ListSearch;
  /** Every row the search finds (for the pager and 'Mostrando X a Y de Z'). */
  total: number;
  /** Moves the list state in the URL; a new search or page size goes back to the first page. */
  onSearchChange: (next: Partial<ListSearch>) => void;
  /** The list's query for a list state (the one its route loads), e.g. `cnaeListQueryOptions(http, …)`. */
  listQuery: (search: ListSearch) => FetchQueryOptions<TData, Error, TData, TKey>;
  /** The spec's §8 title of the list's load failure, e.g. 'Não foi possível carregar os CNAEs.'. */
  loadFailedTitle: string;
  /** 'Adicionar'; without it there is no button (a client USER without CREATE_USER). */
  onAdd?: () => void;
  /** The trail above the title: administration's ('Início › CNAEs') or the client area's. */
  breadcrumbs: readonly BreadcrumbItem[];
  /** The table. */
  children: ReactNode;
  /** The add/edit and delete dialogs. */
  dialogs?: ReactNode;
}

/**
 * The frame every admin table shares (spec 1 §2: CNAEs, Licenças, Usuários), and the client's users
 * table too: 'Início' breadcrumb, title and 'Adicionar', the 'Buscar' field, the table, then the
 * per-page select and the pager.
 *
 * A new search, page or page size is loaded before the URL moves to it (`useListMove`): offline,
 * the §8 error toast and the list as it was, with the typed search kept.
 */
export function ListFrame<TData, TKey extends QueryKey>({
  title,
  search,
  total,
  onSearchChange,
  listQuery,
  loadFailedTitle,
  onAdd,
  breadcrumbs,
  children,
  dialogs,
}: ListFrameProps<TData, TKey>) {
  const moveTo = useListMove({ search, listQuery, loadFailedTitle, onMove: onSearchChange });
  return (
    <Stack space="large">
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs}
        actions={onAdd ? <Button onClick={onAdd}>Adicionar</Button> : undefined}
      />
      <SearchField value={search.search} onSearch={(term) => moveTo({ search: term, page: 0 })} />
      {children}
      <ListPager search={search} total={total} onSearchChange={moveTo} />
      {dialogs}
    </Stack>
  );
}
