import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

export type SuspensionChange = { userId: string; suspend: true; reason: string } | { userId: string; suspend: false };

/** PUT /admin/users/:id/suspend (with a reason) or /unsuspend. */
export async function setSuspension(change: SuspensionChange): Promise<string | undefined> {
  const path = `/admin/users/${encodeURIComponent(change.userId)}/${change.suspend ? 'suspend' : 'unsuspend'}`;
  const body = change.suspend ? { reason: change.reason } : {};
  return (await apiRequest(path, { method: 'PUT', body })).message;
}

export function useSetSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSuspension,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
