// Order numbers and sandbox transaction ids: ORD-<timestamp>-<5 random chars> and
// TXN_<timestamp>_<random>. Randomness comes from crypto.getRandomValues, in browsers and in Node.
import { ORDER_ID_SUFFIX_LENGTH } from '../constants/limits.ts';

/** Fills a new array of `length` random bytes. */
export type RandomBytes = (length: number) => Uint8Array;

// The package compiles without DOM or Node types; Node 20 and every browser provide Web Crypto.
const webCrypto = (globalThis as unknown as { crypto: { getRandomValues<T extends Uint8Array>(array: T): T } }).crypto;

export const cryptoRandomBytes: RandomBytes = (length) => webCrypto.getRandomValues(new Uint8Array(length));

const UPPER_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * `length` characters drawn evenly from `alphabet`. Bytes at or above the largest multiple of the
 * alphabet's size are skipped, so no character is more likely than another.
 */
export function randomString(
  length: number,
  random: RandomBytes = cryptoRandomBytes,
  alphabet: string = UPPER_ALPHANUMERIC,
): string {
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < length) {
    for (const byte of random(length - result.length)) {
      if (byte < limit && result.length < length) result += alphabet[byte % alphabet.length];
    }
  }
  return result;
}

/** 'ORD-1718000000000-7K2QX'. */
export function newOrderNumber(now: number = Date.now(), random: RandomBytes = cryptoRandomBytes): string {
  return `ORD-${now}-${randomString(5, random)}`;
}

/** 'TXN_1718000000000_Q8ZP3M1XKD'. */
export function newTransactionId(now: number = Date.now(), random: RandomBytes = cryptoRandomBytes): string {
  return `TXN_${now}_${randomString(10, random)}`;
}

/** What to show for an order without a number: the last 6 characters of its id. */
export function shortOrderId(id: string): string {
  return id.slice(-ORDER_ID_SUFFIX_LENGTH);
}

/**
 * Letters and digits a person can read out and type back without doubt: no 0/O, 1/I/L, 2/Z, 5/S or
 * 8/B (docs/decisions/072-cash-on-delivery-and-held-payments.md). The database draws each order's
 * short number from this alphabet (short_order_number() in the migration that added them).
 */
export const SHORT_ORDER_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';

/** 'PK-7F3K-4A': the order's short number, read out over the phone; unique per order. */
export const SHORT_ORDER_NUMBER_PATTERN = new RegExp(`^PK-[${SHORT_ORDER_ALPHABET}]{4}-[${SHORT_ORDER_ALPHABET}]{2}$`);
