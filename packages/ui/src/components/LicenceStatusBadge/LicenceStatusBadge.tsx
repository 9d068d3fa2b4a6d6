import type { ComponentProps } from 'react';
import * as styles from './LicenceStatusBadge.css';
import type { LicenceStatus } from './labels';
import { licenceStatusLabels } from './labels';

export interface LicenceStatusBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  status: LicenceStatus;
}

export function LicenceStatusBadge({ status, className, ...props }: LicenceStatusBadgeProps) {
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} {...props}>
      <span className={`${styles.dot} ${styles.dotColours[status]}`} aria-hidden="true" />
      {licenceStatusLabels[status]}
    </span>
  );
}
