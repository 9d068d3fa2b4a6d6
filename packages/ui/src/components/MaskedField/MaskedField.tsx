import type { ChangeEvent, ComponentProps } from 'react';
import { applyMask, caretAfter, type MaskName, masks, unmask } from '../../format/mask';
import { fieldStyles, framedControlProps, LabelledFieldFrame, useFieldIds } from '../FieldFrame';

export { type MaskName, maskNames } from '../../format/mask';

export interface MaskedFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'size' | 'value' | 'defaultValue'> {
  label: string;
  /** `cnpj`: `99.999.999/9999-99` or `AA.AAA.AAA/AAAA-99` (letters uppercased); `cnae`: `9999-9/99`. */
  mask: MaskName;
  hint?: string;
  error?: string;
  /** Controlled value, masked or raw. */
  value?: string;
  defaultValue?: string;
  /** The unmasked value ('12ABC34501DE35', '4646002') after each change. */
  onValueChange?: (raw: string) => void;
}

/**
 * A text input that masks as you type. It rewrites the input's own value before calling `onChange`,
 * so `{...register('cnpj')}` stores the masked text, and puts the caret back after the same raw character.
 */
export function MaskedField({
  label,
  mask,
  hint,
  error,
  id,
  className,
  value,
  defaultValue,
  onValueChange,
  onChange,
  ref,
  ...props
}: MaskedFieldProps) {
  const pattern = masks[mask];
  const ids = useFieldIds(id, hint, error, props['aria-describedby']);
  const show = (text: string | undefined) =>
    text === undefined ? undefined : applyMask(unmask(text, pattern), pattern);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.target;
    const typedLength = target.value.length;
    const caret = target.selectionStart ?? target.value.length;
    const rawBeforeCaret = unmask(target.value.slice(0, caret), pattern).length;
    const raw = unmask(target.value, pattern);
    const masked = applyMask(raw, pattern);
    if (target.value !== masked) {
      target.value = masked;
      // Rewriting the value moves the caret to the end; put it back after the same raw character.
      const position = caret >= typedLength ? masked.length : caretAfter(rawBeforeCaret, pattern);
      target.setSelectionRange(position, position);
    }
    onChange?.(event);
    onValueChange?.(raw);
  };

  return (
    <LabelledFieldFrame className={className} label={label} ids={ids} hint={hint} error={error}>
      <input
        inputMode={mask === 'cnae' ? 'numeric' : 'text'}
        autoCapitalize={mask === 'cnpj' ? 'characters' : undefined}
        autoComplete="off"
        spellCheck={false}
        {...props}
        ref={ref}
        type="text"
        maxLength={pattern.length}
        value={show(value)}
        defaultValue={show(defaultValue)}
        onChange={handleChange}
        className={fieldStyles.control}
        {...framedControlProps(ids, error, props['aria-invalid'])}
      />
    </LabelledFieldFrame>
  );
}
