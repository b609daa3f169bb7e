import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { isUuid } from '@phonekade/shared/common/fields';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, reviews, users } from '../../db/schema.ts';
import { shownReviewsOf } from '../reviews/seller-rating.ts';

/** A seller account by id; buyers and admins have no public page, so they read as missing. */
export async function findSellerById(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'seller')));
  return row;
}

/** How many reviews gave 1, 2, 3, 4 and 5 stars. */
export async function countReviewsByRating(db: DbOrTx, sellerId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ rating: reviews.rating, reviews: count() })
    .from(reviews)
    .where(shownReviewsOf(sellerId))
    .groupBy(reviews.rating);
  return new Map(rows.map((row) => [row.rating, row.reviews]));
}

/** Phones this seller handed over: the quantities of their order lines marked delivered. */
export async function countDeliveredPhones(db: DbOrTx, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ phones: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(and(eq(orderItems.sellerId, sellerId), eq(orderItems.status, 'delivered')));
  return row?.phones ?? 0;
}

/** A page of the seller's reviews, newest first, with the reviewer's name. */
export async function findReviewsPage(db: DbOrTx, sellerId: string, offset: number, limit: number) {
  const where = shownReviewsOf(sellerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        reply: reviews.reply,
        repliedAt: reviews.repliedAt,
        createdAt: reviews.createdAt,
        reviewerName: users.name,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.buyerId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .offset(offset)
      .limit(limit),
    db.select({ reviews: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.reviews ?? 0 };
}
export type ReviewWithReviewer = Awaited<ReturnType<typeof findReviewsPage>>['rows'][number];

export async function findReviewById(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ id: reviews.id, sellerId: reviews.sellerId, reply: reviews.reply })
    .from(reviews)
    .where(eq(reviews.id, id));
  return row;
}

/**
 * Stores the seller's reply unless the review already has one; false when it had (two replies sent
 * at once: only one is kept).
 */
export async function saveReplyOnce(db: DbOrTx, reviewId: string, text: string): Promise<boolean> {
  const saved = await db
    .update(reviews)
    .set({ reply: text, repliedAt: new Date() })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  return saved.length > 0;
}
