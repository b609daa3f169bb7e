import { describe, expect, it } from 'vitest';
import type { PhoneDto } from '../phones/phone.types.ts';
import { samplePhone as phone } from '../testing/sample-phone.ts';
import { cartItem, cartOf, type CartLine } from './cart-lines.ts';

const line = (id: string, fields: Partial<PhoneDto> = {}, quantity = 1, priceAtAdd = 100_000): CartLine => ({
  id: `line-${id}`,
  phone: phone(id, fields),
  quantity,
  priceAtAdd,
  addedAt: '2026-02-01T00:00:00.000Z',
});

describe('a cart line', () => {
  it('carries the current price and tells a change with the old one', () => {
    const item = cartItem(line('a', { price: 90_000 }, 1, 100_000));
    expect(item).toMatchObject({
      id: 'line-a',
      price: 90_000,
      priceAtAdd: 100_000,
      priceChanged: true,
      previousPrice: 100_000,
    });
    expect(cartItem(line('b'))).toMatchObject({ priceChanged: false, previousPrice: null });
  });

  it('is available only while the phone is live with stock', () => {
    expect(cartItem(line('a')).available).toBe(true);
    expect(cartItem(line('b', { status: 'pending' })).available).toBe(false);
    expect(cartItem(line('c', { status: 'rejected' })).available).toBe(false);
    expect(cartItem(line('d', { stock: 0, isAvailable: false })).available).toBe(false);
  });
});

describe('cart totals', () => {
  it('count price x quantity and units of the available items only', () => {
    const cart = cartOf([
      cartItem(line('a', { price: 50_000 }, 2)),
      cartItem(line('b', { price: 30_000 }, 1)),
      cartItem(line('c', { price: 99_000, stock: 0, isAvailable: false }, 3)),
    ]);
    expect(cart.subtotal).toBe(130_000);
    expect(cart.count).toBe(3);
    expect(cart.items).toHaveLength(3);
  });

  it('an empty cart is zero', () => {
    expect(cartOf([])).toEqual({ items: [], subtotal: 0, count: 0 });
  });
});
