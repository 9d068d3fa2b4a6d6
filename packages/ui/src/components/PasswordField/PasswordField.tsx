import { type ComponentProps, useState } from 'react';
import { LineIcon } from '../../internal/LineIcon';
import { cx, fieldStyles, framedControlProps, LabelledFieldFrame, useFieldIds } from '../FieldFrame';
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
    <LabelledFieldFrame className={className} label={label} ids={ids} hint={hint} error={error}>
      <div className={styles.wrap}>
        <input
          autoComplete="current-password"
          {...props}
          type={visible ? 'text' : 'password'}
          disabled={disabled}
          className={cx(fieldStyles.control, styles.input)}
          {...framedControlProps(ids, error, props['aria-invalid'])}
        />
        <button
          type="button"
          className={styles.toggle}
          disabled={disabled}
          aria-label={visible ? passwordFieldTexts.hide : passwordFieldTexts.show}
          aria-controls={ids.inputId}
          onClick={() => setVisible((v) => !v)}
        >
          <LineIcon className={styles.icon} viewBox="0 0 20 20" strokeWidth="1.5">
            <path d="M1.5 10S4.5 4 10 4s8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6Z" strokeLinejoin="round" />
            <circle cx="10" cy="10" r="2.5" />
            {visible ? <path d="m3 3 14 14" strokeLinecap="round" /> : null}
          </LineIcon>
        </button>
      </div>
    </LabelledFieldFrame>
  );
}
