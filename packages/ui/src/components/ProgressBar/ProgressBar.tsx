import { useId } from 'react';
import * as styles from './ProgressBar.css';
import type { ProgressBarTone } from './variants';

export interface ProgressBarProps {
  /** What is measured ('CNPJs de risco alto'). */
  label: string;
  value: number;
  max?: number;
  /** The text after the label; the percentage with one decimal ('33,3%') by default. */
  valueText?: string;
  /** `low`, `medium` and `high` use the fixed risk colours. */
  tone?: ProgressBarTone;
  className?: string;
}

const percentFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** A labelled horizontal bar (e.g. the share of CNPJs per risk level). */
export function ProgressBar({ label, value, max = 100, valueText, tone = 'primary', className }: ProgressBarProps) {
  const id = useId();
  const share = max > 0 ? Math.min(Math.max(value / max, 0), 1) : 0;
  const text = valueText ?? `${percentFormat.format(share * 100)}%`;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <span id={id} className={styles.label}>
          {label}
        </span>
        <span className={styles.value}>{text}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
      >
        <div className={`${styles.fill} ${styles.tones[tone]}`} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
