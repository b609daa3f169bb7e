import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportAction, ReportReason } from '@phonekade/shared/reports/report.schemas';
import type { DbOrTx } from '../../db/client.ts';
import { listingReports, listings, users } from '../../db/schema.ts';

/** The listing as a reporter may report it: approved (live or sold), of a seller not suspended. */
export async function findReportableListing(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: listings.id, title: listings.title, sellerId: listings.sellerId })
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.status, 'approved'), eq(listings.sellerSuspended, false)));
  return row;
}

/** Stores the report unless this person already reported the listing; undefined when they had. */
export async function insertReport(
  db: DbOrTx,
  values: {
    listingId: string;
    listingTitle: string;
    sellerId: string;
    reporterId: string;
    reason: ReportReason;
    details: string;
  },
) {
  const [row] = await db.insert(listingReports).values(values).onConflictDoNothing().returning();
  return row;
}

export async function hasReported(db: DbOrTx, listingId: string, reporterId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listingReports.id })
    .from(listingReports)
    .where(and(eq(listingReports.listingId, listingId), eq(listingReports.reporterId, reporterId)));
  return row !== undefined;
}

export async function findReport(db: DbOrTx, id: string) {
  const [row] = await db.select().from(listingReports).where(eq(listingReports.id, id));
  return row;
}

const seller = alias(users, 'seller');
const reporter = alias(users, 'reporter');
const resolver = alias(users, 'resolver');

/** A page of reports: open ones first, newest first within each, with the listing and the people. */
export async function findReportsPage(db: DbOrTx, offset: number, limit: number) {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        report: listingReports,
        listing: { id: listings.id, title: listings.title, price: listings.price, status: listings.status },
        seller: { id: seller.id, name: seller.name, email: seller.email, suspendedAt: seller.suspendedAt },
        reporterName: reporter.name,
        resolverName: resolver.name,
        // Written out: inside a select Drizzle drops the table names.
        reportCount: sql<number>`(select count(*)::int from listing_reports same where same.listing_id = ${listingReports.listingId})`,
      })
      .from(listingReports)
      .leftJoin(listings, eq(listings.id, listingReports.listingId))
      .innerJoin(seller, eq(seller.id, listingReports.sellerId))
      .innerJoin(reporter, eq(reporter.id, listingReports.reporterId))
      .leftJoin(resolver, eq(resolver.id, listingReports.resolvedBy))
      .orderBy(sql`${listingReports.resolvedAt} is null desc`, desc(listingReports.createdAt), desc(listingReports.id))
      .offset(offset)
      .limit(limit),
    db
      .select({
        total: count(),
        open: sql<number>`count(*) filter (where ${listingReports.resolvedAt} is null)::int`,
      })
      .from(listingReports),
  ]);
  return { rows, total: totals?.total ?? 0, openCount: totals?.open ?? 0 };
}
export type ReportPageRow = Awaited<ReturnType<typeof findReportsPage>>['rows'][number];

/**
 * Resolves the open reports chosen (one report, or every open report of a listing) in one statement,
 * so two admins resolving at once cannot both resolve the same report; returns those it resolved.
 */
export async function resolveOpen(
  tx: DbOrTx,
  which: { id: string } | { listingId: string },
  resolution: { adminId: string; action: ReportAction; note: string },
) {
  return tx
    .update(listingReports)
    .set({
      resolvedAt: new Date(),
      resolvedBy: resolution.adminId,
      resolution: resolution.action,
      resolutionNote: resolution.note,
    })
    .where(
      and(
        'id' in which ? eq(listingReports.id, which.id) : eq(listingReports.listingId, which.listingId),
        isNull(listingReports.resolvedAt),
      ),
    )
    .returning({ id: listingReports.id, reporterId: listingReports.reporterId });
}
