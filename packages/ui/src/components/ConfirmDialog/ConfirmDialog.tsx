import { type ReactNode, useId, useState } from 'react';
import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import * as styles from './ConfirmDialog.css';

export interface ConfirmDialogProps extends Omit<DialogProps, 'footer' | 'title' | 'children'> {
  /** The heading, e.g. 'Resetar licença'. */
  title: ReactNode;
  /** What the action does to what, in its own words (e.g. 'Você está resetando …'). */
  message?: ReactNode;
  /** What cannot be undone, in the danger box. */
  warning?: ReactNode;
  /** The question above 'Sim' / 'Não', e.g. 'Deseja resetar esta licença?'. */
  question: string;
  /** Text of the danger button, the action's verb ('Resetar'). */
  confirmText: string;
  /** Text of the cancel button, which calls `onClose`. */
  cancelText?: string;
  /** Called when the person chose 'Sim' and pressed the confirm button. */
  onConfirm: () => void;
  /** The action is running: the confirm button is busy. */
  loading?: boolean;
  /** More under the warning (e.g. what goes with it). */
  children?: ReactNode;
}

const choices = ['Sim', 'Não'] as const;
type Choice = (typeof choices)[number];

/**
 * The specs' confirmation of an irreversible action: its message and question, a radio pair
 * 'Sim' / 'Não' (default 'Não') and a danger button that stays disabled until 'Sim' is chosen.
 * Worded for the action (resetting a licence, spec 2 §4); `ConfirmDeleteDialog` gives it the
 * deletion's words ('Você está excluindo …').
 */
export function ConfirmDialog({
  title,
  message,
  warning,
  question,
  confirmText,
  cancelText = 'Cancelar',
  onConfirm,
  loading = false,
  open,
  onClose,
  children,
  size = 'small',
  ...props
}: ConfirmDialogProps) {
  const name = useId();
  const [choice, setChoice] = useState<Choice>('Não');
  // Every opening starts again from 'Não', set while rendering the change of `open` (not in an
  // effect), so nothing that runs after the dialog shows can undo a 'Sim' already chosen.
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    if (open) setChoice('Não');
  }

  return (
    <Dialog
      {...props}
      size={size}
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelText}
          </Button>
          <Button variant="danger" disabled={choice !== 'Sim'} loading={loading} onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      <div className={styles.content}>
        {message ? <p>{message}</p> : null}
        {warning ? (
          <p className={styles.warning}>
            <svg className={styles.warningIcon} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
              <path d="M8.3 2.9a2 2 0 0 1 3.4 0l6.4 11.1A2 2 0 0 1 16.4 17H3.6a2 2 0 0 1-1.7-3L8.3 2.9ZM10 13a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm0-7a1 1 0 0 0-1 1.1l.3 4a.7.7 0 0 0 1.4 0l.3-4A1 1 0 0 0 10 6Z" />
            </svg>
            {warning}
          </p>
        ) : null}
        {children}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{question}</legend>
          <div className={styles.options}>
            {choices.map((value) => (
              <label key={value} className={styles.option}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={name}
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                />
                {value}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </Dialog>
  );
}
