import { formatCount } from '@phonekade/shared/common/format-count';
import { ALL, DEFAULT_SORT, PRICE_RANGE, STAT_DEFAULTS } from '@phonekade/shared/constants/catalog';
import { filtersFromSearch, toCatalogueQuery, type BrowseFilters } from '@phonekade/shared/first-view/first-view';
import { discountPercent } from '@phonekade/shared/phones/discount-percent';
import { underBand } from '@phonekade/shared/phones/fair-price';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import type { PhonesQuery } from '@/api/phones/get-phones.ts';

export type { BrowseFilters };

export const DEFAULT_FILTERS: BrowseFilters = {
  search: '',
  brand: ALL,
  condition: ALL,
  province: ALL,
  district: ALL,
  minPrice: PRICE_RANGE.min,
  maxPrice: PRICE_RANGE.max,
  sort: DEFAULT_SORT,
};

/** The GET /phones query for a page: a bound at its default, 'all' and a blank search are not sent. */
export function toPhonesQuery(filters: BrowseFilters, page = 1): PhonesQuery {
  return toCatalogueQuery(filters, page);
}

/**
 * The active-filter badge: a brand other than all counts 1; a price range other than the default counts 1;
 * a place (province or district) counts 1.
 */
export function activeFilterCount(filters: BrowseFilters): number {
  const brand = filters.brand !== ALL ? 1 : 0;
  const price = filters.minPrice !== PRICE_RANGE.min || filters.maxPrice !== PRICE_RANGE.max ? 1 : 0;
  const place = filters.province !== ALL || filters.district !== ALL ? 1 : 0;
  return brand + price + place;
}

export { filtersFromSearch };

export function filtersToSearch(filters: BrowseFilters): string {
  const query = toPhonesQuery(filters);
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.brand) params.set('brand', query.brand);
  if (query.condition) params.set('condition', query.condition);
  if (query.province) params.set('province', query.province);
  if (query.district) params.set('district', query.district);
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface BrowseStats {
  total: number;
  /** The total is the server's count cap: there are more than that. */
  totalIsCapped: boolean;
  rating: number;
  /**
   * `underTypical`: how many percent the phone is under the low end of its model's typical price
   * (docs/decisions/066-fair-price-band.md); `percent`: its saving on the original price.
   */
  bestDeal: { price: number; percent: number | null; underTypical?: number } | null;
  trending: string;
}

/**
 * The four stat tiles: Total from the pagination; Rating the mean seller rating of the phones
 * shown (4.7 when none is rated); Best Deal the phone furthest under its model's typical price, else
 * the biggest saving shown, else the lowest price; Trending
 * the model listed most often among them ('iPhone 14' when no model repeats).
 */
/** A result count as shown: '1,234', or '10,000+' when the server stopped counting at its cap. */
export function formatResultCount(total: number, capped: boolean): string {
  return `${formatCount(total)}${capped ? '+' : ''}`;
}

export function browseStats(phones: readonly PhoneDto[], total: number, totalIsCapped = false): BrowseStats {
  const rated = phones.map((p) => p.sellerId?.rating ?? p.rating).filter((r) => typeof r === 'number' && r > 0);
  const rating = rated.length
    ? Math.round((rated.reduce((a, b) => a + b, 0) / rated.length) * 10) / 10
    : STAT_DEFAULTS.rating;

  let bestDeal: BrowseStats['bestDeal'] = null;
  let furthestUnder = 0;
  for (const phone of phones) {
    const under = underBand(phone.price, phone.fairPrice);
    if (under !== null && under < furthestUnder) {
      furthestUnder = under;
      bestDeal = {
        price: phone.price,
        percent: discountPercent(phone.price, phone.originalPrice),
        underTypical: Math.round(-under * 100),
      };
    }
  }
  for (const phone of furthestUnder < 0 ? [] : phones) {
    const percent = discountPercent(phone.price, phone.originalPrice);
    const better =
      !bestDeal ||
      (percent ?? 0) > (bestDeal.percent ?? 0) ||
      ((percent ?? 0) === (bestDeal.percent ?? 0) && phone.price < bestDeal.price);
    if (better) bestDeal = { price: phone.price, percent };
  }

  const counts = new Map<string, { name: string; count: number }>();
  for (const phone of phones) {
    const name = phone.title?.trim();
    if (!name) continue;
    const key = name.toLowerCase();
    const entry = counts.get(key) ?? { name, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  const top = [...counts.values()].sort((a, b) => b.count - a.count)[0];
  return {
    total,
    totalIsCapped,
    rating,
    bestDeal,
    trending: top && top.count > 1 ? top.name : STAT_DEFAULTS.trending,
  };
}
