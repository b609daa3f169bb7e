// What the admin endpoints answer: the dashboard's stats and recent lists, the pending queue and the
// Activity Log (docs/decisions/024-admin-delete-and-activity-log.md).
import type { AdminAction } from '../constants/catalog.ts';
import type { Pagination } from '../common/id.schemas.ts';
import type { ListingStatusValue, PhoneDto, SellerCard } from '../phones/phone.types.ts';

/** Another live or pending listing carrying the same IMEI: a possible duplicate or stolen phone (see imei.ts). */
export interface ImeiMatch {
  id: string;
  title: string;
  status: ListingStatusValue;
}

/** A listing as admins see it: the public listing, plus the seller's e-mail and the IMEI check. */
export interface AdminListingDto extends PhoneDto {
  sellerId: SellerCard & { email: string };
  imeiMatches: ImeiMatch[];
  /**
   * The price is under 60% of the live median of the same brand, model and storage: 'Price far below
   * typical', a common scam signal (docs/decisions/066-fair-price-band.md).
   */
  priceFarBelowTypical: boolean;
}

export interface AdminDashboardStats {
  pendingCount: number;
  approvedCount: number;
  rejectedCount: number;
  totalUsers: number;
  totalSellers: number;
}

export interface AdminDashboardData {
  stats: AdminDashboardStats;
  recentPendingListings: AdminListingDto[];
  recentApprovedListings: AdminListingDto[];
}

export interface PendingListingsData {
  listings: AdminListingDto[];
  pagination: Pagination;
}

export interface AdminActivityEntry {
  id: string;
  _id: string;
  action: AdminAction;
  /** null once the admin's account is gone. */
  admin: { id: string; _id: string; name: string } | null;
  /** Kept after the listing is deleted: `status` is then null. */
  listing: { id: string; _id: string; title: string; status: ListingStatusValue | null };
  notes: string | null;
  reason: string | null;
  createdAt: string;
}

export interface AdminActivityData {
  activity: AdminActivityEntry[];
  pagination: Pagination;
}

/** Why a listing of a batch cannot be approved; the batch then changes nothing. */
export const BATCH_NOT_FOUND = 'Listing not found';
export const batchNotPending = (status: string) => `Listing is already ${status}`;

export interface BatchApproveData {
  approvedCount: number;
  phoneIds: string[];
}
