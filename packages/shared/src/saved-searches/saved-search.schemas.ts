import '../common/zod-setup.ts';
import { z } from 'zod';

import { ACCEPTED_CONDITIONS, ALL, BRANDS, PRICE_RANGE_MESSAGE } from '../constants/catalog.ts';
import {
  FILTER_VALUE_MAX_LENGTH,
  MAX_LISTING_PRICE,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
} from '../constants/limits.ts';
import { DISTRICT_NAMES, isDistrictInProvince, PROVINCE_NAMES } from '../constants/locations.ts';
import {
  BRAND_MESSAGE,
  CONDITION_MESSAGE,
  DISTRICT_MESSAGE,
  DISTRICT_NOT_IN_PROVINCE_MESSAGE,
  PROVINCE_MESSAGE,
  MAX_PRICE_MESSAGE,
  MIN_PRICE_MESSAGE,
  SEARCH_TOO_LONG_MESSAGE,
} from '../phones/phone.schemas.ts';

// Saved searches and their alerts (docs/decisions/070-saved-searches-and-matching.md,
// docs/decisions/071-price-drop-alerts-and-digest.md).
export const SAVED_SEARCH_MESSAGES = {
  saved: 'Search saved',
  deleted: 'Saved search deleted',
  settingsSaved: 'Alert settings saved',
  notFound: 'Saved search not found',
  nameRequired: 'Please give this search a name',
  nameTooLong: `The name must be at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters`,
  nothingToSave: 'Type a search or choose a filter before saving',
  limitReached: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Please delete one to save a new one.`,
  emailDigestRequired: 'emailDigest must be true or false',
  /** The stored text of a saved_search_match notification (the web app words its own from the data). */
  matchAlert: (title: string, price: string) => `New phone for your saved search: "${title}" at ${price}`,
  /** The stored text of a price_dropped notification. */
  priceDroppedAlert: (title: string, price: string, oldPrice: string) =>
    `Price dropped: "${title}" is now ${price} (was ${oldPrice})`,
} as const;

/** Blank or 'all' (any case) is no filter; a known value gets its canonical spelling ('apple' -> 'Apple'). */
function choice(known: readonly string[], message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(FILTER_VALUE_MAX_LENGTH, { message, abort: true })
    .nullish()
    .transform((value, context) => {
      if (!value || value.toLowerCase() === ALL) return undefined;
      const found = known.find((k) => k.toLowerCase() === value.toLowerCase());
      if (!found) context.addIssue({ code: 'custom', message });
      return found;
    });
}

function price(message: string) {
  return z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(MAX_LISTING_PRICE, message)
    .nullish()
    .transform((value) => value ?? undefined);
}

/** The browse filters a saved search keeps: the same fields and meanings as GET /phones. */
export const savedSearchQuerySchema = z
  .object({
    search: z
      .string({ error: SEARCH_TOO_LONG_MESSAGE })
      .trim()
      .max(SEARCH_MAX_LENGTH, { message: SEARCH_TOO_LONG_MESSAGE, abort: true })
      .nullish()
      .transform((value) => value || undefined),
    brand: choice(BRANDS, BRAND_MESSAGE),
    condition: choice(ACCEPTED_CONDITIONS, CONDITION_MESSAGE),
    province: choice(PROVINCE_NAMES, PROVINCE_MESSAGE),
    district: choice(DISTRICT_NAMES, DISTRICT_MESSAGE),
    minPrice: price(MIN_PRICE_MESSAGE),
    maxPrice: price(MAX_PRICE_MESSAGE),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: PRICE_RANGE_MESSAGE,
    path: ['minPrice'],
  })
  .refine((q) => !q.province || !q.district || isDistrictInProvince(q.province, q.district), {
    message: DISTRICT_NOT_IN_PROVINCE_MESSAGE,
    path: ['district'],
  })
  .refine(
    (q) =>
      q.search !== undefined ||
      q.brand !== undefined ||
      q.condition !== undefined ||
      q.province !== undefined ||
      q.district !== undefined ||
      q.minPrice !== undefined ||
      q.maxPrice !== undefined,
    { message: SAVED_SEARCH_MESSAGES.nothingToSave, path: ['query'] },
  );
export type SavedSearchQuery = z.infer<typeof savedSearchQuerySchema>;

/** A saved search's filters as answered: only the ones it has. */
export interface SavedSearchFilters {
  search?: string;
  brand?: string;
  condition?: string;
  province?: string;
  district?: string;
  minPrice?: number;
  maxPrice?: number;
}

/** POST /saved-searches. */
export const createSavedSearchSchema = z.object({
  name: z
    .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
    .trim()
    .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
    .max(SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCH_MESSAGES.nameTooLong),
  query: savedSearchQuerySchema,
});
export type CreateSavedSearchInput = z.infer<typeof createSavedSearchSchema>;

/** PUT /saved-searches/settings: the daily e-mail of new matches and price drops, on by default. */
export const alertSettingsSchema = z.object({
  emailDigest: z.boolean({ error: SAVED_SEARCH_MESSAGES.emailDigestRequired }),
});
export type AlertSettingsInput = z.infer<typeof alertSettingsSchema>;

export interface SavedSearchDto {
  id: string;
  _id: string;
  name: string;
  query: SavedSearchFilters;
  createdAt: string;
}

/** GET /saved-searches: the person's saved searches, newest first, with their alert settings. */
export interface SavedSearchesDto {
  savedSearches: SavedSearchDto[];
  max: number;
  settings: AlertSettingsInput;
}
