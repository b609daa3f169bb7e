import type { OrderStatus } from '@phonekade/shared/constants/catalog';
import type { SaleDto } from '@phonekade/shared/orders/order.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { mySalesKey } from './get-my-sales.ts';

/** PUT /orders/:id/status with { status }, by the seller of the items (docs/decisions/011-per-seller-fulfilment.md). */
export async function updateOrderStatus(
  orderId: string,
  status: OrderStatus,
  trackingNumber?: string,
): Promise<SaleDto> {
  const path = `/orders/${encodeURIComponent(orderId)}/status`;
  return (await apiRequest<SaleDto>(path, { method: 'PUT', body: { status, trackingNumber } })).data;
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      status,
      trackingNumber,
    }: {
      orderId: string;
      status: OrderStatus;
      trackingNumber?: string;
    }) => updateOrderStatus(orderId, status, trackingNumber),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mySalesKey });
      await queryClient.invalidateQueries({ queryKey: ['analytics'] });
    },
  });
}
