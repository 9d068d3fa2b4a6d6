import { Button as AriakitButton, type ButtonProps as AriakitButtonProps } from '@ariakit/react';
import * as styles from './Button.css';
import type { ButtonSize, ButtonVariant } from './variants';

export interface ButtonProps extends AriakitButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores clicks while an action runs. */
  loading?: boolean;
  /** Takes the whole width of its container. */
  fullWidth?: boolean;
}

/**
 * Conforma's button, on Ariakit's `Button`: pass `render={<a href="…" />}` (or a router link)
 * to render another element with the same look and keyboard behaviour.
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
  ...props
}: ButtonProps) {
  return (
    <AriakitButton
      type={type}
      {...props}
      // A loading button stays focusable so a keyboard user does not lose their place.
      disabled={disabled || loading}
      accessibleWhenDisabled={loading && !disabled}
      aria-busy={loading || undefined}
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </AriakitButton>
  );
}
