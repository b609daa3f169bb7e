import { parseJsonText } from '../common/fields.ts';
import { LISTING_SPEC_KEYS, type ListingSpecKey } from '../constants/catalog.ts';

export type ListingSpecs = Partial<Record<ListingSpecKey, string>>;

/**
 * Reads `specs` as multipart sends it (a JSON text) or as JSON sends it (an object). Blank text
 * means no specs. Text that is not JSON is returned unchanged so the schema reports it.
 */
export function parseSpecsJson(value: unknown): unknown {
  return parseJsonText(value);
}

/** The specs without blank values, in LISTING_SPEC_KEYS order. */
export function compactSpecs(specs: ListingSpecs): ListingSpecs {
  const result: ListingSpecs = {};
  for (const key of LISTING_SPEC_KEYS) {
    const value = specs[key]?.trim();
    if (value) result[key] = value;
  }
  return result;
}

/**
 * Applies an edit to stored specs: a key the edit does not send keeps its value (the edit form has no
 * batteryHealth or color field), a key sent blank is cleared.
 */
export function mergeSpecs(stored: ListingSpecs, edit: ListingSpecs | undefined): ListingSpecs {
  return compactSpecs({ ...stored, ...edit });
}

/** A value the detail page's specification grid leaves out: empty or 'Not specified'. */
export const NOT_SPECIFIED = 'Not specified';

export function isShownSpecValue(value: string | null | undefined): value is string {
  const text = value?.trim();
  return !!text && text.toLowerCase() !== NOT_SPECIFIED.toLowerCase();
}

/** The specs the detail page shows, as [key, value] pairs in LISTING_SPEC_KEYS order. */
export function shownSpecs(specs: ListingSpecs | null | undefined): [ListingSpecKey, string][] {
  return LISTING_SPEC_KEYS.flatMap((key) => {
    const value = specs?.[key];
    return isShownSpecValue(value) ? [[key, value.trim()] as [ListingSpecKey, string]] : [];
  });
}
