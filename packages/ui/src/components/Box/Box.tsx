import { type ComponentPropsWithRef, createElement, type ElementType } from 'react';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css';

/** Layout element whose spacing, colours and flex props come from the theme (sprinkles). */
export type BoxProps = Sprinkles &
  Omit<ComponentPropsWithRef<'div'>, keyof Sprinkles> & {
    /** The element to render; a `div` by default. */
    as?: ElementType;
  };

export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, className: classes || undefined });
}
