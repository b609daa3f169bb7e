import type { OrderDto } from '@phonekade/shared/orders/order.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { myOrdersKey } from './get-my-orders.ts';

/** POST /orders/:id/confirm-receipt: the held card payment is released to the seller. */
export async function confirmReceipt(orderId: string): Promise<OrderDto> {
  const path = `/orders/${encodeURIComponent(orderId)}/confirm-receipt`;
  return (await apiRequest<OrderDto>(path, { method: 'POST', body: {} })).data;
}

export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersKey }),
  });
}
