import { describe, expect, it } from 'vitest';

import { cardLast4, formatCardholderName, formatCardNumber, formatCvv, formatExpiry } from './card-format.ts';

describe('card input formatting', () => {
  it('a card number is grouped in fours', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
  });

  it('a card number typed with spaces is regrouped', () => {
    expect(formatCardNumber('42 4242 42424242 42')).toBe('4242 4242 4242 4242');
  });

  it('a card number is cut at 19 characters', () => {
    expect(formatCardNumber('42424242424242421234')).toBe('4242 4242 4242 4242');
  });

  it('letters and dashes are dropped from a card number', () => {
    expect(formatCardNumber('4242-4242-abcd')).toBe('4242 4242');
  });

  it('an empty card number stays empty', () => {
    expect(formatCardNumber('')).toBe('');
  });

  it('an expiry shows as MM/YY once the year starts', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1226')).toBe('12/26');
  });

  it('an expiry keeps digits only and stops at 5 characters', () => {
    expect(formatExpiry('12/26')).toBe('12/26');
    expect(formatExpiry('12/2026')).toBe('12/20');
    expect(formatExpiry('ab')).toBe('');
  });

  it('a CVV keeps at most 4 digits', () => {
    expect(formatCvv('12a3')).toBe('123');
    expect(formatCvv('123456')).toBe('1234');
  });

  it('a cardholder name is upper-cased', () => {
    expect(formatCardholderName('Nimal Perera')).toBe('NIMAL PERERA');
  });

  it('only the last 4 digits of a card are kept', () => {
    expect(cardLast4('4242 4242 4242 1234')).toBe('1234');
  });
});
