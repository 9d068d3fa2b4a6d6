import type { ComponentProps } from 'react';
import { FieldFrame, fieldStyles, useFieldIds } from '../FieldFrame';

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
 * A labelled text input, in the frame (label, hint, error) every field shares.
 * The `ref` reaches the `<input>`, so `{...register('email')}` from
 * react-hook-form can be spread straight onto it.
 */
export function TextField({ label, hint, error, type = 'text', id, className, ...props }: TextFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error, props['aria-describedby']);
  return (
    <FieldFrame
      className={className}
      label={
        <label className={fieldStyles.label} htmlFor={inputId}>
          {label}
        </label>
      }
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
    >
      <input
        {...props}
        id={inputId}
        type={type}
        className={fieldStyles.control}
        aria-invalid={error ? true : props['aria-invalid']}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  );
}
