import { formatCount } from '@phonekade/shared/common/format-count';
import type { SavedSearchFilters } from '@phonekade/shared/saved-searches/saved-search.schemas';
import type { TranslateVars } from '@/lib/i18n/i18n.ts';

type T = (key: string, vars?: TranslateVars) => string;
/** Province and district names in the language shown (usePlaceNames). */
interface PlaceNames {
  province: (name: string) => string;
  district: (name: string) => string;
}

/** The name the save dialog suggests, from the filters: 'iPhone under 150,000', 'Apple Good, 50,000 to 90,000'. */
export function suggestedName(t: T, query: SavedSearchFilters): string {
  const words = [query.search?.trim()];
  if (query.brand && !query.search?.toLowerCase().includes(query.brand.toLowerCase())) words.push(query.brand);
  words.push(query.condition);
  const what = words.filter(Boolean).join(' ') || t('savedSearches.name.anyPhone');
  const { minPrice, maxPrice } = query;
  if (minPrice !== undefined && maxPrice !== undefined) {
    return t('savedSearches.name.between', { what, min: formatCount(minPrice), max: formatCount(maxPrice) });
  }
  if (maxPrice !== undefined) return t('savedSearches.name.under', { what, max: formatCount(maxPrice) });
  if (minPrice !== undefined) return t('savedSearches.name.over', { what, min: formatCount(minPrice) });
  return what;
}

/** The filters in a line, for the saved-searches list: '"iPhone" · Apple · Galle · up to LKR 150,000'. */
export function describeFilters(t: T, query: SavedSearchFilters, places: PlaceNames): string {
  const parts: string[] = [];
  if (query.search) parts.push(`“${query.search}”`);
  if (query.brand) parts.push(query.brand);
  if (query.condition) parts.push(query.condition);
  if (query.district) parts.push(places.district(query.district));
  else if (query.province) parts.push(places.province(query.province));
  const { minPrice, maxPrice } = query;
  if (minPrice !== undefined && maxPrice !== undefined) {
    parts.push(t('savedSearches.filters.between', { min: formatCount(minPrice), max: formatCount(maxPrice) }));
  } else if (maxPrice !== undefined) parts.push(t('savedSearches.filters.upTo', { max: formatCount(maxPrice) }));
  else if (minPrice !== undefined) parts.push(t('savedSearches.filters.from', { min: formatCount(minPrice) }));
  return parts.join(' · ');
}

/** The Browse address that shows these filters (the same parameters Browse keeps in its address). */
export function browseAddress(query: SavedSearchFilters): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.brand) params.set('brand', query.brand);
  if (query.condition) params.set('condition', query.condition);
  if (query.province) params.set('province', query.province);
  if (query.district) params.set('district', query.district);
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  const text = params.toString();
  return text ? `/phones?${text}` : '/phones';
}

/** Whether there is anything to save: a search or at least one filter. */
export function hasFilters(query: SavedSearchFilters): boolean {
  return Object.values(query).some((value) => value !== undefined && value !== '');
}
