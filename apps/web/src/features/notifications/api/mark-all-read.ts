import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { notificationsQueryKey } from './get-notifications.ts';

/** PUT /notifications/read with { all: true }: every notification of the user is read. */
export async function markAllRead(): Promise<void> {
  await apiRequest<{ updated: number }>('/notifications/read', { method: 'PUT', body: { all: true } });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
