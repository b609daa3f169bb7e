import type { PendingListingsData } from '@phonekade/shared/admin/admin.types';
import { apiRequest } from '@/lib/api-client.ts';

export interface PendingFilters {
  page: number;
  search: string;
  brand: string;
  sortBy: 'createdAt' | 'price' | 'title';
  order: 'asc' | 'desc';
}

export const pendingQueryKey = (filters: PendingFilters) => ['admin', 'pending', filters] as const;

export async function getPendingListings(filters: PendingFilters): Promise<PendingListingsData> {
  const { page, search, brand, sortBy, order } = filters;
  const response = await apiRequest<PendingListingsData>('/admin/listings/pending', {
    query: { page, limit: 10, search: search.trim() || undefined, brand, sortBy, order },
  });
  return response.data;
}
