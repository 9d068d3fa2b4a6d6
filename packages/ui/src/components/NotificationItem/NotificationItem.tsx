import { formatDateTime } from '@product/domain';
import { useId } from 'react';
import { LineIcon } from '../../internal/LineIcon';
import { Badge } from '../Badge';
import { Button } from '../Button';
import * as styles from './NotificationItem.css';

export const notificationItemHeadingLevels = [2, 3, 4] as const;
export type NotificationItemHeadingLevel = (typeof notificationItemHeadingLevels)[number];

export interface NotificationData {
  id: number | string;
  /** 'alert' shows the warning icon in red; any other type the bell in blue (spec 2 dashboard). */
  type: string;
  title: string;
  description: string;
  /** The company the notification is about. */
  companyName?: string | null;
  registrationCode?: string | null;
  createdAt: Date;
  read: boolean;
}

export interface NotificationItemProps extends NotificationData {
  /** 'Marcar como lida'; the button shows on unread notifications when this is passed. */
  onMarkRead?: () => void;
  /** Shows a spinner on 'Marcar como lida' while the call runs. */
  markingRead?: boolean;
  headingLevel?: NotificationItemHeadingLevel;
}

function AlertIcon() {
  return (
    <LineIcon className={styles.iconSvg} viewBox="0 0 20 20" strokeWidth="1.75">
      <path d="M10 3 2 17h16L10 3Z" strokeLinejoin="round" />
      <path d="M10 8v4M10 14.5v.01" strokeLinecap="round" />
    </LineIcon>
  );
}

function BellIcon() {
  return (
    <LineIcon className={styles.iconSvg} viewBox="0 0 20 20" strokeWidth="1.75">
      <path d="M5 8a5 5 0 0 1 10 0v4l2 2H3l2-2V8ZM8 16a2 2 0 0 0 4 0" strokeLinejoin="round" />
    </LineIcon>
  );
}

/** One notification of the dashboard panel (spec 2 Início). */
export function NotificationItem({
  type,
  title,
  description,
  companyName,
  registrationCode,
  createdAt,
  read,
  onMarkRead,
  markingRead = false,
  headingLevel = 3,
}: NotificationItemProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const kind = type === 'alert' ? 'alert' : 'other';
  return (
    <article className={[styles.item, read ? styles.read : styles.unread].join(' ')} aria-labelledby={id}>
      <span className={`${styles.icon} ${styles.kinds[kind]}`} aria-hidden="true">
        {kind === 'alert' ? <AlertIcon /> : <BellIcon />}
      </span>
      <div className={styles.body}>
        <div className={styles.header}>
          <Heading className={styles.title} id={id}>
            {title}
          </Heading>
          {kind === 'alert' ? <Badge tone="danger">Alerta</Badge> : null}
          {read ? <Badge tone="neutral">Lida</Badge> : <Badge tone="info">Não lida</Badge>}
        </div>
        <p className={styles.description}>{description}</p>
        <p className={styles.meta}>
          {companyName ? <span>{companyName}</span> : null}
          {registrationCode ? <span>{registrationCode}</span> : null}
          <time dateTime={createdAt.toISOString()}>{formatDateTime(createdAt)}</time>
        </p>
        {!read && onMarkRead ? (
          <div className={styles.actions}>
            <Button variant="secondary" size="small" loading={markingRead} onClick={onMarkRead}>
              Marcar como lida
            </Button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
