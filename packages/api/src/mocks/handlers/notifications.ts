import {
  catalogueIdParam,
  type ErrorResponse,
  type NotificationListResponse,
  type NotificationReadAllResponse,
  type NotificationReadResponse,
  notificationListQuery,
  notificationPaths,
  notificationTexts,
} from '@product/api/contract';
import { HttpResponse, http } from 'msw';
import { notificationFixtures } from '../fixtures/notifications';
import { fail, queryOf, signedIn, unauthorized } from './respond';

// Marking read changes an in-memory copy, so a story sees the list follow;
// `resetNotificationMocks()` restores the fixtures.
const store = { notifications: structuredClone(notificationFixtures) };

export function resetNotificationMocks(): void {
  store.notifications = structuredClone(notificationFixtures);
}

/** The notifications panel: list (newest first), mark one read, mark all read. */
export const notificationHandlers = [
  http.get<never, never, NotificationListResponse | ErrorResponse>(`*${notificationPaths.list}`, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const query = notificationListQuery.safeParse(queryOf(request));
    if (!query.success) return fail(400, query.error.issues[0]?.message ?? 'Parâmetros da requisição inválidos.');
    const { page, limit } = query.data;
    return HttpResponse.json({
      total: store.notifications.length,
      items: store.notifications.slice(page * limit, (page + 1) * limit),
    });
  }),
  http.put<never, never, NotificationReadAllResponse | ErrorResponse>(`*${notificationPaths.list}`, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const unread = store.notifications.filter((item) => !item.is_read);
    for (const item of unread) item.is_read = true;
    return HttpResponse.json({ message: notificationTexts.allMarkedRead, updated: unread.length });
  }),
  http.put<{ id: string }, never, NotificationReadResponse | ErrorResponse>(
    `*${notificationPaths.one(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const id = catalogueIdParam.safeParse(params);
      if (!id.success) return fail(400, 'ID inválido.');
      const item = store.notifications.find((candidate) => candidate.id === id.data.id);
      if (!item) return fail(404, notificationTexts.notFound);
      item.is_read = true;
      return HttpResponse.json({ message: notificationTexts.markedRead });
    },
  ),
];
