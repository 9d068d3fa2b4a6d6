import type { ComponentProps } from 'react';
import * as styles from './Skeleton.css';
import type { SkeletonVariant } from './variants';

export interface SkeletonProps extends Omit<ComponentProps<'span'>, 'children'> {
  variant?: SkeletonVariant;
}

/**
 * A grey placeholder while content loads. Decorative (hidden from assistive technology):
 * mark the region that is loading with `aria-busy` and a text such as 'Carregando'.
 */
export function Skeleton({ variant = 'text', className, ...props }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, styles.variants[variant], className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
