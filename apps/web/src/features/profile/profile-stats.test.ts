import { describe, expect, it } from 'vitest';
import { statKeysFor } from './profile-stats.ts';

describe('profile stats', () => {
  it('shows sellers their listings and sales, buyers their orders and spending', () => {
    expect(statKeysFor('seller')).toEqual(['activeListings', 'totalSold', 'totalRevenue']);
    expect(statKeysFor('buyer')).toEqual(['ordersPlaced', 'totalSpent']);
    expect(statKeysFor('admin')).toEqual([]);
  });
});
