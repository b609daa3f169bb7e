import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { conversationKeys } from './conversation-keys.ts';

/** PUT /conversations/:id/read: everything so far has been seen. */
export async function markConversationRead(id: string): Promise<void> {
  await apiRequest(`/conversations/${encodeURIComponent(id)}/read`, { method: 'PUT' });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markConversationRead(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
