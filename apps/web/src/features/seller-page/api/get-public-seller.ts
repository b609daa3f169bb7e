import type { PublicSeller } from '@phonekade/shared/sellers/seller.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { sellerKeys } from './seller-keys.ts';

/** GET /users/:id/public: a seller's card, rating histogram and delivered sales. */
export async function getPublicSeller(id: string, signal?: AbortSignal): Promise<PublicSeller> {
  return (await apiRequest<{ user: PublicSeller }>(`/users/${encodeURIComponent(id)}/public`, { signal })).data.user;
}

export function publicSellerQueryOptions(id: string) {
  return queryOptions({
    queryKey: sellerKeys.seller(id),
    queryFn: ({ signal }) => getPublicSeller(id, signal),
    enabled: Boolean(id),
    // An unknown seller stays unknown: only a lost connection or a server fault is tried again.
    retry: (count: number, error: Error) =>
      !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 1,
  });
}

export function usePublicSeller(id: string) {
  return useQuery(publicSellerQueryOptions(id));
}
