import { type ReactNode, useRef } from 'react';
import { useReactToPrint } from 'react-to-print';
import { LineIcon } from '../../internal/LineIcon';
import { Button } from '../Button';
import * as styles from './PrintView.css';

export interface PrintViewProps {
  /** Name of the printed document (also the suggested PDF file name). */
  documentTitle: string;
  /** The printable content; only this part goes to paper. */
  children: ReactNode;
  /** Label of the print button. */
  printLabel?: string;
  /** More actions beside 'Imprimir' (e.g. a Download link). */
  actions?: ReactNode;
  /** Called after the print dialog closes. */
  onAfterPrint?: () => void;
  className?: string;
}

/**
 * A printable sheet with an 'Imprimir' button (react-to-print). Only the sheet is
 * printed, in an iframe with the page's styles; the browser's dialog also saves a PDF.
 */
export function PrintView({
  documentTitle,
  children,
  printLabel = 'Imprimir',
  actions,
  onAfterPrint,
  className,
}: PrintViewProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({ contentRef, documentTitle, onAfterPrint });
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.toolbar}>
        {actions}
        <Button variant="primary" onClick={() => print()}>
          <LineIcon className={styles.icon} viewBox="0 0 20 20" strokeWidth="1.6">
            <path d="M5 7V2.5h10V7M5 14.5H3.5A1.5 1.5 0 0 1 2 13V8.5A1.5 1.5 0 0 1 3.5 7h13A1.5 1.5 0 0 1 18 8.5V13a1.5 1.5 0 0 1-1.5 1.5H15" />
            <path d="M5 11.5h10v6H5z" />
          </LineIcon>
          {printLabel}
        </Button>
      </div>
      <div ref={contentRef} className={styles.page}>
        {children}
      </div>
    </div>
  );
}
