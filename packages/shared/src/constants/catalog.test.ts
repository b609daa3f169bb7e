import { describe, expect, it } from 'vitest';

import { CONDITIONS, DEFAULT_CONDITION, PRICE_BANDS, PRICE_RANGE } from './catalog.ts';
import { COURIERS, courierFee, DEFAULT_COURIER_TYPE, isCourierType } from './couriers.ts';

describe('catalogue constants', () => {
  it('the create form offers four conditions, Excellent first and by default', () => {
    expect(CONDITIONS.map((c) => c.label)).toEqual([
      'Excellent (like new)',
      'Very Good (minor wear)',
      'Good (visible wear)',
      'Fair (heavy wear)',
    ]);
    expect(DEFAULT_CONDITION).toBe('Excellent');
  });

  it('the price bands cover the slider range without gaps', () => {
    expect(PRICE_BANDS[0]?.min).toBe(PRICE_RANGE.min);
    expect(PRICE_BANDS.at(-1)?.max).toBe(PRICE_RANGE.max);
    PRICE_BANDS.slice(1).forEach((band, i) => expect(band.min).toBe(PRICE_BANDS[i]?.max));
  });
});

describe('couriers', () => {
  it('standard is the default at LKR 1000 and Speed Post costs LKR 1500', () => {
    expect(DEFAULT_COURIER_TYPE).toBe('standard');
    expect(courierFee('standard')).toBe(1000);
    expect(courierFee('speed_post')).toBe(1500);
    expect(COURIERS.speed_post.deliveryTime).toBe('1-2 business days');
  });

  it('only the two courier types are known', () => {
    expect(isCourierType('speed_post')).toBe(true);
    expect(isCourierType('express')).toBe(false);
    expect(isCourierType(undefined)).toBe(false);
  });
});
