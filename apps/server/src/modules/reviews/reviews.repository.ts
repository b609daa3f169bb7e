import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviewModerations, reviews } from '../../db/schema.ts';

/** The review, locked until the transaction ends so an edit and a hide do not cross. */
export async function lockReview(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: reviews.id,
      buyerId: reviews.buyerId,
      sellerId: reviews.sellerId,
      createdAt: reviews.createdAt,
      hiddenAt: reviews.hiddenAt,
    })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  return row;
}

export async function updateReview(tx: DbOrTx, id: string, values: { rating: number; comment: string }) {
  const [row] = await tx
    .update(reviews)
    .set({ ...values, editedAt: new Date() })
    .where(eq(reviews.id, id))
    .returning();
  return row!;
}

/** Hides the review with a reason (or shows it again with null); false when it already was so. */
export async function setHidden(tx: DbOrTx, id: string, reason: string | null): Promise<boolean> {
  const changed = await tx
    .update(reviews)
    .set(reason === null ? { hiddenAt: null, hiddenReason: null } : { hiddenAt: new Date(), hiddenReason: reason })
    .where(and(eq(reviews.id, id), reason === null ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt)))
    .returning({ id: reviews.id });
  return changed.length > 0;
}

export async function insertModeration(
  tx: DbOrTx,
  values: { reviewId: string; adminId: string; action: 'hide' | 'unhide'; reason: string | null },
) {
  await tx.insert(reviewModerations).values(values);
}
