import { apiRequest } from '@/lib/api-client.ts';

/** spec 7 POST /orders/send-confirmation; the caller ignores a failure. */
export async function sendConfirmation(orderId: string, email: string): Promise<void> {
  await apiRequest('/orders/send-confirmation', { method: 'POST', body: { orderId, email } });
}
