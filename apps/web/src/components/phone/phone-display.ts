import { recentPriceDrop } from '@phonekade/shared/phones/price-drop';
import { LISTING_FALLBACKS } from '@phonekade/shared/constants/catalog';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';

/**
 * A listing as it may arrive: from the API (a full PhoneDto) or from navigation data or an older
 * record with the alternative field names older clients used (name, postedTime, image) and gaps.
 */
export type PhoneLike = Partial<PhoneDto> & { name?: string | null };

/** Fallbacks for missing fields; the texts come from the locale files (phone.fallback.*). */
export function phoneTitle(phone: PhoneLike): string | null {
  return phone.title?.trim() || phone.name?.trim() || null;
}

export function phonePrice(phone: PhoneLike): number {
  return typeof phone.price === 'number' && Number.isFinite(phone.price) ? phone.price : LISTING_FALLBACKS.price;
}

/** The price before a drop in the last week, for the 'Price dropped' label; null otherwise. */
export function phonePriceDrop(phone: PhoneLike, now = new Date()): number | null {
  return recentPriceDrop({ ...phone, price: phonePrice(phone) }, now);
}

export function phoneCondition(phone: PhoneLike): string {
  return phone.condition?.trim() || LISTING_FALLBACKS.condition;
}

export function phoneId(phone: PhoneLike): string {
  return phone.id ?? phone._id ?? '';
}

export function postedAt(phone: PhoneLike): string | null {
  return phone.createdAt ?? phone.postedTime ?? null;
}

/** Every image of a listing with its thumbnail and size, whichever fields the record carries. */
export { phoneImages } from '@phonekade/shared/phones/image-sources';
