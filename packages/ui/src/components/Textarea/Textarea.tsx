import type { ComponentProps } from 'react';
import { cx, fieldStyles, framedControlProps, LabelledFieldFrame, useFieldIds } from '../FieldFrame';
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
    <LabelledFieldFrame className={className} label={label} ids={ids} hint={hint} error={error}>
      <textarea
        {...props}
        rows={rows}
        className={cx(fieldStyles.control, styles.textarea)}
        {...framedControlProps(ids, error, props['aria-invalid'])}
      />
    </LabelledFieldFrame>
  );
}
