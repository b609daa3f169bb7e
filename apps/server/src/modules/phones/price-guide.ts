// The price guide's quartiles (docs/decisions/028-price-guide.md) from the stored count of listings at each
// price (docs/decisions/082-price-guide-from-stored-prices.md): the same numbers PostgreSQL's
// percentile_cont gives over the prices one by one, read from a few hundred (price, listings) rows.

export interface PriceCount {
  price: number;
  listings: number;
}

/** The value at 0-based `index` of the prices in order, each `price` repeated `listings` times. */
function priceAt(counts: readonly PriceCount[], index: number): number {
  let seen = 0;
  for (const { price, listings } of counts) {
    seen += listings;
    if (index < seen) return price;
  }
  throw new RangeError(`index ${index} is past the ${seen} prices`);
}

/**
 * percentile_cont(fraction) of the prices `counts` stands for (sorted by price, every count above 0):
 * the value at position fraction × (n − 1), interpolated between its two neighbours. Null for no prices.
 */
export function percentileOfCounts(counts: readonly PriceCount[], fraction: number): number | null {
  const total = counts.reduce((sum, { listings }) => sum + listings, 0);
  if (total === 0) return null;
  const position = fraction * (total - 1);
  const below = Math.floor(position);
  const low = priceAt(counts, below);
  const high = priceAt(counts, Math.ceil(position));
  return low + (high - low) * (position - below);
}
