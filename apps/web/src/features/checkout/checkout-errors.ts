import { ApiError } from '@/lib/api-client.ts';
import type { TranslateVars } from '@/lib/i18n/i18n.ts';
import { CHECKOUT_MESSAGE_KEYS } from './checkout-form.ts';

type Translate = (key: string, vars?: TranslateVars) => string;

/** A known English text in the reader's language; anything else as it came. */
export function localizedMessage(message: string, t: Translate): string {
  const key = CHECKOUT_MESSAGE_KEYS[message];
  return key ? t(key) : message;
}

/**
 * Placing an order: the server's message, else 'Server error: ' plus the status; no response: the
 * network text; otherwise the message or 'Failed to place order. Please try again.'.
 */
export function placeOrderErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('checkout.errors.network');
    // The client fills in a generic text when the answer carried none; the status says more then.
    if (!error.code) return t('checkout.errors.serverError', { status: error.status });
    return localizedMessage(error.message, t);
  }
  if (error instanceof Error && error.message) return error.message;
  return t('checkout.errors.placeOrderFailed');
}

/**
 * Paying: 'Payment failed' or the gateway's message. A server without a card
 * gateway answers 503 UNAVAILABLE, told in the reader's language.
 */
export function paymentErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('checkout.errors.network');
    if (error.status === 503 && error.code === 'UNAVAILABLE') return t('checkout.errors.paymentUnavailable');
    if (error.code && error.message) return localizedMessage(error.message, t);
  }
  return t('checkout.errors.paymentFailed');
}
