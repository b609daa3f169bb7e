import type { DashboardStats } from '@phonekade/shared/users/user.types';

export type StatKey = keyof DashboardStats;

/** The stats each role sees, in order. */
export function statKeysFor(role: string): StatKey[] {
  if (role === 'seller') return ['activeListings', 'totalSold', 'totalRevenue'];
  if (role === 'buyer') return ['ordersPlaced', 'totalSpent'];
  return [];
}

/** Money figures are shown as LKR. */
export const isMoneyStat = (key: StatKey): boolean => key === 'totalRevenue' || key === 'totalSpent';
