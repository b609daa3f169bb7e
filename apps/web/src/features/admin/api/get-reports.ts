import type { AdminReportsData } from '@phonekade/shared/reports/report.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

export const reportsQueryKey = (page: number) => [...adminQueryKey, 'reports', page] as const;

/** GET /admin/reports: open reports first, with the count of open ones for the tab. */
export async function getReports(page: number, signal?: AbortSignal): Promise<AdminReportsData> {
  return (await apiRequest<AdminReportsData>('/admin/reports', { query: { page }, signal })).data;
}

export const reportsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: reportsQueryKey(page),
    queryFn: ({ signal }) => getReports(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useReports(page: number) {
  return useQuery(reportsQueryOptions(page));
}
