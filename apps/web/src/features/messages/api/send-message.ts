import type { MessageDto } from '@phonekade/shared/conversations/conversation.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { conversationKeys } from './conversation-keys.ts';

/** POST /conversations/:id/messages. */
export async function sendMessage(id: string, text: string): Promise<MessageDto> {
  return (
    await apiRequest<{ message: MessageDto }>(`/conversations/${encodeURIComponent(id)}/messages`, {
      method: 'POST',
      body: { text },
    })
  ).data.message;
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendMessage(id, text),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
