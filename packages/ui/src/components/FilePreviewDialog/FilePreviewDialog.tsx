import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import { fileKindOf } from '../FileItem/fileKinds';
import * as styles from './FilePreviewDialog.css';

export interface FilePreviewDialogProps
  extends Omit<DialogProps, 'title' | 'description' | 'footer' | 'size' | 'children'> {
  /** File name: the dialog's title. */
  name: string;
  /** Address of the file (often a temporary link); shown in an iframe (PDF) or an image. */
  url: string;
  /** Extension or MIME type; picks PDF, image or 'no preview'. */
  type: string;
  /** Where 'Download' points; defaults to `url`. */
  downloadUrl?: string;
}

/**
 * Keeps the keyboard in the dialog's chrome. A PDF is drawn by the browser's viewer inside the
 * iframe, whose keys never reach this page: focus in there would take Tab through the viewer's
 * toolbar and swallow Escape. So Tab skips the frame (`tabIndex={-1}`), and when a click puts the
 * focus in it, the focus comes back to the dialog at once. The mouse still scrolls, zooms and
 * selects in the document; the viewer's own keys (page number, find) are lost, and 'Download'
 * gives the file to a full viewer.
 */
function useFocusOutOfFrame(frame: RefObject<HTMLIFrameElement | null>, active: boolean) {
  const takeBack = useCallback(() => {
    const element = frame.current;
    if (element && element.ownerDocument.activeElement === element) {
      element.closest<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true });
    }
  }, [frame]);
  useEffect(() => {
    if (!active) return;
    // A click in the frame blurs the page's window first (the frame itself may not have rendered
    // yet when this runs: the dialog mounts its content a moment later); the frame is the active
    // element just after.
    const afterBlur = () => window.setTimeout(takeBack);
    window.addEventListener('blur', afterBlur);
    return () => window.removeEventListener('blur', afterBlur);
  }, [active, takeBack]);
  return takeBack;
}

/**
 * Preview of a document (spec 2 "Documents"): a PDF in an iframe or an image, with a 'Download'
 * link and 'Fechar'. The library's Dialog, like every other: its ✕, focus kept inside while it is
 * open and given back to the opener, Escape and a backdrop click close it. Control it with `open`
 * and `onClose`.
 */
export function FilePreviewDialog({ name, url, type, downloadUrl, className, ...props }: FilePreviewDialogProps) {
  const kind = fileKindOf(type);
  const frame = useRef<HTMLIFrameElement>(null);
  const takeFocusBack = useFocusOutOfFrame(frame, props.open && kind === 'pdf');
  return (
    <Dialog
      {...props}
      size="large"
      title={name}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
      footer={
        <>
          <Button variant="secondary" render={<a href={downloadUrl ?? url} download={name} />}>
            Download
          </Button>
          <Button variant="primary" onClick={props.onClose}>
            Fechar
          </Button>
        </>
      }
    >
      <div className={styles.preview}>
        {kind === 'pdf' ? (
          <iframe
            ref={frame}
            className={styles.frame}
            src={url}
            title={`Pré-visualização de ${name}`}
            tabIndex={-1}
            onFocus={takeFocusBack}
          />
        ) : kind === 'image' ? (
          <img className={styles.image} src={url} alt={`Pré-visualização de ${name}`} />
        ) : (
          <p className={styles.unavailable}>Pré-visualização indisponível para este tipo de arquivo. Use Download.</p>
        )}
      </div>
    </Dialog>
  );
}
