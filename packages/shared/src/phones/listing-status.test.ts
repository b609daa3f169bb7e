import { describe, expect, it } from 'vitest';

import {
  canEdit,
  canViewDetails,
  effectiveStatus,
  isLive,
  isSold,
  listingStatusBucket,
  matchesListingFilter,
} from './listing-status.ts';

describe('listing status', () => {
  it('a listing without a status counts as approved', () => {
    expect(effectiveStatus({})).toBe('approved');
    expect(effectiveStatus({ status: null })).toBe('approved');
    expect(effectiveStatus({ status: '' })).toBe('approved');
    expect(isLive({})).toBe(true);
  });

  it('an approved, available listing is live and can be viewed and edited', () => {
    const listing = { status: 'approved', isAvailable: true };
    expect(isLive(listing)).toBe(true);
    expect(isSold(listing)).toBe(false);
    expect(canViewDetails(listing)).toBe(true);
    expect(canEdit(listing)).toBe(true);
    expect(listingStatusBucket(listing)).toBe('live');
  });

  it('an approved listing without the availability flag is live', () => {
    expect(isLive({ status: 'approved' })).toBe(true);
  });

  it('an approved, unavailable listing is sold: no details, no edit', () => {
    const listing = { status: 'approved', isAvailable: false };
    expect(isSold(listing)).toBe(true);
    expect(isLive(listing)).toBe(false);
    expect(canViewDetails(listing)).toBe(false);
    expect(canEdit(listing)).toBe(false);
    expect(listingStatusBucket(listing)).toBe('sold');
  });

  it('a pending listing can be edited but not viewed', () => {
    const listing = { status: 'pending', isAvailable: true };
    expect(canViewDetails(listing)).toBe(false);
    expect(canEdit(listing)).toBe(true);
    expect(listingStatusBucket(listing)).toBe('pending');
  });

  it('a rejected listing can be edited and resubmitted, and is never sold', () => {
    const listing = { status: 'rejected', isAvailable: false };
    expect(isSold(listing)).toBe(false);
    expect(canEdit(listing)).toBe(true);
    expect(listingStatusBucket(listing)).toBe('rejected');
  });

  it('an unknown status falls under no filter but All', () => {
    const listing = { status: 'archived' };
    expect(listingStatusBucket(listing)).toBeNull();
    expect(matchesListingFilter(listing, 'all')).toBe(true);
    expect(matchesListingFilter(listing, 'live')).toBe(false);
  });

  it('each My Listings filter keeps its own listings', () => {
    const listings = [
      { status: 'approved', isAvailable: true },
      { status: 'approved', isAvailable: false },
      { status: 'pending' },
      { status: 'rejected' },
    ];
    expect(listings.filter((l) => matchesListingFilter(l, 'all'))).toHaveLength(4);
    for (const filter of ['live', 'sold', 'pending', 'rejected'] as const) {
      expect(listings.filter((l) => matchesListingFilter(l, filter))).toHaveLength(1);
    }
  });
});
