import { describe, expect, it } from 'vitest';

import {
  newOrderNumber,
  newTransactionId,
  randomString,
  SHORT_ORDER_ALPHABET,
  SHORT_ORDER_NUMBER_PATTERN,
  shortOrderId,
  type RandomBytes,
} from './order-number.ts';

// Returns the given bytes in order, repeating them as needed.
function fixedBytes(bytes: number[]): RandomBytes {
  let next = 0;
  return (length) => Uint8Array.from({ length }, () => bytes[next++ % bytes.length] ?? 0);
}

describe('order numbers and transaction ids', () => {
  it('an order number is ORD-<timestamp>-<5 uppercase letters or digits>', () => {
    expect(newOrderNumber(1718000000000, fixedBytes([0, 1, 25, 26, 35]))).toBe('ORD-1718000000000-ABZ09');
  });

  it('a real order number has the spec format', () => {
    expect(newOrderNumber()).toMatch(/^ORD-\d{13}-[A-Z0-9]{5}$/);
  });

  it('a transaction id is TXN_<timestamp>_<random>', () => {
    expect(newTransactionId(1718000000000, fixedBytes([2]))).toBe('TXN_1718000000000_CCCCCCCCCC');
    expect(newTransactionId()).toMatch(/^TXN_\d{13}_[A-Z0-9]{10}$/);
  });

  it('two order numbers made in the same millisecond differ', () => {
    const now = Date.now();
    const random = fixedBytes(Array.from({ length: 36 }, (_, i) => i));
    expect(newOrderNumber(now, random)).not.toBe(newOrderNumber(now, random));
    // 200 real ones: two of them share one of the 36^5 endings about once in 3,000 runs, so one such
    // pair is allowed; a source that repeated itself would give far fewer.
    const numbers = new Set(Array.from({ length: 200 }, () => newOrderNumber(now)));
    expect(numbers.size).toBeGreaterThanOrEqual(199);
  });

  it('bytes that would favour some characters are skipped', () => {
    // 252..255 are above the largest multiple of 36 and must not be used.
    expect(randomString(3, fixedBytes([252, 253, 254, 255, 36, 37, 38]))).toBe('ABC');
  });

  it('the order id fallback is the last 6 characters', () => {
    expect(shortOrderId('5f1c2b3a-0000-4000-8000-00000abc1234')).toBe('bc1234');
    expect(shortOrderId('abc')).toBe('abc');
  });
});

describe('short order numbers', () => {
  it('use no letter or digit that reads like another', () => {
    expect(SHORT_ORDER_ALPHABET).not.toMatch(/[01258OILZSB]/);
    expect('PK-7F3K-4A').toMatch(SHORT_ORDER_NUMBER_PATTERN);
    expect('PK-7F3K-2O').not.toMatch(SHORT_ORDER_NUMBER_PATTERN);
  });
});
