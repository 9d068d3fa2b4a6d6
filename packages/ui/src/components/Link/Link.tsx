import { type ComponentPropsWithRef, cloneElement, type ReactElement } from 'react';
import * as styles from './Link.css';
import type { LinkTone } from './variants';

export interface LinkProps extends ComponentPropsWithRef<'a'> {
  tone?: LinkTone;
  /** Renders this element (the router's link) with the link's look, props and content. */
  render?: ReactElement<{ className?: string }>;
}

/** A styled text link. Pass `render={<RouterLink to="…" />}` to navigate with the app's router. */
export function Link({ tone = 'primary', className, render, ...props }: LinkProps) {
  const classes = [styles.link, styles.tones[tone], render?.props.className, className].filter(Boolean).join(' ');
  if (render) return cloneElement(render, { ...props, className: classes } as object);
  return <a className={classes} {...props} />;
}
