import type { NotificationsPageDto } from '@phonekade/shared/notifications/notification.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useSessionUser } from '@/lib/session.ts';

/** Every user's notifications sit under this key; each user's list under their own id. */
export const notificationsQueryKey = ['notifications'] as const;
const NOTIFICATIONS_SHOWN = 20;

/** GET /notifications: the newest stored notifications and how many are unread. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationsPageDto> {
  return (await apiRequest<NotificationsPageDto>('/notifications', { query: { limit: NOTIFICATIONS_SHOWN }, signal }))
    .data;
}

export function notificationsQueryOptions(userId: string) {
  return queryOptions({
    // Per user, so signing in as someone else never shows the last person's list.
    queryKey: [...notificationsQueryKey, userId],
    queryFn: ({ signal }) => getNotifications(signal),
    // The live connection refreshes it when something arrives.
    staleTime: 60_000,
  });
}

/** The signed-in user's notifications; nothing is asked while signed out. */
export function useNotifications() {
  const user = useSessionUser();
  return useQuery({ ...notificationsQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}
