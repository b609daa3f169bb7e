import type { PaymentAuthorization } from '@phonekade/shared/payments/payment.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { CardForm } from '../checkout-form.ts';

// The sandbox waits 2 seconds on purpose; leave room for it within the call's time limit.
const AUTHORIZE_TIMEOUT_MS = 20_000;

/** POST /payments/sandbox/authorize: the card goes to the sandbox gateway only; the order gets the last 4 digits. */
export async function authorizePayment(card: CardForm, amount: number): Promise<PaymentAuthorization> {
  const { data } = await apiRequest<PaymentAuthorization>('/payments/sandbox/authorize', {
    method: 'POST',
    body: { ...card, amount },
    timeoutMs: AUTHORIZE_TIMEOUT_MS,
  });
  return data;
}

export function useAuthorizePayment() {
  return useMutation({
    mutationFn: ({ card, amount }: { card: CardForm; amount: number }) => authorizePayment(card, amount),
  });
}
