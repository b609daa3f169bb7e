import { describe, expect, it } from 'vitest';

import { COURIERS, deliveryFromFee } from '../constants/couriers.ts';
import { cartSubtotal, orderTotals } from './order-totals.ts';

describe('order totals', () => {
  const items = [
    { price: 125_000, quantity: 1 },
    { price: 40_000, quantity: 2 },
  ];

  it('the cart subtotal is the sum of price times quantity', () => {
    expect(cartSubtotal(items)).toBe(205_000);
  });

  it('an empty cart totals 0', () => {
    expect(cartSubtotal([])).toBe(0);
  });

  it('standard courier adds LKR 1000', () => {
    expect(orderTotals(items, 'standard')).toEqual({ subtotal: 205_000, shippingCost: 1000, total: 206_000 });
  });

  it('Speed Post adds LKR 1500', () => {
    expect(orderTotals(items, 'speed_post')).toEqual({ subtotal: 205_000, shippingCost: 1500, total: 206_500 });
  });
});

describe('delivery from', () => {
  it('is the cheapest courier fee, the least checkout can add', () => {
    expect(deliveryFromFee()).toBe(1000);
    expect(deliveryFromFee()).toBe(Math.min(...Object.values(COURIERS).map((c) => c.fee)));
  });
});
