import { describe, expect, it } from 'vitest';
import { cartButtonState, groupDigits, type CartButtonInput } from './cart-button-state.ts';

const base: CartButtonInput = { variant: 'card', role: 'buyer', own: false, live: true, busy: false, inCart: false };
const state = (overrides: Partial<CartButtonInput>) => cartButtonState({ ...base, ...overrides });

describe('the add-to-cart button on a card', () => {
  it('offers Add, then Adding..., then Added', () => {
    expect(state({})).toBe('add');
    expect(state({ busy: true })).toBe('adding');
    expect(state({ inCart: true })).toBe('added');
  });

  it('still lets a guest add to the local cart', () => {
    expect(state({ role: null })).toBe('add');
  });

  it('says Own Phone on the viewer’s own listing and Seller to other sellers', () => {
    expect(state({ role: 'seller', own: true })).toBe('own');
    expect(state({ role: 'seller' })).toBe('seller');
  });

  it('offers nothing to admins or on a phone that is not for sale', () => {
    expect(state({ role: 'admin' })).toBe('hidden');
    expect(state({ live: false })).toBe('hidden');
  });
});

describe('the add-to-cart button on details', () => {
  const detail = (overrides: Partial<CartButtonInput>) => state({ variant: 'detail', ...overrides });

  it('asks a guest to log in', () => {
    expect(detail({ role: null })).toBe('login');
  });

  it('says Currently Unavailable when the phone is not live', () => {
    expect(detail({ live: false })).toBe('unavailable');
    expect(detail({ live: false, role: null })).toBe('unavailable');
  });

  it('says Your Phone to its seller, even when sold, and asks other sellers and admins to be buyers', () => {
    expect(detail({ role: 'seller', own: true, live: false })).toBe('own');
    expect(detail({ role: 'seller' })).toBe('notBuyer');
    expect(detail({ role: 'admin' })).toBe('notBuyer');
  });

  it('walks a buyer through adding', () => {
    expect(detail({})).toBe('add');
    expect(detail({ busy: true })).toBe('adding');
    expect(detail({ inCart: true })).toBe('added');
  });
});

describe('grouping the price', () => {
  it('puts thousands separators in whole rupees', () => {
    expect(groupDigits(125000)).toBe('125,000');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1234567.4)).toBe('1,234,567');
  });
});
