// Listing states, derived from the stored status and availability.
import type { ListingStatus, MyListingsFilter } from '../constants/catalog.ts';

export interface ListingStateLike {
  status?: string | null;
  isAvailable?: boolean | null;
}

export type ListingBucket = Exclude<MyListingsFilter, 'all'>;

/** A missing status counts as approved: records from before review existed are on sale. */
export function effectiveStatus(listing: ListingStateLike): ListingStatus | (string & {}) {
  return listing.status || 'approved';
}

// Only an explicit false makes a listing unavailable: older records without the flag are on sale.
function available(listing: ListingStateLike): boolean {
  return listing.isAvailable !== false;
}

/** Live = approved and available. */
export function isLive(listing: ListingStateLike): boolean {
  return effectiveStatus(listing) === 'approved' && available(listing);
}

/** Sold = approved and not available. */
export function isSold(listing: ListingStateLike): boolean {
  return effectiveStatus(listing) === 'approved' && !available(listing);
}

/** A seller's card opens the detail view only for a live listing (others are not public). */
export function canViewDetails(listing: ListingStateLike): boolean {
  return isLive(listing);
}

/**
 * Edit is hidden on sold listings; pending and rejected ones can be edited and resubmitted. (Delete is
 * always offered to the owner.)
 */
export function canEdit(listing: ListingStateLike): boolean {
  return !isSold(listing);
}

/** Which My Listings filter a listing falls under; null for a status no filter knows. */
export function listingStatusBucket(listing: ListingStateLike): ListingBucket | null {
  switch (effectiveStatus(listing)) {
    case 'approved':
      return available(listing) ? 'live' : 'sold';
    case 'pending':
      return 'pending';
    case 'rejected':
      return 'rejected';
    default:
      return null;
  }
}

export function matchesListingFilter(listing: ListingStateLike, filter: MyListingsFilter): boolean {
  return filter === 'all' || listingStatusBucket(listing) === filter;
}
