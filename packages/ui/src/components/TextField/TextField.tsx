import type { ComponentProps } from 'react';
import { fieldStyles, framedControlProps, LabelledFieldFrame, useFieldIds } from '../FieldFrame';

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
  const ids = useFieldIds(id, hint, error, props['aria-describedby']);
  return (
    <LabelledFieldFrame className={className} label={label} ids={ids} hint={hint} error={error}>
      <input
        {...props}
        type={type}
        className={fieldStyles.control}
        {...framedControlProps(ids, error, props['aria-invalid'])}
      />
    </LabelledFieldFrame>
  );
}
