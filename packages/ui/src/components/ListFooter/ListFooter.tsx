import { Pagination, type PaginationProps } from '../Pagination';
import { PerPageSelect } from '../PerPageSelect';
import * as styles from './ListFooter.css';

export interface ListFooterProps extends PaginationProps {
  /** Receives the chosen page size; go back to the first page there. */
  onLimitChange: (limit: number) => void;
  /** Label of the page-size selector. */
  perPageLabel?: string;
}

/** The bottom of every list (spec 1 §9): 'Por página', then 'Mostrando X a Y de Z' and the pager. */
export function ListFooter({ onLimitChange, perPageLabel, ...pagination }: ListFooterProps) {
  return (
    <div className={styles.root}>
      <PerPageSelect value={pagination.limit} onChange={onLimitChange} label={perPageLabel} />
      <div className={styles.pager}>
        <Pagination {...pagination} />
      </div>
    </div>
  );
}
