import { describe, expect, it } from 'vitest';

import { discountPercent } from './discount-percent.ts';

describe('discountPercent', () => {
  it('is the saving over the original price, rounded', () => {
    expect(discountPercent(100_000, 125_000)).toBe(20);
    expect(discountPercent(200_000, 300_000)).toBe(33);
    expect(discountPercent(100_000, 300_000)).toBe(67);
  });

  it('rounds half up', () => {
    expect(discountPercent(87_500, 100_000)).toBe(13);
  });

  it('is null without an original price', () => {
    expect(discountPercent(100_000, undefined)).toBeNull();
    expect(discountPercent(100_000, null)).toBeNull();
  });

  it('is null when the original price is not above the price', () => {
    expect(discountPercent(100_000, 100_000)).toBeNull();
    expect(discountPercent(100_000, 90_000)).toBeNull();
  });

  it('is null when the original price is 0', () => {
    expect(discountPercent(0, 0)).toBeNull();
  });

  it('is null for a saving that rounds to 0%', () => {
    expect(discountPercent(99_600, 100_000)).toBeNull();
  });

  it('is 100 for a free phone with an original price', () => {
    expect(discountPercent(0, 50_000)).toBe(100);
  });

  it('is null for numbers that are not finite', () => {
    expect(discountPercent(Number.NaN, 100_000)).toBeNull();
    expect(discountPercent(100, Number.POSITIVE_INFINITY)).toBeNull();
  });
});
