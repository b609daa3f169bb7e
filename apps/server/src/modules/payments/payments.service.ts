import { cardLast4 } from '@phonekade/shared/orders/card-format';
import { newTransactionId } from '@phonekade/shared/orders/order-number';
import {
  PAYMENT_MESSAGES,
  SANDBOX_TEST_CARDS,
  type AuthorizePaymentInput,
  type PaymentAuthorization,
} from '@phonekade/shared/payments/payment.schemas';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repository from './payments.repository.ts';

export type { AuthorizationRow } from './payments.repository.ts';

/**
 * How long an authorisation holds the buyer's money without an order. After it, the authorisation
 * cannot pay for an order and the sweep voids it, so money is never held for a checkout nobody
 * finished (a crash, a closed tab).
 */
export const AUTHORIZATION_TTL_MINUTES = 30;
/** How often the sweep looks for expired authorisations. */
export const AUTHORIZATION_SWEEP_INTERVAL_MS = 5 * 60_000;

// Texts of the order flow about the payment it is given (our own).
export const AUTHORIZATION_MESSAGES = {
  notFound: 'Payment authorization not found. Please pay again.',
  alreadyUsed: 'This payment has already been used for an order',
  voided: 'This payment was cancelled. Please pay again.',
  expired: `This payment expired after ${AUTHORIZATION_TTL_MINUTES} minutes without an order. Please pay again.`,
  amountMismatch: 'The payment amount does not match the order total. Please pay again.',
  cardMismatch: 'cardLast4 does not match the card that was charged',
} as const;

/**
 * The sandbox card gateway (docs/decisions/010-sandbox-card-gateway.md), the stand-in for a real
 * gateway's hosted card form. The card
 * number is used here only to decide the outcome and keep its last 4 digits; it is never stored or
 * logged.
 */
export function createPaymentsService({ db, delayMs }: { db: Db; delayMs: number }) {
  return {
    async authorize(userId: string, input: AuthorizePaymentInput): Promise<PaymentAuthorization> {
      // The sandbox simulates a gateway's round trip (2 s; 0 in tests), so checkout's waiting state is real.
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
  const row = await repository.findByIdForUpdate(tx, transactionId, AUTHORIZATION_TTL_MINUTES);
  if (!row || row.userId !== userId)
    throw new AppError('VALIDATION', AUTHORIZATION_MESSAGES.notFound, {
      'paymentDetails.transactionId': AUTHORIZATION_MESSAGES.notFound,
    });
  if (row.status === 'captured' || row.orderId !== null)
    throw new AppError('CONFLICT', AUTHORIZATION_MESSAGES.alreadyUsed);
  // Expired whether or not the sweep has voided it yet; the order flow voids it after the rollback.
  if (row.expired) throw new AppError('CONFLICT', AUTHORIZATION_MESSAGES.expired);
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

/**
 * Gives a locked authorisation to the order, which holds the money until it captures or voids it
 * (docs/decisions/072-cash-on-delivery-and-held-payments.md); a lost race is a conflict that rolls
 * the order back.
 */
export async function holdAuthorizationForOrderOrThrow(
  tx: DbOrTx,
  transactionId: string,
  orderId: string,
): Promise<void> {
  if (!(await repository.attachToOrder(tx, transactionId, orderId, AUTHORIZATION_TTL_MINUTES)))
    throw new AppError('CONFLICT', AUTHORIZATION_MESSAGES.alreadyUsed);
}

/** Takes `amount` (at most what was authorised) of an order's held payment; false when it is not held any more. */
export function captureHeldPayment(tx: DbOrTx, transactionId: string, amount: number): Promise<boolean> {
  return repository.captureForOrder(tx, transactionId, amount);
}

/** Lets go of an order's held payment without taking anything; false when it is not held any more. */
export function voidHeldPayment(tx: DbOrTx, transactionId: string): Promise<boolean> {
  return repository.voidForOrder(tx, transactionId);
}

/** Releases an authorisation that will not be used: only the user's own, and only while still held. */
export function voidAuthorization(db: DbOrTx, transactionId: string, userId: string): Promise<boolean> {
  return repository.voidAuthorization(db, transactionId, userId);
}

/** Voids every authorisation held longer than AUTHORIZATION_TTL_MINUTES; answers how many. */
export function voidExpiredAuthorizations(db: DbOrTx): Promise<number> {
  return repository.voidOlderThan(db, AUTHORIZATION_TTL_MINUTES);
}

/**
 * Runs voidExpiredAuthorizations now and then every `intervalMs` until stopped. The timer does not
 * keep the process alive, and stop() waits for a sweep still running, so the database can close
 * after it. A failed sweep is logged and the next one tries again.
 */
export function startAuthorizationExpiry({
  db,
  log,
  intervalMs = AUTHORIZATION_SWEEP_INTERVAL_MS,
}: {
  db: Db;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): { sweep: () => Promise<void>; stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  const sweep = (): Promise<void> => {
    running ??= voidExpiredAuthorizations(db)
      .then(
        (voided) => {
          if (voided > 0) log.info({ voided }, 'expired payment authorisations voided');
        },
        (error: unknown) => log.warn({ err: error }, 'could not void expired payment authorisations'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return {
    sweep,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
