import type { EditReviewInput } from '@phonekade/shared/orders/order.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { myOrdersKey } from './get-my-orders.ts';

/** PUT /reviews/:id: the buyer changes their review within 30 days (docs/decisions/065-review-edit-and-hide.md). */
export async function editReview(reviewId: string, review: EditReviewInput): Promise<void> {
  await apiRequest(`/reviews/${encodeURIComponent(reviewId)}`, { method: 'PUT', body: review });
}

export function useEditReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, rating, comment }: { reviewId: string } & EditReviewInput) =>
      editReview(reviewId, { rating, comment }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myOrdersKey });
    },
  });
}
