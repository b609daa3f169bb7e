import type { BrandCountDto } from '@phonekade/shared/phones/phone.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { phoneKeys } from './phone-keys.ts';

/**
 * GET /phones/brand-counts: live listings of every brand of the list, shown beside the brand filter
 * (docs/decisions/075-district-filter-and-brand-counts.md).
 */
export async function getBrandCounts(signal?: AbortSignal): Promise<BrandCountDto[]> {
  return (await apiRequest<BrandCountDto[]>('/phones/brand-counts', { signal })).data;
}

export function brandCountsQueryOptions() {
  return queryOptions({
    queryKey: phoneKeys.brandCounts(),
    queryFn: ({ signal }) => getBrandCounts(signal),
    // Beside a filter, a minute-old number is fine; a listing change refreshes everything under phones.
    staleTime: 60_000,
    select: (counts) => new Map(counts.map((entry) => [entry.brand, entry.count])),
  });
}

export function useBrandCounts() {
  return useQuery(brandCountsQueryOptions());
}
