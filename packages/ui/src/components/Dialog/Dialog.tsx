import {
  Dialog as AriakitDialog,
  type DialogProps as AriakitDialogProps,
  DialogDescription,
  DialogDismiss,
  DialogHeading,
} from '@ariakit/react';
import type { ReactNode } from 'react';
import * as styles from './Dialog.css';
import type { DialogSize } from './variants';

export interface DialogProps extends Omit<AriakitDialogProps, 'title' | 'onClose' | 'children'> {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the person closes it: 'Fechar', Escape or a click on the backdrop. */
  onClose: () => void;
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title, also the dialog's accessible description. */
  description?: ReactNode;
  /** Actions at the bottom, right-aligned (stacked on a phone). */
  footer?: ReactNode;
  size?: DialogSize;
  /** Accessible name of the close button. */
  closeLabel?: string;
  children?: ReactNode;
}

function CloseIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A modal dialog on Ariakit's `Dialog`: a backdrop, focus kept inside while it is open and
 * given back to the opener when it closes, Escape and a backdrop click close it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  footer,
  size = 'medium',
  closeLabel = 'Fechar',
  className,
  children,
  ...props
}: DialogProps) {
  return (
    <AriakitDialog
      {...props}
      open={open}
      onClose={onClose}
      backdrop={<div className={styles.backdrop} />}
      className={[styles.dialog, styles.size[size], className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <div className={styles.headings}>
          <DialogHeading className={styles.title}>{title}</DialogHeading>
          {description ? <DialogDescription className={styles.description}>{description}</DialogDescription> : null}
        </div>
        <DialogDismiss className={styles.close} aria-label={closeLabel}>
          <CloseIcon />
        </DialogDismiss>
      </div>
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </AriakitDialog>
  );
}
