import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { seedOnFirstStart } from './db/seed/seed.ts';

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
  const database = await openDatabase(config, log);
  const seeded = await seedOnFirstStart(database.db, config, log);
  const app = await buildApp({ config, database, logger: log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received: finishing in-flight requests`);
    // app.close stops accepting connections and waits for in-flight requests before the database goes.
    await app.close();
    await database.close();
    log.info('stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
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
