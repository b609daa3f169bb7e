import type { MyListingsFilter } from '@phonekade/shared/constants/catalog';
import { MY_LISTINGS_PAGE_SIZE } from '@phonekade/shared/constants/limits';
import type { MyListingsDto } from '@phonekade/shared/phones/phone.types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const listingKeys = {
  all: ['my-listings'] as const,
  mine: (status: MyListingsFilter, page: number) => ['my-listings', status, page] as const,
};

/**
 * GET /users/my-listings: one page of the seller's own listings of one status, with the count of
 * every status and the pages there are.
 */
export async function getMyListings(
  status: MyListingsFilter,
  page: number,
  signal?: AbortSignal,
): Promise<MyListingsDto> {
  const query = { status: status === 'all' ? undefined : status, page, limit: MY_LISTINGS_PAGE_SIZE };
  return (await apiRequest<MyListingsDto>('/users/my-listings', { query, signal })).data;
}

export function myListingsQueryOptions(status: MyListingsFilter, page: number) {
  return queryOptions({
    queryKey: listingKeys.mine(status, page),
    queryFn: ({ signal }) => getMyListings(status, page, signal),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useMyListings(status: MyListingsFilter, page: number) {
  return useQuery(myListingsQueryOptions(status, page));
}
