import { z } from 'zod';
import { optionalText } from '../common/fields.ts';
import { limitQuery, pageQuery, type Pagination } from '../common/id.schemas.ts';

// Reports of listings by the people who see them (docs/decisions/064-listing-reports.md).

export const REPORT_REASONS = ['scam', 'stolen', 'wrong_info', 'duplicate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_ACTIONS = ['dismiss', 'remove_listing', 'suspend_seller'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_DETAILS_MAX_LENGTH = 1000;
export const REPORT_NOTE_MAX_LENGTH = 500;
export const REPORTS_PAGE_SIZE = 20;

export const REPORT_MESSAGES = {
  reasonInvalid: `Please choose a reason: ${REPORT_REASONS.join(', ')}`,
  detailsRequired: "Please describe the problem when the reason is 'other'",
  detailsTooLong: `Details must be at most ${REPORT_DETAILS_MAX_LENGTH} characters`,
  actionInvalid: `Action must be one of: ${REPORT_ACTIONS.join(', ')}`,
  noteTooLong: `Note must be at most ${REPORT_NOTE_MAX_LENGTH} characters`,
  reported: 'Thank you. Our team will look at this listing.',
  alreadyReported: 'You have already reported this listing',
  ownListing: 'You cannot report your own listing',
  listingNotFound: 'Listing not found',
  reportNotFound: 'Report not found',
  alreadyResolved: 'This report has already been resolved',
  resolved: 'Report resolved',
  /** Why the listing was removed, as the seller's notification and the activity log read it. */
  removedAfterReport: 'Removed after a report from a buyer',
  suspendedAfterReport: 'Suspended after a report about one of their listings',
  /** To each reporter, by the outcome. */
  outcomeDismissed: (title: string) =>
    `We looked at your report about "${title}" and found no breach of our rules. Thank you for telling us.`,
  outcomeRemoved: (title: string) => `Thank you for your report: "${title}" has been removed from PhoneKade.`,
  outcomeSuspended: (title: string) =>
    `Thank you for your report about "${title}": the seller's account has been suspended.`,
} as const;

/** POST /phones/:id/report body. */
export const createReportSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonInvalid }),
    details: optionalText(REPORT_DETAILS_MAX_LENGTH, REPORT_MESSAGES.detailsTooLong).transform(
      (value) => value ?? '',
    ),
  })
  .superRefine((input, ctx) => {
    if (input.reason === 'other' && !input.details) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: REPORT_MESSAGES.detailsRequired });
    }
  });
export type CreateReportInput = z.infer<typeof createReportSchema>;

/** PUT /admin/reports/:id/resolve body. */
export const resolveReportSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: REPORT_MESSAGES.actionInvalid }),
  note: optionalText(REPORT_NOTE_MAX_LENGTH, REPORT_MESSAGES.noteTooLong).transform((value) => value ?? ''),
});
export type ResolveReportInput = z.infer<typeof resolveReportSchema>;

/** GET /admin/reports query: open reports first, then the resolved ones, newest first in each. */
export const reportsQuerySchema = z.object({
  page: pageQuery,
  limit: limitQuery(REPORTS_PAGE_SIZE),
});
export type ReportsQuery = z.infer<typeof reportsQuerySchema>;

/** One report in the admins' Reports tab. */
export interface AdminReportDto {
  id: string;
  reason: ReportReason;
  details: string;
  createdAt: string;
  /** The listing as it is now; null once it has been deleted (the title stays). */
  listing: { id: string; title: string; price: number | null; status: string | null; exists: boolean };
  seller: { id: string; name: string; email: string; suspended: boolean };
  /** The reporter as the public sees reviewers: 'Nimal P.'. */
  reporterName: string;
  /** How many people have reported this listing in all. */
  reportCount: number;
  status: 'open' | 'resolved';
  resolution: { action: ReportAction; note: string; adminName: string | null; resolvedAt: string } | null;
}

export interface AdminReportsData {
  reports: AdminReportDto[];
  /** Open reports in all, for the tab's count. */
  openCount: number;
  pagination: Pagination;
}

/** GET /phones/:id/report: whether the signed-in person has reported the listing. */
export interface ReportedState {
  reported: boolean;
}
