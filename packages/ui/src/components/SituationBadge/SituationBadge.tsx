import type { ComponentProps } from 'react';
import type { RegistrationSituation } from './labels';
import { situationLabels } from './labels';
import * as styles from './SituationBadge.css';

export interface SituationBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  situation: RegistrationSituation;
}

export function SituationBadge({ situation, className, ...props }: SituationBadgeProps) {
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} {...props}>
      <span className={`${styles.dot} ${styles.dotColours[situation]}`} aria-hidden="true" />
      {situationLabels[situation]}
    </span>
  );
}
