import { Children, type ReactNode } from 'react';
import * as styles from './CardGrid.css';

export interface CardGridProps {
  children: ReactNode;
  /** Names the list for assistive technology, e.g. 'Contas'. */
  label?: string;
}

/** Cards in a responsive list: one column on phones, up to four on very wide screens. */
export function CardGrid({ children, label }: CardGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {Children.map(children, (child) => (child == null ? null : <li className={styles.cell}>{child}</li>))}
    </ul>
  );
}
