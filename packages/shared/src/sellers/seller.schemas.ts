import { z } from 'zod';
import { limitQuery, pageQuery } from '../common/id.schemas.ts';
import { requiredText } from '../common/fields.ts';

/** Reviews on a seller's page: ten at a time, newest first. */
export const SELLER_REVIEWS_PAGE_SIZE = 10;
export const REVIEW_REPLY_MAX_LENGTH = 1000;

export const REVIEW_MESSAGES = {
  replyRequired: 'Reply text is required',
  replyTooLong: `Reply must be at most ${REVIEW_REPLY_MAX_LENGTH} characters`,
  replied: 'Reply posted',
  alreadyReplied: 'You have already replied to this review',
  notYourReview: 'Only the seller who was reviewed can reply',
  reviewNotFound: 'Review not found',
  sellerNotFound: 'Seller not found',
} as const;

/** GET /users/:id/reviews query. */
export const sellerReviewsQuerySchema = z.object({
  page: pageQuery,
  limit: limitQuery(SELLER_REVIEWS_PAGE_SIZE, 50),
});
export type SellerReviewsQuery = z.infer<typeof sellerReviewsQuerySchema>;

/** POST /reviews/:id/reply body. */
export const reviewReplySchema = z.object({
  text: requiredText(REVIEW_MESSAGES.replyRequired, REVIEW_REPLY_MAX_LENGTH, REVIEW_MESSAGES.replyTooLong),
});
export type ReviewReplyInput = z.infer<typeof reviewReplySchema>;
