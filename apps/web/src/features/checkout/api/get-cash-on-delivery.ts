import type { CashOnDeliveryDto } from '@phonekade/shared/orders/order.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /orders/cash-on-delivery: whether every seller of the cart takes cash, and who does not. */
export async function getCashOnDelivery(
  sellerIds: readonly string[],
  signal?: AbortSignal,
): Promise<CashOnDeliveryDto> {
  const query = { sellerIds: [...sellerIds].sort().join(',') };
  return (await apiRequest<CashOnDeliveryDto>('/orders/cash-on-delivery', { query, signal })).data;
}

export function cashOnDeliveryQueryOptions(sellerIds: readonly string[]) {
  return queryOptions({
    queryKey: ['orders', 'cash-on-delivery', [...sellerIds].sort()] as const,
    queryFn: ({ signal }) => getCashOnDelivery(sellerIds, signal),
    enabled: sellerIds.length > 0,
    staleTime: 0,
  });
}

export function useCashOnDelivery(sellerIds: readonly string[]) {
  return useQuery(cashOnDeliveryQueryOptions(sellerIds));
}
