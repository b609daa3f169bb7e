import type { MessageDto } from '@phonekade/shared/conversations/conversation.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { conversationKeys } from './conversation-keys.ts';

export interface StartedConversation {
  conversation: { id: string };
  message: MessageDto;
}

/** POST /conversations: the first message about a phone (or one more in the conversation about it). */
export async function startConversation(phoneId: string, text: string): Promise<StartedConversation> {
  return (await apiRequest<StartedConversation>('/conversations', { method: 'POST', body: { phoneId, text } })).data;
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phoneId, text }: { phoneId: string; text: string }) => startConversation(phoneId, text),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
