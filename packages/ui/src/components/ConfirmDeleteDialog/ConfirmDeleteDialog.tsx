import type { ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from '../ConfirmDialog';
import { itemName as itemNameStyle } from '../ConfirmDialog/ConfirmDialog.css';

export interface ConfirmDeleteDialogProps
  extends Omit<ConfirmDialogProps, 'title' | 'message' | 'question' | 'confirmText'> {
  /** The heading, e.g. 'Excluir cliente'. */
  title?: ReactNode;
  /** What is deleted, shown in bold in the question. */
  itemName?: ReactNode;
  /** Text of the danger button. */
  confirmText?: string;
  /** The question above 'Sim' / 'Não'. */
  question?: string;
}

/**
 * The deletion confirmation of the specs: `ConfirmDialog` with the deletion's words ('Você está
 * excluindo …', the irreversible-deletion warning, 'Deseja realmente excluir?').
 */
export function ConfirmDeleteDialog({
  title = 'Excluir',
  itemName,
  confirmText = 'Excluir',
  warning = 'Esta ação é irreversível.',
  question = 'Deseja realmente excluir?',
  ...props
}: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title={title}
      confirmText={confirmText}
      warning={warning}
      question={question}
      message={
        itemName ? (
          <>
            Você está excluindo <span className={itemNameStyle}>{itemName}</span>.
          </>
        ) : undefined
      }
    />
  );
}
