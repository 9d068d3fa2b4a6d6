export { NotificationsPanel, type NotificationsPanelProps } from './NotificationsPanel';
