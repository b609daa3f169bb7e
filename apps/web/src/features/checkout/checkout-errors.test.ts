import { PAYMENT_MESSAGES } from '@phonekade/shared/payments/payment.schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { translate, type Language } from '@/lib/i18n/i18n.ts';
import { paymentErrorText } from './checkout-errors.ts';

const tIn = (language: Language) => (key: string, vars?: Record<string, string | number>) =>
  translate(language, key, vars);

// What a server without a card gateway answers (production without PAYMENT_GATEWAY).
const noGateway = new ApiError('Card payments are not available right now', 503, 'UNAVAILABLE');

describe('payment errors at Place Order', () => {
  it('a server without a card gateway: the unavailable text, in each language', () => {
    expect(paymentErrorText(noGateway, tIn('en'))).toBe('Card payments are not available right now');
    for (const language of ['si', 'ta'] as const) {
      const text = paymentErrorText(noGateway, tIn(language));
      expect(text).toBe(translate(language, 'checkout.errors.paymentUnavailable'));
      expect(text).not.toBe('Card payments are not available right now');
      expect(text).not.toBe('checkout.errors.paymentUnavailable');
    }
  });

  it('a server shutting down (503 without the kind) is not told as missing card payments', () => {
    const closing = new ApiError('Service Unavailable', 503, undefined);
    expect(paymentErrorText(closing, tIn('en'))).toBe('Payment failed');
  });

  it('a declined card still shows the gateway’s message', () => {
    const declined = new ApiError(PAYMENT_MESSAGES.declined, 402, 'PAYMENT_FAILED');
    expect(paymentErrorText(declined, tIn('en'))).toBe(PAYMENT_MESSAGES.declined);
  });
});
