import { describe, expect, it } from 'vitest';
import { readStats, statKeysFor } from './profile-stats.ts';

describe('profile stats (spec 3)', () => {
  it('reads the stats directly or under stats, keeping only numbers', () => {
    expect(readStats({ activeListings: 3, totalSold: '2', totalRevenue: 150000 })).toEqual({
      activeListings: 3,
      totalSold: 2,
      totalRevenue: 150000,
    });
    expect(readStats({ stats: { ordersPlaced: 4, totalSpent: 99000, extra: 1 } })).toEqual({
      ordersPlaced: 4,
      totalSpent: 99000,
    });
  });

  it('degrades a malformed answer to nothing', () => {
    expect(readStats(null)).toEqual({});
    expect(readStats('oops')).toEqual({});
    expect(readStats({ activeListings: 'many', totalSold: NaN, totalRevenue: '' })).toEqual({});
  });

  it('shows sellers their listings and sales, buyers their orders and spending', () => {
    expect(statKeysFor('seller')).toEqual(['activeListings', 'totalSold', 'totalRevenue']);
    expect(statKeysFor('buyer')).toEqual(['ordersPlaced', 'totalSpent']);
    expect(statKeysFor('admin')).toEqual([]);
  });
});
