import { buildPagination, pageOffset } from '@phonekade/shared/common/id.schemas';
import {
  REVIEW_MESSAGES,
  type ReviewReplyInput,
  type SellerReviewsQuery,
} from '@phonekade/shared/sellers/seller.schemas';
import type {
  PublicSeller,
  RatingHistogram,
  SellerReview,
  SellerReviewsPage,
} from '@phonekade/shared/sellers/seller.types';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import { toSellerCard } from '../phones/phone-dto.ts';
import * as repository from './sellers.repository.ts';

/** 'Nimal Perera' is shown as 'Nimal P.': enough to tell reviewers apart, not enough to find them. */
export function reviewerDisplayName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const initial = rest.length ? rest[rest.length - 1]!.charAt(0).toUpperCase() : '';
  return initial ? `${first} ${initial}.` : first;
}

function toSellerReview(row: repository.ReviewWithReviewer): SellerReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    reviewerName: reviewerDisplayName(row.reviewerName),
    createdAt: row.createdAt.toISOString(),
    reply: row.reply && row.repliedAt ? { text: row.reply, createdAt: row.repliedAt.toISOString() } : null,
  };
}

/** A seller's public page and the seller's answers to reviews (docs/decisions/040-seller-pages-and-review-replies.md). */
export function createSellersService(deps: { db: Db }) {
  const { db } = deps;

  async function requireSeller(id: string) {
    const seller = await repository.findSellerById(db, id);
    if (!seller) throw notFound(REVIEW_MESSAGES.sellerNotFound);
    return seller;
  }

  return {
    async getPublicSeller(id: string): Promise<PublicSeller> {
      const seller = await requireSeller(id);
      const [byRating, deliveredSales] = await Promise.all([
        repository.countReviewsByRating(db, id),
        repository.countDeliveredPhones(db, id),
      ]);
      const ratingHistogram = [1, 2, 3, 4, 5].map((stars) => byRating.get(stars) ?? 0) as RatingHistogram;
      return { ...toSellerCard(seller), ratingHistogram, deliveredSales };
    },

    async listReviews(sellerId: string, query: SellerReviewsQuery): Promise<SellerReviewsPage> {
      await requireSeller(sellerId);
      const { rows, total } = await repository.findReviewsPage(
        db,
        sellerId,
        pageOffset(query.page, query.limit),
        query.limit,
      );
      return { reviews: rows.map(toSellerReview), pagination: buildPagination(query.page, query.limit, total) };
    },

    /** Only the reviewed seller answers, and only once. */
    async reply(user: AuthUser, reviewId: string, input: ReviewReplyInput): Promise<void> {
      const review = await repository.findReviewById(db, reviewId);
      if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
      if (review.sellerId !== user.id) throw forbidden(REVIEW_MESSAGES.notYourReview);
      if (review.reply !== null || !(await repository.saveReplyOnce(db, reviewId, input.text))) {
        throw conflict(REVIEW_MESSAGES.alreadyReplied);
      }
    },
  };
}
