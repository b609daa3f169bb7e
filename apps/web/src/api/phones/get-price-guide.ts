import type { PriceGuide } from '@phonekade/shared/phones/phone.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { phoneKeys } from './phone-keys.ts';

/** A title shorter than this names no model yet: nothing is asked. */
export const PRICE_GUIDE_MIN_TITLE = 3;

/** GET /phones/price-guide: the price band of approved listings of the model a title names. */
export async function getPriceGuide(title: string, signal?: AbortSignal): Promise<PriceGuide> {
  return (await apiRequest<PriceGuide>('/phones/price-guide', { query: { title }, signal })).data;
}

export function priceGuideQueryOptions(title: string) {
  return queryOptions({
    queryKey: phoneKeys.priceGuide(title),
    queryFn: ({ signal }) => getPriceGuide(title, signal),
    enabled: title.length >= PRICE_GUIDE_MIN_TITLE,
    retry: false,
    // Bands move slowly; a seller retyping a title should not ask again.
    staleTime: 5 * 60_000,
  });
}

export function usePriceGuide(title: string) {
  return useQuery(priceGuideQueryOptions(title));
}
