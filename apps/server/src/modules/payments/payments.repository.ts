import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentAuthorizations } from '../../db/schema.ts';

export type AuthorizationRow = typeof paymentAuthorizations.$inferSelect;

export async function insert(
  db: DbOrTx,
  row: { transactionId: string; userId: string; amount: number; cardLast4: string },
): Promise<AuthorizationRow> {
  const [inserted] = await db.insert(paymentAuthorizations).values(row).returning();
  return inserted!;
}

/**
 * Whether an authorisation is older than `minutes`, by the database's clock (the one that stamped
 * its createdAt), so the server's own clock cannot stretch or shorten the limit.
 */
const olderThan = (minutes: number) =>
  lt(paymentAuthorizations.createdAt, sql`now() - make_interval(mins => ${minutes})`);

/**
 * The authorisation, locked until the transaction ends, so two orders cannot both use it; `expired`
 * says whether it is older than `ttlMinutes`.
 */
export async function findByIdForUpdate(
  tx: DbOrTx,
  transactionId: string,
  ttlMinutes: number,
): Promise<(AuthorizationRow & { expired: boolean }) | undefined> {
  const [row] = await tx
    .select({ row: paymentAuthorizations, expired: sql<boolean>`${olderThan(ttlMinutes)}` })
    .from(paymentAuthorizations)
    .where(eq(paymentAuthorizations.transactionId, transactionId))
    .for('update');
  return row && { ...row.row, expired: row.expired };
}

/**
 * Gives a held authorisation to the order that uses it; the money stays held (authorized) until the
 * order captures or voids it. False when it was not 'authorized', already given to an order, or is
 * older than `ttlMinutes`.
 */
export async function attachToOrder(
  tx: DbOrTx,
  transactionId: string,
  orderId: string,
  ttlMinutes: number,
): Promise<boolean> {
  const rows = await tx
    .update(paymentAuthorizations)
    .set({ orderId })
    .where(
      and(
        eq(paymentAuthorizations.transactionId, transactionId),
        eq(paymentAuthorizations.status, 'authorized'),
        isNull(paymentAuthorizations.orderId),
        sql`not ${olderThan(ttlMinutes)}`,
      ),
    )
    .returning({ transactionId: paymentAuthorizations.transactionId });
  return rows.length === 1;
}

/** authorized -> captured for `amount` of an authorisation an order holds; false when not held any more. */
export async function captureForOrder(tx: DbOrTx, transactionId: string, amount: number): Promise<boolean> {
  const rows = await tx
    .update(paymentAuthorizations)
    .set({ status: 'captured', capturedAmount: amount, capturedAt: new Date() })
    .where(
      and(
        eq(paymentAuthorizations.transactionId, transactionId),
        eq(paymentAuthorizations.status, 'authorized'),
        isNotNull(paymentAuthorizations.orderId),
        sql`${paymentAuthorizations.amount} >= ${amount}`,
      ),
    )
    .returning({ transactionId: paymentAuthorizations.transactionId });
  return rows.length === 1;
}

/** authorized -> voided for an authorisation an order holds; false when not held any more. */
export async function voidForOrder(tx: DbOrTx, transactionId: string): Promise<boolean> {
  const rows = await tx
    .update(paymentAuthorizations)
    .set({ status: 'voided', voidedAt: new Date() })
    .where(
      and(
        eq(paymentAuthorizations.transactionId, transactionId),
        eq(paymentAuthorizations.status, 'authorized'),
        isNotNull(paymentAuthorizations.orderId),
      ),
    )
    .returning({ transactionId: paymentAuthorizations.transactionId });
  return rows.length === 1;
}

/** Voids every authorisation no order took within `ttlMinutes`; answers how many. */
export async function voidOlderThan(db: DbOrTx, ttlMinutes: number): Promise<number> {
  const rows = await db
    .update(paymentAuthorizations)
    .set({ status: 'voided', voidedAt: new Date() })
    .where(
      and(eq(paymentAuthorizations.status, 'authorized'), isNull(paymentAuthorizations.orderId), olderThan(ttlMinutes)),
    )
    .returning({ transactionId: paymentAuthorizations.transactionId });
  return rows.length;
}

/** authorized -> voided for this user; false when it was not theirs, not 'authorized' or an order holds it. */
export async function voidAuthorization(db: DbOrTx, transactionId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(paymentAuthorizations)
    .set({ status: 'voided', voidedAt: new Date() })
    .where(
      and(
        eq(paymentAuthorizations.transactionId, transactionId),
        eq(paymentAuthorizations.userId, userId),
        eq(paymentAuthorizations.status, 'authorized'),
        isNull(paymentAuthorizations.orderId),
      ),
    )
    .returning({ transactionId: paymentAuthorizations.transactionId });
  return rows.length === 1;
}
