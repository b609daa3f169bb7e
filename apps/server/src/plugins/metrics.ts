import { createHash, timingSafeEqual } from 'node:crypto';
import { LISTING_STATUSES } from '@phonekade/shared/constants/catalog';
import { count } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Gauge } from 'prom-client';
import { listings } from '../db/schema.ts';
import { unauthenticated } from '../lib/app-error.ts';
import { processMetricsRegistry } from '../lib/metrics.ts';

export interface MetricsPluginOptions {
  /** The database pool, whose connections are reported. */
  pool: pg.Pool;
}

export const METRICS_TOKEN_MESSAGE = 'A valid metrics token is required';

/** Requests that matched no route are counted under one name: raw URLs would grow the series forever. */
const UNMATCHED_ROUTE = 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus' text format: request durations by route pattern and status, the
 * process's own metrics, database pool use, searches running and waiting, connected sockets, orders
 * placed and listings by status. Needs the app's `metrics` (lib/metrics.ts) and, for sockets, the realtime plugin.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsPluginOptions) => {
  const registry = app.metrics.registry;

  app.addHook('onResponse', async (request, reply) => {
    app.metrics.requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'phonekade_db_pool_connections',
    help: 'Database pool connections: total open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, options.pool.totalCount);
      this.set({ state: 'idle' }, options.pool.idleCount);
      this.set({ state: 'waiting' }, options.pool.waitingCount);
    },
  });

  new Gauge({
    name: 'phonekade_search_slots',
    help: 'Catalogue searches running and waiting for a turn in this instance (SEARCHES_AT_ONCE, SEARCHES_WAITING)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'running' }, app.searchSlots.running);
      this.set({ state: 'waiting' }, app.searchSlots.waiting);
    },
  });

  new Gauge({
    name: 'phonekade_socket_connections',
    help: 'Real-time (Socket.IO) connections open on this instance',
    registers: [registry],
    collect() {
      this.set(app.io.engine.clientsCount);
    },
  });

  new Gauge({
    name: 'phonekade_listings',
    help: 'Listings by moderation status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const rows = await app.db
          .select({ status: listings.status, listings: count() })
          .from(listings)
          .groupBy(listings.status);
        // Every status is reported, 0 included, so a status running empty shows as 0 and not as a gap.
        for (const status of LISTING_STATUSES) {
          this.set({ status }, rows.find((row) => row.status === status)?.listings ?? 0);
        }
      } catch (error) {
        // The other metrics are still worth a scrape; a missing series shows the database trouble.
        app.log.warn({ err: error }, 'listing counts for /metrics could not be read');
      }
    },
  });

  const expected = app.config.METRICS_TOKEN ? digest(app.config.METRICS_TOKEN) : undefined;
  const authorised = (request: FastifyRequest): boolean => {
    if (!expected) return true;
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    // Digests have one length, so the comparison takes as long whatever was sent.
    return scheme === 'Bearer' && !!token && timingSafeEqual(digest(token), expected);
  };

  app.get('/metrics', async (request, reply) => {
    if (!authorised(request)) throw unauthenticated(METRICS_TOKEN_MESSAGE);
    const text = [await processMetricsRegistry().metrics(), await registry.metrics()].join('\n');
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
});
