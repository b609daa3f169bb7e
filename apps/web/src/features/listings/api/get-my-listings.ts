import type { MyListingsFilter } from '@phonekade/shared/constants/catalog';
import type { MyListingsDto } from '@phonekade/shared/phones/phone.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const listingKeys = {
  all: ['my-listings'] as const,
  mine: (status: MyListingsFilter) => ['my-listings', status] as const,
};

/** GET /users/my-listings: the seller's own listings of one status, with the count of every status. */
export async function getMyListings(status: MyListingsFilter, signal?: AbortSignal): Promise<MyListingsDto> {
  const query = { status: status === 'all' ? undefined : status };
  return (await apiRequest<MyListingsDto>('/users/my-listings', { query, signal })).data;
}

export function myListingsQueryOptions(status: MyListingsFilter) {
  return queryOptions({
    queryKey: listingKeys.mine(status),
    queryFn: ({ signal }) => getMyListings(status, signal),
  });
}

export function useMyListings(status: MyListingsFilter) {
  return useQuery(myListingsQueryOptions(status));
}
