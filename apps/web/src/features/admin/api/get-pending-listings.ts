import type { PendingListingsData } from '@phonekade/shared/admin/admin.types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { adminQueryKey } from './admin-keys.ts';

export interface PendingFilters {
  page: number;
  search: string;
  brand: string;
  sortBy: 'createdAt' | 'price' | 'title';
  order: 'asc' | 'desc';
}

export const pendingQueryKey = (filters: PendingFilters) => [...adminQueryKey, 'pending', filters] as const;

/** GET /admin/listings/pending: one page of the listings waiting for a decision. */
export async function getPendingListings(filters: PendingFilters, signal?: AbortSignal): Promise<PendingListingsData> {
  const { page, search, brand, sortBy, order } = filters;
  const response = await apiRequest<PendingListingsData>('/admin/listings/pending', {
    query: { page, limit: 10, search: search.trim() || undefined, brand, sortBy, order },
    signal,
  });
  return response.data;
}

/** Always loaded afresh; the last page stays on screen while the next loads, and a failure is told at once. */
export function pendingListingsQueryOptions(filters: PendingFilters) {
  return queryOptions({
    queryKey: pendingQueryKey(filters),
    queryFn: ({ signal }) => getPendingListings(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

export function usePendingListings(filters: PendingFilters) {
  return useQuery(pendingListingsQueryOptions(filters));
}
