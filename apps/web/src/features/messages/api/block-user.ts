import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { conversationKeys } from './conversation-keys.ts';

/** POST /users/:id/block, or DELETE it to unblock: no messages either way while blocked. */
export async function setBlocked(userId: string, blocked: boolean): Promise<void> {
  await apiRequest(`/users/${encodeURIComponent(userId)}/block`, { method: blocked ? 'POST' : 'DELETE' });
}

export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) => setBlocked(userId, blocked),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
