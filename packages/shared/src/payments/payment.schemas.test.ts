import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { errorsOf, parsed } from '../testing/issues.ts';
import { authorizePaymentSchema, isCardExpired, SANDBOX_TEST_CARDS } from './payment.schemas.ts';

const payment = {
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '06/24',
  cvv: '123',
  cardholderName: 'NIMAL PERERA',
  amount: 101_500,
};

describe('sandbox authorisation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 2024-06-30 23:00 in Colombo: the last hour of June.
    vi.setSystemTime(new Date('2024-06-30T17:30:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('a valid card expiring this month is authorised', () => {
    expect(parsed(authorizePaymentSchema, payment)).toEqual({ ...payment, cardNumber: '4242424242424242' });
  });

  it('every sandbox test card passes the checks', () => {
    for (const cardNumber of Object.values(SANDBOX_TEST_CARDS)) {
      expect(errorsOf(authorizePaymentSchema, { ...payment, cardNumber })).toBeNull();
    }
  });

  it('a card number with a wrong check digit is refused', () => {
    expect(errorsOf(authorizePaymentSchema, { ...payment, cardNumber: '4242 4242 4242 4241' })).toEqual({
      cardNumber: 'This card number is not valid. Please check it and try again',
    });
  });

  it('a short card number gets the format message only', () => {
    const result = authorizePaymentSchema.safeParse({ ...payment, cardNumber: '4242' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Please enter a valid 16-digit card number']);
  });

  it('a card that expired last month is refused', () => {
    expect(errorsOf(authorizePaymentSchema, { ...payment, expiryDate: '05/24' })).toEqual({
      expiryDate: 'This card has expired',
    });
  });

  it('an expiry in the wrong format gets the format message only', () => {
    const result = authorizePaymentSchema.safeParse({ ...payment, expiryDate: '13/24' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Please enter expiry date in MM/YY format']);
  });

  it('an amount must be whole rupees above 0', () => {
    for (const amount of [0, -5, 10.5, 'lots', undefined]) {
      expect(errorsOf(authorizePaymentSchema, { ...payment, amount })).toEqual({
        amount: 'Amount must be a whole number of rupees greater than 0',
      });
    }
  });
});

describe('card expiry', () => {
  it('a card works until the end of its expiry month in Sri Lanka', () => {
    // 2024-07-01 00:30 in Colombo, still June 30 in UTC.
    const now = new Date('2024-06-30T19:00:00.000Z');
    expect(isCardExpired('06/24', now)).toBe(true);
    expect(isCardExpired('07/24', now)).toBe(false);
  });

  it('a later year is not expired, an earlier one is', () => {
    const now = new Date('2024-06-15T00:00:00.000Z');
    expect(isCardExpired('01/25', now)).toBe(false);
    expect(isCardExpired('12/23', now)).toBe(true);
  });

  it('an expiry that is not MM/YY counts as expired', () => {
    expect(isCardExpired('1/25', new Date())).toBe(true);
  });
});
