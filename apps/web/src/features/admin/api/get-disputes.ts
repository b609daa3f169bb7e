import type { AdminDisputesDto } from '@phonekade/shared/orders/order.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

export const disputesQueryKey = [...adminQueryKey, 'disputes'] as const;

/** GET /admin/disputes: open disputes first (oldest first), then the latest decided; the open count. */
export async function getDisputes(signal?: AbortSignal): Promise<AdminDisputesDto> {
  return (await apiRequest<AdminDisputesDto>('/admin/disputes', { signal })).data;
}

export function disputesQueryOptions() {
  return queryOptions({ queryKey: disputesQueryKey, queryFn: ({ signal }) => getDisputes(signal), staleTime: 0 });
}

export function useDisputes() {
  return useQuery(disputesQueryOptions());
}
