import { describe, expect, it } from 'vitest';

import { isValidImei, normalizeImei } from './imei.ts';

describe('isValidImei', () => {
  it('accepts 15 digits with a valid check digit', () => {
    expect(isValidImei('490154203237518')).toBe(true);
    expect(isValidImei('356938035643809')).toBe(true);
  });

  it('rejects 15 digits with a wrong check digit', () => {
    expect(isValidImei('490154203237519')).toBe(false);
  });

  it('accepts an IMEI typed with spaces, hyphens or a slash', () => {
    expect(isValidImei('49-015420-323751-8')).toBe(true);
    expect(isValidImei('49 015420 323751 8')).toBe(true);
    expect(isValidImei('49015420323751/8')).toBe(true);
  });

  it('rejects 14 and 16 digits, even when they pass Luhn', () => {
    expect(isValidImei('49015420323751')).toBe(false);
    expect(isValidImei('4242424242424242')).toBe(false);
  });

  it('rejects letters and the empty string', () => {
    expect(isValidImei('49015420323751A')).toBe(false);
    expect(isValidImei('')).toBe(false);
  });

  it('normalising drops separators only', () => {
    expect(normalizeImei(' 49-0154 ')).toBe('490154');
  });
});
