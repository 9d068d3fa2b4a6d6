import { searchDebounceMs } from '@product/domain';
import { type ComponentProps, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { LineIcon } from '../../internal/LineIcon';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './SearchField.css';

export interface SearchFieldProps
  extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'size'> {
  /** The search in effect (e.g. from the URL); the field follows it when it changes. */
  value: string;
  /** Called with the new term 1 s after typing stops, at once on Enter or when cleared. */
  onSearch: (term: string) => void;
  /** Label, visually hidden. */
  label?: string;
  /** Milliseconds of quiet before `onSearch` (spec 1 §9: 1000). */
  debounceMs?: number;
}

/** The list search box (spec 1 §9): placeholder 'Buscar', debounced, Enter searches at once, a clear button. */
export function SearchField({
  value,
  onSearch,
  label = 'Buscar',
  placeholder = 'Buscar',
  debounceMs = searchDebounceMs,
  onKeyDown,
  id,
  ref,
  ...props
}: SearchFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement | null>(null);

  // Follow the search in effect when it changes from outside (back button, 'Voltar à lista').
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (term: string) => {
    clearTimeout(timer.current);
    if (term !== value) onSearch(term);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Enter' && !event.defaultPrevented) {
      event.preventDefault();
      searchNow(text.trim());
    }
  };

  return (
    <search className={styles.root}>
      <label htmlFor={inputId} className={visuallyHidden}>
        {label}
      </label>
      <LineIcon className={styles.searchIcon} viewBox="0 0 16 16" strokeWidth="1.75">
        <circle cx="7" cy="7" r="4.75" />
        <path d="m10.5 10.5 3.5 3.5" strokeLinecap="round" />
      </LineIcon>
      <input
        {...props}
        ref={(node) => {
          input.current = node;
          if (typeof ref === 'function') return ref(node);
          if (ref) ref.current = node;
        }}
        id={inputId}
        type="search"
        className={styles.input}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => searchNow(next.trim()), debounceMs);
        }}
        onKeyDown={handleKeyDown}
      />
      {text ? (
        <button
          type="button"
          className={styles.clear}
          aria-label="Limpar busca"
          onClick={() => {
            setText('');
            searchNow('');
            input.current?.focus();
          }}
        >
          <LineIcon className={styles.clearIcon} viewBox="0 0 16 16">
            <path d="m4 4 8 8M12 4l-8 8" strokeLinecap="round" />
          </LineIcon>
        </button>
      ) : null}
    </search>
  );
}
