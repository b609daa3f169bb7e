import type {
  AdminActivityData,
  AdminDashboardData,
  AdminListingDto,
  BatchApproveData,
  ImeiMatch,
  PendingListingsData,
} from '@phonekade/shared/admin/admin.types';
import { BATCH_NOT_FOUND, batchNotPending } from '@phonekade/shared/admin/admin.types';
import { isFarBelowTypical, type FairPriceBand } from '@phonekade/shared/phones/fair-price';
import { LISTING_CHANGED_MESSAGE } from '@phonekade/shared/admin/admin.schemas';
import type {
  ActivityQuery,
  AdminDeleteInput,
  ApproveInput,
  BatchApproveInput,
  PendingListingsQuery,
  RejectInput,
} from '@phonekade/shared/admin/admin.schemas';
import { buildPagination, pageOffset } from '@phonekade/shared/common/id.schemas';
import { NOTIFICATION_MESSAGES } from '@phonekade/shared/common/messages';
import { ADMIN_RECENT_COUNT } from '@phonekade/shared/constants/limits';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createAfterCommit } from '../../lib/after-commit.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { LiveConnections } from '../../lib/live-connections.ts';
import { toPhoneDto } from '../phones/phone-dto.ts';
import { createPhoneImages, phoneImageUrl } from '../phones/phone-images.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { NotificationsService, StoredNotification } from '../notifications/notifications.service.ts';
import type { SavedSearchesService } from '../saved-searches/saved-searches.service.ts';
import * as repository from './admin.repository.ts';

export const LISTING_NOT_FOUND_MESSAGE = 'Listing not found';
export const ALREADY_MOVED_MESSAGE = (status: string) => `This listing is already ${status}`;

interface AdminServiceDeps {
  db: Db;
  notifications: NotificationsService;
  storage: Storage;
  /** Where image URLs in answers start (config.imageBaseUrl). */
  imageBaseUrl: string;
  log: FastifyBaseLogger;
  live: LiveConnections;
  /** Said after each approval, rejection or delete: every instance's public pages change. */
  catalogueChanged: () => void;
  /** Told after each approval commits: saved-search and price-drop alerts (modules/saved-searches). */
  alerts: Pick<SavedSearchesService, 'listingsWentLive'>;
}

type ApprovedRow = Awaited<ReturnType<typeof repository.approvePending>>[number];

function toAdminListingDto(
  row: repository.AdminListingRow,
  imeiMatches: ImeiMatch[],
  band: FairPriceBand | null,
  imageBaseUrl: string,
): AdminListingDto {
  const dto = toPhoneDto({ ...row, imeiDuplicate: imeiMatches.length > 0 }, 'admin', imageBaseUrl);
  return {
    ...dto,
    sellerId: { ...dto.sellerId, email: row.seller.email },
    imeiMatches,
    fairPrice: band,
    // A price far under what the model usually sells for is a common scam signal.
    priceFarBelowTypical: isFarBelowTypical(row.listing.price, band),
  };
}

export function createAdminService({
  db,
  notifications,
  storage,
  imageBaseUrl,
  log,
  live,
  catalogueChanged,
  alerts,
}: AdminServiceDeps) {
  const phoneImages = createPhoneImages(storage, log);
  const afterCommit = createAfterCommit(log);

  /**
   * After an approval has committed: the browse page hears of the listings now live (the list there
   * changes whether they are new or back from an edit), and whoever has one in their cart or
   * favourites hears when it went live at another price than before
   * (docs/decisions/047-one-list-of-realtime-events.md).
   */
  function announceApproved(moved: ApprovedRow[], livePrices: Map<string, number | null>) {
    void alerts.listingsWentLive(
      moved.map((row) => ({
        id: row.id,
        title: row.title,
        price: row.price,
        previousLivePrice: livePrices.get(row.id) ?? null,
      })),
    );
    return afterCommit.run({
      failure: 'live events after an approval could not be sent',
      context: { phoneIds: moved.map((row) => row.id) },
      level: 'warn',
      work: async () => {
        live.announceNewListings(
          moved
            .filter((row) => row.stock > 0)
            .map((row) => ({
              id: row.id,
              title: row.title,
              brand: row.brand,
              price: row.price,
              image: row.images[0] ? phoneImageUrl(imageBaseUrl, row.images[0].name, 'thumb') : null,
            })),
        );
        for (const row of moved) {
          const previousPrice = livePrices.get(row.id);
          if (previousPrice == null || previousPrice === row.price) continue;
          const watchers = await repository.findWatchers(db, row.id);
          live.sendToUsers(watchers, 'price_updated', {
            phoneId: row.id,
            title: row.title,
            price: row.price,
            previousPrice,
          });
        }
      },
    });
  }

  async function toDtos(rows: repository.AdminListingRow[]): Promise<AdminListingDto[]> {
    const [matches, bands] = await Promise.all([
      repository.findImeiMatches(
        db,
        rows.filter((row) => row.listing.imei).map((row) => row.listing.id),
      ),
      repository.findPriceBands(
        db,
        rows.map((row) => row.listing.modelKey),
      ),
    ]);
    return rows.map((row) =>
      toAdminListingDto(
        row,
        matches.filter((m) => m.listingId === row.listing.id).map(({ id, title, status }) => ({ id, title, status })),
        bands.get(row.listing.modelKey) ?? null,
        imageBaseUrl,
      ),
    );
  }

  /**
   * Why a single action found nothing to move: the listing is gone (404), already moved (409), or
   * still pending but changed since the admin opened it (409). Only the answer's wording is read
   * here; the decision itself was the conditional update, which changed nothing.
   */
  async function refuseMove(id: string): Promise<never> {
    const current = await repository.findStatus(db, id);
    if (!current) throw notFound(LISTING_NOT_FOUND_MESSAGE);
    if (current.status === 'pending') {
      throw conflict(LISTING_CHANGED_MESSAGE, { expectedUpdatedAt: LISTING_CHANGED_MESSAGE });
    }
    throw conflict(ALREADY_MOVED_MESSAGE(current.status));
  }

  return {
    /** Waits for live events still being sent after approvals (the app calls it when closing). */
    settle: afterCommit.settle,

    async dashboard(): Promise<AdminDashboardData> {
      const [stats, pending, approved] = await Promise.all([
        repository.countDashboard(db),
        repository.listRecent(db, 'pending', ADMIN_RECENT_COUNT),
        repository.listRecent(db, 'approved', ADMIN_RECENT_COUNT),
      ]);
      const [recentPendingListings, recentApprovedListings] = await Promise.all([toDtos(pending), toDtos(approved)]);
      return { stats, recentPendingListings, recentApprovedListings };
    },

    async pendingListings(query: PendingListingsQuery): Promise<PendingListingsData> {
      const { rows, total } = await repository.listPending(db, {
        search: query.search,
        brand: query.brand,
        sortBy: query.sortBy,
        order: query.order,
        limit: query.limit,
        offset: pageOffset(query.page, query.limit),
      });
      return { listings: await toDtos(rows), pagination: buildPagination(query.page, query.limit, total) };
    },

    async approveListing(adminId: string, id: string, input: ApproveInput): Promise<void> {
      const notes = input.adminNotes ?? null;
      const result = await db.transaction(async (tx) => {
        const livePrices = await repository.findLivePrices(tx, [id]);
        const [moved] = await repository.approvePending(tx, [id], adminId, notes, input.expectedUpdatedAt);
        if (!moved) return null;
        await repository.insertActions(tx, [
          { adminId, listingId: moved.id, listingTitle: moved.title, action: 'approve', notes },
        ]);
        const stored = await notifications.store(tx, [moved.sellerId], {
          type: 'listing_approved',
          message: NOTIFICATION_MESSAGES.listingApproved(moved.title),
          data: { phoneId: moved.id, title: moved.title },
        });
        return { moved, livePrices, stored };
      });
      if (!result) return refuseMove(id);
      catalogueChanged();
      notifications.deliver(result.stored);
      void announceApproved([result.moved], result.livePrices);
    },

    async rejectListing(adminId: string, id: string, input: RejectInput): Promise<void> {
      const notes = input.adminNotes ?? null;
      const stored = await db.transaction(async (tx) => {
        const moved = await repository.rejectPending(tx, id, adminId, input.reason, notes, input.expectedUpdatedAt);
        if (!moved) return null;
        await repository.insertActions(tx, [
          { adminId, listingId: moved.id, listingTitle: moved.title, action: 'reject', reason: input.reason, notes },
        ]);
        return notifications.store(tx, [moved.sellerId], {
          type: 'listing_rejected',
          message: NOTIFICATION_MESSAGES.listingRejected(moved.title, input.reason),
          data: { phoneId: moved.id, title: moved.title, reason: input.reason },
        });
      });
      if (!stored) return refuseMove(id);
      catalogueChanged();
      notifications.deliver(stored);
    },

    /**
     * All or nothing: one unknown, no-longer-pending or changed-since-seen listing and nothing
     * changes (409 naming each). The listings stay locked from the check to the approval, so none
     * can be edited in between.
     */
    async batchApprove(adminId: string, input: BatchApproveInput): Promise<BatchApproveData> {
      const { phoneIds, adminNotes, expectedUpdatedAt } = input;
      const result = await db.transaction(async (tx) => {
        const locked = await repository.lockMany(tx, phoneIds);
        const byId = new Map(locked.map((row) => [row.id, row]));
        const problems: Record<string, string> = {};
        for (const id of phoneIds) {
          const row = byId.get(id);
          const seen = expectedUpdatedAt?.[id];
          if (!row) problems[id] = BATCH_NOT_FOUND;
          else if (row.status !== 'pending') problems[id] = batchNotPending(row.status);
          // Both are millisecond times: the API's timestamps carry no finer part.
          else if (seen !== undefined && row.updatedAt.getTime() !== new Date(seen).getTime()) {
            problems[id] = LISTING_CHANGED_MESSAGE;
          }
        }
        const refused = Object.keys(problems).length;
        if (refused > 0 && Object.values(problems).every((problem) => problem === LISTING_CHANGED_MESSAGE)) {
          throw conflict(LISTING_CHANGED_MESSAGE, problems);
        }
        if (refused > 0) {
          throw conflict(
            `${refused} of ${phoneIds.length} listings cannot be approved (not found, no longer pending or changed since you opened them). Nothing was approved.`,
            problems,
          );
        }
        const livePrices = await repository.findLivePrices(tx, phoneIds);
        const moved = await repository.approvePending(tx, phoneIds, adminId, adminNotes);
        await repository.insertActions(
          tx,
          moved.map((row) => ({
            adminId,
            listingId: row.id,
            listingTitle: row.title,
            action: 'batch_approve' as const,
            notes: adminNotes,
          })),
        );
        const rows: StoredNotification[] = [];
        for (const row of moved) {
          rows.push(
            ...(await notifications.store(tx, [row.sellerId], {
              type: 'listing_approved',
              message: NOTIFICATION_MESSAGES.listingApproved(row.title),
              data: { phoneId: row.id, title: row.title },
            })),
          );
        }
        return { stored: rows, moved, livePrices };
      });
      catalogueChanged();
      notifications.deliver(result.stored);
      void announceApproved(result.moved, result.livePrices);
      return { approvedCount: phoneIds.length, phoneIds };
    },

    /**
     * An admin may delete any listing with a reason; the seller is told why
     * (docs/decisions/024-admin-delete-and-activity-log.md).
     */
    async deleteListing(adminId: string, id: string, input: AdminDeleteInput): Promise<void> {
      const result = await db.transaction(async (tx) => {
        // Orders keep showing the image they were bought with, so those files stay.
        const shownByOrders = await phoneImages.shownByOrders(tx, id);
        const removed = await repository.remove(tx, id);
        if (!removed) return null;
        await repository.insertActions(tx, [
          { adminId, listingId: removed.id, listingTitle: removed.title, action: 'delete', reason: input.reason },
        ]);
        const stored = await notifications.store(tx, [removed.sellerId], {
          type: 'listing_deleted',
          message: NOTIFICATION_MESSAGES.listingRemovedByAdmin,
          data: { isAdminAction: true, phoneId: removed.id, title: removed.title, reason: input.reason },
        });
        return { removed, stored, shownByOrders };
      });
      if (!result) throw notFound(LISTING_NOT_FOUND_MESSAGE);
      catalogueChanged();
      notifications.deliver(result.stored);
      // Images go only after the commit: a rolled-back delete must still have its images.
      await phoneImages.removeUnlessShown(result.removed.images, result.shownByOrders);
    },

    async activity(query: ActivityQuery): Promise<AdminActivityData> {
      const { rows, total } = await repository.listActions(
        db,
        query.action,
        query.limit,
        pageOffset(query.page, query.limit),
      );
      return {
        activity: rows.map((row) => ({
          id: row.id,
          _id: row.id,
          action: row.action,
          admin: row.adminId && row.adminName ? { id: row.adminId, _id: row.adminId, name: row.adminName } : null,
          listing: { id: row.listingId, _id: row.listingId, title: row.listingTitle, status: row.listingStatus },
          notes: row.notes,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
        })),
        pagination: buildPagination(query.page, query.limit, total),
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
