import {
  Select,
  SelectItem,
  SelectLabel,
  SelectPopover,
  type SelectProps,
  SelectProvider,
  SelectValue,
} from '@ariakit/react';
import { defaultPageSize, pageSizeOptions } from '@product/domain';
import { LineIcon } from '../../internal/LineIcon';
import * as styles from './PerPageSelect.css';

export interface PerPageSelectProps extends Omit<SelectProps, 'value' | 'defaultValue' | 'onChange' | 'store'> {
  /** The page size in effect (e.g. from the URL). */
  value?: number;
  /** The first page size when uncontrolled. */
  defaultValue?: number;
  /** Receives the chosen page size. */
  onChange?: (limit: number) => void;
  /** Visible label. */
  label?: string;
  /** Page sizes offered; the spec's list by default. */
  options?: readonly number[];
}

/** The lists' page-size selector (spec 1 §9): 'Por página', 10 to 200, 20 by default. */
export function PerPageSelect({
  value,
  defaultValue = defaultPageSize,
  onChange,
  label = 'Por página',
  options = pageSizeOptions,
  className,
  ...props
}: PerPageSelectProps) {
  return (
    <SelectProvider
      value={value === undefined ? undefined : String(value)}
      defaultValue={String(defaultValue)}
      setValue={(next) => onChange?.(Number(next))}
    >
      <div className={[styles.root, className].filter(Boolean).join(' ')}>
        <SelectLabel className={styles.label}>{label}</SelectLabel>
        <Select {...props} className={styles.button}>
          <SelectValue />
          <LineIcon className={styles.icon} viewBox="0 0 16 16">
            <path d="m4 6 4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
          </LineIcon>
        </Select>
      </div>
      <SelectPopover gutter={4} sameWidth className={styles.popover}>
        {options.map((option) => (
          <SelectItem key={option} value={String(option)} className={styles.item} />
        ))}
      </SelectPopover>
    </SelectProvider>
  );
}
