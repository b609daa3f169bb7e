// What counts towards a seller's rating, offered to every module that reads or writes it: a review
// counts while no admin has hidden it (docs/decisions/065-review-edit-and-hide.md). The rating and
// review count on `users` are aggregates of these, never typed in
// (docs/decisions/027-ratings-from-delivered-orders.md).
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviews, users } from '../../db/schema.ts';

/** A review the public sees and the rating counts. */
export const isShownReview: SQL = isNull(reviews.hiddenAt);

/** The seller's shown reviews. */
export function shownReviewsOf(sellerId: string): SQL {
  return and(eq(reviews.sellerId, sellerId), isShownReview)!;
}

/** Sets the seller's rating and review count from their shown reviews. */
export async function refreshSellerRating(tx: DbOrTx, sellerId: string): Promise<void> {
  await tx
    .update(users)
    .set({
      rating: sql`(select coalesce(round(avg(${reviews.rating})::numeric, 2), 0) from ${reviews} where ${shownReviewsOf(sellerId)})`,
      reviewCount: sql`(select count(*) from ${reviews} where ${shownReviewsOf(sellerId)})`,
    })
    .where(eq(users.id, sellerId));
}
