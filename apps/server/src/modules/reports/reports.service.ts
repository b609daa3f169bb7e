import { buildPagination, pageOffset } from '@phonekade/shared/common/id.schemas';
import {
  REPORT_MESSAGES,
  type AdminReportDto,
  type AdminReportsData,
  type CreateReportInput,
  type ReportAction,
  type ReportsQuery,
  type ResolveReportInput,
} from '@phonekade/shared/reports/report.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { reviewerDisplayName } from '../sellers/sellers.service.ts';
import * as repository from './reports.repository.ts';

/** The two outcomes that act on the listing, done by the services that own them. */
export interface ReportOutcomes {
  /** The admin service's delete: the listing goes, the seller is told, the activity log keeps it. */
  removeListing: (adminId: string, listingId: string, input: { reason: string }) => Promise<void>;
  /** The accounts service's suspension: sessions end, listings leave, the audit row is written. */
  suspendSeller: (adminId: string, sellerId: string, input: { reason: string }) => Promise<void>;
}

interface ReportsServiceDeps {
  db: Db;
  notifications: NotificationsService;
  outcomes: ReportOutcomes;
  log: FastifyBaseLogger;
}

const OUTCOME_MESSAGE: Record<ReportAction, (title: string) => string> = {
  dismiss: REPORT_MESSAGES.outcomeDismissed,
  remove_listing: REPORT_MESSAGES.outcomeRemoved,
  suspend_seller: REPORT_MESSAGES.outcomeSuspended,
};

/** Runs `work`, taking one refusal of `kind` as "already so": the outcome the admin wants holds. */
async function unlessAlready(kind: AppError['kind'], work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof AppError && error.kind === kind)) throw error;
  }
}

function toAdminReportDto(row: repository.ReportPageRow): AdminReportDto {
  const { report } = row;
  return {
    id: report.id,
    reason: report.reason,
    details: report.details,
    createdAt: report.createdAt.toISOString(),
    listing: {
      id: report.listingId,
      title: row.listing?.title ?? report.listingTitle,
      price: row.listing?.price ?? null,
      status: row.listing?.status ?? null,
      exists: row.listing !== null,
    },
    seller: { id: row.seller.id, name: row.seller.name, email: row.seller.email, suspended: !!row.seller.suspendedAt },
    reporterName: reviewerDisplayName(row.reporterName),
    reportCount: row.reportCount,
    status: report.resolvedAt ? 'resolved' : 'open',
    resolution:
      report.resolvedAt && report.resolution
        ? {
            action: report.resolution,
            note: report.resolutionNote ?? '',
            adminName: row.resolverName,
            resolvedAt: report.resolvedAt.toISOString(),
          }
        : null,
  };
}

/**
 * People report listings they think are wrong; admins resolve the reports
 * (docs/decisions/064-listing-reports.md).
 */
export function createReportsService({ db, notifications, outcomes, log }: ReportsServiceDeps) {
  return {
    async report(user: AuthUser, listingId: string, input: CreateReportInput): Promise<{ id: string }> {
      const listing = await repository.findReportableListing(db, listingId);
      if (!listing) throw notFound(REPORT_MESSAGES.listingNotFound);
      if (listing.sellerId === user.id) throw forbidden(REPORT_MESSAGES.ownListing);
      const row = await repository.insertReport(db, {
        listingId,
        listingTitle: listing.title,
        sellerId: listing.sellerId,
        reporterId: user.id,
        reason: input.reason,
        details: input.details,
      });
      if (!row) throw conflict(REPORT_MESSAGES.alreadyReported);
      return { id: row.id };
    },

    async hasReported(user: AuthUser, listingId: string): Promise<boolean> {
      return repository.hasReported(db, listingId, user.id);
    },

    async list(query: ReportsQuery): Promise<AdminReportsData> {
      const { rows, total, openCount } = await repository.findReportsPage(
        db,
        pageOffset(query.page, query.limit),
        query.limit,
      );
      return {
        reports: rows.map(toAdminReportDto),
        openCount,
        pagination: buildPagination(query.page, query.limit, total),
      };
    },

    /**
     * Dismissing resolves this one report. Removing the listing or suspending the seller is done first,
     * by the service that owns it (its own transaction, audit and notices); then every open report of the
     * listing is resolved with the same action and note, and each reporter is told the outcome.
     */
    async resolve(adminId: string, id: string, input: ResolveReportInput): Promise<{ resolved: number }> {
      const report = await repository.findReport(db, id);
      if (!report) throw notFound(REPORT_MESSAGES.reportNotFound);
      if (report.resolvedAt) throw conflict(REPORT_MESSAGES.alreadyResolved);
      if (input.action === 'remove_listing') {
        // Already gone (the seller deleted it, or another admin was quicker): the outcome holds.
        await unlessAlready('NOT_FOUND', () =>
          outcomes.removeListing(adminId, report.listingId, {
            reason: input.note || REPORT_MESSAGES.removedAfterReport,
          }),
        );
      } else if (input.action === 'suspend_seller') {
        await unlessAlready('CONFLICT', () =>
          outcomes.suspendSeller(adminId, report.sellerId, {
            reason: input.note || REPORT_MESSAGES.suspendedAfterReport,
          }),
        );
      }
      const stored = await db.transaction(async (tx) => {
        const resolved = await repository.resolveOpen(
          tx,
          input.action === 'dismiss' ? { id } : { listingId: report.listingId },
          { adminId, action: input.action, note: input.note },
        );
        if (resolved.length === 0) throw conflict(REPORT_MESSAGES.alreadyResolved);
        const rows = await notifications.store(
          tx,
          resolved.map((row) => row.reporterId),
          {
            type: 'report_resolved',
            message: OUTCOME_MESSAGE[input.action](report.listingTitle),
            data: { phoneId: report.listingId, title: report.listingTitle, action: input.action },
          },
        );
        return { rows, resolved: resolved.length };
      });
      notifications.deliver(stored.rows);
      log.info({ reportId: id, adminId, action: input.action, resolved: stored.resolved }, 'report resolved');
      return { resolved: stored.resolved };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
