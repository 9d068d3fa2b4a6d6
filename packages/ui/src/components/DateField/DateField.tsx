import type { ComponentProps } from 'react';
import { FieldFrame, fieldStyles, useFieldIds } from '../FieldFrame';

export interface DateFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'size'> {
  label: string;
  hint?: string;
  error?: string;
}

/**
 * A native date input (the browser's own calendar and keyboard entry). The value, `min` and `max` are 'yyyy-mm-dd';
 * show dates to people with `formatDate`. The `ref` reaches the `<input>` for `register()`.
 */
export function DateField({ label, hint, error, id, className, ...props }: DateFieldProps) {
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
      <input
        {...props}
        id={ids.inputId}
        type="date"
        className={fieldStyles.control}
        aria-invalid={error ? true : props['aria-invalid']}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}
