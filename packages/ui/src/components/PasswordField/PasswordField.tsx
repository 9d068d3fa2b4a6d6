import { type ComponentProps, useState } from 'react';
import { cx, FieldFrame, fieldStyles, useFieldIds } from '../FieldFrame';
import * as styles from './PasswordField.css';

export const passwordFieldTexts = { show: 'Mostrar senha', hide: 'Ocultar senha' } as const;

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'size'> {
  /** Visible label, also the input's accessible name. */
  label: string;
  hint?: string;
  /** Error message under the field; sets `aria-invalid`. */
  error?: string;
}

/** A password input with a 'Mostrar senha' / 'Ocultar senha' toggle. The `ref` reaches the `<input>`. */
export function PasswordField({ label, hint, error, id, className, disabled, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds(id, hint, error, props['aria-describedby']);
  return (
    <FieldFrame
      className={className}
      label={
        <label className={fieldStyles.label} htmlFor={ids.inputId}>
          {label}
        </label>
      }
      hint={hint}
      hintId={ids.hintId}
      error={error}
      errorId={ids.errorId}
    >
      <div className={styles.wrap}>
        <input
          autoComplete="current-password"
          {...props}
          id={ids.inputId}
          type={visible ? 'text' : 'password'}
          disabled={disabled}
          className={cx(fieldStyles.control, styles.input)}
          aria-invalid={error ? true : props['aria-invalid']}
          aria-describedby={ids.describedBy}
        />
        <button
          type="button"
          className={styles.toggle}
          disabled={disabled}
          aria-label={visible ? passwordFieldTexts.hide : passwordFieldTexts.show}
          aria-controls={ids.inputId}
          onClick={() => setVisible((v) => !v)}
        >
          <svg
            className={styles.icon}
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            aria-hidden="true"
          >
            <path d="M1.5 10S4.5 4 10 4s8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6Z" strokeLinejoin="round" />
            <circle cx="10" cy="10" r="2.5" />
            {visible ? <path d="m3 3 14 14" strokeLinecap="round" /> : null}
          </svg>
        </button>
      </div>
    </FieldFrame>
  );
}
