import type { OrderDto } from '@phonekade/shared/orders/order.types';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const myOrdersKey = ['orders', 'mine'] as const;

/** spec 7 GET /orders/my-orders: an array, or under data, orders or data.data. */
export function readOrders(data: unknown): OrderDto[] {
  if (Array.isArray(data)) return data as OrderDto[];
  if (data && typeof data === 'object') {
    const body = data as { orders?: unknown; data?: unknown };
    if (Array.isArray(body.orders)) return body.orders as OrderDto[];
    if (Array.isArray(body.data)) return body.data as OrderDto[];
  }
  return [];
}

export function useMyOrders() {
  return useQuery({
    queryKey: myOrdersKey,
    queryFn: async () => readOrders((await apiRequest<unknown>('/orders/my-orders')).data),
    retry: false,
  });
}
