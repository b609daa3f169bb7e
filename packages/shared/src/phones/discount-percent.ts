/**
 * The 'Save N%' badge: round((original - price) / original * 100). Null when there is no
 * discount to show: no original price, original not above price, bad numbers, or a saving that rounds
 * to 0%.
 */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (originalPrice == null || !Number.isFinite(price) || !Number.isFinite(originalPrice)) return null;
  if (originalPrice <= 0 || price < 0 || originalPrice <= price) return null;
  const percent = Math.round(((originalPrice - price) / originalPrice) * 100);
  return percent > 0 ? percent : null;
}
