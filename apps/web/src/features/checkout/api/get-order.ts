import type { OrderDto } from '@phonekade/shared/orders/order.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /orders/:id: one of the signed-in buyer's orders; another person's id answers 404. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<OrderDto> {
  return (await apiRequest<OrderDto>(`/orders/${encodeURIComponent(orderId)}`, { signal })).data;
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['orders', 'one', orderId] as const,
    queryFn: ({ signal }) => getOrder(orderId, signal),
    // A missing order stays missing: ask once.
    retry: false,
  });
}

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
