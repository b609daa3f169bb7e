import type { CreateReviewInput } from '@phonekade/shared/orders/order.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { myOrdersKey } from './get-my-orders.ts';

/**
 * POST /orders/:id/review with { rating, comment }, once per delivered order
 * (docs/decisions/027-ratings-from-delivered-orders.md).
 */
export async function reviewOrder(orderId: string, review: CreateReviewInput): Promise<void> {
  await apiRequest<{ reviews: unknown[] }>(`/orders/${encodeURIComponent(orderId)}/review`, {
    method: 'POST',
    body: review,
  });
}

export function useReviewOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, rating, comment }: { orderId: string } & CreateReviewInput) =>
      reviewOrder(orderId, { rating, comment }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myOrdersKey });
    },
  });
}
