import { Button } from '../Button';
import * as styles from './FolderItem.css';

export interface FolderItemProps {
  /** The folder's stored name, with its technical prefix. */
  name: string;
  /** The name to show; wins over `prefix`. */
  displayName?: string;
  /** Technical prefix cut off for display (spec 2: about 20 characters), as text or a length. */
  prefix?: string | number;
  /** A line under the name, e.g. the CNPJ or 'Matriz'. */
  description?: string;
  /** 'Abrir': enters the folder. */
  onOpen?: () => void;
  headingLevel?: 2 | 3 | 4;
}

/** The name a folder shows: `displayName`, or `name` without its prefix (never empty). */
export function folderDisplayName(name: string, prefix?: string | number, displayName?: string): string {
  if (displayName) return displayName;
  let shown = name;
  if (typeof prefix === 'number') shown = name.slice(prefix);
  else if (prefix && name.startsWith(prefix)) shown = name.slice(prefix.length);
  return shown.trim() || name;
}

/** A folder of the documents browser (spec 2 "Documents"): icon, name and 'Abrir'. */
export function FolderItem({ name, displayName, prefix, description, onOpen, headingLevel = 3 }: FolderItemProps) {
  const Heading = `h${headingLevel}` as const;
  const shown = folderDisplayName(name, prefix, displayName);
  return (
    <article className={styles.item} aria-label={`Pasta ${shown}`}>
      <svg className={styles.icon} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h4.4a1.5 1.5 0 0 1 1.1.45L11.6 7h7.9A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11Z" />
      </svg>
      <div className={styles.body}>
        <Heading className={styles.name}>{shown}</Heading>
        {description ? <p className={styles.meta}>{description}</p> : null}
      </div>
      {onOpen ? (
        <div className={styles.actions}>
          <Button variant="secondary" size="small" onClick={onOpen} aria-label={`Abrir pasta ${shown}`}>
            Abrir
          </Button>
        </div>
      ) : null}
    </article>
  );
}
