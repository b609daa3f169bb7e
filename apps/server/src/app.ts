import http from 'node:http';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { trustProxyOption, type Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { createCatalogueChanges, type CatalogueChanges } from './lib/catalogue-changes.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createAppMetrics, type AppMetrics } from './lib/metrics.ts';
import type { RateLimitOverrides } from './lib/rate-limits.ts';
import { createRedisConnections, type RedisConnections } from './lib/redis-connections.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import type { Storage } from './lib/storage/storage.ts';
import { createWorkSlots, SEARCHES_BUSY_MESSAGE, type WorkSlots } from './lib/work-slots.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { blocksRoutes, conversationsRoutes } from './modules/conversations/conversations.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import {
  createNotificationsService,
  type NotificationsService,
} from './modules/notifications/notifications.service.ts';
import { disputesRoutes } from './modules/orders/disputes.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createEarlyAnswerDoor, earlyAnswersPlugin } from './modules/phones/early-answers.ts';
import { myListingsRoutes, phonesRoutes } from './modules/phones/phones.routes.ts';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import {
  createSavedSearchesService,
  type SavedSearchesService,
} from './modules/saved-searches/saved-searches.service.ts';
import { reviewRepliesRoutes, sellerPagesRoutes } from './modules/sellers/sellers.routes.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { adminReportsRoutes, listingReportRoutes } from './modules/reports/reports.routes.ts';
import { adminReviewsRoutes, reviewEditRoutes } from './modules/reviews/reviews.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { bodyLimitsPlugin } from './plugins/body-limits.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { healthPlugin } from './plugins/health.ts';
import { languagePlugin } from './plugins/language.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { requestIdsPlugin } from './plugins/request-ids.ts';
import { requestIdFor } from './lib/request-id.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';
import { uploadsPlugin } from './plugins/uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    notifications: NotificationsService;
    /** Saved searches, their alerts and the daily digest (modules/saved-searches). */
    savedSearches: SavedSearchesService;
    /** This instance's counters (lib/metrics.ts), served at /metrics. */
    metrics: AppMetrics;
    /** Where uploaded images live: the local folder or the STORAGE_URL bucket. */
    storage: Storage;
    /** Connections to REDIS_URL when it is set (lib/redis-connections.ts). */
    redis: RedisConnections | undefined;
    /** Changes of the public catalogue, heard by every instance (lib/catalogue-changes.ts). */
    catalogueChanges: CatalogueChanges;
    /** The turns catalogue searches take in this instance (lib/work-slots.ts). */
    searchSlots: WorkSlots;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** The process logger (server.ts); without one the app logs at LOG_LEVEL itself. */
  logger?: FastifyBaseLogger;
  mailer?: Mailer;
  /** The image store, when the caller has opened it already (server.ts shares it with the seed). */
  storage?: Storage;
  /** Changes to the rate-limit table (lib/rate-limits.ts), for tests that cannot wait out real windows. */
  rateLimits?: RateLimitOverrides;
}

/** Builds the whole API without listening, so tests drive it through `inject` or a real port. */
export async function buildApp({
  config,
  database,
  logger,
  mailer,
  storage,
  rateLimits,
}: AppOptions): Promise<FastifyInstance> {
  const door = createEarlyAnswerDoor();
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.LOG_LEVEL } }),
    bodyLimit: 1024 * 1024,
    // Off unless TRUST_PROXY names the proxies in front: a client could otherwise choose its own address.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Closing waits for in-flight requests; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A sane X-Request-Id from a proxy or client is kept, anything else replaced (plugins/request-ids.ts).
    genReqId: requestIdFor,
    requestIdHeader: false,
    ajv: { customOptions: { coerceTypes: false } },
    // A repeated catalogue request is answered at the door, before Fastify (modules/phones/early-answers.ts).
    // The server is set up as Fastify sets up its own.
    serverFactory: (handler, options: FastifyServerOptions) => {
      const server = http.createServer((request, response) => {
        if (!door.answer(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
      server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
      server.setTimeout(options.connectionTimeout ?? 0);
      return server;
    },
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate(
    'mailer',
    mailer ??
      createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir, log: app.log }),
  );
  app.decorate('notifications', createNotificationsService(database.db));
  app.decorate(
    'savedSearches',
    createSavedSearchesService({
      db: database.db,
      notifications: app.notifications,
      mailer: app.mailer,
      log: app.log,
    }),
  );
  startDigestSweep(app, config.DIGEST_SWEEP_MS);
  app.decorate('metrics', createAppMetrics());
  const redis = config.REDIS_URL ? createRedisConnections(config.REDIS_URL, app.log) : undefined;
  app.decorate('redis', redis);
  // Added first, so it runs last: the plugins that use Redis close their parts before it goes.
  if (redis) app.addHook('onClose', async () => redis.close());
  app.decorate('catalogueChanges', createCatalogueChanges(redis));
  app.decorate(
    'searchSlots',
    createWorkSlots({ slots: config.SEARCHES_AT_ONCE, waiting: config.SEARCHES_WAITING, busy: SEARCHES_BUSY_MESSAGE }),
  );
  app.addHook('onClose', async () => app.mailer.close());
  app.decorate('storage', storage ?? createStorage(config.storage, app.log));
  // The app closes only a store it opened itself.
  if (!storage) app.addHook('onClose', async () => app.storage.close());

  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(bodyLimitsPlugin);
  // Opens the door above: a repeated catalogue request is answered from kept bytes, with the security
  // headers its first answer got from helmet and CORS below (modules/phones/early-answers.ts).
  await app.register(earlyAnswersPlugin, { door });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images come from a CDN when IMAGE_BASE_URL names one.
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.IMAGE_BASE_URL ? [new URL(config.IMAGE_BASE_URL).origin] : [])],
        // 'self' also covers this origin's ws:/wss: (where Socket.IO lives); naming the schemes
        // alone would let a page connect to any host at all.
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Only this origin may embed what the server sends; images say otherwise (plugins/uploads.ts),
    // for a CDN that fetches them from here.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: { maxAge: 15552000, includeSubDomains: true },
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
    credentials: false,
  });
  // Brotli at a middle quality: the app's JavaScript shrinks to a third without costing much CPU.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(rateLimitPlugin, { overrides: rateLimits });
  await app.register(multipart, {
    // Per-file and per-request limits are checked again by each upload route with its own message.
    limits: { fileSize: 10 * 1024 * 1024, files: 6, fields: 30, fieldSize: 100 * 1024, parts: 40 },
  });
  await app.register(authPlugin);
  await app.register(requestIdsPlugin);
  await app.register(realtimePlugin);
  await app.register(healthPlugin, { pool: database.pool });
  await app.register(metricsPlugin, { pool: database.pool });

  await app.register(
    async (api) => {
      api.get('/health', async () => ({ success: true, data: { status: 'ok' } }));
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(myListingsRoutes, { prefix: '/users' });
      await api.register(sellerPagesRoutes, { prefix: '/users' });
      await api.register(reviewRepliesRoutes, { prefix: '/reviews' });
      await api.register(reviewEditRoutes, { prefix: '/reviews' });
      await api.register(phonesRoutes, { prefix: '/phones' });
      await api.register(listingReportRoutes, { prefix: '/phones' });
      await api.register(cartRoutes, { prefix: '/cart' });
      await api.register(favoritesRoutes, { prefix: '/favorites' });
      await api.register(paymentsRoutes, { prefix: '/payments' });
      await api.register(ordersRoutes, { prefix: '/orders' });
      await api.register(analyticsRoutes, { prefix: '/analytics' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(accountsRoutes, { prefix: '/admin/users' });
      await api.register(adminReportsRoutes, { prefix: '/admin/reports' });
      await api.register(adminReviewsRoutes, { prefix: '/admin/reviews' });
      await api.register(disputesRoutes, { prefix: '/admin/disputes' });
      await api.register(notificationsRoutes, { prefix: '/notifications' });
      await api.register(savedSearchesRoutes, { prefix: '/saved-searches' });
      await api.register(chatRoutes, { prefix: '/chatbot' });
      await api.register(conversationsRoutes, { prefix: '/conversations' });
      await api.register(blocksRoutes, { prefix: '/users' });
    },
    { prefix: '/api' },
  );

  await app.register(uploadsPlugin);
  await app.register(staticFilesPlugin);
  await app.register(pagesRoutes);
  return app;
}

/**
 * Sends due alert digests every `everyMs` (0: never; tests call sendDueDigests themselves). Due times
 * are in the database, so a restart or a second instance loses or doubles nothing
 * (docs/decisions/071-price-drop-alerts-and-digest.md).
 */
function startDigestSweep(app: FastifyInstance, everyMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    if (everyMs <= 0) return;
    timer = setInterval(() => {
      running = app.savedSearches.sendDueDigests().catch((error: unknown) => {
        app.log.error({ err: error }, 'alert digest sweep failed');
      });
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    await app.savedSearches.settle();
  });
}
