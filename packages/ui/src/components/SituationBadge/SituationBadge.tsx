import type { ComponentProps } from 'react';
import type { RegistrationSituation } from './labels';
import { situationLabels } from './labels';
import * as styles from './SituationBadge.css';

/** Who states the situation, for where it sits beside the platform's own states. */
export const situationSourceLabel = 'Receita';

export interface SituationBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  situation: RegistrationSituation;
  /**
   * Reads 'Receita: ATIVA' instead of 'ATIVA': on a company card the situation sits beside
   * 'Monitoramento desativado', and the source says it is the registry's word, not the platform's.
   */
  showSource?: boolean;
}

export function SituationBadge({ situation, showSource = false, className, ...props }: SituationBadgeProps) {
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} {...props}>
      <span className={`${styles.dot} ${styles.dotColours[situation]}`} aria-hidden="true" />
      {showSource ? `${situationSourceLabel}: ${situationLabels[situation]}` : situationLabels[situation]}
    </span>
  );
}
