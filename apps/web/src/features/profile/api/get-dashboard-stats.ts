import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { readStats } from '../profile-stats.ts';

/** GET /analytics/dashboard: optional (spec 7); a failure means no stats (spec 8). */
export function useDashboardStats(userId: string) {
  return useQuery({
    queryKey: ['analytics', 'dashboard', userId],
    queryFn: async () => readStats((await apiRequest<unknown>('/analytics/dashboard')).data),
    retry: false,
  });
}
