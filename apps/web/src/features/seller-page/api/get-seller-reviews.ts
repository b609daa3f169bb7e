import { SELLER_REVIEWS_PAGE_SIZE } from '@phonekade/shared/sellers/seller.schemas';
import type { SellerReviewsPage } from '@phonekade/shared/sellers/seller.types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { sellerKeys } from './seller-keys.ts';

/** GET /users/:id/reviews: one page of a seller's reviews, newest first. */
export async function getSellerReviews(id: string, page: number, signal?: AbortSignal): Promise<SellerReviewsPage> {
  const url = `/users/${encodeURIComponent(id)}/reviews`;
  return (await apiRequest<SellerReviewsPage>(url, { query: { page, limit: SELLER_REVIEWS_PAGE_SIZE }, signal })).data;
}

export function sellerReviewsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: sellerKeys.reviews(id),
    queryFn: ({ pageParam, signal }) => getSellerReviews(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: SellerReviewsPage) =>
      last.pagination.hasNext ? last.pagination.currentPage + 1 : undefined,
    enabled: Boolean(id),
  });
}

/** Review pages one after another, for 'More reviews'. */
export function useSellerReviews(id: string) {
  return useInfiniteQuery(sellerReviewsQueryOptions(id));
}
