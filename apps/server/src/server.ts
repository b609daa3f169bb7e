import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { startApp } from './start.ts';

/** However shutdown goes, the process is gone this long after the signal (orchestrators kill at 30 s). */
const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * Tells this instance's real-time clients it is going away, then drops their connections without
 * a Socket.IO disconnect (which would tell clients to stay away): they reconnect on their own, to
 * another instance. Local sockets only: with Redis, io.emit would reach every instance's clients.
 */
function sendSocketsAway(app: FastifyInstance): void {
  app.io.local.emit('server_shutdown', { reconnect: true });
  // Engine.IO sends what is queued (the message above) before it closes the transport.
  for (const socket of app.io.of('/').sockets.values()) socket.conn.close();
}

/** The shutdown limit passed: says what was still open, then exits with a failure. */
function exitStuck(app: FastifyInstance, database: Database, log: FastifyBaseLogger): void {
  const resources: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) resources[kind] = (resources[kind] ?? 0) + 1;
  const stillOpen = {
    realtimeClients: app.io.engine.clientsCount,
    databaseConnections: { total: database.pool.totalCount, idle: database.pool.idleCount },
    // Handles keeping the process alive by kind (TCPSocketWrap: connections, Timeout: timers...).
    resources,
  };
  app.server.getConnections((_error, httpConnections) => {
    log.error(
      { ...stillOpen, httpConnections },
      `shutdown did not finish within ${SHUTDOWN_LIMIT_MS / 1000} s; exiting with what is listed still open`,
    );
    process.exit(1);
  });
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: config.LOG_LEVEL });
  const { app, database, seeded } = await startApp(config, log);

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    app.readiness.beginShutdown();
    const limit = setTimeout(() => exitStuck(app, database, log), SHUTDOWN_LIMIT_MS);
    // An orchestrator's SIGTERM: keep answering a moment with /readyz at 503, so the load balancer
    // stops sending requests before connections are refused. Ctrl-C (SIGINT) is someone at a
    // terminal who wants the server gone now.
    const delay =
      signal === 'SIGTERM' ? (config.SHUTDOWN_DELAY_MS ?? (config.NODE_ENV === 'production' ? 3000 : 0)) : 0;
    log.info(`${signal} received: not ready any more; stopping in ${delay} ms`);
    try {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      sendSocketsAway(app);
      // Stops taking connections and waits for the requests in flight; then the onClose hooks close
      // the sockets, send the mail still on its way and close the mailer and Redis.
      await app.close();
      await database.close();
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    clearTimeout(limit);
    log.info({ shutdownMs: Date.now() - started }, 'stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = config.publicUrl;
  const lines = [`PhoneKade is running at ${url}  (ready in ${Date.now() - startedAt} ms)`];
  if (config.PAYMENT_GATEWAY === 'none') {
    lines.push('Card payments are off: set PAYMENT_GATEWAY to take payments at checkout.');
  } else if (config.NODE_ENV === 'production') {
    lines.push('Card payments go through the sandbox gateway: test cards only, no real money.');
  }
  if (seeded.logins.length) {
    lines.push('Demo logins:');
    for (const login of seeded.logins) lines.push(`  ${login.role.padEnd(7)} ${login.email}  /  ${login.password}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
