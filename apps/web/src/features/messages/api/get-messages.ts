import { MESSAGES_PAGE_SIZE } from '@phonekade/shared/conversations/conversation.schemas';
import type { MessagesPage } from '@phonekade/shared/conversations/conversation.types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useSessionUser } from '@/lib/session.ts';
import { conversationKeys } from './conversation-keys.ts';

/** GET /conversations/:id/messages: the newest page, or the one before `before`; each oldest first. */
export async function getMessages(id: string, before?: string, signal?: AbortSignal): Promise<MessagesPage> {
  return (
    await apiRequest<MessagesPage>(`/conversations/${encodeURIComponent(id)}/messages`, {
      query: { before, limit: MESSAGES_PAGE_SIZE },
      signal,
    })
  ).data;
}

export function messagesQueryOptions(userId: string, id: string) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.thread(userId, id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: MessagesPage) => page.nextBefore ?? undefined,
  });
}

/** The thread of one conversation, newest page first; older pages on demand. */
export function useMessages(id: string) {
  const user = useSessionUser();
  return useInfiniteQuery({ ...messagesQueryOptions(user?.id ?? '', id), enabled: Boolean(user && id) });
}
