import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

/** Route config for a limited route: `config: limit(5, '1 minute')`. */
export const limit = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

// In memory on one machine; shared through Redis when REDIS_URL is set (DESIGN 2).
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.config.REDIS_URL
    ? new Redis(app.config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'phonekade-rl:' } : {}),
    // Turned off only for load benchmarks, which measure the catalogue, not the limiter.
    enableDraftSpec: true,
    skipOnError: true,
    allowList: () => !app.config.RATE_LIMITS,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return new AppError('RATE_LIMITED', `Too many requests. Please try again in ${seconds} seconds.`);
    },
  });
});
