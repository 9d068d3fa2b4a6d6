import { brand } from '@product/domain';
import type { ComponentProps } from 'react';
import * as styles from './Logo.css';
import type { LogoVariant } from './variants';

export interface LogoProps extends Omit<ComponentProps<'svg'>, 'children' | 'viewBox'> {
  variant?: LogoVariant;
  /** Only the mark, without the word. */
  markOnly?: boolean;
}

// Width of the word in viewBox units: Inter Bold at 22 units averages ~13.2 units a letter.
const wordWidth = (name: string) => Math.ceil(name.length * 13.2);

/**
 * The brand wordmark: a tile with a "C" closing on a check mark, then the brand name
 * (read from `brand.name`, so a deployment can rename the product).
 */
export function Logo({ variant = 'original', markOnly = false, className, ...props }: LogoProps) {
  const colours = styles.colours[variant];
  const width = markOnly ? 40 : 52 + wordWidth(brand.name);
  const frame = variant === 'originalOnWhite' ? styles.frame.onWhite : styles.frame.transparent;
  return (
    <svg
      role="img"
      aria-label={brand.name}
      viewBox={`0 0 ${width} 40`}
      className={[styles.logo, frame, className].filter(Boolean).join(' ')}
      {...props}
    >
      <rect className={colours.tile} x="1" y="1" width="38" height="38" rx="10" />
      <g className={colours.stroke} fill="none" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M27.4 12.6A10.5 10.5 0 1 0 28.9 25.6" />
        <path d="M15.5 20.2l3.6 3.6 9.4-9.6" />
      </g>
      {markOnly ? null : (
        <text className={`${colours.word} ${styles.word}`} x="50" y="28.5" fontSize="22">
          {brand.name}
        </text>
      )}
    </svg>
  );
}
