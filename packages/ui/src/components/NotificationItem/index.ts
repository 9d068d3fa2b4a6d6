export {
  type NotificationData,
  NotificationItem,
  type NotificationItemHeadingLevel,
  type NotificationItemProps,
  notificationItemHeadingLevels,
} from './NotificationItem';
