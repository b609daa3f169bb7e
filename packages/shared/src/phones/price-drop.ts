import { PRICE_DROP_BADGE_DAYS } from '../constants/limits.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The price a listing dropped from, while its 'Price dropped' label shows (PRICE_DROP_BADGE_DAYS after
 * the drop); null otherwise (docs/decisions/071-price-drop-alerts-and-digest.md).
 */
export function recentPriceDrop(
  phone: { price: number; previousPrice?: number | null; priceDroppedAt?: string | null },
  now: Date,
): number | null {
  if (phone.previousPrice == null || phone.priceDroppedAt == null) return null;
  if (phone.previousPrice <= phone.price) return null;
  const droppedAt = Date.parse(phone.priceDroppedAt);
  if (Number.isNaN(droppedAt)) return null;
  const age = now.getTime() - droppedAt;
  return age >= 0 && age < PRICE_DROP_BADGE_DAYS * DAY_MS ? phone.previousPrice : null;
}
