import {
  type Http,
  type NotificationItem,
  notificationListQueryOptions,
  notificationMutations,
} from '@product/api/client';
import { formatCnpj, NotificationsPanel, notify } from '@product/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { notifyApiError } from '#/lib/errors';

/** Spec 2 §8. */
export const markReadFailedTitle = 'Não foi possível marcar esta notificação.';

function toPanelItem(item: NotificationItem) {
  return {
    id: item.id,
    type: item.type,
    title: item.title,
    description: item.description,
    companyName: item.name,
    registrationCode: item.registration_code === null ? null : formatCnpj(item.registration_code),
    createdAt: new Date(item.created_at),
    read: item.is_read,
  };
}

/**
 * The dashboard's notifications (spec 2 §2, §4): 'Marcar como lida' marks one read for the caller,
 * toasts the server's answer and refreshes the list; the button stays busy until the list shows it read.
 */
export function DashboardNotifications({ http }: { http: Http }) {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(notificationListQueryOptions(http));
  const markRead = useMutation(
    notificationMutations.markRead(http, queryClient, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => notifyApiError(markReadFailedTitle, error),
      waitForRefetch: true,
    }),
  );
  return (
    <NotificationsPanel
      notifications={data.items.map(toPanelItem)}
      onMarkRead={(id) => markRead.mutate(Number(id))}
      markingReadId={markRead.isPending ? markRead.variables : null}
    />
  );
}
