import type { ClientLogEntry } from '@product/api/client';
import { CardGrid, EmptyState, LogCard, PageHeader, SearchField, Stack } from '@product/ui';
import { searchFilter } from '#/lib/active-filters';
import type { ListSearch } from '#/lib/list-search';
import { ListPager } from '#/shared/ListPager';
import { clientBreadcrumbs } from '../page-header';

const title = 'Logs de Atividade';

export interface ClientLogListPageProps {
  /** The list state from the URL. */
  search: ListSearch;
  /** The entries of this page, newest first. */
  items: readonly ClientLogEntry[];
  /** Every entry the search finds. */
  total: number;
  /** Moves the list state in the URL; a new search or page size goes back to the first page. */
  onSearchChange: (next: Partial<ListSearch>) => void;
}

/**
 * The activity log (spec 2 §2 'Activity logs'): 'Buscar', one card per entry (who, their e-mail,
 * what they did, when, in pt-BR), 'Vazio', or under a search 'Nenhum log encontrado' with the search and
 * 'Limpar filtros', then per-page and the pager.
 */
export function ClientLogListPage({ search, items, total, onSearchChange }: ClientLogListPageProps) {
  return (
    <Stack space="large">
      <PageHeader title={title} breadcrumbs={clientBreadcrumbs(title)} />
      <SearchField value={search.search} onSearch={(term) => onSearchChange({ search: term, page: 0 })} />
      {items.length === 0 ? (
        <EmptyState
          nothingFoundText="Nenhum log encontrado"
          activeFilters={searchFilter(search.search)}
          onClearFilters={() => onSearchChange({ search: '', page: 0 })}
        />
      ) : (
        <CardGrid label={title}>
          {items.map((entry) => (
            <LogCard
              key={entry.id}
              name={entry.name}
              email={entry.email}
              action={entry.action_details}
              createdAt={new Date(entry.created_at)}
              headingLevel={2}
            />
          ))}
        </CardGrid>
      )}
      <ListPager search={search} total={total} onSearchChange={onSearchChange} />
    </Stack>
  );
}
