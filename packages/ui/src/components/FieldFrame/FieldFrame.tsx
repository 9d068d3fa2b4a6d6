import { type AriaAttributes, type ReactNode, type Ref, type RefObject, useId } from 'react';
import * as styles from './FieldFrame.css';

export { styles as fieldStyles };

/** Ids tying a control to its label, hint and error. */
export function useFieldIds(
  id: string | undefined,
  hint: string | undefined,
  error: string | undefined,
  extra?: string,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [extra, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

export interface FieldFrameProps {
  /** The label element (a `<label>`, Ariakit's `SelectLabel`…), or nothing when the control labels itself. */
  label?: ReactNode;
  hint?: string;
  hintId?: string;
  error?: string;
  errorId?: string;
  className?: string;
  children: ReactNode;
}

/** Internal: the label / control / hint / error column shared by the fields (same look as TextField). */
export function FieldFrame({ label, hint, hintId, error, errorId, className, children }: FieldFrameProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {label}
      {children}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
            <path d="M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm0 9.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2ZM8 4a.9.9 0 0 0-.9.95l.2 4.1a.7.7 0 0 0 1.4 0l.2-4.1A.9.9 0 0 0 8 4Z" />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type FieldIds = ReturnType<typeof useFieldIds>;

export interface LabelledFieldFrameProps extends Omit<FieldFrameProps, 'label' | 'hintId' | 'errorId'> {
  /** The visible text of the `<label>`, also the control's accessible name. */
  label: string;
  /** From `useFieldIds`: the label points at `inputId`, the hint and error get their ids. */
  ids: FieldIds;
}

/** The frame with a plain `<label>` for one native control (TextField, Textarea and the typed text fields). */
export function LabelledFieldFrame({ label, ids, ...frame }: LabelledFieldFrameProps) {
  return (
    <FieldFrame
      {...frame}
      label={
        <label className={styles.label} htmlFor={ids.inputId}>
          {label}
        </label>
      }
      hintId={ids.hintId}
      errorId={ids.errorId}
    />
  );
}

/**
 * The id and ARIA a framed control carries: its error marks it invalid (else the caller's own
 * `aria-invalid` stands) and its hint and error describe it. Spread it after the caller's props.
 */
export function framedControlProps(
  ids: FieldIds,
  error: string | undefined,
  ariaInvalid: AriaAttributes['aria-invalid'],
) {
  return { id: ids.inputId, 'aria-invalid': error ? true : ariaInvalid, 'aria-describedby': ids.describedBy } as const;
}

/** Joins class names, skipping empty ones. */
export const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Calls a React 19 ref (callback or object) with a node; returns a callback ref's cleanup, if any. */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null): (() => void) | undefined {
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : undefined;
  }
  if (ref) (ref as RefObject<T | null>).current = node;
  return undefined;
}
