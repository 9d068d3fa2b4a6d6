import { Button } from '../Button';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** The search that found nothing; without it the list is simply empty. */
  searchTerm?: string;
  /** 'Voltar à lista': clears the search. Shown with `searchTerm`. */
  onBack?: () => void;
  /** Text of an empty list without a search. */
  emptyText?: string;
}

/** What a list shows when it has no rows (spec 1 "Account list"): 'Vazio' or 'Nada encontrado para …'. */
export function EmptyState({ searchTerm, onBack, emptyText = 'Vazio' }: EmptyStateProps) {
  const searched = Boolean(searchTerm);
  return (
    <div className={styles.root} role="status">
      <svg
        className={styles.icon}
        viewBox="0 0 48 48"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M8 30 13 12h22l5 18v8a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2v-8Z" strokeLinejoin="round" />
        <path d="M8 30h10l2 4h8l2-4h10" strokeLinejoin="round" />
      </svg>
      <p className={styles.title}>
        {searched ? (
          <>
            Nada encontrado para <span className={styles.term}>{searchTerm}</span>
          </>
        ) : (
          emptyText
        )}
      </p>
      {searched && onBack ? (
        <Button variant="secondary" onClick={onBack}>
          Voltar à lista
        </Button>
      ) : null}
    </div>
  );
}
