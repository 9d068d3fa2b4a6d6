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
import { memo, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { LineIcon } from '../../internal/LineIcon';
import { tokens } from '../../theme/tokens';
import { createRowLister, isHeading } from './filter';
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

// The virtualiser needs the row height in pixels; it is the small control height of the theme.
const rowHeight = Number.parseInt(tokens.size.controlSmall, 10);

function CloseIcon() {
  return (
    <LineIcon className={styles.icon} viewBox="0 0 16 16">
      <path d="m4.5 4.5 7 7m0-7-7 7" strokeLinecap="round" />
    </LineIcon>
  );
}

interface OptionListProps {
  label: string;
  /** From `createRowLister`, kept by the field so its caches outlive a closed list. */
  listRows: ReturnType<typeof createRowLister<MultiSelectOption>>;
  options: readonly MultiSelectOption[];
  /** The typed text, deferred: the list follows it without making the input wait. */
  search: string;
  emptyText: string;
}

/**
 * The open list. It mounts with the popover, so a closed field never groups or filters its
 * options, and it is memoised, so a keystroke re-renders it once, with the deferred text. Only
 * the visible rows are rendered (TanStack Virtual).
 */
const OptionList = memo(function OptionList({ label, listRows, options, search, emptyText }: OptionListProps) {
  const rows = useMemo(() => listRows(options, search), [listRows, options, search]);
  // State, not a ref: the virtualiser must re-render once the list element exists.
  const [listElement, setListElement] = useState<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => listElement,
    estimateSize: () => rowHeight,
    overscan: 5,
    // Rows show on the first frame, before the list is measured.
    initialRect: { width: 0, height: rowHeight * 10 },
  });

  if (rows.length === 0) {
    return (
      <div className={styles.empty} role="status">
        {emptyText}
      </div>
    );
  }
  return (
    <ComboboxList ref={setListElement} className={styles.list} aria-label={label}>
      <div style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const style = { transform: `translateY(${item.start}px)` };
          return isHeading(row) ? (
            <div
              key={`group:${row.heading}`}
              role="presentation"
              className={`${styles.row} ${styles.heading}`}
              style={style}
            >
              {row.heading}
            </div>
          ) : (
            <ComboboxItem
              key={row.value}
              value={row.value}
              className={`${styles.row} ${styles.option}`}
              style={style}
              focusOnHover
            >
              <LineIcon className={styles.check} viewBox="0 0 16 16">
                <path d="m4 8 3 3 5-6" strokeLinecap="round" strokeLinejoin="round" />
              </LineIcon>
              <span className={styles.optionText}>{row.label}</span>
            </ComboboxItem>
          );
        })}
      </div>
    </ComboboxList>
  );
});

/**
 * Chooses several values from a long list (Ariakit Combobox with multiple selection):
 * type to filter (accents and case ignored), options under group headings, chosen values as
 * removable chips. Only the visible rows are rendered and nothing is precomputed per option, so
 * 100,000 options stay fast.
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
  const deferredSearch = useDeferredValue(search);
  const [listRows] = useState(createRowLister<MultiSelectOption>);
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue);
  const selected = value ?? uncontrolled;
  const controlRef = useRef<HTMLDivElement | null>(null);

  // The chips' labels: one pass over the options, only while something is chosen.
  const chosenLabels = useMemo(() => {
    const labels = new Map<string, string>();
    if (selected.length === 0) return labels;
    const wanted = new Set(selected);
    for (const option of options) {
      if (!wanted.has(option.value)) continue;
      labels.set(option.value, option.label);
      if (labels.size === wanted.size) break;
    }
    return labels;
  }, [options, selected]);

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
                const text = chosenLabels.get(chosen) ?? chosen;
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
          <OptionList
            label={label}
            listRows={listRows}
            options={options}
            search={deferredSearch}
            emptyText={emptyText}
          />
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
