import { and, eq } from 'drizzle-orm';
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

/** The authorisation, locked until the transaction ends, so two orders cannot both use it. */
export async function findByIdForUpdate(tx: DbOrTx, transactionId: string): Promise<AuthorizationRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentAuthorizations)
    .where(eq(paymentAuthorizations.transactionId, transactionId))
    .for('update');
  return row;
}

/** authorized -> captured; false when it was not 'authorized' any more. */
export async function capture(tx: DbOrTx, transactionId: string, orderId: string): Promise<boolean> {
  const rows = await tx
    .update(paymentAuthorizations)
    .set({ status: 'captured', orderId, capturedAt: new Date() })
    .where(and(eq(paymentAuthorizations.transactionId, transactionId), eq(paymentAuthorizations.status, 'authorized')))
    .returning({ transactionId: paymentAuthorizations.transactionId });
  return rows.length === 1;
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
