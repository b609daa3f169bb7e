import { z } from 'zod';
import { requiredText } from '../common/fields.ts';

/** A buyer may change their review for this long after writing it (docs/decisions/065-review-edit-and-hide.md). */
export const REVIEW_EDIT_WINDOW_DAYS = 30;
export const REVIEW_HIDE_REASON_MAX_LENGTH = 500;

export const REVIEW_EDIT_MESSAGES = {
  commentHasLink: 'Reviews cannot contain links or web addresses',
  updated: 'Your review has been updated',
  notYourReview: 'You can only edit your own reviews',
  editWindowOver: `Reviews can only be edited within ${REVIEW_EDIT_WINDOW_DAYS} days of writing them`,
  hideReasonRequired: 'Please give a reason for hiding this review',
  hideReasonTooLong: `Reason must be at most ${REVIEW_HIDE_REASON_MAX_LENGTH} characters`,
  hidden: 'Review hidden',
  unhidden: 'Review shown again',
  alreadyHidden: 'This review is already hidden',
  notHidden: 'This review is not hidden',
} as const;

/** PUT /admin/reviews/:id/hide body. */
export const hideReviewSchema = z.object({
  reason: requiredText(
    REVIEW_EDIT_MESSAGES.hideReasonRequired,
    REVIEW_HIDE_REASON_MAX_LENGTH,
    REVIEW_EDIT_MESSAGES.hideReasonTooLong,
  ),
});
export type HideReviewInput = z.infer<typeof hideReviewSchema>;

/** Whether a review written at `createdAt` may still be edited at `now`. */
export function canEditReview(createdAt: Date | string, now: Date = new Date()): boolean {
  return now.getTime() - new Date(createdAt).getTime() <= REVIEW_EDIT_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}
