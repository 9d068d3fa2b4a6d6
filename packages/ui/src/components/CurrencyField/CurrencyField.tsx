import { type ChangeEvent, type ComponentProps, useEffect, useState } from 'react';
import { formatCurrency } from '../../format/format';
import { fieldStyles, framedControlProps, LabelledFieldFrame, useFieldIds } from '../FieldFrame';

export interface CurrencyFieldProps
  extends Omit<ComponentProps<'input'>, 'type' | 'size' | 'value' | 'defaultValue' | 'onChange'> {
  label: string;
  hint?: string;
  error?: string;
  /** Amount in reais (1234.56); `null` for empty. Pass it to control the field. */
  value?: number | null;
  defaultValue?: number | null;
  /** The amount after each keystroke, or `null` when the field is emptied. */
  onValueChange?: (value: number | null) => void;
}

const toCents = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

/**
 * A BRL amount typed as digits from the right, like a till: 1, 2, 3, 4, 5, 6 shows 'R$ 1.234,56'.
 * With react-hook-form use a `Controller` and give `field.onChange` to `onValueChange`.
 */
export function CurrencyField({
  label,
  hint,
  error,
  id,
  className,
  value,
  defaultValue = null,
  onValueChange,
  ...props
}: CurrencyFieldProps) {
  const ids = useFieldIds(id, hint, error, props['aria-describedby']);
  const [cents, setCents] = useState<number | null>(toCents(value === undefined ? defaultValue : value));

  // Follow a controlled value (a form reset, a value loaded later).
  useEffect(() => {
    if (value !== undefined) setCents(toCents(value));
  }, [value]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 13);
    const next = digits ? Number(digits) : null;
    setCents(next);
    onValueChange?.(next === null ? null : next / 100);
  };

  const text = cents === null ? '' : formatCurrency(cents / 100);

  return (
    <LabelledFieldFrame className={className} label={label} ids={ids} hint={hint} error={error}>
      <input
        inputMode="numeric"
        autoComplete="off"
        placeholder="R$ 0,00"
        {...props}
        type="text"
        value={text}
        onChange={handleChange}
        // Digits enter from the right, so the caret belongs at the end.
        onFocus={(event) => {
          props.onFocus?.(event);
          const end = event.currentTarget.value.length;
          event.currentTarget.setSelectionRange(end, end);
        }}
        className={fieldStyles.control}
        {...framedControlProps(ids, error, props['aria-invalid'])}
      />
    </LabelledFieldFrame>
  );
}
