import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { openDatabase } from './db/open-database.ts';
import { createStorage } from './lib/storage/create-storage.ts';
import { ensureAdminAccount } from './modules/users/users.service.ts';
import { seedOnFirstStart, type SeedResult } from './seed/seed.ts';

export interface StartedApp {
  app: FastifyInstance;
  database: Database;
  seeded: SeedResult;
}

/**
 * Everything start-up does before listening: opens and migrates the database, seeds demo data on an
 * empty one when SEED=demo, makes the ADMIN_EMAIL account an admin with ADMIN_PASSWORD, and builds
 * the app. server.ts listens and handles signals; tests call this to check start-up itself.
 */
export async function startApp(config: Config, log: FastifyBaseLogger): Promise<StartedApp> {
  const database = await openDatabase(config, log);
  // One image store for the seed and the app (the app closes it with itself).
  const storage = createStorage(config.storage, log);
  const seeded = await seedOnFirstStart(database.db, config, storage, log);
  // After the seed: the demo marketplace only fills a database without users.
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await ensureAdminAccount(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    if (outcome !== 'unchanged')
      log.info(`admin account ${config.ADMIN_EMAIL}: ${outcome} from ADMIN_EMAIL/ADMIN_PASSWORD`);
  }
  const app = await buildApp({ config, database, logger: log, storage });
  return { app, database, seeded };
}
