import type { ConversationsList } from '@phonekade/shared/conversations/conversation.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useSessionUser } from '@/lib/session.ts';
import { conversationKeys } from './conversation-keys.ts';

/** GET /conversations: the reader's conversations, latest first, and how many have unread messages. */
export async function getConversations(signal?: AbortSignal): Promise<ConversationsList> {
  return (await apiRequest<ConversationsList>('/conversations', { signal })).data;
}

export function conversationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: conversationKeys.list(userId),
    queryFn: ({ signal }) => getConversations(signal),
    // New messages arrive over the live connection, which refreshes this.
    staleTime: 30_000,
  });
}

/** The signed-in person's conversations; nothing is asked while signed out. */
export function useConversations() {
  const user = useSessionUser();
  return useQuery({ ...conversationsQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}
