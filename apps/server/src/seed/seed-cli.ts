// `npm run db:seed`: fills an empty database with the demo marketplace and prints the demo logins.
// Opens the database exactly as the server does (embedded PostgreSQL under DATA_DIR, or DATABASE_URL).
import pino from 'pino';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { cliEnvironment } from '../db/cli-environment.ts';
import { createStorage } from '../lib/storage/create-storage.ts';
import { seedOnFirstStart } from './seed.ts';

async function main(): Promise<void> {
  const config = loadConfig({ ...cliEnvironment(), SEED: 'demo' });
  const log = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase(config, log);
  const storage = createStorage(config.storage, log);
  try {
    const { logins, seeded } = await seedOnFirstStart(database.db, config, storage, log);
    if (!seeded) {
      console.log(
        'The database already has accounts, so no demo data was added (the demo seeds an empty database only).',
      );
      return;
    }
    console.log(
      ['Demo logins:', ...logins.map((l) => `  ${l.role.padEnd(7)} ${l.email}  /  ${l.password}`)].join('\n'),
    );
  } finally {
    storage.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
