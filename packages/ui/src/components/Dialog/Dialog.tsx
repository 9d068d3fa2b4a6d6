import {
  Dialog as AriakitDialog,
  type DialogProps as AriakitDialogProps,
  DialogDescription,
  DialogDismiss,
  DialogHeading,
} from '@ariakit/react';
import { type ReactNode, type RefObject, useMemo, useRef } from 'react';
import { LineIcon } from '../../internal/LineIcon';
import * as styles from './Dialog.css';
import { type DialogFocusOnOpen, initialFocusIn, wrapTab } from './focus';
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
  /**
   * Where the focus goes when it opens: 'control' (default) its first control, the header's
   * 'Fechar'; 'field' the first field of its content (forms). An element with `autoFocus`, or
   * Ariakit's `initialFocus`, wins over both.
   */
  focusOnOpen?: DialogFocusOnOpen;
  children?: ReactNode;
}

function CloseIcon() {
  return (
    <LineIcon className={styles.icon} viewBox="0 0 20 20">
      <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
    </LineIcon>
  );
}

/**
 * A modal dialog on Ariakit's `Dialog`: a backdrop, focus moved inside when it opens (see
 * `focusOnOpen`), kept inside while it is open and given back to the opener when it closes,
 * Escape and a backdrop click close it. While closed it renders nothing (Ariakit's
 * `unmountOnHide`): a page with dialogs pays for none of them until one opens (the dashboard's
 * closed 'Assinar calendário' dialog was a third of its first render on a phone), and each opening
 * starts from fresh state. `unmountOnHide={false}` keeps the content mounted while hidden.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  footer,
  size = 'medium',
  closeLabel = 'Fechar',
  focusOnOpen = 'control',
  unmountOnHide = true,
  className,
  children,
  ...props
}: DialogProps) {
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  // Read by Ariakit when the dialog has opened (its `initialFocus` takes a ref), so the choice is
  // made on the rendered content. Always an element: left to itself, Ariakit would pick a hidden
  // `data-autofocus` option of a closed Select and the focus would stay on <body>.
  const openingFocus = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return initialFocusIn(dialogRef.current, bodyRef.current, focusOnOpen);
      },
    }),
    [focusOnOpen],
  );
  return (
    <AriakitDialog
      {...props}
      initialFocus={props.initialFocus ?? openingFocus}
      ref={(node: HTMLDivElement | null) => {
        dialogRef.current = node;
        const ref = props.ref;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        if (event.defaultPrevented || event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
        if (wrapTab(event.currentTarget, event.shiftKey)) event.preventDefault();
      }}
      open={open}
      unmountOnHide={unmountOnHide}
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
      {children ? (
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
      ) : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </AriakitDialog>
  );
}
