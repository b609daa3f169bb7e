import { describe, expect, it } from 'vitest';

import { formatLkr } from './format-lkr.ts';

describe('formatLkr', () => {
  it('groups thousands', () => {
    expect(formatLkr(125_000)).toBe('LKR 125,000');
    expect(formatLkr(1_000_000)).toBe('LKR 1,000,000');
    expect(formatLkr(1000)).toBe('LKR 1,000');
  });

  it('leaves small amounts ungrouped', () => {
    expect(formatLkr(0)).toBe('LKR 0');
    expect(formatLkr(999)).toBe('LKR 999');
  });

  it('rounds to whole rupees', () => {
    expect(formatLkr(1234.5)).toBe('LKR 1,235');
    expect(formatLkr(1234.4)).toBe('LKR 1,234');
  });

  it('prints a negative amount with its sign before the digits', () => {
    expect(formatLkr(-1500)).toBe('LKR -1,500');
  });

  it('prints LKR 0 for a value that is not a number', () => {
    expect(formatLkr(Number.NaN)).toBe('LKR 0');
    expect(formatLkr(Number.POSITIVE_INFINITY)).toBe('LKR 0');
  });
});
