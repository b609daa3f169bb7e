import { describe, expect, it } from 'vitest';

import {
  buyerMayCancel,
  buyerMayDispute,
  canMoveOrderStatus,
  canMovePayment,
  combinedOrderStatus,
  mayMoveOrderStatus,
  nextOrderStatuses,
  orderStatusClassName,
  orderStatusLabel,
  orderStatusTone,
} from './order-status.ts';

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

describe('order status moves', () => {
  it('an order moves forward along pending, confirmed, dispatched, delivered', () => {
    expect(canMoveOrderStatus('pending', 'confirmed')).toBe(true);
    expect(canMoveOrderStatus('confirmed', 'dispatched')).toBe(true);
    expect(canMoveOrderStatus('dispatched', 'delivered')).toBe(true);
  });

  it('a step may be skipped forward', () => {
    expect(canMoveOrderStatus('pending', 'delivered')).toBe(true);
  });

  it('an order never moves back or stays where it is', () => {
    expect(canMoveOrderStatus('dispatched', 'confirmed')).toBe(false);
    expect(canMoveOrderStatus('confirmed', 'pending')).toBe(false);
    expect(canMoveOrderStatus('pending', 'pending')).toBe(false);
  });

  it('an order can be cancelled until it is dispatched', () => {
    expect(canMoveOrderStatus('pending', 'cancelled')).toBe(true);
    expect(canMoveOrderStatus('confirmed', 'cancelled')).toBe(true);
    expect(canMoveOrderStatus('dispatched', 'cancelled')).toBe(false);
  });

  it('delivered and cancelled orders are final', () => {
    expect(nextOrderStatuses('delivered')).toEqual([]);
    expect(nextOrderStatuses('cancelled')).toEqual([]);
  });
});

describe('who moves an order', () => {
  it('only a seller moves an order status', () => {
    expect(mayMoveOrderStatus('seller')).toBe(true);
    expect(mayMoveOrderStatus('buyer')).toBe(false);
    expect(mayMoveOrderStatus('admin')).toBe(false);
  });
});

describe('the status of items moved separately', () => {
  it('is the least advanced item still going ahead', () => {
    expect(combinedOrderStatus(['delivered', 'confirmed', 'dispatched'])).toBe('confirmed');
    expect(combinedOrderStatus(['cancelled', 'dispatched'])).toBe('dispatched');
  });

  it('is cancelled only when every item is', () => {
    expect(combinedOrderStatus(['cancelled', 'cancelled'])).toBe('cancelled');
  });

  it('is pending for no items', () => {
    expect(combinedOrderStatus([])).toBe('pending');
  });
});

describe('payment moves', () => {
  it('a held card payment is captured by the buyer, the sweep or an admin, and voided by buyer, seller or admin', () => {
    expect(canMovePayment('held', 'captured', 'buyer')).toBe(true);
    expect(canMovePayment('held', 'captured', 'system')).toBe(true);
    expect(canMovePayment('held', 'captured', 'admin')).toBe(true);
    expect(canMovePayment('held', 'captured', 'seller')).toBe(false);
    expect(canMovePayment('held', 'voided', 'seller')).toBe(true);
    expect(canMovePayment('captured', 'voided', 'admin')).toBe(false);
  });

  it('only the seller marks cash received', () => {
    expect(canMovePayment('cod_due', 'cod_collected', 'seller')).toBe(true);
    expect(canMovePayment('cod_due', 'cod_collected', 'buyer')).toBe(false);
    expect(canMovePayment('cod_collected', 'cod_cancelled', 'buyer')).toBe(false);
  });

  it('the buyer may cancel only while nothing is dispatched', () => {
    expect(buyerMayCancel(['pending', 'confirmed'])).toBe(true);
    expect(buyerMayCancel(['pending', 'dispatched'])).toBe(false);
    expect(buyerMayCancel(['cancelled'])).toBe(false);
  });

  it('a dispute may be opened only within the window after delivery', () => {
    const due = new Date('2026-01-06T00:00:00Z');
    const order = { status: 'delivered' as const, paymentState: 'held' as const, hasDispute: false, captureDueAt: due };
    expect(buyerMayDispute(order, new Date('2026-01-05T23:59:00Z'))).toBe(true);
    expect(buyerMayDispute(order, due)).toBe(false);
    expect(buyerMayDispute({ ...order, hasDispute: true }, new Date('2026-01-02T00:00:00Z'))).toBe(false);
    expect(buyerMayDispute({ ...order, paymentState: 'cod_collected' }, new Date('2026-01-02T00:00:00Z'))).toBe(false);
  });
});
