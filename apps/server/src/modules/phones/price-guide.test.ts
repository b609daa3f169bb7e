import { describe, expect, it } from 'vitest';
import { percentileOfCounts, type PriceCount } from './price-guide.ts';

/** percentile_cont as PostgreSQL defines it, over the prices one by one. */
function percentileOfPrices(prices: number[], fraction: number): number {
  const sorted = [...prices].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const below = Math.floor(position);
  const low = sorted[below]!;
  const high = sorted[Math.ceil(position)]!;
  return low + (high - low) * (position - below);
}

function countsOf(prices: number[]): PriceCount[] {
  const byPrice = new Map<number, number>();
  for (const price of prices) byPrice.set(price, (byPrice.get(price) ?? 0) + 1);
  return [...byPrice].sort(([a], [b]) => a - b).map(([price, listings]) => ({ price, listings }));
}

describe('percentileOfCounts', () => {
  it('gives what percentile_cont gives over the prices one by one', () => {
    const cases = [
      [100_000],
      [80_000, 90_000, 100_000, 110_000, 120_000],
      [50_000, 50_000, 50_000, 75_000],
      [10_000, 20_000],
      Array.from({ length: 997 }, (_, i) => 40_000 + ((i * 7919) % 300) * 500),
    ];
    for (const prices of cases) {
      for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
        expect(percentileOfCounts(countsOf(prices), fraction)).toBeCloseTo(percentileOfPrices(prices, fraction), 6);
      }
    }
  });

  it('is null without prices', () => {
    expect(percentileOfCounts([], 0.5)).toBeNull();
  });
});
