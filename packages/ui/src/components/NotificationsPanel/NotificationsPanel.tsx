import { useId } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import { type NotificationData, NotificationItem } from '../NotificationItem';
import { Skeleton } from '../Skeleton';
import * as styles from './NotificationsPanel.css';

export interface NotificationsPanelProps {
  notifications: readonly NotificationData[];
  /** 'Marcar como lida' on one notification; the app marks it and refreshes the list. */
  onMarkRead?: (id: NotificationData['id']) => void;
  /** The notification being marked, to show its button busy. */
  markingReadId?: NotificationData['id'] | null;
  loading?: boolean;
  title?: string;
  /** Shown when there is nothing to show. */
  emptyText?: string;
}

/** The dashboard's notifications (spec 2 Início): a list that scrolls past 1580 px, with an empty state. */
export function NotificationsPanel({
  notifications,
  onMarkRead,
  markingReadId,
  loading = false,
  title = 'Notificações',
  emptyText = 'Nenhuma notificação',
}: NotificationsPanelProps) {
  const id = useId();
  return (
    <section className={styles.root} aria-labelledby={id} aria-busy={loading || undefined}>
      <h2 className={styles.title} id={id}>
        {title}
      </h2>
      {loading ? (
        <div className={styles.list}>
          <span className={visuallyHidden}>Carregando</span>
          <Skeleton variant="block" />
          <Skeleton variant="block" />
          <Skeleton variant="block" />
        </div>
      ) : notifications.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        // Focusable so keyboard users can scroll a long list.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        <section className={styles.scroller} tabIndex={0} aria-label={`Lista de ${title.toLocaleLowerCase('pt-BR')}`}>
          <ul className={styles.list}>
            {notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem
                  {...notification}
                  onMarkRead={onMarkRead ? () => onMarkRead(notification.id) : undefined}
                  markingRead={markingReadId === notification.id}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
