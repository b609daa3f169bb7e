import type { DashboardStats, DashboardStatsDto } from '@phonekade/shared/users/user.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /analytics/dashboard: the signed-in user's figures (a seller's sales, a buyer's orders). */
export async function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return (await apiRequest<DashboardStatsDto>('/analytics/dashboard', { signal })).data.stats;
}

/** Optional: a failure means no stats, and the profile shows without them. */
export function dashboardStatsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['analytics', 'dashboard', userId],
    queryFn: ({ signal }) => getDashboardStats(signal),
    retry: false,
  });
}

export function useDashboardStats(userId: string) {
  return useQuery(dashboardStatsQueryOptions(userId));
}
