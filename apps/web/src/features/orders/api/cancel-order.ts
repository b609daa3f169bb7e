import type { OrderDto } from '@phonekade/shared/orders/order.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { myOrdersKey } from './get-my-orders.ts';

/** POST /orders/:id/cancel: the buyer cancels before dispatch (docs/decisions/073-disputes-cancellation-and-tracking.md). */
export async function cancelOrder(orderId: string): Promise<OrderDto> {
  return (await apiRequest<OrderDto>(`/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', body: {} }))
    .data;
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersKey }),
  });
}
