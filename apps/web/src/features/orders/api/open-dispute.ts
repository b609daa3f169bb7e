import type { OpenDisputeInput } from '@phonekade/shared/orders/order.schemas';
import type { OrderDto } from '@phonekade/shared/orders/order.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { myOrdersKey } from './get-my-orders.ts';

/** POST /orders/:id/dispute: the buyer reports a problem within the window; the payment stays held. */
export async function openDispute(orderId: string, input: OpenDisputeInput): Promise<OrderDto> {
  const path = `/orders/${encodeURIComponent(orderId)}/dispute`;
  return (await apiRequest<OrderDto>(path, { method: 'POST', body: input })).data;
}

export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, input }: { orderId: string; input: OpenDisputeInput }) => openDispute(orderId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersKey }),
  });
}
