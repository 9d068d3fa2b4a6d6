import { type ComponentProps, useId } from 'react';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'email', 'password'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'size'> {
  /** Visible label, also the input's accessible name. */
  label: string;
  /** Help text under the field. */
  hint?: string;
  /** Error message under the field; sets `aria-invalid`. */
  error?: string;
  type?: TextFieldType;
}

/**
 * A labelled text input. The `ref` reaches the `<input>`, so `{...register('email')}`
 * from react-hook-form can be spread straight onto it.
 */
export function TextField({ label, hint, error, type = 'text', id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        {...props}
        id={inputId}
        type={type}
        className={styles.input}
        aria-invalid={error ? true : props['aria-invalid']}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
            <path d="M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm0 9.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2ZM8 4a.9.9 0 0 0-.9.95l.2 4.1a.7.7 0 0 0 1.4 0l.2-4.1A.9.9 0 0 0 8 4Z" />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}
