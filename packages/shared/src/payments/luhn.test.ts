import { describe, expect, it } from 'vitest';

import { luhnValid } from './luhn.ts';

describe('luhnValid', () => {
  it('accepts the sandbox test cards', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000000000009995')).toBe(true);
  });

  it('rejects a number whose check digit is wrong', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('accepts a valid IMEI', () => {
    expect(luhnValid('490154203237518')).toBe(true);
  });

  it('rejects an empty string', () => {
    expect(luhnValid('')).toBe(false);
  });

  it('rejects digits with spaces or other characters', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('42424242424242a2')).toBe(false);
  });

  it('catches two swapped neighbouring digits', () => {
    expect(luhnValid('2442424242424242')).toBe(false);
  });
});
