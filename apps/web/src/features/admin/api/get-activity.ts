import type { AdminActivityData } from '@phonekade/shared/admin/admin.types';
import type { AdminAction } from '@phonekade/shared/constants/catalog';
import { apiRequest } from '@/lib/api-client.ts';

export interface ActivityFilters {
  page: number;
  action: AdminAction | 'all';
}

export const activityQueryKey = (filters: ActivityFilters) => ['admin', 'activity', filters] as const;

export async function getActivity({ page, action }: ActivityFilters): Promise<AdminActivityData> {
  const response = await apiRequest<AdminActivityData>('/admin/activity', {
    query: { page, limit: 10, action: action === 'all' ? undefined : action },
  });
  return response.data;
}
