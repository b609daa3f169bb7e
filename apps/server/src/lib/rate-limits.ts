// Every rate limit of the API, with the reason for its size, in one table.
//
// Who a limit counts against matters as much as its size. Most people in Sri Lanka reach the
// internet through their carrier's NAT, so thousands of buyers can share one public address:
// signed-in calls are counted per person, never per address, and limits per address are sized
// for a whole carrier NAT (generous where a call is cheap, tighter where each call costs a
// password hash or an e-mail). An attacker, on the other hand, can have many addresses, so the
// rules that protect one person's account count per account (the e-mail address the request
// names, whether or not it has an account), whatever address the requests come from.

import type { FastifyReply } from 'fastify';
import { AppError, TOO_MANY_REQUESTS_MESSAGE } from './app-error.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * What a limit counts against:
 * - `user`: the signed-in user (a call without a valid token is refused by its route anyway and
 *   is counted against its address);
 * - `address`: the client address (an IPv6 client's whole /64, which one subscriber holds);
 * - `account`: the e-mail address a request names, from whatever address it comes.
 */
export type RateLimitKey = 'user' | 'address' | 'account';

export interface RateLimitRule {
  /** Calls allowed in one window. */
  max: number;
  /** The window in milliseconds; it starts with the first counted call. */
  windowMs: number;
  key: RateLimitKey;
  reason: string;
}

/** Past `max` wrong passwords, one more try is allowed after each delay: first, then doubling up to `maxDelayMs`. */
export interface LoginBackoff {
  firstDelayMs: number;
  maxDelayMs: number;
  /** How long the account's run of delays is remembered after its last wrong password. */
  memoryMs: number;
}

export const RATE_LIMITS = {
  register: {
    max: 30,
    windowMs: MINUTE,
    key: 'address',
    reason:
      'Each sign-up hashes a password and creates an account. Sign-ups are rare even behind a shared carrier address; this stops bulk account creation from one machine.',
  },
  loginPerAddress: {
    max: 200,
    windowMs: MINUTE,
    key: 'address',
    reason:
      'Every try hashes a password, right or wrong. Sized for a carrier NAT full of people signing in; stops one machine from trying passwords across many accounts.',
  },
  loginFailuresPerAccount: {
    max: 10,
    windowMs: 15 * MINUTE,
    key: 'account',
    reason:
      "Guessing one person's password from many addresses. After 10 wrong in 15 minutes each further try waits 1, 2, 4, 8, then 15 minutes; the owner's right password works again as soon as the wait passes, so nobody is locked out for long.",
  },
  forgotPasswordPerAddress: {
    max: 30,
    windowMs: MINUTE,
    key: 'address',
    reason: 'Each call writes a code and may send an e-mail: a second layer under the per-account cap.',
  },
  resetMailsPerAccount: {
    max: 5,
    windowMs: HOUR,
    key: 'account',
    reason:
      "Nobody's inbox is flooded with codes, whoever asks and from wherever. Past the cap the answer stays the same (so it tells no one whether the account exists) and no mail is sent.",
  },
  resetPasswordPerAddress: {
    max: 60,
    windowMs: MINUTE,
    key: 'address',
    reason: 'A second layer under the per-account cap on wrong codes; keeps a script from hammering the endpoint.',
  },
  wrongCodesPerAccount: {
    max: 20,
    windowMs: DAY,
    key: 'account',
    reason:
      'A code is 6 digits and burns after 5 wrong tries; this caps guesses per account across fresh codes and addresses at 20 a day.',
  },
  chatPerUser: {
    max: 30,
    windowMs: MINUTE,
    key: 'user',
    reason: 'Each message searches the catalogue; more than a person types.',
  },
  chatPerAddress: {
    max: 300,
    windowMs: MINUTE,
    key: 'address',
    reason:
      'Visitors who are not signed in, counted per address: sized for many people chatting behind one carrier NAT.',
  },
  profileUpdatePerUser: {
    max: 60,
    windowMs: MINUTE,
    key: 'user',
    reason: 'A profile picture is re-encoded on every save, which costs CPU.',
  },
  listingWritePerUser: {
    max: 60,
    windowMs: MINUTE,
    key: 'user',
    reason: 'Adding or editing a listing re-encodes up to 6 photos, which costs CPU.',
  },
  orderConfirmationMailPerUser: {
    max: 10,
    windowMs: MINUTE,
    key: 'user',
    reason: 'Each call sends an e-mail.',
  },
  paymentAuthorizePerUser: {
    max: 30,
    windowMs: MINUTE,
    key: 'user',
    reason: 'Enough for a few honest retries; stops anyone testing card numbers in bulk.',
  },
} as const satisfies Record<string, RateLimitRule>;

/** The growing delays after `loginFailuresPerAccount` is used up. */
export const LOGIN_BACKOFF: LoginBackoff = { firstDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, memoryMs: DAY };

export type RateLimitName = keyof typeof RATE_LIMITS;

export type RateLimitTable = { [Name in RateLimitName]: RateLimitRule } & { loginBackoff: LoginBackoff };

/** Changes to the table, for tests that need a short window instead of waiting minutes. */
export type RateLimitOverrides = { [Name in RateLimitName]?: Partial<RateLimitRule> } & {
  loginBackoff?: Partial<LoginBackoff>;
};

/** The table with `overrides` applied. */
export function resolveRateLimits(overrides: RateLimitOverrides = {}): RateLimitTable {
  const { loginBackoff, ...rules } = overrides;
  const table = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, rule]) => [name, { ...rule, ...rules[name as RateLimitName] }]),
  ) as { [Name in RateLimitName]: RateLimitRule };
  return { ...table, loginBackoff: { ...LOGIN_BACKOFF, ...loginBackoff } };
}

/** The 429 every limit answers, with Retry-After set on `reply`. */
export function tooManyRequests(reply: FastifyReply, ttlMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  void reply.header('retry-after', seconds);
  return new AppError('RATE_LIMITED', TOO_MANY_REQUESTS_MESSAGE(seconds));
}
