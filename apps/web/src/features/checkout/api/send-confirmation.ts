import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** POST /orders/send-confirmation: e-mails the buyer a copy of the order. */
export async function sendConfirmation(orderId: string, email: string): Promise<void> {
  await apiRequest<{ sent: boolean }>('/orders/send-confirmation', { method: 'POST', body: { orderId, email } });
}

/** A confirmation that cannot be sent never undoes the order: the caller decides what a failure means. */
export function useSendConfirmation() {
  return useMutation({
    mutationFn: ({ orderId, email }: { orderId: string; email: string }) => sendConfirmation(orderId, email),
  });
}
