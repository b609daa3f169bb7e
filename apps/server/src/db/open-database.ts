import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { connectDatabase, ensureDatabaseExists, migrateDatabase, type Database } from './client.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

/** DATABASE_URL when set, else the embedded PostgreSQL under DATA_DIR/pg; migrated either way. */
export async function openDatabase(config: Config, log: FastifyBaseLogger): Promise<Database> {
  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const started = Date.now();
    const embedded = await startEmbeddedPostgres(config.pgDir, (message) => log.debug(message));
    stopEmbedded = embedded.stop;
    url = embedded.url('phonekade');
    for (const notice of embedded.notices) log.info(notice);
    log.info(`embedded PostgreSQL started in ${Date.now() - started} ms (data in ${embedded.dataDir})`);
  }
  try {
    await ensureDatabaseExists(url);
    const database = connectDatabase(url);
    await migrateDatabase(database);
    return {
      ...database,
      close: async () => {
        await database.close();
        await stopEmbedded?.();
      },
    };
  } catch (error) {
    await stopEmbedded?.();
    throw error;
  }
}
