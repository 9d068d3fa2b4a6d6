import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import { Skeleton } from '../Skeleton';
import * as styles from './KpiCounter.css';

export interface KpiCounterProps {
  /** What is counted ('Empresas cadastradas'). */
  label: string;
  value: number | string;
  /** An `aria-hidden` SVG shown in a tinted square. */
  icon?: ReactNode;
  /** A line under the value. */
  description?: ReactNode;
  /**
   * Shows skeletons instead of the value (and of the description, when one is given) while the
   * dashboard loads, each the height of its line: the card does not grow when the numbers arrive.
   */
  loading?: boolean;
  className?: string;
}

const numberFormat = new Intl.NumberFormat('pt-BR');

/** A dashboard counter (spec 2: registered companies, documents sent, CNPJs added). */
export function KpiCounter({ label, value, icon, description, loading = false, className }: KpiCounterProps) {
  return (
    <section
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-busy={loading || undefined}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className={styles.body}>
        <span className={styles.label}>{label}</span>
        {loading ? (
          <>
            <span className={visuallyHidden}>Carregando</span>
            <Skeleton variant="heading" className={styles.valueLoading} />
            {description ? <Skeleton variant="text" className={styles.descriptionLoading} /> : null}
          </>
        ) : (
          <>
            <span className={styles.value}>{typeof value === 'number' ? numberFormat.format(value) : value}</span>
            {description ? <span className={styles.description}>{description}</span> : null}
          </>
        )}
      </div>
    </section>
  );
}
