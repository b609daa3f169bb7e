import { z } from 'zod';

import { numberInput } from '../common/fields.ts';
import { colomboDateString } from '../common/colombo-time.ts';
import { MAX_ORDER_AMOUNT } from '../constants/limits.ts';
import { cardFields } from '../orders/order.schemas.ts';
import { luhnValid } from './luhn.ts';

/** Payment texts: the product's 'Payment failed', the sandbox's declines, and ours for the extra card checks. */
export const PAYMENT_MESSAGES = {
  failed: 'Payment failed',
  declined: 'Payment failed: card declined',
  insufficientFunds: 'Payment failed: insufficient funds',
  cardNumberNotValid: 'This card number is not valid. Please check it and try again',
  cardExpired: 'This card has expired',
  amountInvalid: 'Amount must be a whole number of rupees greater than 0',
} as const;

/**
 * The sandbox's test cards, as payment sandboxes conventionally use them
 * (docs/decisions/010-sandbox-card-gateway.md).
 */
export const SANDBOX_TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/**
 * Whether a card with expiry 'MM/YY' has expired at `now`. A card works until the end of its expiry
 * month (Sri Lankan calendar). Not 'MM/YY' counts as expired.
 */
export function isCardExpired(expiryDate: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiryDate.trim());
  if (!match) return true;
  const expiry = `20${match[2]}-${match[1]}`;
  return expiry < colomboDateString(now).slice(0, 7);
}

/**
 * POST /payments/sandbox/authorize: the card form's rules, then a valid Luhn check digit
 * and an expiry not in the past (each checked once the field has the right shape).
 */
export const authorizePaymentSchema = z.object({
  ...cardFields,
  cardNumber: cardFields.cardNumber.refine(luhnValid, PAYMENT_MESSAGES.cardNumberNotValid),
  expiryDate: cardFields.expiryDate.refine(
    (expiry) => !isCardExpired(expiry, new Date()),
    PAYMENT_MESSAGES.cardExpired,
  ),
  amount: numberInput({ required: PAYMENT_MESSAGES.amountInvalid, invalid: PAYMENT_MESSAGES.amountInvalid }, (n) =>
    n
      .int(PAYMENT_MESSAGES.amountInvalid)
      .min(1, PAYMENT_MESSAGES.amountInvalid)
      .max(MAX_ORDER_AMOUNT, PAYMENT_MESSAGES.amountInvalid),
  ),
});
export type AuthorizePaymentInput = z.infer<typeof authorizePaymentSchema>;

/** The sandbox's answer: an authorisation the order then captures. */
export interface PaymentAuthorization {
  transactionId: string;
  status: 'authorized';
  amount: number;
  cardLast4: string;
}
