import type { OrderStatus } from '@phonekade/shared/constants/catalog';
import type { SaleDto } from '@phonekade/shared/orders/order.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { mySalesKey } from './get-my-sales.ts';

/** DESIGN 4: PUT /orders/:id/status with { status }, by the seller of the items. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, status }: { orderId: string; status: OrderStatus }) =>
      (await apiRequest<SaleDto>(`/orders/${encodeURIComponent(orderId)}/status`, { method: 'PUT', body: { status } }))
        .data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mySalesKey });
      await queryClient.invalidateQueries({ queryKey: ['analytics'] });
    },
  });
}
