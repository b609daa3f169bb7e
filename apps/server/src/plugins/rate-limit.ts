import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, TOO_MANY_REQUESTS_MESSAGE } from '../lib/app-error.ts';
import {
  memoryCounterStore,
  redisCounterStore,
  tolerantCounterStore,
  type CounterStore,
} from '../lib/counter-store.ts';
import {
  resolveRateLimits,
  type RateLimitOverrides,
  type RateLimitRule,
  type RateLimitTable,
  tooManyRequests,
} from '../lib/rate-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every rate limit with its reason (lib/rate-limits.ts), with a test's overrides applied. */
    rateLimits: RateLimitTable;
    /** Counters for the per-account limits, in the same place as the route limits. */
    counters: CounterStore;
  }
}

export interface RateLimitPluginOptions {
  overrides?: RateLimitOverrides;
}

/** The address a limit counts: an IPv6 client's whole /64, which one subscriber holds. */
export const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip, 64);

const limitKey = (rule: RateLimitRule, request: FastifyRequest) =>
  rule.key === 'user' && request.authUser ? `user:${request.authUser.id}` : `address:${clientAddress(request)}`;

/**
 * Route config for a limited route: `config: limit(app.rateLimits.register)`. A `user` rule counts
 * the signed-in user (the auth plugin's onRequest hook has run by the time this one does); a call
 * without a valid token is counted against its address, by `whenSignedOut` when given.
 */
export function limit(rule: RateLimitRule, whenSignedOut: RateLimitRule = rule) {
  if (rule.key === 'account' || whenSignedOut.key === 'account') {
    throw new Error('Per-account limits name the account in the body: use accountLimit');
  }
  const ruleFor = (request: FastifyRequest) => (request.authUser ? rule : whenSignedOut);
  return {
    rateLimit: {
      max: (request: FastifyRequest) => ruleFor(request).max,
      timeWindow: (request: FastifyRequest) => ruleFor(request).windowMs,
      keyGenerator: (request: FastifyRequest) => limitKey(ruleFor(request), request),
    },
  };
}

/**
 * `rule.max` calls per window for one account (the e-mail address a request names, lower-cased),
 * from whatever address they come. Counted in `app.counters`; off with RATE_LIMITS=false.
 */
export function accountLimit(app: FastifyInstance, name: string, rule: RateLimitRule) {
  const key = (account: string) => `${name}:${account}`;
  /** Counts one call; `allowed` is false past the limit. */
  async function take(account: string): Promise<{ allowed: boolean; ttlMs: number }> {
    if (!app.config.RATE_LIMITS) return { allowed: true, ttlMs: 0 };
    const { count, ttlMs } = await app.counters.hit(key(account), rule.windowMs);
    return { allowed: count <= rule.max, ttlMs };
  }
  return {
    take,
    /** Counts one call and refuses it with a 429 past the limit. */
    async charge(account: string, reply: FastifyReply): Promise<void> {
      const { allowed, ttlMs } = await take(account);
      if (!allowed) throw tooManyRequests(reply, ttlMs);
    },
    /** Starts the account's count again. */
    async forget(account: string): Promise<void> {
      await app.counters.remove(key(account));
    },
  };
}

// In memory on one machine; in Redis when REDIS_URL is set, so every instance counts together. While
// Redis is down, route limits let calls through and per-account limits count in this instance's
// memory (docs/decisions/043-redis-outage.md).
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitPluginOptions) => {
  app.decorate('rateLimits', resolveRateLimits(options.overrides));
  // Without an offline queue a call while Redis is away fails at once (and falls back) instead of
  // waiting for the next reconnect attempt.
  const redis = app.redis?.open('rate limits', { enableOfflineQueue: false });
  app.decorate(
    'counters',
    redis ? tolerantCounterStore(redisCounterStore(redis, 'phonekade-counter:')) : memoryCounterStore(),
  );
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'phonekade-rl:' } : {}),
    enableDraftSpec: true,
    skipOnError: true,
    // Turned off only for load benchmarks, which measure the catalogue, not the limiter.
    allowList: () => !app.config.RATE_LIMITS,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return new AppError('RATE_LIMITED', TOO_MANY_REQUESTS_MESSAGE(seconds));
    },
  });
});
