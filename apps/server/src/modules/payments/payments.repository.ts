import { and, eq, lt, sql } from 'drizzle-orm';
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

/** authorized -> captured; false when it was not 'authorized' any more or is older than `ttlMinutes`. */
export async function capture(
  tx: DbOrTx,
  transactionId: string,
  orderId: string,
  ttlMinutes: number,
): Promise<boolean> {
  const rows = await tx
    .update(paymentAuthorizations)
    .set({ status: 'captured', orderId, capturedAt: new Date() })
    .where(
      and(
        eq(paymentAuthorizations.transactionId, transactionId),
        eq(paymentAuthorizations.status, 'authorized'),
        sql`not ${olderThan(ttlMinutes)}`,
      ),
    )
    .returning({ transactionId: paymentAuthorizations.transactionId });
  return rows.length === 1;
}

/** Voids every authorisation still held after `ttlMinutes`; answers how many. */
export async function voidOlderThan(db: DbOrTx, ttlMinutes: number): Promise<number> {
  const rows = await db
    .update(paymentAuthorizations)
    .set({ status: 'voided', voidedAt: new Date() })
    .where(and(eq(paymentAuthorizations.status, 'authorized'), olderThan(ttlMinutes)))
    .returning({ transactionId: paymentAuthorizations.transactionId });
  return rows.length;
}

/** authorized -> voided for this user; false when it was not theirs or not 'authorized'. */
export async function voidAuthorization(db: DbOrTx, transactionId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(paymentAuthorizations)
    .set({ status: 'voided', voidedAt: new Date() })
    .where(
      and(
        eq(paymentAuthorizations.transactionId, transactionId),
        eq(paymentAuthorizations.userId, userId),
        eq(paymentAuthorizations.status, 'authorized'),
      ),
    )
    .returning({ transactionId: paymentAuthorizations.transactionId });
  return rows.length === 1;
}
