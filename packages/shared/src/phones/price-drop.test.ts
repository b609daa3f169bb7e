import { describe, expect, it } from 'vitest';
import { recentPriceDrop } from './price-drop.ts';

const now = new Date('2026-11-23T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe('recentPriceDrop', () => {
  it('gives the old price for a week after the drop', () => {
    expect(recentPriceDrop({ price: 140_000, previousPrice: 150_000, priceDroppedAt: daysAgo(0) }, now)).toBe(150_000);
    expect(recentPriceDrop({ price: 140_000, previousPrice: 150_000, priceDroppedAt: daysAgo(6.9) }, now)).toBe(
      150_000,
    );
  });

  it('gives null after seven days, without a drop, or when the old price is not higher', () => {
    expect(recentPriceDrop({ price: 140_000, previousPrice: 150_000, priceDroppedAt: daysAgo(7) }, now)).toBeNull();
    expect(recentPriceDrop({ price: 140_000, previousPrice: null, priceDroppedAt: null }, now)).toBeNull();
    expect(recentPriceDrop({ price: 140_000 }, now)).toBeNull();
    expect(recentPriceDrop({ price: 150_000, previousPrice: 150_000, priceDroppedAt: daysAgo(1) }, now)).toBeNull();
    expect(recentPriceDrop({ price: 140_000, previousPrice: 150_000, priceDroppedAt: 'not a date' }, now)).toBeNull();
    // A drop dated in the future (a clock ahead) is not shown.
    expect(recentPriceDrop({ price: 140_000, previousPrice: 150_000, priceDroppedAt: daysAgo(-1) }, now)).toBeNull();
  });
});
