import { ALL, DEFAULT_SORT, PRICE_RANGE, SORTS, type Sort } from '../constants/catalog.ts';
import { HOME_FEATURED_POOL, PAGE_SIZE } from '../constants/limits.ts';
import { DISTRICT_NAMES, isDistrictInProvince, PROVINCE_NAMES } from '../constants/locations.ts';

// The first view's data, written into the page by the server and read by the web app before its first
// render (docs/decisions/080-first-view-in-the-page.md). Both sides derive the catalogue query from the
// address with these functions, so the answer the server embeds is the one the web app would ask for.

/** What the browse view filters by. */
export interface BrowseFilters {
  search: string;
  /** 'all' or a brand. */
  brand: string;
  /** 'all' or a condition. */
  condition: string;
  /** 'all' or one of the 9 provinces (English name). */
  province: string;
  /** 'all' or one of the 25 districts; when a province is chosen, one of its districts. */
  district: string;
  minPrice: number;
  maxPrice: number;
  sort: Sort;
}

/** A GET /phones query as the web app sends it; a value left undefined is not sent. */
export interface CatalogueQuery {
  page?: number;
  limit?: number;
  search?: string;
  brand?: string;
  condition?: string;
  province?: string;
  district?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: Sort | 'createdAt';
}

/** The page home draws its featured picks from: the newest live phones. */
export const FEATURED_QUERY = { limit: HOME_FEATURED_POOL, sort: 'newest' } as const;

function priceParam(value: string | null, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  return Math.min(PRICE_RANGE.max, Math.max(PRICE_RANGE.min, Number(value)));
}

/** A known name in its canonical spelling, else 'all': a mistyped link shows everything instead of an error. */
function placeParam(value: string | null, names: readonly string[]): string {
  const wanted = value?.trim().toLowerCase();
  return names.find((name) => name.toLowerCase() === wanted) ?? ALL;
}

/** Filters kept in the address bar (/phones?search=...&brand=...), so a refresh or a shared link keeps them. */
export function filtersFromSearch(search: string | URLSearchParams): BrowseFilters {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  let minPrice = priceParam(params.get('minPrice'), PRICE_RANGE.min);
  let maxPrice = priceParam(params.get('maxPrice'), PRICE_RANGE.max);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const province = placeParam(params.get('province'), PROVINCE_NAMES);
  let district = placeParam(params.get('district'), DISTRICT_NAMES);
  if (province !== ALL && district !== ALL && !isDistrictInProvince(province, district)) district = ALL;
  return {
    search: params.get('search')?.slice(0, 100) ?? '',
    brand: params.get('brand') || ALL,
    condition: params.get('condition') || ALL,
    province,
    district,
    minPrice,
    maxPrice,
    sort: SORTS.find((s) => s === sort) ?? DEFAULT_SORT,
  };
}

/** The GET /phones query for a page: a bound at its default, 'all' and a blank search are not sent. */
export function toCatalogueQuery(filters: BrowseFilters, page = 1): CatalogueQuery {
  const query: CatalogueQuery = { page, limit: PAGE_SIZE, sort: filters.sort };
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.brand !== ALL) query.brand = filters.brand;
  if (filters.condition !== ALL) query.condition = filters.condition;
  if (filters.province !== ALL) query.province = filters.province;
  if (filters.district !== ALL) query.district = filters.district;
  if (filters.minPrice !== PRICE_RANGE.min) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== PRICE_RANGE.max) query.maxPrice = filters.maxPrice;
  return query;
}

/** The id of the <script type="application/json"> that carries the first view's data. */
export const FIRST_VIEW_ELEMENT_ID = 'first-view-data';

/**
 * The first view's API answer as the page carries it: `answer` is the API's whole answer
 * (`{ success: true, data }`, the same bytes GET /api/phones… gives a guest), and the rest says which
 * query it answers, so the web app uses it only for that query.
 */
export type FirstViewData =
  | { view: 'home'; query: CatalogueQuery; answer: unknown }
  | { view: 'phones'; query: CatalogueQuery; answer: unknown }
  | { view: 'details'; id: string; answer: unknown };
