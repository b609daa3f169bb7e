import type { FairPriceQuery } from '@phonekade/shared/phones/phone.schemas';
import type { FairPriceDto } from '@phonekade/shared/phones/phone.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { phoneKeys } from './phone-keys.ts';

/**
 * GET /phones/fair-price: the live price band of the brand, model and storage a seller is typing
 * (docs/decisions/066-fair-price-band.md); `band` is null when too few phones are on sale.
 */
export async function getFairPrice(query: FairPriceQuery, signal?: AbortSignal): Promise<FairPriceDto> {
  return (await apiRequest<FairPriceDto>('/phones/fair-price', { query: { ...query }, signal })).data;
}

export function fairPriceQueryOptions(query: FairPriceQuery) {
  return queryOptions({
    queryKey: phoneKeys.fairPrice(query),
    queryFn: ({ signal }) => getFairPrice(query, signal),
    enabled: query.brand !== '' && query.title.trim().length >= 3,
    retry: false,
    // Bands move slowly; a seller retyping should not ask again.
    staleTime: 5 * 60_000,
  });
}

export function useFairPrice(query: FairPriceQuery) {
  return useQuery(fairPriceQueryOptions(query));
}
