import { Dialog, DialogDismiss, DialogHeading, type DialogProps } from '@ariakit/react';
import { Button } from '../Button';
import { fileKindOf } from '../FileItem/fileKinds';
import * as styles from './FilePreviewDialog.css';

export interface FilePreviewDialogProps extends Omit<DialogProps, 'children' | 'store'> {
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
 * Preview of a document (spec 2 "Documents"): a PDF in an iframe or an image, with a
 * 'Download' link and 'Fechar'. Control it with Ariakit's `open` and `onClose`.
 */
export function FilePreviewDialog({
  name,
  url,
  type,
  downloadUrl,
  className,
  backdrop,
  ...props
}: FilePreviewDialogProps) {
  const kind = fileKindOf(type);
  return (
    <Dialog
      unmountOnHide
      backdrop={backdrop ?? <div className={styles.backdrop} />}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
      {...props}
    >
      <DialogHeading className={styles.heading}>{name}</DialogHeading>
      <div className={styles.body}>
        {kind === 'pdf' ? (
          <iframe className={styles.frame} src={url} title={`Pré-visualização de ${name}`} />
        ) : kind === 'image' ? (
          <img className={styles.image} src={url} alt={`Pré-visualização de ${name}`} />
        ) : (
          <p className={styles.unavailable}>Pré-visualização indisponível para este tipo de arquivo. Use Download.</p>
        )}
      </div>
      <div className={styles.footer}>
        <Button variant="secondary" render={<a href={downloadUrl ?? url} download={name} />}>
          Download
        </Button>
        <DialogDismiss render={<Button variant="primary" />}>Fechar</DialogDismiss>
      </div>
    </Dialog>
  );
}
