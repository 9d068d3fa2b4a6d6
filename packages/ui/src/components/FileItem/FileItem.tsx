import { licenseValidityTexts } from '@product/domain';
import { Button } from '../Button';
import * as itemStyles from '../FolderItem/FolderItem.css';
import { formatDay } from '../PrintView/format';
import * as styles from './FileItem.css';
import { extensionLabel, fileKindOf } from './fileKinds';

export interface FileItemProps {
  name: string;
  /** Extension or MIME type ('pdf', 'png', 'application/pdf'): picks the icon. */
  type: string;
  /** CNPJ the file belongs to. */
  registrationCode?: string | null;
  /** Licence the file proves. */
  licenseName?: string | null;
  /** Calendar day ('2027-03-31') or a date; 'Indeterminada' when absent (a file has no status: the domain's word for no end date). */
  validUntil?: Date | string | null;
  /** 'Abrir': opens the preview. */
  onOpen?: () => void;
  /** 'Excluir': asks for confirmation (the screen's dialog). */
  onDelete?: () => void;
  headingLevel?: 2 | 3 | 4;
}

/** A file of the documents browser (spec 2 "Documents"): type icon, facts, 'Abrir' and 'Excluir'. */
export function FileItem({
  name,
  type,
  registrationCode,
  licenseName,
  validUntil,
  onOpen,
  onDelete,
  headingLevel = 3,
}: FileItemProps) {
  const Heading = `h${headingLevel}` as const;
  const kind = fileKindOf(type);
  return (
    <article className={itemStyles.item} aria-label={`Arquivo ${name}`}>
      <span className={[styles.fileIcon, styles.kinds[kind]].join(' ')} aria-hidden="true">
        <svg className={styles.fileIconShape} viewBox="0 0 40 40" fill="currentColor" aria-hidden="true">
          <path d="M9 2h15l10 10v24a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Z" />
          <path d="M24 2v8a2 2 0 0 0 2 2h8" opacity="0.45" />
        </svg>
        <span className={styles.extension}>{extensionLabel(type)}</span>
      </span>
      <div className={itemStyles.body}>
        <Heading className={itemStyles.name}>{name}</Heading>
        <dl className={itemStyles.meta}>
          {registrationCode ? (
            <div>
              <dt className={styles.term}>CNPJ:</dt> <dd className={styles.detail}>{registrationCode}</dd>
            </div>
          ) : null}
          {licenseName ? (
            <div>
              <dt className={styles.term}>Licença:</dt> <dd className={styles.detail}>{licenseName}</dd>
            </div>
          ) : null}
          <div>
            <dt className={styles.term}>Validade:</dt>{' '}
            <dd className={styles.detail}>{validUntil ? formatDay(validUntil) : licenseValidityTexts.indefinite}</dd>
          </div>
        </dl>
      </div>
      {onOpen || onDelete ? (
        <div className={itemStyles.actions}>
          {onOpen ? (
            <Button variant="secondary" size="small" onClick={onOpen} aria-label={`Abrir ${name}`}>
              Abrir
            </Button>
          ) : null}
          {onDelete ? (
            <Button variant="danger" size="small" onClick={onDelete} aria-label={`Excluir ${name}`}>
              Excluir
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
