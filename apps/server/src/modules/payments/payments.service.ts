import { cardLast4 } from '@phonekade/shared/orders/card-format';
import { newTransactionId } from '@phonekade/shared/orders/order-number';
import {
  PAYMENT_MESSAGES,
  SANDBOX_TEST_CARDS,
  type AuthorizePaymentInput,
  type PaymentAuthorization,
} from '@phonekade/shared/payments/payment.schemas';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repository from './payments.repository.ts';

export type { AuthorizationRow } from './payments.repository.ts';

// Texts of the order flow about the payment it is given (ours; the spec has none).
export const AUTHORIZATION_MESSAGES = {
  notFound: 'Payment authorization not found. Please pay again.',
  alreadyUsed: 'This payment has already been used for an order',
  voided: 'This payment was cancelled. Please pay again.',
  amountMismatch: 'The payment amount does not match the order total. Please pay again.',
  cardMismatch: 'cardLast4 does not match the card that was charged',
} as const;

/**
 * The sandbox card gateway of DESIGN 5, the stand-in for a real gateway's hosted card form. The card
 * number is used here only to decide the outcome and keep its last 4 digits; it is never stored or
 * logged.
 */
export function createPaymentsService({ db, delayMs }: { db: Db; delayMs: number }) {
  return {
    async authorize(userId: string, input: AuthorizePaymentInput): Promise<PaymentAuthorization> {
      // spec 9: the sandbox simulates a gateway's round trip (2 s; 0 in tests).
      if (delayMs > 0) await sleep(delayMs);
      if (input.cardNumber === SANDBOX_TEST_CARDS.declined)
        throw new AppError('PAYMENT_FAILED', PAYMENT_MESSAGES.declined);
      if (input.cardNumber === SANDBOX_TEST_CARDS.insufficientFunds) {
        throw new AppError('PAYMENT_FAILED', PAYMENT_MESSAGES.insufficientFunds);
      }
      const row = await repository.insert(db, {
        transactionId: newTransactionId(),
        userId,
        amount: input.amount,
        cardLast4: cardLast4(input.cardNumber),
      });
      return { transactionId: row.transactionId, status: 'authorized', amount: row.amount, cardLast4: row.cardLast4 };
    },
  };
}

/**
 * Inside the order's transaction: the buyer's own, unused authorisation for exactly `amount`, locked
 * until the transaction ends. Someone else's transaction id reads as not found.
 */
export async function lockAuthorizationOrThrow(
  tx: DbOrTx,
  {
    transactionId,
    userId,
    amount,
    cardLast4: last4,
  }: { transactionId: string; userId: string; amount: number; cardLast4: string },
): Promise<repository.AuthorizationRow> {
  const row = await repository.findByIdForUpdate(tx, transactionId);
  if (!row || row.userId !== userId)
    throw new AppError('VALIDATION', AUTHORIZATION_MESSAGES.notFound, {
      'paymentDetails.transactionId': AUTHORIZATION_MESSAGES.notFound,
    });
  if (row.status === 'captured') throw new AppError('CONFLICT', AUTHORIZATION_MESSAGES.alreadyUsed);
  if (row.status === 'voided') throw new AppError('CONFLICT', AUTHORIZATION_MESSAGES.voided);
  if (row.cardLast4 !== last4) {
    throw new AppError('VALIDATION', AUTHORIZATION_MESSAGES.cardMismatch, {
      'paymentDetails.cardLast4': AUTHORIZATION_MESSAGES.cardMismatch,
    });
  }
  if (row.amount !== amount) {
    throw new AppError('VALIDATION', AUTHORIZATION_MESSAGES.amountMismatch, {
      totalAmount: AUTHORIZATION_MESSAGES.amountMismatch,
    });
  }
  return row;
}

/** Captures a locked authorisation for the order; a lost race is a conflict that rolls the order back. */
export async function captureAuthorizationOrThrow(tx: DbOrTx, transactionId: string, orderId: string): Promise<void> {
  if (!(await repository.capture(tx, transactionId, orderId)))
    throw new AppError('CONFLICT', AUTHORIZATION_MESSAGES.alreadyUsed);
}

/** Releases an authorisation that will not be used (DESIGN 5.3). */
export function voidAuthorization(db: DbOrTx, transactionId: string, userId: string): Promise<boolean> {
  return repository.voidAuthorization(db, transactionId, userId);
}
