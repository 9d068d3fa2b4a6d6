import type { ComponentProps } from 'react';
import { cx, FieldFrame, fieldStyles, useFieldIds } from '../FieldFrame';
import * as styles from './Textarea.css';

export interface TextareaProps extends ComponentProps<'textarea'> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line text box (4 rows unless told); the `ref` reaches the `<textarea>` for `register()`. */
export function Textarea({ label, hint, error, id, className, rows = 4, ...props }: TextareaProps) {
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
      <textarea
        {...props}
        id={ids.inputId}
        rows={rows}
        className={cx(fieldStyles.control, styles.textarea)}
        aria-invalid={error ? true : props['aria-invalid']}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}
