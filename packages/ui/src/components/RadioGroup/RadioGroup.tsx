import {
  RadioGroup as AriakitRadioGroup,
  type RadioGroupProps as AriakitRadioGroupProps,
  Radio,
  RadioProvider,
  useRadioStore,
} from '@ariakit/react';
import { type FocusEvent, type Ref, useRef } from 'react';
import { assignRef, cx, FieldFrame, useFieldIds } from '../FieldFrame';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export const radioGroupOrientations = ['horizontal', 'vertical'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioGroupProps
  extends Omit<AriakitRadioGroupProps, 'store' | 'onChange' | 'onBlur' | 'children' | 'ref'> {
  /** The question, rendered as the group's `<legend>`. */
  label: string;
  options: readonly RadioOption[];
  hint?: string;
  error?: string;
  /** The chosen value; `null`/`undefined` for none. Pass it to control the group. */
  value?: string | null;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Fires once, when focus leaves the group. */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  /** `name` of the radios (forms). */
  name?: string;
  disabled?: boolean;
  orientation?: RadioGroupOrientation;
  /** Reaches the first radio, so react-hook-form can focus the field on an error. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A group of radios on Ariakit's RadioGroup (arrow keys move and choose). With react-hook-form use a
 * `Controller`: `render={({ field: { onChange, ...field } }) => <RadioGroup {...field} onValueChange={onChange} … />}`.
 */
export function RadioGroup({
  label,
  options,
  hint,
  error,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  name,
  disabled = false,
  orientation = 'horizontal',
  ref,
  id,
  className,
  ...props
}: RadioGroupProps) {
  const ids = useFieldIds(id, hint, error);
  const store = useRadioStore({
    value: value === undefined ? undefined : value,
    defaultValue,
    setValue: (next) => {
      if (typeof next === 'string') onValueChange?.(next);
    },
  });
  const group = useRef<HTMLFieldSetElement | null>(null);

  return (
    <RadioProvider store={store}>
      <FieldFrame className={className} hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId}>
        <fieldset
          ref={group}
          className={styles.fieldset}
          disabled={disabled}
          aria-describedby={ids.describedBy}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (!(next && group.current?.contains(next))) onBlur?.(event);
          }}
        >
          <legend className={styles.legend}>{label}</legend>
          <AriakitRadioGroup
            {...props}
            id={ids.inputId}
            render={<div />}
            className={cx(styles.options, orientation === 'vertical' && styles.vertical)}
          >
            {options.map((option, index) => (
              <label key={option.value} className={styles.option} htmlFor={`${ids.inputId}-${index}`}>
                <Radio
                  id={`${ids.inputId}-${index}`}
                  ref={index === 0 ? (node) => assignRef(ref, node) : undefined}
                  value={option.value}
                  name={name}
                  disabled={disabled || option.disabled}
                  className={styles.radio}
                  aria-invalid={error ? true : undefined}
                />
                {option.label}
              </label>
            ))}
          </AriakitRadioGroup>
        </fieldset>
      </FieldFrame>
    </RadioProvider>
  );
}

/** 'Sim' / 'Não' as the values 'yes' / 'no'. */
export const yesNoOptions = [
  { value: 'yes', label: 'Sim' },
  { value: 'no', label: 'Não' },
] as const satisfies readonly RadioOption[];

export interface YesNoProps extends Omit<RadioGroupProps, 'options' | 'value' | 'defaultValue' | 'onValueChange'> {
  /** `true` for 'Sim', `false` for 'Não', `null`/`undefined` for no answer yet. */
  value?: boolean | null;
  defaultValue?: boolean;
  onValueChange?: (value: boolean) => void;
}

const toOption = (value: boolean | null | undefined) =>
  value === undefined ? undefined : value === null ? null : value ? 'yes' : 'no';

/** The 'Sim' / 'Não' question as a boolean, on RadioGroup. */
export function YesNo({ value, defaultValue, onValueChange, ...props }: YesNoProps) {
  return (
    <RadioGroup
      {...props}
      options={yesNoOptions}
      value={toOption(value)}
      defaultValue={toOption(defaultValue) ?? undefined}
      onValueChange={(next) => onValueChange?.(next === 'yes')}
    />
  );
}
