import type { Redis } from 'ioredis';

/** A counter's value and how long it still lives (0 when it does not exist). */
export interface Count {
  count: number;
  ttlMs: number;
}

/**
 * Counters that expire, for limits that count something other than a route's calls (wrong
 * passwords of one account, reset mails to one address). In memory on one machine; in Redis when
 * REDIS_URL is set, so every app instance counts against the same numbers.
 */
export interface CounterStore {
  /** Adds one. A new counter lives `windowMs`; with `extend`, every hit starts the window again. */
  hit(key: string, windowMs: number, options?: { extend?: boolean }): Promise<Count>;
  /** Takes one back (a call that turned out not to count); the counter keeps its expiry. */
  undo(key: string): Promise<void>;
  peek(key: string): Promise<Count>;
  /** Creates the counter for `ms` unless it exists; true when this call created it. */
  claim(key: string, ms: number): Promise<boolean>;
  remove(...keys: string[]): Promise<void>;
}

const NONE: Count = { count: 0, ttlMs: 0 };

interface Entry {
  count: number;
  expiresAt: number;
}

/** One machine's counters. Expired ones are swept as new ones arrive; the oldest go first past `capacity`. */
export function memoryCounterStore(capacity = 100_000): CounterStore {
  const entries = new Map<string, Entry>();
  let writesSinceSweep = 0;

  function live(key: string, now: number): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function store(key: string, entry: Entry, now: number): void {
    entries.set(key, entry);
    writesSinceSweep += 1;
    if (writesSinceSweep < 1000 && entries.size <= capacity) return;
    writesSinceSweep = 0;
    for (const [k, e] of entries) if (e.expiresAt <= now) entries.delete(k);
    for (const k of entries.keys()) {
      if (entries.size <= capacity) break;
      entries.delete(k);
    }
  }

  const countOf = (entry: Entry | undefined, now: number): Count =>
    entry ? { count: entry.count, ttlMs: entry.expiresAt - now } : NONE;

  return {
    async hit(key, windowMs, options = {}) {
      const now = Date.now();
      const entry = live(key, now);
      const next: Entry = entry
        ? { count: entry.count + 1, expiresAt: options.extend ? now + windowMs : entry.expiresAt }
        : { count: 1, expiresAt: now + windowMs };
      store(key, next, now);
      return countOf(next, now);
    },
    async undo(key) {
      const entry = live(key, Date.now());
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async peek(key) {
      const now = Date.now();
      return countOf(live(key, now), now);
    },
    async claim(key, ms) {
      const now = Date.now();
      if (live(key, now)) return false;
      store(key, { count: 1, expiresAt: now + ms }, now);
      return true;
    },
    async remove(...keys) {
      for (const key of keys) entries.delete(key);
    },
  };
}

// Each script runs atomically in Redis, so two instances counting the same key never lose a hit.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or ARGV[2] == '1' then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters shared by every app instance on one Redis, under `prefix`. */
export function redisCounterStore(redis: Redis, prefix: string): CounterStore {
  const k = (key: string) => `${prefix}${key}`;
  return {
    async hit(key, windowMs, options = {}) {
      const [count, ttlMs] = (await redis.eval(HIT_SCRIPT, 1, k(key), windowMs, options.extend ? '1' : '0')) as [
        number,
        number,
      ];
      return { count, ttlMs: Math.max(ttlMs, 0) };
    },
    async undo(key) {
      await redis.eval(UNDO_SCRIPT, 1, k(key));
    },
    async peek(key) {
      const results = await redis.multi().get(k(key)).pttl(k(key)).exec();
      const value = results?.[0]?.[1];
      const ttl = results?.[1]?.[1];
      if (typeof value !== 'string') return NONE;
      return { count: Number(value), ttlMs: typeof ttl === 'number' ? Math.max(ttl, 0) : 0 };
    },
    async claim(key, ms) {
      return (await redis.set(k(key), '1', 'PX', ms, 'NX')) === 'OK';
    },
    async remove(...keys) {
      if (keys.length) await redis.del(...keys.map(k));
    },
  };
}

/**
 * Redis counters that survive a Redis outage (docs/decisions/043-redis-outage.md): while Redis cannot
 * answer, each call is counted in this instance's memory instead. The limits that protect an account
 * (wrong passwords, reset mails) keep holding, per instance, and nobody is locked out of their
 * account by an outage. The outage is logged once by lib/redis-connections.ts, not per call.
 */
export function tolerantCounterStore(store: CounterStore, fallback: CounterStore = memoryCounterStore()): CounterStore {
  return {
    hit: (key, windowMs, options) =>
      store.hit(key, windowMs, options).catch(() => fallback.hit(key, windowMs, options)),
    undo: (key) => store.undo(key).catch(() => fallback.undo(key)),
    peek: (key) => store.peek(key).catch(() => fallback.peek(key)),
    claim: (key, ms) => store.claim(key, ms).catch(() => fallback.claim(key, ms)),
    remove: (...keys) => store.remove(...keys).catch(() => fallback.remove(...keys)),
  };
}
