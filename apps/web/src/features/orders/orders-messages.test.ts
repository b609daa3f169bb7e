import { ORDERS_FETCH_MESSAGES, ordersServerError } from '@phonekade/shared/common/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { translate } from '@/lib/i18n/i18n.ts';
import { ordersFetchErrorText } from './orders-messages.ts';

const t = (key: string, vars?: Record<string, string | number>) => translate('en', key, vars);

describe('orders fetch errors', () => {
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
