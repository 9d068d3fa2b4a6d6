import { LineIcon } from '../../internal/LineIcon';
import { Button } from '../Button';
import * as styles from './EmptyState.css';

/** One search or filter in force, as the empty state names it ('Busca' → 'acme', 'Tags (todas)' → 'VIP, Matriz'). */
export interface ActiveFilter {
  label: string;
  value: string;
}

export interface EmptyStateProps {
  /** Text of a list that is truly empty (no search, no filter). */
  emptyText?: string;
  /**
   * The search and filters in force. With any, the list is empty because of them: the state says
   * `nothingFoundText`, names each one and offers 'Limpar filtros' instead of 'Vazio'.
   */
  activeFilters?: readonly ActiveFilter[];
  /** Title of the filtered-empty state, naming the list's items: 'Nenhuma empresa encontrada'. */
  nothingFoundText?: string;
  /** 'Limpar filtros': clears the search and every filter, so the rows come back. */
  onClearFilters?: () => void;
}

/**
 * What a list shows when it has no rows: 'Vazio' when the account has none, or, under a search or
 * filters, its own state (issue 25): 'Nenhuma … encontrada', the search and filters in force (so
 * nobody reads an empty account into a narrow filter) and 'Limpar filtros'.
 */
export function EmptyState({
  emptyText = 'Vazio',
  activeFilters = [],
  nothingFoundText = 'Nada encontrado',
  onClearFilters,
}: EmptyStateProps) {
  const filtered = activeFilters.length > 0;
  return (
    <div className={styles.root} role="status">
      <LineIcon className={styles.icon} viewBox="0 0 48 48">
        {filtered ? (
          <>
            <circle cx="21" cy="21" r="12" />
            <path d="m30 30 10 10" strokeLinecap="round" />
          </>
        ) : (
          <>
            <path d="M8 30 13 12h22l5 18v8a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2v-8Z" strokeLinejoin="round" />
            <path d="M8 30h10l2 4h8l2-4h10" strokeLinejoin="round" />
          </>
        )}
      </LineIcon>
      <p className={styles.title}>{filtered ? nothingFoundText : emptyText}</p>
      {filtered ? (
        <ul className={styles.filters} aria-label="Filtros ativos">
          {activeFilters.map((filter) => (
            <li key={filter.label} className={styles.filter}>
              <span className={styles.filterLabel}>{filter.label}:</span> {filter.value}
            </li>
          ))}
        </ul>
      ) : null}
      {filtered && onClearFilters ? (
        <Button variant="secondary" onClick={onClearFilters}>
          Limpar filtros
        </Button>
      ) : null}
    </div>
  );
}
