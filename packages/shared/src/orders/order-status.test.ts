import { describe, expect, it } from 'vitest';

import { orderStatusClassName, orderStatusLabel, orderStatusTone } from './order-status.ts';

describe('order status badge', () => {
  it('completed and delivered are green', () => {
    expect(orderStatusTone('completed')).toBe('green');
    expect(orderStatusTone('delivered')).toBe('green');
  });

  it('pending is yellow and cancelled red', () => {
    expect(orderStatusTone('pending')).toBe('yellow');
    expect(orderStatusTone('cancelled')).toBe('red');
  });

  it('any other status is blue', () => {
    expect(orderStatusTone('confirmed')).toBe('blue');
    expect(orderStatusTone('dispatched')).toBe('blue');
    expect(orderStatusTone('refunded')).toBe('blue');
  });

  it('a status in capitals gets the same colour', () => {
    expect(orderStatusTone('Delivered')).toBe('green');
  });

  it('no status reads Completed, in green', () => {
    expect(orderStatusLabel(undefined)).toBe('Completed');
    expect(orderStatusLabel('')).toBe('Completed');
    expect(orderStatusTone(null)).toBe('green');
  });

  it('a status is labelled with a capital first letter', () => {
    expect(orderStatusLabel('dispatched')).toBe('Dispatched');
  });

  it('each tone has its classes', () => {
    expect(orderStatusClassName('pending')).toBe('bg-yellow-100 text-yellow-800');
  });
});
