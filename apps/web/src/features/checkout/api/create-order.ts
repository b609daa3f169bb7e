import type { OrderDto } from '@phonekade/shared/orders/order.types';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { OrderPayload } from '../checkout-form.ts';

/** What the order-placed page needs of the new order. */
export type CreatedOrder = Pick<OrderDto, 'orderId' | 'orderNumber' | 'shortNumber'>;

/**
 * POST /orders/create with the attempt's Idempotency-Key: a retry of the same attempt answers the
 * order it already made instead of ordering twice.
 */
export async function createOrder(payload: OrderPayload, idempotencyKey: string): Promise<OrderDto> {
  const { data } = await apiRequest<OrderDto>('/orders/create', {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: OrderPayload; idempotencyKey: string }) =>
      createOrder(payload, idempotencyKey),
  });
}
