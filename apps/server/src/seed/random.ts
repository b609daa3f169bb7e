// A seeded generator: the demo marketplace looks the same on every fresh start (only ids, image names
// and times relative to "now" differ), which keeps the seed's tests and screenshots stable.

export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  // mulberry32: tiny, fast and evenly spread; not for secrets.
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
  };
}

/** The Luhn check digit that completes `body` (the IMEI's first 14 digits). */
export function luhnCheckDigit(body: string): number {
  let sum = 0;
  // Counting from the right of the finished number, the check digit is position 0, so the body's
  // last digit is doubled.
  for (let i = 0; i < body.length; i++) {
    let digit = body.charCodeAt(body.length - 1 - i) - 48;
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A 15-digit IMEI with a valid check digit; the 35 prefix is the one most real handsets carry. */
export function demoImei(random: Random): string {
  let body = '35';
  while (body.length < 14) body += String(random.int(0, 9));
  return body + String(luhnCheckDigit(body));
}
