import type { RegistrationLevel } from '@product/domain';
import type { ComponentProps } from 'react';
import { riskBadgeLabels } from './labels';
import * as styles from './RiskBadge.css';

export interface RiskBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  level: RegistrationLevel;
}

export function RiskBadge({ level, className, ...props }: RiskBadgeProps) {
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} {...props}>
      <span className={`${styles.dot} ${styles.dotColours[level]}`} aria-hidden="true" />
      {riskBadgeLabels[level]}
    </span>
  );
}
