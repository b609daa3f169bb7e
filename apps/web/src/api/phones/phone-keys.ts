import type { Sort, SortOrder } from '@phonekade/shared/constants/catalog';

/** GET /phones query; a value left undefined is not sent (the server's defaults apply). */
export interface PhonesQuery {
  page?: number;
  limit?: number;
  search?: string;
  /** One seller's live phones (their page). */
  sellerId?: string;
  brand?: string;
  condition?: string;
  /** One of the 9 provinces (English name). */
  province?: string;
  /** One of the 25 districts (English name). */
  district?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: Sort | 'createdAt';
  order?: SortOrder;
  /** Where Load More goes on from: the previous page's nextCursor (page is then ignored). */
  cursor?: string;
}

/** The catalogue's query keys: everything under `all`, so a listing change refreshes every view of it. */
export const phoneKeys = {
  all: ['phones'] as const,
  list: (query: PhonesQuery) => ['phones', 'list', query] as const,
  pages: (query: PhonesQuery) => ['phones', 'pages', query] as const,
  brandCounts: () => ['phones', 'brand-counts'] as const,
  detail: (id: string) => ['phones', 'detail', id] as const,
  /** The owner's copy for the edit form, always loaded afresh (it carries the IMEI). */
  editable: (id: string) => ['phones', 'detail', id, 'edit'] as const,
  priceGuide: (title: string) => ['phones', 'price-guide', title.toLowerCase()] as const,
  fairPrice: (query: { brand: string; title: string; storage: string }) =>
    ['phones', 'fair-price', query.brand, query.title.toLowerCase(), query.storage.toLowerCase()] as const,
};
