import { ORDERS_FETCH_MESSAGES, ordersServerError } from '@phonekade/shared/common/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { translate } from '@/lib/i18n/i18n.ts';
import { readOrders } from './api/get-my-orders.ts';
import { readSales } from './api/get-my-sales.ts';
import { ordersFetchErrorText } from './orders-messages.ts';

const t = (key: string, vars?: Record<string, string | number>) => translate('en', key, vars);

describe('orders fetch errors (spec 8)', () => {
  it('each status has its text', () => {
    expect(ordersFetchErrorText(new ApiError('x', 404), t)).toBe(ORDERS_FETCH_MESSAGES.notFound);
    expect(ordersFetchErrorText(new ApiError('x', 401), t)).toBe(ORDERS_FETCH_MESSAGES.unauthorized);
    expect(ordersFetchErrorText(new ApiError('x', 403), t)).toBe(ORDERS_FETCH_MESSAGES.forbidden);
    expect(ordersFetchErrorText(new ApiError('x', 0), t)).toBe(ORDERS_FETCH_MESSAGES.network);
  });

  it('another status shows it with the message, or Unknown error', () => {
    expect(ordersFetchErrorText(new ApiError('Database down', 500), t)).toBe(ordersServerError(500, 'Database down'));
    expect(ordersFetchErrorText(new ApiError('', 502), t)).toBe('Server error (502): Unknown error');
  });

  it('anything else is prefixed', () => {
    expect(ordersFetchErrorText(new Error('boom'), t)).toBe(`${ORDERS_FETCH_MESSAGES.failedPrefix}boom`);
  });
});

describe('reading the lists (spec 7)', () => {
  it('orders come as an array, under orders or under data', () => {
    const list = [{ id: '1' }];
    expect(readOrders(list)).toEqual(list);
    expect(readOrders({ orders: list })).toEqual(list);
    expect(readOrders({ data: list })).toEqual(list);
    expect(readOrders(null)).toEqual([]);
  });

  it('sales come as an array, under orders, sales or data', () => {
    const list = [{ id: '1' }];
    expect(readSales({ sales: list })).toEqual(list);
    expect(readSales({ orders: list })).toEqual(list);
    expect(readSales({ data: list })).toEqual(list);
    expect(readSales('nope')).toEqual([]);
  });
});
