import { pageCount, pagerItems, showingText } from '@product/domain';
import { LineIcon } from '../../internal/LineIcon';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** Current page, 0-based (as on the wire and in the URL). */
  page: number;
  /** Page size. */
  limit: number;
  /** Number of records in the whole list. */
  total: number;
  /** Receives the chosen page, 0-based. */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <LineIcon className={styles.icon} viewBox="0 0 16 16">
      <path d={direction === 'left' ? 'M10 3 5 8l5 5' : 'm6 3 5 5-5 5'} strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}

/** The list pager (spec 1 §9): first and last page, two neighbours each side, ellipses, 'Mostrando X a Y de Z'. */
export function Pagination({ page, limit, total, onPageChange, label = 'Paginação' }: PaginationProps) {
  const pages = pageCount(total, limit);
  const items = pagerItems(page, pages);
  return (
    <div className={styles.root}>
      <p className={styles.summary} aria-live="polite">
        {showingText(page, limit, total)}
      </p>
      {pages > 1 ? (
        <nav aria-label={label}>
          <ul className={styles.list}>
            <li>
              <button
                type="button"
                className={styles.item}
                aria-label="Página anterior"
                disabled={page <= 0}
                onClick={() => onPageChange(page - 1)}
              >
                <Chevron direction="left" />
              </button>
            </li>
            {items.map((item) =>
              item.kind === 'ellipsis' ? (
                <li key={`ellipsis-${item.key}`} className={styles.ellipsis} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item.page}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-label={`Página ${item.page + 1}`}
                    aria-current={item.page === page ? 'page' : undefined}
                    onClick={() => {
                      if (item.page !== page) onPageChange(item.page);
                    }}
                  >
                    {item.page + 1}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className={styles.item}
                aria-label="Próxima página"
                disabled={page >= pages - 1}
                onClick={() => onPageChange(page + 1)}
              >
                <Chevron direction="right" />
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
