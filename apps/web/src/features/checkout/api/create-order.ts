import { apiRequest } from '@/lib/api-client.ts';
import type { OrderPayload } from '../checkout-form.ts';

export interface CreatedOrder {
  orderId: string | null;
  orderNumber: string;
}

/**
 * spec 7 POST /orders/create with the attempt's Idempotency-Key (a retry of the same attempt cannot
 * order twice). The id is read from orderId, _id or id, directly or under data; without one the
 * client's own order number stands in.
 */
export async function createOrder(payload: OrderPayload, idempotencyKey: string): Promise<CreatedOrder> {
  const answer = await apiRequest<Record<string, unknown> | null>('/orders/create', {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const sources = [answer.data ?? {}, answer as unknown as Record<string, unknown>];
  const pick = (field: string): string | undefined =>
    sources.map((source) => source[field]).find((value): value is string => typeof value === 'string');
  return {
    orderId: pick('orderId') ?? pick('_id') ?? pick('id') ?? null,
    orderNumber: pick('orderNumber') ?? payload.orderNumber,
  };
}
