import type { ProfileStats } from './profile.types.ts';

const STAT_KEYS = ['activeListings', 'totalSold', 'totalRevenue', 'ordersPlaced', 'totalSpent'] as const;
export type StatKey = (typeof STAT_KEYS)[number];

/** The stats each role sees, in order (spec 3 Stats). */
export function statKeysFor(role: string): StatKey[] {
  if (role === 'seller') return ['activeListings', 'totalSold', 'totalRevenue'];
  if (role === 'buyer') return ['ordersPlaced', 'totalSpent'];
  return [];
}

/** Money figures are shown as LKR. */
export const isMoneyStat = (key: StatKey): boolean => key === 'totalRevenue' || key === 'totalSpent';

/**
 * GET /analytics/dashboard answers the stats directly or under `stats`; only finite numbers are kept
 * (spec 8: analytics failures degrade to nothing, so a malformed answer does too).
 */
export function readStats(data: unknown): ProfileStats {
  if (typeof data !== 'object' || data === null) return {};
  const source = 'stats' in data && typeof data.stats === 'object' && data.stats !== null ? data.stats : data;
  const stats: ProfileStats = {};
  for (const key of STAT_KEYS) {
    const value = (source as Record<string, unknown>)[key];
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number)) stats[key] = number;
  }
  return stats;
}
