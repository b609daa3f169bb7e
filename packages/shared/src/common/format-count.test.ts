import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('groups thousands as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 100_000, 1_000_000, 987_654_321, -1234])
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
  });

  it('rounds to a whole number and prints 0 for what is not a finite number', () => {
    expect(formatCount(1234.6)).toBe('1,235');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatCount(1e21)).toBe('1e+21');
  });
});
