import diagnostics from 'node:diagnostics_channel';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { RateLimitOverrides } from '../lib/rate-limits.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Called for every route as it is registered (method, full url, handler options). */
  onRoute?: (route: RouteOptions) => void;
  /** Changes to the rate-limit table, e.g. a short delay instead of minutes. */
  rateLimits?: RateLimitOverrides;
  /** The app's logger (see test/log-capture.ts); without one it logs at LOG_LEVEL, silent unless set. */
  logger?: FastifyBaseLogger;
}

/**
 * Runs `build` with `onRoute` added to the Fastify instance it creates, before any route exists.
 * buildApp creates its instance synchronously at its start, and Fastify announces every new
 * instance on this channel, so the hook sees every route without buildApp knowing about tests.
 */
function withRouteHook<T>(onRoute: TestAppOptions['onRoute'], build: () => Promise<T>): Promise<T> {
  if (!onRoute) return build();
  const channel = diagnostics.channel('fastify.initialization');
  const addHook = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', onRoute);
  };
  channel.subscribe(addHook);
  try {
    return build();
  } finally {
    channel.unsubscribe(addHook);
  }
}

/** The real app on a fresh database and a temporary DATA_DIR; environment overrides per test file. */
export async function buildTestApp(
  env: Record<string, string> = {},
  mailer?: Mailer,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'phonekade-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    PAYMENT_SANDBOX_DELAY_MS: '0',
    // Tests read back what they just wrote, so guests' pages are not cached.
    PUBLIC_CACHE_MS: '0',
    // Tests send alert digests themselves, at the time they choose.
    DIGEST_SWEEP_MS: '0',
    ...env,
  });
  const database = await createTestDatabase();
  const app = await withRouteHook(options.onRoute, () =>
    buildApp({
      config,
      database,
      rateLimits: options.rateLimits,
      ...(mailer ? { mailer } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    }),
  );
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
