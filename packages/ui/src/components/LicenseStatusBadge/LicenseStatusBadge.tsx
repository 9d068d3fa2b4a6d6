import { type LicenseStatus, licenseStatusLabels } from '@product/domain';
import type { ComponentProps } from 'react';
import * as styles from './LicenseStatusBadge.css';

export interface LicenseStatusBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  status: LicenseStatus;
}

export function LicenseStatusBadge({ status, className, ...props }: LicenseStatusBadgeProps) {
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} {...props}>
      <span className={`${styles.dot} ${styles.dotColours[status]}`} aria-hidden="true" />
      {licenseStatusLabels[status]}
    </span>
  );
}
