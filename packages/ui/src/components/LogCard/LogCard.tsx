import { formatDateTime } from '@product/domain';
import * as styles from './LogCard.css';

export const logCardHeadingLevels = [2, 3, 4] as const;
export type LogCardHeadingLevel = (typeof logCardHeadingLevels)[number];

export interface LogCardProps {
  /** Who acted. */
  name: string;
  email: string;
  /** What was done, e.g. 'Empresa criada: Agro Vale Alimentos'. */
  action: string;
  createdAt: Date;
  headingLevel?: LogCardHeadingLevel;
}

/** One entry of the activity log grid (spec 2 'Logs de Atividade'). */
export function LogCard({ name, email, action, createdAt, headingLevel = 3 }: LogCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-label={`${name}: ${action}`}>
      <Heading className={styles.heading}>{name}</Heading>
      <span className={styles.email}>{email}</span>
      <p className={styles.action}>{action}</p>
      <time className={styles.date} dateTime={createdAt.toISOString()}>
        {formatDateTime(createdAt)}
      </time>
    </article>
  );
}
