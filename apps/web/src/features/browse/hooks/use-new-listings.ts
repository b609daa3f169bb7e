import { BROWSE_ROOM } from '@phonekade/shared/realtime/realtime-events';
import { useQueryClient } from '@tanstack/react-query';
import { phoneKeys } from '@/api/phones/phone-keys.ts';
import { useRealtimeEvent, useRealtimeRoom } from '@/lib/realtime.ts';

/**
 * While the browse page is open it sits in the browse room; listings that went live (sent at most
 * once a second) refresh the list, so they appear without a reload.
 */
export function useNewListings(): void {
  const queryClient = useQueryClient();
  useRealtimeRoom(BROWSE_ROOM);
  useRealtimeEvent('new_phone_listing', () => {
    void queryClient.invalidateQueries({ queryKey: phoneKeys.all });
  });
}
