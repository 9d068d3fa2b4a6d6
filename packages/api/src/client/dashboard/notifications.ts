import type {
  NotificationItem,
  NotificationListQuery,
  NotificationListResponse,
  NotificationReadResponse,
} from '@product/api/contract';
import { notificationOperations } from '@product/api/contract/operations/notifications';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import type { Http } from '../http';
import { declareMutation } from '../mutations';

export type { NotificationItem, NotificationListQuery, NotificationListResponse, NotificationReadResponse };

/** GET /api/v1/client/notification: newest first; without a query the server's latest 100. */
export function listNotifications(http: Http, query: NotificationListQuery = {}): Promise<NotificationListResponse> {
  return callOperation(http, notificationOperations.list, { query });
}

/** PUT /api/v1/client/notification/{id}: read for the caller only (the read state is per person). */
export function markNotificationRead(http: Http, id: number): Promise<NotificationReadResponse> {
  return callOperation(http, notificationOperations.read, { params: { id } });
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

export const notificationMutations = {
  /** 'Marcar como lida'. */
  markRead: declareMutation({
    mutationFn: (http, id: number) => markNotificationRead(http, id),
    invalidates: () => [notificationKeys.all],
  }),
};
