import type { OpenDisputeInput } from '@phonekade/shared/orders/order.schemas';
import type { OrderDto } from '@phonekade/shared/orders/order.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { myOrdersKey } from './get-my-orders.ts';

// Up to four 10 MB photos take longer than the 10-second default on a slow line.
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * POST /orders/:id/dispute: the buyer reports a problem within the window; the payment stays held.
 * With photos it is sent as multipart (docs/decisions/078-inline-form-errors-and-photo-errors.md).
 */
export async function openDispute(orderId: string, input: OpenDisputeInput, photos: readonly File[] = []) {
  const path = `/orders/${encodeURIComponent(orderId)}/dispute`;
  if (photos.length === 0) return (await apiRequest<OrderDto>(path, { method: 'POST', body: input })).data;
  const form = new FormData();
  form.append('reason', input.reason);
  form.append('note', input.note);
  for (const photo of photos) form.append('images', photo, photo.name);
  return (await apiRequest<OrderDto>(path, { method: 'POST', body: form, timeoutMs: UPLOAD_TIMEOUT_MS })).data;
}

export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, input, photos }: { orderId: string; input: OpenDisputeInput; photos?: readonly File[] }) =>
      openDispute(orderId, input, photos),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersKey }),
  });
}
