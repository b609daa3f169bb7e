import { IMEI_LENGTH } from '../constants/limits.ts';
import { luhnValid } from '../payments/luhn.ts';

export const IMEI_INVALID_MESSAGE = 'IMEI must be 15 digits with a valid check digit';

/** Drops the spaces, hyphens and slashes people type or copy from a phone's *#06# screen. */
export function normalizeImei(value: string): string {
  return value.replace(/[\s\-/]/g, '');
}

/** 15 digits whose last one is the Luhn check digit (docs/decisions/026-imei-check.md). Separators are ignored. */
export function isValidImei(value: string): boolean {
  const digits = normalizeImei(value);
  return digits.length === IMEI_LENGTH && luhnValid(digits);
}
