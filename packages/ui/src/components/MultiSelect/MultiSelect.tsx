import {
  Combobox,
  ComboboxItem,
  ComboboxLabel,
  ComboboxList,
  ComboboxPopover,
  type ComboboxProps,
  ComboboxProvider,
} from '@ariakit/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { tokens } from '../../theme/tokens';
import * as styles from './MultiSelect.css';

export interface MultiSelectOption {
  value: string;
  label: string;
  /** Heading the option is listed under (e.g. 'Risco baixo'); groups keep the options' order. */
  group?: string;
}

export interface MultiSelectProps
  extends Omit<ComboboxProps, 'value' | 'defaultValue' | 'onChange' | 'store' | 'children'> {
  /** Visible label. */
  label: string;
  options: readonly MultiSelectOption[];
  /** The chosen values (controlled). */
  value?: readonly string[];
  /** The first chosen values when uncontrolled. */
  defaultValue?: readonly string[];
  /** Receives all chosen values after each change. */
  onChange?: (values: string[]) => void;
  /** Shown when the typed filter matches nothing. */
  emptyText?: string;
  /** Help text under the field. */
  hint?: string;
  /** Error message under the field; sets `aria-invalid`. */
  error?: string;
}

type Row = { kind: 'heading'; key: string; label: string } | { kind: 'option'; key: string; option: MultiSelectOption };

// The virtualiser needs the row height in pixels; it is the small control height of the theme.
const rowHeight = Number.parseInt(tokens.size.controlSmall, 10);

/** Lower case without accents, so 'comercio' finds 'Comércio'. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function CloseIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="m4.5 4.5 7 7m0-7-7 7" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Chooses several values from a long list (Ariakit Combobox with multiple selection):
 * type to filter (accents and case ignored), options under group headings, chosen values as
 * removable chips. Only the visible rows are rendered, so 100,000 options stay fast.
 */
export function MultiSelect({
  label,
  options,
  value,
  defaultValue = [],
  onChange,
  placeholder = 'Buscar',
  emptyText = 'Nada encontrado',
  hint,
  error,
  id,
  ...props
}: MultiSelectProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [search, setSearch] = useState('');
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue);
  const selected = value ?? uncontrolled;
  const deferredSearch = useDeferredValue(search);
  // State, not a ref: the list mounts with the popover, and the virtualiser must re-render then.
  const controlRef = useRef<HTMLDivElement | null>(null);
  const [listElement, setListElement] = useState<HTMLDivElement | null>(null);

  const indexed = useMemo(
    () => options.map((option) => ({ option, text: normalise(`${option.label} ${option.value}`) })),
    [options],
  );
  const byValue = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);

  const rows = useMemo(() => {
    const term = normalise(deferredSearch.trim());
    const groups = new Map<string, MultiSelectOption[]>();
    for (const { option, text } of indexed) {
      if (term && !text.includes(term)) continue;
      const group = option.group ?? '';
      let list = groups.get(group);
      if (!list) {
        list = [];
        groups.set(group, list);
      }
      list.push(option);
    }
    const result: Row[] = [];
    for (const [group, list] of groups) {
      if (group) result.push({ kind: 'heading', key: `group:${group}`, label: group });
      for (const option of list) result.push({ kind: 'option', key: option.value, option });
    }
    return result;
  }, [indexed, deferredSearch]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => listElement,
    estimateSize: () => rowHeight,
    overscan: 10,
    // Rows show on the first frame, before the list is measured.
    initialRect: { width: 0, height: rowHeight * 10 },
  });

  const change = (next: string[]) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={styles.field}>
      <ComboboxProvider
        value={search}
        setValue={setSearch}
        selectedValue={selected as string[]}
        setSelectedValue={change}
        resetValueOnHide
      >
        <ComboboxLabel className={styles.label} htmlFor={inputId}>
          {label}
        </ComboboxLabel>
        <div className={styles.control} ref={controlRef}>
          {selected.length > 0 ? (
            <ul className={styles.chips} aria-label={`${label}: selecionados`}>
              {selected.map((chosen) => {
                const text = byValue.get(chosen)?.label ?? chosen;
                return (
                  <li key={chosen} className={styles.chip}>
                    <span className={styles.chipText}>{text}</span>
                    <button
                      type="button"
                      className={styles.chipRemove}
                      aria-label={`Remover ${text}`}
                      onClick={() => change(selected.filter((item) => item !== chosen))}
                    >
                      <CloseIcon />
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          <Combobox
            {...props}
            id={inputId}
            className={styles.input}
            placeholder={placeholder}
            aria-invalid={error ? true : props['aria-invalid']}
            aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          />
        </div>
        {/* The list inside is the listbox; the popover is only its frame (and holds 'Nada encontrado'). */}
        <ComboboxPopover
          gutter={4}
          sameWidth
          // Under the whole field (chips and input), not just the input.
          getAnchorRect={() => controlRef.current?.getBoundingClientRect() ?? null}
          className={styles.popover}
          unmountOnHide
          role="presentation"
        >
          {rows.length === 0 ? (
            <div className={styles.empty} role="status">
              {emptyText}
            </div>
          ) : (
            <ComboboxList ref={setListElement} className={styles.list} aria-label={label}>
              <div style={{ height: virtualizer.getTotalSize() }}>
                {virtualizer.getVirtualItems().map((item) => {
                  const row = rows[item.index];
                  if (!row) return null;
                  const style = { transform: `translateY(${item.start}px)` };
                  return row.kind === 'heading' ? (
                    <div key={row.key} role="presentation" className={`${styles.row} ${styles.heading}`} style={style}>
                      {row.label}
                    </div>
                  ) : (
                    <ComboboxItem
                      key={row.key}
                      value={row.option.value}
                      className={`${styles.row} ${styles.option}`}
                      style={style}
                      focusOnHover
                    >
                      <svg
                        className={styles.check}
                        viewBox="0 0 16 16"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        aria-hidden="true"
                      >
                        <path d="m4 8 3 3 5-6" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                      <span className={styles.optionText}>{row.option.label}</span>
                    </ComboboxItem>
                  );
                })}
              </div>
            </ComboboxList>
          )}
        </ComboboxPopover>
      </ComboboxProvider>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
