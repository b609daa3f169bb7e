import { describe, expect, it } from 'vitest';

import { errorsOf, parsed } from '../testing/issues.ts';
import { addToCartSchema, isRemovalQuantity, mergeCartSchema, updateCartSchema } from './cart.schemas.ts';

const phoneId = '5f1c2b3a-1d2e-4f50-8a6b-7c8d9e0f1a2b';

describe('add to cart', () => {
  it('a quantity defaults to 1', () => {
    expect(parsed(addToCartSchema, { phoneId })).toEqual({ phoneId, quantity: 1 });
  });

  it('a phone id is required and must be an id', () => {
    expect(errorsOf(addToCartSchema, {})).toEqual({ phoneId: 'Phone ID is required' });
    expect(errorsOf(addToCartSchema, { phoneId: '42' })).toEqual({ phoneId: 'Invalid phone ID' });
  });

  it('a quantity is a whole number from 1 to 99', () => {
    const message = 'Quantity must be a whole number from 1 to 99';
    for (const quantity of [0, -1, 100, 1.5, 'two']) {
      expect(errorsOf(addToCartSchema, { phoneId, quantity })).toEqual({ quantity: message });
    }
    expect(parsed(addToCartSchema, { phoneId, quantity: '3' }).quantity).toBe(3);
  });
});

describe('update cart', () => {
  it('a quantity of 0 or less is accepted and means remove', () => {
    expect(parsed(updateCartSchema, { phoneId, quantity: 0 }).quantity).toBe(0);
    expect(parsed(updateCartSchema, { phoneId, quantity: -2 }).quantity).toBe(-2);
    expect(isRemovalQuantity(0)).toBe(true);
    expect(isRemovalQuantity(-2)).toBe(true);
    expect(isRemovalQuantity(1)).toBe(false);
  });

  it('a quantity is required, whole and at most 99', () => {
    const message = 'Quantity must be a whole number of at most 99';
    expect(errorsOf(updateCartSchema, { phoneId })).toEqual({ quantity: message });
    expect(errorsOf(updateCartSchema, { phoneId, quantity: 2.5 })).toEqual({ quantity: message });
    expect(errorsOf(updateCartSchema, { phoneId, quantity: 100 })).toEqual({ quantity: message });
  });
});

describe('merge cart', () => {
  it('only phone ids and quantities are taken from a guest cart', () => {
    expect(
      parsed(mergeCartSchema, { guestItems: [{ phoneId, quantity: 2, price: 1, title: 'Cheap' }, { phoneId }] }),
    ).toEqual({
      guestItems: [
        { phoneId, quantity: 2 },
        { phoneId, quantity: 1 },
      ],
    });
  });

  it('an empty guest cart is fine', () => {
    expect(errorsOf(mergeCartSchema, { guestItems: [] })).toBeNull();
  });

  it('more than 50 guest items are refused', () => {
    expect(errorsOf(mergeCartSchema, { guestItems: Array(51).fill({ phoneId }) })).toEqual({
      guestItems: 'A cart can hold at most 50 different phones',
    });
  });

  it('a guest cart that is not a list is refused', () => {
    expect(errorsOf(mergeCartSchema, {})).toEqual({ guestItems: 'guestItems must be a list of cart items' });
  });

  it('a bad item is reported at its place in the list', () => {
    expect(errorsOf(mergeCartSchema, { guestItems: [{ phoneId }, { phoneId: 'x' }] })).toEqual({
      'guestItems.1.phoneId': 'Invalid phone ID',
    });
  });
});
