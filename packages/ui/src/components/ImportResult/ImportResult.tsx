import { Badge } from '../Badge';
import { displayCnpj } from '../PrintView/format';
import * as styles from './ImportResult.css';

export const importOutcomes = ['success', 'error'] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

export interface ImportResultItem {
  cnpj: string;
  code: ImportOutcome;
  message: string;
}

export interface ImportResultProps {
  sent: number;
  success: number;
  error: number;
  items: readonly ImportResultItem[];
  title?: string;
  headingLevel?: 2 | 3;
}

const outcomeLabels: Readonly<Record<ImportOutcome, string>> = { success: 'Sucesso', error: 'Erro' };

/** Result of a spreadsheet import (spec 2 "Import result"): counts, then each CNPJ with its outcome and message. */
export function ImportResult({
  sent,
  success,
  error,
  items,
  title = 'Resultado da importação',
  headingLevel = 2,
}: ImportResultProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root} aria-label={title}>
      <Heading className={styles.title}>{title}</Heading>
      <dl className={styles.counts}>
        <div className={styles.count}>
          <dt className={styles.countLabel}>CNPJs enviados</dt>
          <dd className={styles.countValue}>{sent}</dd>
        </div>
        <div className={styles.count}>
          <dt className={styles.countLabel}>Importados com sucesso</dt>
          <dd className={[styles.countValue, styles.success].join(' ')}>{success}</dd>
        </div>
        <div className={styles.count}>
          <dt className={styles.countLabel}>Com erro</dt>
          <dd className={[styles.countValue, error > 0 ? styles.error : null].filter(Boolean).join(' ')}>{error}</dd>
        </div>
      </dl>
      {items.length === 0 ? (
        <p className={styles.empty}>Nenhum CNPJ foi lido da planilha.</p>
      ) : (
        <ul className={styles.list} aria-label="CNPJs da planilha">
          {items.map((item, index) => (
            // The same CNPJ may appear twice in a spreadsheet: the position keeps keys unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows never reorder.
            <li key={`${item.cnpj}-${index}`} className={styles.item}>
              <span className={styles.cnpj}>{displayCnpj(item.cnpj)}</span>
              <Badge tone={item.code === 'success' ? 'success' : 'danger'}>{outcomeLabels[item.code]}</Badge>
              <span className={styles.message}>{item.message}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
