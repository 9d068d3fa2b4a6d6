import type { ComponentProps } from 'react';
import { FieldFrame, useFieldIds } from '../FieldFrame';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<ComponentProps<'input'>, 'type' | 'role' | 'children' | 'size'> {
  /** Text beside the switch, its accessible name (spec: 'Ativo'). */
  label?: string;
  hint?: string;
  error?: string;
}

/**
 * An on/off switch: a native checkbox with `role="switch"`, so `{...register('active')}`,
 * `checked`, `defaultChecked` and `onChange` work as with any checkbox. Not Ariakit's Checkbox:
 * it keeps `checked` in its own state and overrode react-hook-form's default (a `true` default showed off).
 */
export function Switch({ label = 'Ativo', hint, error, id, className, ...props }: SwitchProps) {
  const ids = useFieldIds(id, hint, error, props['aria-describedby']);
  return (
    <FieldFrame className={className} hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId}>
      <label className={styles.row} htmlFor={ids.inputId}>
        <input
          {...props}
          id={ids.inputId}
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state; ARIA in HTML advises against aria-checked on it.
          role="switch"
          className={styles.input}
          aria-invalid={error ? true : props['aria-invalid']}
          aria-describedby={ids.describedBy}
        />
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span>{label}</span>
      </label>
    </FieldFrame>
  );
}
