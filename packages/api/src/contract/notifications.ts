import { z } from 'zod/mini';
import { queryInt } from './common';

/**
 * GET /api/v1/client/notification (the list), PUT /api/v1/client/notification/{id}
 * (mark one read) and PUT /api/v1/client/notification (mark every visible one
 * read) — spec 2 §7 "Notifications list", "Mark read".
 */
export const notificationPaths = {
  list: '/api/v1/client/notification',
  one: <Id extends number | string>(id: Id) => `/api/v1/client/notification/${id}` as const,
} as const;

/** 'alert' is a licence expiry alert of the daily job; 'info' anything else (spec 2 dashboard: icon by type). */
export const notificationTypes = ['alert', 'info'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationTexts = {
  markedRead: 'Notificação marcada como lida',
  allMarkedRead: 'Notificações marcadas como lidas',
  notFound: 'Notificação não encontrada.',
  pageInvalid: 'Página inválida',
  limitInvalid: 'Limite inválido',
} as const;

/** The panel shows the latest 100 (a scroll of at most 1580 px); `page`/`limit` reach older ones. */
export const notificationDefaultLimit = 100;
export const notificationMaxLimit = 500;

export const notificationListQuery = z.object({
  page: z._default(queryInt(notificationTexts.pageInvalid, 0, Number.MAX_SAFE_INTEGER), 0),
  limit: z._default(queryInt(notificationTexts.limitInvalid, 1, notificationMaxLimit), notificationDefaultLimit),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

/**
 * One notification (spec 2 §3 "Notification"). `name` is the company's name
 * and `registration_code` the CNPJ (14 characters, unmasked) it is about, both
 * null for an account-wide notice. `created_at` is an ISO 8601 instant in UTC
 * (the spec's snake_case dates are plain strings, unlike the `createdAt.date`
 * objects). `is_read` is the caller's own read state: marking read is per person.
 */
export const notificationItem = z.object({
  id: z.int(),
  type: z.enum(notificationTypes),
  title: z.string(),
  description: z.string(),
  name: z.nullable(z.string()),
  registration_code: z.nullable(z.string()),
  created_at: z.iso.datetime(),
  is_read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** Newest first; `total` counts every notification the caller may see, not only this page. */
export const notificationListResponse = z.object({
  total: z.int().check(z.nonnegative()),
  items: z.array(notificationItem),
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

export const notificationReadResponse = z.object({ message: z.string() });
export type NotificationReadResponse = z.infer<typeof notificationReadResponse>;

/** `updated`: how many were unread before. */
export const notificationReadAllResponse = z.object({
  message: z.string(),
  updated: z.int().check(z.nonnegative()),
});
export type NotificationReadAllResponse = z.infer<typeof notificationReadAllResponse>;
