import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { migrationsFolder } from '../db/client.ts';
import type { RedisConnections } from '../lib/redis-connections.ts';

/** What a readiness check answers: 'ok', or a word saying what is wrong. */
export type CheckResult = 'ok' | 'unreachable' | 'not_migrated' | 'timeout' | (string & {});

/**
 * Something this instance needs to serve requests. A failing check (an answer other than 'ok', a
 * throw, or no answer within CHECK_TIMEOUT_MS) takes the instance out of the load balancer until it
 * passes again. Object storage will add one here.
 */
export interface ReadinessCheck {
  name: string;
  run: () => Promise<CheckResult>;
}

export interface Readiness {
  /** Adds a check /readyz runs from now on (plugins call it while the app is built). */
  addCheck(check: ReadinessCheck): void;
  /** The process is stopping: /readyz answers 503 from now on, whatever the checks say. */
  beginShutdown(): void;
  readonly shuttingDown: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export interface HealthPluginOptions {
  pool: pg.Pool;
}

/** Longer than any healthy answer; shorter than a load balancer's probe timeout. */
const CHECK_TIMEOUT_MS = 2000;

/** When the newest committed migration was created (drizzle records it as each migration's created_at). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

function withTimeout(check: ReadinessCheck): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CHECK_TIMEOUT_MS);
  });
  const answer = check.run().catch((): CheckResult => 'unreachable');
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

function databaseCheck(pool: pg.Pool): ReadinessCheck {
  const newest = newestMigrationMillis();
  return {
    name: 'database',
    async run() {
      let applied: number | null;
      try {
        const result = await pool.query<{ newest: number | null }>(
          'SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations',
        );
        applied = result.rows[0]?.newest ?? null;
      } catch (error) {
        // No migrations table yet: the database answers but has never been migrated.
        if ((error as { code?: string }).code === '42P01') return 'not_migrated';
        return 'unreachable';
      }
      // An older schema than this code expects (the migrations of a deploy not yet applied).
      return applied !== null && Number(applied) >= newest ? 'ok' : 'not_migrated';
    },
  };
}

function redisCheck(redis: RedisConnections): ReadinessCheck {
  // Its own connection: the shared ones belong to rate limits and rooms, and a probe must not queue
  // behind their traffic. Without an offline queue a ping while disconnected fails at once instead
  // of waiting for the next reconnect attempt; the outage itself is logged by lib/redis-connections.ts.
  const probe = redis.open('readiness probe', { connectTimeout: CHECK_TIMEOUT_MS, enableOfflineQueue: false });
  return {
    name: 'redis',
    async run() {
      return (await probe.ping()) === 'PONG' ? 'ok' : 'unreachable';
    },
  };
}

/**
 * GET /healthz: the process is up and answering (liveness; restart it when this fails).
 * GET /readyz: it can serve requests now: the database answers and has every migration, Redis
 * answers when REDIS_URL is set, and the process is not shutting down (readiness; send traffic
 * elsewhere while it fails). 503 names each failing check. /api/health stays for older probes.
 */
export const healthPlugin = fp(async (app: FastifyInstance, options: HealthPluginOptions) => {
  const checks: ReadinessCheck[] = [databaseCheck(options.pool)];
  if (app.redis) checks.push(redisCheck(app.redis));

  let shuttingDown = false;
  app.decorate('readiness', {
    addCheck: (check: ReadinessCheck) => void checks.push(check),
    beginShutdown: () => void (shuttingDown = true),
    get shuttingDown() {
      return shuttingDown;
    },
  } satisfies Readiness);

  // A keep-alive connection would outlive the shutdown: once the request on it is answered it sits
  // idle, and the server's close waits for it. Answers from now on close their connection, so
  // clients open their next one to another instance.
  app.addHook('onSend', async (_request, reply) => {
    if (shuttingDown) void reply.header('connection', 'close');
  });

  // Probes are frequent and say nothing new when healthy: they stay out of the request log.
  const quiet = { logLevel: 'warn' as const };

  app.get('/healthz', quiet, async () => ({ status: 'ok' }));

  app.get('/readyz', quiet, async (_request, reply) => {
    if (shuttingDown) return reply.status(503).send({ status: 'unavailable', checks: { server: 'shutting_down' } });
    const results = await Promise.all(checks.map(withTimeout));
    const named = Object.fromEntries(checks.map((check, index) => [check.name, results[index]]));
    const ready = results.every((result) => result === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks: named });
  });
});
