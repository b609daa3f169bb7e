import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { myOrdersKey } from './get-my-orders.ts';

/** DESIGN 7.2: POST /orders/:id/review with { rating, comment }, once per delivered order. */
export function useReviewOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, rating, comment }: { orderId: string; rating: number; comment: string }) =>
      apiRequest(`/orders/${encodeURIComponent(orderId)}/review`, { method: 'POST', body: { rating, comment } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myOrdersKey });
    },
  });
}
