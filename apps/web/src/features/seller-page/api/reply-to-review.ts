import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { sellerKeys } from './seller-keys.ts';

/** POST /reviews/:id/reply: the reviewed seller's one public answer. */
export async function replyToReview(reviewId: string, text: string): Promise<void> {
  await apiRequest(`/reviews/${encodeURIComponent(reviewId)}/reply`, { method: 'POST', body: { text } });
}

export function useReplyToReview(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) => replyToReview(reviewId, text),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerKeys.reviews(sellerId) }),
  });
}
