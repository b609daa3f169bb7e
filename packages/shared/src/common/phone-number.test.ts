import { describe, expect, it } from 'vitest';

import { isValidSriLankanMobile, isValidSriLankanPhone, normalizePhone, toInternationalPhone } from './phone-number.ts';

describe('Sri Lankan account phone', () => {
  it('a number with a leading 0 or +94 is accepted', () => {
    expect(isValidSriLankanPhone('0771234567')).toBe(true);
    expect(isValidSriLankanPhone('+94771234567')).toBe(true);
  });

  it('a phone number with spaces is accepted', () => {
    expect(isValidSriLankanPhone('077 123 4567')).toBe(true);
    expect(isValidSriLankanPhone(' +94 77 123 4567 ')).toBe(true);
  });

  it('a landline is accepted too', () => {
    expect(isValidSriLankanPhone('0112345678')).toBe(true);
  });

  it('a 0 right after the prefix is refused', () => {
    expect(isValidSriLankanPhone('0071234567')).toBe(false);
    expect(isValidSriLankanPhone('+94071234567')).toBe(false);
  });

  it('too few or too many digits are refused', () => {
    expect(isValidSriLankanPhone('077123456')).toBe(false);
    expect(isValidSriLankanPhone('07712345678')).toBe(false);
  });

  it('94 without the plus, hyphens and letters are refused', () => {
    expect(isValidSriLankanPhone('94771234567')).toBe(false);
    expect(isValidSriLankanPhone('077-1234567')).toBe(false);
    expect(isValidSriLankanPhone('077123456a')).toBe(false);
  });

  it('normalising removes every space', () => {
    expect(normalizePhone(' 077 123\t4567 ')).toBe('0771234567');
  });
});

describe('Sri Lankan checkout mobile', () => {
  it('+94 or 0 followed by 9 digits is accepted', () => {
    expect(isValidSriLankanMobile('0771234567')).toBe(true);
    expect(isValidSriLankanMobile('+94771234567')).toBe(true);
    expect(isValidSriLankanMobile('077 123 4567')).toBe(true);
  });

  it('8 or 10 digits after the prefix are refused', () => {
    expect(isValidSriLankanMobile('077123456')).toBe(false);
    expect(isValidSriLankanMobile('+947712345678')).toBe(false);
  });
});

describe('international form', () => {
  it('a local number gets +94 in place of the 0', () => {
    expect(toInternationalPhone('077 123 4567')).toBe('+94771234567');
  });

  it('an international number is kept', () => {
    expect(toInternationalPhone('+94771234567')).toBe('+94771234567');
  });

  it('an invalid number has none', () => {
    expect(toInternationalPhone('12345')).toBeNull();
  });
});
