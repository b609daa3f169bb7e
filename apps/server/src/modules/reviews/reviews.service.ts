import type { EditReviewInput } from '@phonekade/shared/orders/order.schemas';
import { REVIEW_MESSAGES } from '@phonekade/shared/sellers/seller.schemas';
import { canEditReview, REVIEW_EDIT_MESSAGES, type HideReviewInput } from '@phonekade/shared/reviews/review.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import * as repository from './reviews.repository.ts';
import { refreshSellerRating } from './seller-rating.ts';

export interface EditedReviewDto {
  id: string;
  rating: number;
  comment: string;
  createdAt: string;
  editedAt: string | null;
}

/**
 * Reviews after they are written (docs/decisions/065-review-edit-and-hide.md): the buyer may change
 * theirs for 30 days; an admin may hide an abusive one with a reason, and show it again. Either way the
 * seller's rating and review count are computed again in the same transaction.
 */
export function createReviewsService({
  db,
  log,
  catalogueChanged,
}: {
  db: Db;
  log: FastifyBaseLogger;
  /** The seller's rating is on their listings' cards and orders the rating sort. */
  catalogueChanged: () => void;
}) {
  return {
    async edit(user: AuthUser, id: string, input: EditReviewInput): Promise<EditedReviewDto> {
      const edited = await db.transaction(async (tx) => {
        const review = await repository.lockReview(tx, id);
        if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
        if (review.buyerId !== user.id) throw forbidden(REVIEW_EDIT_MESSAGES.notYourReview);
        if (!canEditReview(review.createdAt)) throw forbidden(REVIEW_EDIT_MESSAGES.editWindowOver);
        const row = await repository.updateReview(tx, id, input);
        await refreshSellerRating(tx, review.sellerId);
        return {
          id: row.id,
          rating: row.rating,
          comment: row.comment,
          createdAt: row.createdAt.toISOString(),
          editedAt: row.editedAt?.toISOString() ?? null,
        };
      });
      catalogueChanged();
      return edited;
    },

    async hide(adminId: string, id: string, input: HideReviewInput): Promise<void> {
      await db.transaction(async (tx) => {
        const review = await repository.lockReview(tx, id);
        if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
        if (!(await repository.setHidden(tx, id, input.reason))) throw conflict(REVIEW_EDIT_MESSAGES.alreadyHidden);
        await repository.insertModeration(tx, { reviewId: id, adminId, action: 'hide', reason: input.reason });
        await refreshSellerRating(tx, review.sellerId);
      });
      catalogueChanged();
      log.info({ reviewId: id, adminId }, 'review hidden');
    },

    async unhide(adminId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const review = await repository.lockReview(tx, id);
        if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
        if (!(await repository.setHidden(tx, id, null))) throw conflict(REVIEW_EDIT_MESSAGES.notHidden);
        await repository.insertModeration(tx, { reviewId: id, adminId, action: 'unhide', reason: null });
        await refreshSellerRating(tx, review.sellerId);
      });
      catalogueChanged();
      log.info({ reviewId: id, adminId }, 'review shown again');
    },
  };
}
