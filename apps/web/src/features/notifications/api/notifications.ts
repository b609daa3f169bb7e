import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export interface NotificationItem {
  id: string;
  type: string;
  message: string;
  data: Record<string, unknown>;
  read: boolean;
  createdAt: string;
}

interface NotificationsPage {
  notifications: NotificationItem[];
  unread: number;
}

export const notificationsQueryKey = ['notifications'] as const;

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: async () => (await apiRequest<NotificationsPage>('/notifications', { query: { limit: 20 } })).data,
    enabled,
    staleTime: 60_000,
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/notifications/read', { method: 'PUT', body: { all: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
