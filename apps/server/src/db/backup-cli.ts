// `npm run db:backup [-- FOLDER]`: writes a pg_dump custom-format file of the marketplace database
// (DATABASE_URL, or the embedded one under DATA_DIR) to DATA_DIR/backups, or to FOLDER.
// `npm run db:restore` puts such a file back.
import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config.ts';
import { backupDatabase, formatBytes, openBackupTarget } from './backup.ts';
import { cliEnvironment } from './cli-environment.ts';

const USAGE = 'Usage: npm run db:backup [-- FOLDER]   (default: DATA_DIR/backups)';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
    console.error(USAGE);
    process.exit(1);
  }
  const env = cliEnvironment();
  const config = loadConfig(env);
  const log = pino({ level: config.LOG_LEVEL });
  // A folder given on the command line is taken from where `npm run` was typed, as DATA_DIR is.
  const folder = args[0] ? path.resolve(env.INIT_CWD ?? process.cwd(), args[0]) : path.join(config.DATA_DIR, 'backups');
  const target = await openBackupTarget(config, (message) => log.debug(message));
  try {
    for (const notice of target.notices) console.log(notice);
    const { file, bytes } = await backupDatabase(target.url, folder);
    console.log(`Backed up ${target.label} to ${file} (${formatBytes(bytes)}).`);
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
