// `npm run db:migrate`: applies the committed migrations to the database the server would use, then
// exits. The server also migrates at every start; this is for a database prepared ahead of a deploy.
import pino from 'pino';
import { ConfigError, loadConfig } from '../config.ts';
import { cliEnvironment } from './cli-environment.ts';
import { openDatabase } from './open-database.ts';

async function main(): Promise<void> {
  const config = loadConfig(cliEnvironment());
  const log = pino({ level: config.LOG_LEVEL });
  const started = Date.now();
  const database = await openDatabase(config, log);
  await database.close();
  console.log(`Database migrated in ${Date.now() - started} ms.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
