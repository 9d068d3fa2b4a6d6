import { type ReactNode, useId, useState } from 'react';
import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import * as styles from './ConfirmDeleteDialog.css';

export interface ConfirmDeleteDialogProps extends Omit<DialogProps, 'footer' | 'title' | 'children'> {
  /** The heading, e.g. 'Excluir cliente'. */
  title?: ReactNode;
  /** What is deleted, shown in bold in the question. */
  itemName?: ReactNode;
  /** Called when the person chose 'Sim' and pressed the confirm button. */
  onConfirm: () => void;
  /** Text of the danger button. */
  confirmText?: string;
  /** Text of the cancel button, which calls `onClose`. */
  cancelText?: string;
  /** The irreversible-deletion warning. */
  warning?: ReactNode;
  /** The question above 'Sim' / 'Não'. */
  question?: string;
  /** The deletion is running: the confirm button is busy. */
  loading?: boolean;
  /** Extra content under the warning (e.g. what else goes with the item). */
  children?: ReactNode;
}

const choices = ['Sim', 'Não'] as const;
type Choice = (typeof choices)[number];

/**
 * The deletion confirmation of the specs: a radio pair 'Sim' / 'Não' (default 'Não') and a
 * danger button that stays disabled until 'Sim' is chosen, with the irreversible-deletion warning.
 */
export function ConfirmDeleteDialog({
  title = 'Excluir',
  itemName,
  onConfirm,
  confirmText = 'Excluir',
  cancelText = 'Cancelar',
  warning = 'Esta ação é irreversível.',
  question = 'Deseja realmente excluir?',
  loading = false,
  open,
  onClose,
  children,
  size = 'small',
  ...props
}: ConfirmDeleteDialogProps) {
  const name = useId();
  const [choice, setChoice] = useState<Choice>('Não');
  // Every opening starts again from 'Não'. Set while rendering the change of `open` (not in an
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
        {itemName ? (
          <p>
            Você está excluindo <span className={styles.itemName}>{itemName}</span>.
          </p>
        ) : null}
        <p className={styles.warning}>
          <svg className={styles.warningIcon} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <path d="M8.3 2.9a2 2 0 0 1 3.4 0l6.4 11.1A2 2 0 0 1 16.4 17H3.6a2 2 0 0 1-1.7-3L8.3 2.9ZM10 13a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm0-7a1 1 0 0 0-1 1.1l.3 4a.7.7 0 0 0 1.4 0l.3-4A1 1 0 0 0 10 6Z" />
          </svg>
          {warning}
        </p>
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
