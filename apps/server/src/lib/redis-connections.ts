import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * The app's connections to REDIS_URL: rate-limit counters, Socket.IO rooms, catalogue changes and the
 * readiness probe each open their own. A Redis outage must not end the process
 * (docs/decisions/043-redis-outage.md): every connection has an error handler, reconnects on its own,
 * and the outage is logged once, when the first connection loses Redis, and once more when every
 * connection has it back. Meanwhile commands fail after one retry and each user of Redis decides what
 * that means; /readyz answers 503 naming redis.
 */
export interface RedisConnections {
  /** A new connection; `name` says in the log which one lost Redis first. */
  open(name: string, options?: RedisOptions): Redis;
  /** Closes every connection (quits those that are up, drops the others at once). */
  close(): Promise<void>;
}

export function createRedisConnections(url: string, log: FastifyBaseLogger): RedisConnections {
  const clients: Redis[] = [];
  const down = new Set<string>();

  return {
    open(name, options = {}) {
      const client = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, ...options });
      client.on('error', (error: Error) => {
        if (down.size === 0) log.error({ err: error, connection: name }, 'Redis is unreachable; reconnecting');
        down.add(name);
      });
      client.on('ready', () => {
        if (down.delete(name) && down.size === 0) log.warn('Redis is reachable again');
      });
      dropUnawaitedSubscriptionFailures(client);
      clients.push(client);
      return client;
    },

    async close() {
      // quit() would wait for a Redis that is down (a subscriber waits for ever): drop those at once.
      const quitting = [];
      for (const client of clients) {
        if (client.status === 'ready') quitting.push(client.quit());
        else client.disconnect();
      }
      await Promise.allSettled(quitting);
    },
  };
}

/**
 * Subscription commands are sent with nobody waiting on the answer: by the Socket.IO adapter when it
 * starts and closes, and by ioredis itself when it renews subscriptions after a reconnect. Queued
 * while Redis is away and failed when the connection is closed, each would be an unhandled rejection,
 * which ends the process. Their failure is dropped here (the subscription is renewed on reconnect,
 * and is moot once closed); a caller that awaits one still sees it.
 */
function dropUnawaitedSubscriptionFailures(client: Redis): void {
  const commands = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const command of ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe']) {
    const send = commands[command]!.bind(client);
    commands[command] = (...args) => {
      const reply = send(...args);
      reply.catch(() => {});
      return reply;
    };
  }
}
