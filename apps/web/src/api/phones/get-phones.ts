import type { PhonesPageDto } from '@phonekade/shared/phones/phone.types';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { phoneKeys, type PhonesQuery } from './phone-keys.ts';

export type { PhonesQuery };

/** GET /phones: one page of live listings. */
export async function getPhones(query: PhonesQuery, signal?: AbortSignal): Promise<PhonesPageDto> {
  return (await apiRequest<PhonesPageDto>('/phones', { query: { ...query }, signal })).data;
}

export function phonesQueryOptions(query: PhonesQuery) {
  return queryOptions({
    queryKey: phoneKeys.list(query),
    queryFn: ({ signal }) => getPhones(query, signal),
  });
}

/**
 * One page of the catalogue. `select` shapes what the view shows (it runs again only when the page
 * does); `refetchInterval` keeps a view current.
 */
export function usePhones<T = PhonesPageDto>(
  query: PhonesQuery,
  options: {
    select?: (page: PhonesPageDto) => T;
    refetchInterval?: number;
    staleTime?: number;
    /** Each fetch gives new data even when the answer did not change (a new random draw each time). */
    alwaysNew?: boolean;
  } = {},
) {
  const { alwaysNew, ...rest } = options;
  return useQuery({
    queryKey: phoneKeys.list(query),
    queryFn: ({ signal }) => getPhones(query, signal),
    ...rest,
    structuralSharing: !alwaysNew,
  });
}

/**
 * Page after page of the same query, for Load More: each next page starts from the previous page's
 * cursor, so the hundredth page costs the server what the first does.
 */
export function phonePagesQueryOptions(query: PhonesQuery) {
  return infiniteQueryOptions({
    queryKey: phoneKeys.pages(query),
    queryFn: ({ pageParam, signal }) => getPhones(pageParam ? { ...query, cursor: pageParam } : query, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PhonesPageDto) => last.pagination.nextCursor ?? undefined,
  });
}

export function usePhonePages(query: PhonesQuery, options: { keepPrevious?: boolean } = {}) {
  return useInfiniteQuery({
    ...phonePagesQueryOptions(query),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
