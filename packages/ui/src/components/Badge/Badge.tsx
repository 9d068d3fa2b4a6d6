import type { ComponentProps } from 'react';
import * as styles from './Badge.css';
import type { BadgeTone } from './variants';

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

/** A short status label ('Novo', 'Inativo', a role…). */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span className={[styles.badge, styles.tones[tone], className].filter(Boolean).join(' ')} {...props} />;
}
