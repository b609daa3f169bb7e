import type { SaleDto } from '@phonekade/shared/orders/order.types';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const mySalesKey = ['orders', 'sales'] as const;

/** spec 7 GET /orders/my-sales: an array, or under orders, sales or data. */
export function readSales(data: unknown): SaleDto[] {
  if (Array.isArray(data)) return data as SaleDto[];
  if (data && typeof data === 'object') {
    const body = data as { orders?: unknown; sales?: unknown; data?: unknown };
    for (const list of [body.sales, body.orders, body.data]) if (Array.isArray(list)) return list as SaleDto[];
  }
  return [];
}

export function useMySales() {
  return useQuery({
    queryKey: mySalesKey,
    queryFn: async () => readSales((await apiRequest<unknown>('/orders/my-sales')).data),
    retry: false,
  });
}
