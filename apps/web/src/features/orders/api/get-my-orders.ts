import type { MyOrdersDto, OrderDto } from '@phonekade/shared/orders/order.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const myOrdersKey = ['orders', 'mine'] as const;

/** GET /orders/my-orders: the buyer's orders, newest first. */
export async function getMyOrders(signal?: AbortSignal): Promise<OrderDto[]> {
  return (await apiRequest<MyOrdersDto>('/orders/my-orders', { signal })).data.orders;
}

export function myOrdersQueryOptions() {
  // A failure shows its reason with Retry at once instead of retrying silently.
  return queryOptions({ queryKey: myOrdersKey, queryFn: ({ signal }) => getMyOrders(signal), retry: false });
}

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions());
}
