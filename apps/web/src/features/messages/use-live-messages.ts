import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime.ts';
import { conversationKeys } from './api/conversation-keys.ts';

/** A message from the other person refreshes the list, the open thread and the header badge. */
export function useLiveMessages(onMessage?: (conversationId: string) => void): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('new_message', ({ conversationId }) => {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    onMessage?.(conversationId);
  });
}
