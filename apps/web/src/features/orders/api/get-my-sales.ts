import type { MySalesDto, SaleDto } from '@phonekade/shared/orders/order.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const mySalesKey = ['orders', 'sales'] as const;

/** GET /orders/my-sales: the seller's part of each order with their items, newest first. */
export async function getMySales(signal?: AbortSignal): Promise<SaleDto[]> {
  return (await apiRequest<MySalesDto>('/orders/my-sales', { signal })).data.sales;
}

export function mySalesQueryOptions() {
  // A failure shows its reason with Retry at once instead of retrying silently.
  return queryOptions({ queryKey: mySalesKey, queryFn: ({ signal }) => getMySales(signal), retry: false });
}

export function useMySales() {
  return useQuery(mySalesQueryOptions());
}
