import type { AdminAccountDetail } from '@phonekade/shared/admin/account.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

export const accountDetailQueryKey = (userId: string) => [...adminQueryKey, 'user', userId] as const;

/** GET /admin/users/:id: the person with their listings, orders, sales, reports and reviews. */
export async function getAccountDetail(userId: string, signal?: AbortSignal): Promise<AdminAccountDetail> {
  return (await apiRequest<AdminAccountDetail>(`/admin/users/${encodeURIComponent(userId)}`, { signal })).data;
}

export const accountDetailQueryOptions = (userId: string) =>
  queryOptions({ queryKey: accountDetailQueryKey(userId), queryFn: ({ signal }) => getAccountDetail(userId, signal) });

export function useAccountDetail(userId: string) {
  return useQuery(accountDetailQueryOptions(userId));
}
