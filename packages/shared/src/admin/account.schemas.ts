import { z } from 'zod';
import { optionalText, requiredText } from '../common/fields.ts';
import { limitQuery, pageQuery } from '../common/id.schemas.ts';

export const SUSPENSION_REASON_MAX_LENGTH = 500;
export const ACCOUNT_SEARCH_MAX_LENGTH = 100;
export const ACCOUNTS_PAGE_SIZE = 20;

export const ACCOUNT_MESSAGES = {
  reasonRequired: 'Please give a reason for the suspension',
  reasonTooLong: `Reason must be at most ${SUSPENSION_REASON_MAX_LENGTH} characters`,
  searchTooLong: `Search must be at most ${ACCOUNT_SEARCH_MAX_LENGTH} characters`,
  userNotFound: 'User not found',
  adminNotSuspendable: 'Admins cannot be suspended',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  suspended: 'Account suspended',
  unsuspended: 'Account restored',
  /** The answer to a suspended person's correct password. */
  signInRefused: 'This account has been suspended. Please contact PhoneKade support.',
  /** To people with an open order with the suspended person. */
  counterpartSuspended: (name: string) =>
    `${name}'s account has been suspended. Do not pay or meet outside PhoneKade; open orders with them will be looked at by our team.`,
} as const;

/** PUT /admin/users/:id/suspend body. */
export const suspendAccountSchema = z.object({
  reason: requiredText(ACCOUNT_MESSAGES.reasonRequired, SUSPENSION_REASON_MAX_LENGTH, ACCOUNT_MESSAGES.reasonTooLong),
});
export type SuspendAccountInput = z.infer<typeof suspendAccountSchema>;

/** GET /admin/users query: a name or e-mail to look for, paged. */
export const accountsQuerySchema = z.object({
  search: optionalText(ACCOUNT_SEARCH_MAX_LENGTH, ACCOUNT_MESSAGES.searchTooLong).transform(
    (value) => value || undefined,
  ),
  page: pageQuery,
  limit: limitQuery(ACCOUNTS_PAGE_SIZE),
});
export type AccountsQuery = z.infer<typeof accountsQuerySchema>;

/** One person in the admin's Users tab. */
export interface AdminAccountDto {
  id: string;
  name: string;
  email: string;
  role: 'buyer' | 'seller' | 'admin';
  createdAt: string;
  suspendedAt: string | null;
  suspensionReason: string | null;
  listings: number;
  orders: number;
}

/** How many of each list the admin's view of one person shows, newest first. */
export const ACCOUNT_DETAIL_LIST_CAP = 20;

/** A review as the admin sees it on a person: hidden ones included, with why. */
export interface AdminReviewDto {
  id: string;
  rating: number;
  comment: string;
  createdAt: string;
  editedAt: string | null;
  hiddenAt: string | null;
  hiddenReason: string | null;
  /** The other side: the seller for a review written, the buyer for one received. */
  otherName: string;
}

export interface AdminPersonReportDto {
  id: string;
  listingId: string;
  listingTitle: string;
  reason: string;
  details: string;
  createdAt: string;
  resolution: string | null;
}

/** GET /admin/users/:id: one person with what they did on PhoneKade, each list capped and newest first. */
export interface AdminAccountDetail {
  user: AdminAccountDto & { phone: string | null; location: string | null; rating: number; reviewCount: number };
  listings: { id: string; title: string; status: string; price: number; stock: number; createdAt: string }[];
  orders: { id: string; orderNumber: string; status: string; totalAmount: number; createdAt: string }[];
  sales: { orderId: string; orderNumber: string; title: string; status: string; amount: number; createdAt: string }[];
  reportsMade: AdminPersonReportDto[];
  reportsReceived: AdminPersonReportDto[];
  reviewsWritten: AdminReviewDto[];
  reviewsReceived: AdminReviewDto[];
}
