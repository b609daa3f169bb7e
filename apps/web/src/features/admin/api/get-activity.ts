import type { AdminActivityData } from '@phonekade/shared/admin/admin.types';
import type { AdminAction } from '@phonekade/shared/constants/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

export interface ActivityFilters {
  page: number;
  action: AdminAction | 'all';
}

export const activityQueryKey = (filters: ActivityFilters) => [...adminQueryKey, 'activity', filters] as const;

/** GET /admin/activity: one page of the log of admin decisions, newest first. */
export async function getActivity({ page, action }: ActivityFilters, signal?: AbortSignal): Promise<AdminActivityData> {
  const response = await apiRequest<AdminActivityData>('/admin/activity', {
    query: { page, limit: 10, action: action === 'all' ? undefined : action },
    signal,
  });
  return response.data;
}

/** Always loaded afresh; the last page stays on screen while the next loads. */
export function activityQueryOptions(filters: ActivityFilters) {
  return queryOptions({
    queryKey: activityQueryKey(filters),
    queryFn: ({ signal }) => getActivity(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useActivity(filters: ActivityFilters) {
  return useQuery(activityQueryOptions(filters));
}
