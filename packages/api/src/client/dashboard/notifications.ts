import {
  type NotificationItem,
  type NotificationListQuery,
  type NotificationListResponse,
  type NotificationReadResponse,
  notificationListResponse,
  notificationPaths,
  notificationReadResponse,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative, searchParamsOf } from '../http';

export type { NotificationItem, NotificationListQuery, NotificationListResponse, NotificationReadResponse };

/** GET /api/v1/client/notification: newest first; without a query the server's latest 100. */
export async function listNotifications(
  http: Http,
  query: NotificationListQuery = {},
): Promise<NotificationListResponse> {
  const answer = await http.get(relative(notificationPaths.list), { searchParams: searchParamsOf(query) }).json();
  return notificationListResponse.parse(answer);
}

/** PUT /api/v1/client/notification/{id}: read for the caller only (the read state is per person). */
export async function markNotificationRead(http: Http, id: number): Promise<NotificationReadResponse> {
  return notificationReadResponse.parse(await http.put(relative(notificationPaths.one(id))).json());
}

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (query: NotificationListQuery) => [...notificationKeys.lists(), query] as const,
};

/** Spec 2 §9: notifications are cached for 2 hours (and refetched after 'Marcar como lida'). */
const notificationsCacheMs = 7_200_000;

export function notificationListQueryOptions(http: Http, query: NotificationListQuery = {}) {
  return queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: () => listNotifications(http, query),
    staleTime: notificationsCacheMs,
    gcTime: notificationsCacheMs,
  });
}
