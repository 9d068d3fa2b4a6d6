import {
  type ChangeEvent,
  type ComponentProps,
  type FocusEvent,
  type Ref,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { applyMask, caretAfter, unmask } from '../../format/mask';
import { LineIcon } from '../../internal/LineIcon';
import { cx, fieldStyles, framedControlProps, LabelledFieldFrame, useFieldIds } from '../FieldFrame';
import * as styles from './DateField.css';
import { dateFieldTexts, dayPattern, dayProblem, dayValue, displayDay } from './day';

export { dateFieldTexts } from './day';

/**
 * What the `ref` receives: the field as a form library sees an input. `value` reads and writes the
 * ISO day ('2026-11-07'), so react-hook-form's `register()` keeps ISO days; `focus()` focuses the text box.
 */
export interface DateFieldHandle {
  readonly name: string;
  readonly type: 'text';
  value: string;
  readonly disabled: boolean;
  focus: (options?: FocusOptions) => void;
  /** The text box itself (dd/mm/aaaa). */
  readonly input: HTMLInputElement | null;
}

/** What `onChange` and `onBlur` get: `target.value` is the field's value (see `DateFieldProps.value`). */
export interface DateFieldEvent {
  type: 'change' | 'blur';
  target: DateFieldHandle;
  currentTarget: DateFieldHandle;
}

export interface DateFieldProps
  extends Omit<
    ComponentProps<'input'>,
    'type' | 'size' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'min' | 'max' | 'ref'
  > {
  label: string;
  hint?: string;
  error?: string;
  /**
   * The day as 'yyyy-mm-dd' ('' when empty). While a day is incomplete or impossible the field's
   * value is the text as typed ('31/02/2026'), which an ISO check refuses.
   */
  value?: string;
  defaultValue?: string;
  /** First and last day accepted, 'yyyy-mm-dd' (a number, which `register()` options allow, is ignored). */
  min?: string | number;
  max?: string | number;
  onChange?: (event: DateFieldEvent) => void;
  /** When the focus leaves the whole field (text box and calendar button). */
  onBlur?: (event: DateFieldEvent) => void;
  /** The value after each change. */
  onValueChange?: (value: string) => void;
  ref?: Ref<DateFieldHandle>;
}

/**
 * A day typed and shown as dd/mm/aaaa whatever the browser's language, with a calendar button.
 * A native date input shows the browser's locale (11/07/2026 for 7 November in an English browser),
 * so the text box is ours and the browser's calendar only picks: it opens from the button
 * (`showPicker()` on a hidden date input) and its choice is written back as dd/mm/aaaa.
 * Callers keep ISO days: `value`, `onValueChange` and `{...register('validUntil')}` (through the
 * `ref`'s handle) all speak 'yyyy-mm-dd'. An impossible or incomplete day gets a Portuguese message
 * under the field once it is complete or the focus leaves, and wins over the caller's `error`.
 */
export function DateField({
  label,
  hint,
  error,
  id,
  className,
  name = '',
  value,
  defaultValue = '',
  min,
  max,
  disabled = false,
  onChange,
  onBlur,
  onValueChange,
  ref,
  ...props
}: DateFieldProps) {
  const [text, setText] = useState(() => displayDay(value ?? defaultValue));
  const [left, setLeft] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  // The text box and the calendar button: the focus moving between them is no blur of the field.
  const wrapRef = useRef<HTMLDivElement>(null);
  // Read synchronously by form libraries right after `onChange`, before React re-renders.
  const textRef = useRef(text);
  const latest = useRef({ name, disabled, onChange, onBlur, onValueChange });
  latest.current = { name, disabled, onChange, onBlur, onValueChange };

  const handle = useRef<DateFieldHandle>({
    get name() {
      return latest.current.name;
    },
    type: 'text',
    get value() {
      return dayValue(textRef.current);
    },
    // react-hook-form also writes null or undefined for an empty field.
    set value(next: string) {
      const shown = displayDay(typeof next === 'string' ? next : '');
      textRef.current = shown;
      setText(shown);
    },
    get disabled() {
      return latest.current.disabled;
    },
    focus: (options) => inputRef.current?.focus(options),
    get input() {
      return inputRef.current;
    },
  }).current;
  useImperativeHandle(ref, () => handle, [handle]);

  // A controlled field follows its `value` unless it already shows that value (a day still being typed).
  useEffect(() => {
    if (value !== undefined && value !== dayValue(textRef.current)) handle.value = value;
  }, [value, handle]);

  const commit = (shown: string) => {
    textRef.current = shown;
    setText(shown);
    latest.current.onChange?.({ type: 'change', target: handle, currentTarget: handle });
    latest.current.onValueChange?.(dayValue(shown));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.target;
    // A pasted ISO day ('2026-11-07', from a spreadsheet or a system) is that day, not 20/26/1107.
    if (/^\s*\d{4}-\d{2}-\d{2}\s*$/.test(target.value)) target.value = displayDay(target.value.trim());
    const caret = target.selectionStart ?? target.value.length;
    const digitsBeforeCaret = unmask(target.value.slice(0, caret), dayPattern).length;
    const masked = applyMask(unmask(target.value, dayPattern), dayPattern);
    if (target.value !== masked) {
      const atEnd = caret >= target.value.length;
      target.value = masked;
      // Rewriting the value moves the caret to the end; put it back after the same digit.
      const position = atEnd ? masked.length : caretAfter(digitsBeforeCaret, dayPattern);
      target.setSelectionRange(position, position);
    }
    commit(masked);
  };

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (wrapRef.current?.contains(event.relatedTarget as Node | null)) return;
    setLeft(true);
    latest.current.onBlur?.({ type: 'blur', target: handle, currentTarget: handle });
  };

  const openCalendar = () => {
    const picker = pickerRef.current;
    if (!picker) return;
    try {
      picker.showPicker();
    } catch {
      // No picker in this browser (or not now): typing still works.
      inputRef.current?.focus();
    }
  };

  const first = typeof min === 'string' ? min : undefined;
  const last = typeof max === 'string' ? max : undefined;
  const problem = dayProblem(text, first, last);
  const shownError = (problem && (left || text.length === dayPattern.length) ? problem : undefined) ?? error;
  const ids = useFieldIds(id, hint, shownError, props['aria-describedby']);
  const iso = dayValue(text);

  return (
    <LabelledFieldFrame className={className} label={label} ids={ids} hint={hint} error={shownError}>
      <div ref={wrapRef} className={styles.wrap}>
        <input
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/aaaa"
          {...props}
          ref={inputRef}
          type="text"
          disabled={disabled}
          maxLength={dayPattern.length}
          value={text}
          onChange={handleChange}
          onBlur={handleBlur}
          className={cx(fieldStyles.control, styles.input)}
          {...framedControlProps(ids, shownError, props['aria-invalid'])}
        />
        <button
          type="button"
          className={styles.calendar}
          aria-label={dateFieldTexts.openCalendar}
          aria-controls={ids.inputId}
          disabled={disabled}
          onClick={openCalendar}
          onBlur={handleBlur}
        >
          <LineIcon className={styles.icon} viewBox="0 0 20 20" strokeWidth="1.6">
            <rect x="3" y="4.5" width="14" height="12.5" rx="1.5" />
            <path d="M3 8.5h14M7 2.5v4M13 2.5v4" strokeLinecap="round" />
          </LineIcon>
        </button>
        {/* Only the browser's calendar: never shown, never focused, never submitted. */}
        <input
          ref={pickerRef}
          type="date"
          className={styles.picker}
          tabIndex={-1}
          aria-hidden="true"
          disabled={disabled}
          value={iso === text ? '' : iso}
          min={first}
          max={last}
          onChange={(event) => {
            if (!event.target.value) return;
            commit(displayDay(event.target.value));
            inputRef.current?.focus();
          }}
        />
        {name ? <input type="hidden" name={name} value={iso} /> : null}
      </div>
    </LabelledFieldFrame>
  );
}
