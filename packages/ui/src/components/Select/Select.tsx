import {
  Select as AriakitSelect,
  type SelectProps as AriakitSelectProps,
  SelectItem,
  SelectItemCheck,
  SelectLabel,
  SelectPopover,
  SelectProvider,
  useSelectStore,
  useStoreState,
} from '@ariakit/react';
import { type FocusEvent, useRef } from 'react';
import { LineIcon } from '../../internal/LineIcon';
import { cx, FieldFrame, fieldStyles, useFieldIds } from '../FieldFrame';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<AriakitSelectProps, 'store' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  hint?: string;
  error?: string;
  /** The chosen option's value ('' for none). Pass it to control the select. */
  value?: string;
  defaultValue?: string;
  /** Called with the chosen value; give it react-hook-form's `field.onChange`. */
  onValueChange?: (value: string) => void;
  /** Fires once when focus leaves the whole widget (button and list), as react-hook-form expects. */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A select on Ariakit's Select (a combobox button and a listbox popover). With react-hook-form use a
 * `Controller`: `render={({ field: { onChange, ...field } }) => <Select {...field} onValueChange={onChange} … />}`.
 * `onBlur` fires once, when focus leaves both the button and the list; the `ref` is the button.
 */
export function Select({
  label,
  options,
  placeholder = 'Selecione',
  hint,
  error,
  value,
  defaultValue = '',
  onValueChange,
  onBlur,
  id,
  className,
  ...props
}: SelectProps) {
  const ids = useFieldIds(id, hint, error, props['aria-describedby']);
  const store = useSelectStore<string>({
    value: value === undefined ? undefined : (value ?? ''),
    defaultValue,
    setValue: (next) => onValueChange?.(next),
  });
  const current = useStoreState(store, 'value');
  const popover = useRef<HTMLDivElement | null>(null);
  const button = useRef<HTMLElement | null>(null);
  const chosen = options.find((option) => option.value === current);

  const leaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    return !(next && (popover.current?.contains(next) || button.current?.contains(next)));
  };

  return (
    <SelectProvider store={store}>
      <FieldFrame
        className={className}
        label={<SelectLabel className={fieldStyles.label}>{label}</SelectLabel>}
        hint={hint}
        hintId={ids.hintId}
        error={error}
        errorId={ids.errorId}
      >
        <AriakitSelect
          {...props}
          ref={(node) => {
            button.current = node;
            const ref = props.ref;
            if (typeof ref === 'function') return ref(node);
            if (ref) ref.current = node;
          }}
          id={ids.inputId}
          className={cx(fieldStyles.control, styles.button)}
          aria-invalid={error ? true : props['aria-invalid']}
          aria-describedby={ids.describedBy}
          onBlur={(event) => {
            if (!store.getState().open && leaves(event)) onBlur?.(event);
          }}
        >
          <span className={cx(styles.value, !chosen && styles.placeholder)}>{chosen?.label ?? placeholder}</span>
          <LineIcon className={styles.chevron} viewBox="0 0 16 16" strokeWidth="1.75">
            <path d="m4 6 4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
          </LineIcon>
        </AriakitSelect>
      </FieldFrame>
      {/* Not `unmountOnHide`: unmounting the focused list drops focus on <body> instead of the button. */}
      <SelectPopover
        ref={popover}
        gutter={4}
        sameWidth
        className={styles.popover}
        onBlur={(event) => {
          if (leaves(event)) onBlur?.(event);
        }}
      >
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
            <SelectItemCheck className={styles.check} />
            {option.label}
          </SelectItem>
        ))}
      </SelectPopover>
    </SelectProvider>
  );
}
