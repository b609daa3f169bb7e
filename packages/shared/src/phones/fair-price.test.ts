import { describe, expect, it } from 'vitest';
import { FAIR_PRICE_MIN_LISTINGS, isFarBelowTypical, isGoodDeal, toFairPriceBand, underBand } from './fair-price.ts';

const band = { low: 100_000, median: 120_000, high: 140_000, count: 6 };

describe('fair price band', () => {
  it('needs at least the minimum number of listings', () => {
    expect(toFairPriceBand({ low: 1, median: 2, high: 3, count: FAIR_PRICE_MIN_LISTINGS - 1 })).toBeNull();
    expect(toFairPriceBand({ low: '99999.5', median: '120000', high: 140_000.4, count: '5' })).toEqual({
      low: 100_000,
      median: 120_000,
      high: 140_000,
      count: 5,
    });
  });

  it('calls a price a good deal only at 10% or more under the low end', () => {
    expect(isGoodDeal(90_000, band)).toBe(true);
    expect(isGoodDeal(90_001, band)).toBe(false);
    expect(isGoodDeal(50_000, null)).toBe(false);
  });

  it('flags a price under 60% of the median as far below typical', () => {
    expect(isFarBelowTypical(71_999, band)).toBe(true);
    expect(isFarBelowTypical(72_000, band)).toBe(false);
    expect(isFarBelowTypical(1, undefined)).toBe(false);
  });

  it('measures how far under the low end a price is', () => {
    expect(underBand(80_000, band)).toBeCloseTo(-0.2);
    expect(underBand(80_000, null)).toBeNull();
  });
});
