import { type ComponentPropsWithRef, cloneElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import * as styles from './Button.css';
import type { ButtonSize, ButtonVariant } from './variants';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores clicks while an action runs. */
  loading?: boolean;
  /** Takes the whole width of its container. */
  fullWidth?: boolean;
  /** Renders this element (a link, a router link) with the button's look, props and content. */
  render?: ReactElement<{ className?: string }>;
  children?: ReactNode;
}

/**
 * Conforma's button. A native `<button>`: the sign-in page ships it, and Ariakit's
 * Button added about 10 KB there for nothing a native button lacks. Pass
 * `render={<a href="…" />}` (or a router link) to navigate with the same look.
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  fullWidth = false,
  disabled,
  className,
  children,
  type = 'button',
  render,
  onClick,
  ...props
}: ButtonProps) {
  // A loading button stays focusable (aria-disabled, not disabled) so a keyboard user keeps their place.
  const inert = Boolean(disabled || loading);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const shared = {
    ...props,
    'aria-busy': loading || undefined,
    className: [styles.button({ variant, size, fullWidth }), render?.props.className, className]
      .filter(Boolean)
      .join(' '),
    onClick: handleClick,
    children: (
      <>
        {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {children}
      </>
    ),
  };
  if (render) return cloneElement(render, { ...shared, 'aria-disabled': inert || undefined } as object);
  return <button type={type} {...shared} disabled={disabled} aria-disabled={(loading && !disabled) || undefined} />;
}
