import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

export type ReviewVisibilityChange =
  { reviewId: string; hide: true; reason: string } | { reviewId: string; hide: false };

/** PUT /admin/reviews/:id/hide (with a reason) or /unhide (docs/decisions/065-review-edit-and-hide.md). */
export async function setReviewHidden(change: ReviewVisibilityChange): Promise<string | undefined> {
  const path = `/admin/reviews/${encodeURIComponent(change.reviewId)}/${change.hide ? 'hide' : 'unhide'}`;
  return (await apiRequest(path, { method: 'PUT', body: change.hide ? { reason: change.reason } : {} })).message;
}

export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewHidden,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
