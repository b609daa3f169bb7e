// The fair price of a model (docs/decisions/066-fair-price-band.md): the middle half of the live
// listings' prices of the same brand, model and storage, once there are enough of them to mean
// something. The server computes the band in SQL; these are the rules both sides read it by.

/** A band needs at least this many live listings of the same brand, model and storage. */
export const FAIR_PRICE_MIN_LISTINGS = 5;
/** The band runs from this percentile of the live prices (written out in the model_price_bands trigger too) ... */
export const FAIR_PRICE_LOW_PERCENTILE = 0.25;
/** ... to this one. */
export const FAIR_PRICE_HIGH_PERCENTILE = 0.75;
/** 'Good deal': priced at least 10% under the band's low end (price <= 0.9 x low). */
export const GOOD_DEAL_FACTOR = 0.9;
/** 'Price far below typical': under 60% of the median, a common scam signal. */
export const FAR_BELOW_TYPICAL_FACTOR = 0.6;

/** A model's band in whole rupees, with how many live listings it was taken from. */
export interface FairPriceBand {
  low: number;
  median: number;
  high: number;
  count: number;
}

/** A band from the raw aggregate (percentiles come back as fractions), or null when too few listings. */
export function toFairPriceBand(row: {
  low: number | string | null;
  median: number | string | null;
  high: number | string | null;
  count: number | string;
}): FairPriceBand | null {
  const count = Number(row.count);
  if (count < FAIR_PRICE_MIN_LISTINGS || row.low === null || row.median === null || row.high === null) return null;
  return {
    low: Math.round(Number(row.low)),
    median: Math.round(Number(row.median)),
    high: Math.round(Number(row.high)),
    count,
  };
}

/** Priced clearly under the band: at or below 90% of its low end. */
export function isGoodDeal(price: number, band: FairPriceBand | null | undefined): boolean {
  return !!band && price <= band.low * GOOD_DEAL_FACTOR;
}

/** Priced under 60% of the band's median: buyers may take it for a scam, admins should look twice. */
export function isFarBelowTypical(price: number, band: FairPriceBand | null | undefined): boolean {
  return !!band && price < band.median * FAR_BELOW_TYPICAL_FACTOR;
}

/**
 * How far under (negative) or over its band's low end a price is, as a fraction of the low end; the
 * Best Deal order sorts by it, lowest first. null without a band.
 */
export function underBand(price: number, band: FairPriceBand | null | undefined): number | null {
  return band ? (price - band.low) / band.low : null;
}
