import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { LineIcon } from '../../internal/LineIcon';
import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import * as styles from './FormDialog.css';
import { type FormDialogStatus, successCloseDelayMs } from './variants';

export interface FormDialogProps extends Omit<DialogProps, 'footer' | 'onSubmit'> {
  /** The form's submit handler (e.g. react-hook-form's `handleSubmit(save)`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** 'loading' shows a busy submit button; 'success' shows `successText` and calls `onClose` after 1 s; 'error' is for the caller (show `errors`). */
  status?: FormDialogStatus;
  /** Text of the submit button. */
  submitText?: string;
  /** Text of the cancel button, which calls `onClose`. */
  cancelText?: string;
  /** Shown on success, until the dialog closes. */
  successText?: string;
  /** Errors of the whole form (e.g. the server's message), listed above the buttons. */
  errors?: readonly string[];
  /** Milliseconds between `status="success"` and `onClose` (spec 1 §9: 1000). */
  closeDelayMs?: number;
  children?: ReactNode;
}

/**
 * A `Dialog` around a form: fields as children, Cancelar and the submit button in the footer,
 * an errors area, and a success state after which the dialog closes itself. It opens with the
 * focus on its first field (`focusOnOpen="field"`), keeps it inside, and gives it back to the opener.
 */
export function FormDialog({
  onSubmit,
  status = 'idle',
  submitText = 'Salvar',
  cancelText = 'Cancelar',
  successText = 'Dados salvos com sucesso.',
  errors = [],
  closeDelayMs = successCloseDelayMs,
  onClose,
  open,
  focusOnOpen = 'field',
  children,
  ...props
}: FormDialogProps) {
  const formId = useId();
  // The latest onClose, so a parent re-rendering with a new callback does not restart the timer.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open || status !== 'success') return;
    const timer = setTimeout(() => close.current(), closeDelayMs);
    return () => clearTimeout(timer);
  }, [open, status, closeDelayMs]);

  const busy = status === 'loading' || status === 'success';
  return (
    <Dialog
      {...props}
      open={open}
      onClose={onClose}
      focusOnOpen={focusOnOpen}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelText}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitText}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          if (busy) {
            event.preventDefault();
            return;
          }
          onSubmit(event);
        }}
      >
        {children}
        {errors.length > 0 ? (
          <div role="alert">
            <ul className={styles.errors}>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {status === 'success' ? (
          <p className={styles.success} role="status">
            <LineIcon className={styles.successIcon} viewBox="0 0 20 20">
              <circle cx="10" cy="10" r="8" />
              <path d="m6.5 10 2.5 2.5 4.5-5" strokeLinecap="round" strokeLinejoin="round" />
            </LineIcon>
            {successText}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
