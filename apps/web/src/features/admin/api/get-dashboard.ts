import type { AdminDashboardData } from '@phonekade/shared/admin/admin.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

export const dashboardQueryKey = [...adminQueryKey, 'dashboard'] as const;

/** GET /admin/dashboard/stats: the counts and the newest pending and approved listings. */
export async function getDashboard(signal?: AbortSignal): Promise<AdminDashboardData> {
  return (await apiRequest<AdminDashboardData>('/admin/dashboard/stats', { signal })).data;
}

/** Always loaded afresh when the dashboard opens; a failure is told at once. */
export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
    retry: false,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
