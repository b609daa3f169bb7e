import { z } from 'zod';

import { optionalText } from '../common/fields.ts';
import { limitQuery, pageQuery } from '../common/id.schemas.ts';
import { ADMIN_ACTIONS, ALL, SORT_ORDERS } from '../constants/catalog.ts';
import {
  ADMIN_NOTES_MAX_LENGTH,
  ADMIN_PAGE_SIZE,
  BATCH_APPROVE_MAX,
  CHOICE_MAX_LENGTH,
  FILTER_VALUE_MAX_LENGTH,
  REASON_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
} from '../constants/limits.ts';
import { BRAND_FILTER_TOO_LONG_MESSAGE, phoneIdField, SEARCH_TOO_LONG_MESSAGE } from '../phones/phone.schemas.ts';

// The product's own texts, word for word.
export const REJECTION_REASON_REQUIRED_MESSAGE = 'Please provide a rejection reason';
export const BATCH_APPROVE_NOTE = 'Batch approved by admin';
// Texts of our own, for cases the product's texts do not cover.
export const ADMIN_NOTES_TOO_LONG_MESSAGE = `Admin notes must be at most ${ADMIN_NOTES_MAX_LENGTH} characters`;
export const REASON_TOO_LONG_MESSAGE = `The reason must be at most ${REASON_MAX_LENGTH} characters`;
export const DELETE_REASON_REQUIRED_MESSAGE = 'Please provide a reason for deleting this listing';
export const SELECT_LISTINGS_MESSAGE = 'Select at least one listing to approve';
export const TOO_MANY_LISTINGS_MESSAGE = `At most ${BATCH_APPROVE_MAX} listings can be approved at once`;
export const ADMIN_SORT_MESSAGE = 'sortBy must be one of: createdAt, price, title';
export const ADMIN_ORDER_MESSAGE = 'Order must be asc or desc';
export const ADMIN_ACTION_MESSAGE = `Unknown action. Use one of: ${ADMIN_ACTIONS.join(', ')}`;
export const LISTING_CHANGED_MESSAGE = 'This listing changed since you opened it. Please review it again.';
export const EXPECTED_UPDATED_AT_MESSAGE =
  "expectedUpdatedAt must be the listing's updatedAt from the pending list, as an ISO timestamp";
export const EXPECTED_UPDATED_AT_MISSING_MESSAGE = 'expectedUpdatedAt must name every listing of the batch';

/** Admin texts (and the notifications that admins and sellers see). */
export const ADMIN_MESSAGES = {
  // Failure wrappers (success false).
  approveFailed: 'Failed to approve listing',
  rejectFailed: 'Failed to reject listing',
  batchApproveFailed: 'Failed to batch approve listings',
  updateFailed: 'Failed to update listing',
  // Toasts.
  loadDashboardFailed: 'Failed to load dashboard data',
  loadPendingFailed: 'Failed to load pending listings',
  // Success defaults, and the toast each shows.
  approved: 'Listing approved successfully',
  approvedToast: 'Listing approved successfully!',
  rejected: 'Listing rejected successfully',
  rejectedToast: 'Listing rejected',
  batchApproved: 'Listings approved successfully',
  // Ours: admin delete (docs/decisions/024-admin-delete-and-activity-log.md).
  deleted: 'Listing deleted successfully',
  deleteFailed: 'Failed to delete listing',
} as const;

/** The toast after a batch approve: 'n listings approved!'. */
export function batchApprovedToast(count: number): string {
  return `${count} listings approved!`;
}

const adminNotes = optionalText(ADMIN_NOTES_MAX_LENGTH, ADMIN_NOTES_TOO_LONG_MESSAGE).transform(
  (notes) => notes || undefined,
);

function reasonField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(REASON_MAX_LENGTH, { message: REASON_TOO_LONG_MESSAGE, abort: true });
}

/**
 * The listing's updatedAt as the admin's screen showed it (the pending list carries it). A decision
 * is refused when the listing changed since, so a seller's later edit is never published unseen.
 * Optional: the API's documented bodies (approve: adminNotes; reject: reason, adminNotes; batch:
 * phoneIds, adminNotes) do not carry it and stay valid for other clients. The web admin always
 * sends it.
 */
const expectedUpdatedAtField = z.iso.datetime({ offset: true, error: EXPECTED_UPDATED_AT_MESSAGE });

/** PUT /admin/listings/:id/approve. */
export const approveSchema = z.object({ adminNotes: adminNotes, expectedUpdatedAt: expectedUpdatedAtField.optional() });
export type ApproveInput = z.infer<typeof approveSchema>;

/**
 * PUT /admin/listings/:id/reject. `reason` is the text the seller reads: one of REJECT_REASONS, or
 * what the admin typed after choosing 'Other' (the web sends the typed text, not 'Other').
 */
export const rejectSchema = z.object({
  reason: reasonField(REJECTION_REASON_REQUIRED_MESSAGE),
  adminNotes: adminNotes,
  expectedUpdatedAt: expectedUpdatedAtField.optional(),
});
export type RejectInput = z.infer<typeof rejectSchema>;

/**
 * PUT /admin/listings/batch-approve. Duplicate ids are dropped. `expectedUpdatedAt` maps each
 * listing id to the updatedAt the admin saw; when sent, it must name every listing of the batch.
 */
export const batchApproveSchema = z
  .object({
    phoneIds: z
      .array(phoneIdField, { error: SELECT_LISTINGS_MESSAGE })
      .min(1, SELECT_LISTINGS_MESSAGE)
      .max(BATCH_APPROVE_MAX, TOO_MANY_LISTINGS_MESSAGE)
      .transform((ids) => [...new Set(ids)]),
    adminNotes: adminNotes.transform((notes) => notes ?? BATCH_APPROVE_NOTE),
    expectedUpdatedAt: z
      .record(phoneIdField, expectedUpdatedAtField, { error: EXPECTED_UPDATED_AT_MESSAGE })
      .refine((map) => Object.keys(map).length <= BATCH_APPROVE_MAX, TOO_MANY_LISTINGS_MESSAGE)
      .optional(),
  })
  .refine(({ phoneIds, expectedUpdatedAt }) => !expectedUpdatedAt || phoneIds.every((id) => id in expectedUpdatedAt), {
    message: EXPECTED_UPDATED_AT_MISSING_MESSAGE,
    path: ['expectedUpdatedAt'],
  });
export type BatchApproveInput = z.infer<typeof batchApproveSchema>;

/** An admin deleting a listing: the seller is told the reason (docs/decisions/024-admin-delete-and-activity-log.md). */
export const adminDeleteSchema = z.object({ reason: reasonField(DELETE_REASON_REQUIRED_MESSAGE) });
export type AdminDeleteInput = z.infer<typeof adminDeleteSchema>;

export const ADMIN_SORT_FIELDS = ['createdAt', 'price', 'title'] as const;

function lowerTextEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
  fallback: T[number],
) {
  return z
    .string({ error: message })
    .trim()
    .max(CHOICE_MAX_LENGTH, { message, abort: true })
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.enum(values, { error: message }).default(fallback));
}

/** GET /admin/listings/pending (defaults: brand 'all', sortBy createdAt, order desc; 10 a page). */
export const pendingListingsQuerySchema = z.object({
  page: pageQuery,
  limit: limitQuery(ADMIN_PAGE_SIZE),
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, { message: SEARCH_TOO_LONG_MESSAGE, abort: true })
    .optional()
    .transform((value) => value || undefined),
  brand: z
    .string()
    .trim()
    .max(FILTER_VALUE_MAX_LENGTH, { message: BRAND_FILTER_TOO_LONG_MESSAGE, abort: true })
    .optional()
    .transform((value) => (!value || value.toLowerCase() === ALL ? ALL : value)),
  sortBy: lowerTextEnum(ADMIN_SORT_FIELDS, ADMIN_SORT_MESSAGE, 'createdAt'),
  order: lowerTextEnum(SORT_ORDERS, ADMIN_ORDER_MESSAGE, 'desc'),
});
export type PendingListingsQuery = z.infer<typeof pendingListingsQuerySchema>;

/** The Activity Log query: newest first, optionally one kind of action. */
export const activityQuerySchema = z.object({
  page: pageQuery,
  limit: limitQuery(ADMIN_PAGE_SIZE),
  action: z
    .string({ error: ADMIN_ACTION_MESSAGE })
    .trim()
    .max(CHOICE_MAX_LENGTH, { message: ADMIN_ACTION_MESSAGE, abort: true })
    .optional()
    .transform((value) => (!value || value.toLowerCase() === ALL ? undefined : value))
    .pipe(z.enum(ADMIN_ACTIONS, { error: ADMIN_ACTION_MESSAGE }).optional()),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
