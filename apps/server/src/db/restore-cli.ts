// `npm run db:restore -- FILE [--yes]`: replaces the marketplace database (DATABASE_URL, or the
// embedded one under DATA_DIR) with a backup made by `npm run db:backup`, after asking on the
// terminal; --yes answers for scripts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config.ts';
import { describeBackup, openBackupTarget, restoreDatabase, serverMajorVersion } from './backup.ts';
import { cliEnvironment } from './cli-environment.ts';

const USAGE = 'Usage: npm run db:restore -- FILE [--yes]';

async function confirm(question: string): Promise<boolean> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await terminal.question(question)).trim().toLowerCase() === 'yes';
  } finally {
    terminal.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const yes = args.includes('--yes');
  const files = args.filter((arg) => arg !== '--yes');
  if (files.length !== 1 || files[0]?.startsWith('-')) throw new Error(USAGE);
  const env = cliEnvironment();
  const file = path.resolve(env.INIT_CWD ?? process.cwd(), files[0] ?? '');
  if (!existsSync(file)) throw new Error(`There is no backup at ${file}. Nothing was restored.`);
  // Decided before anything starts: with nobody to ask, nothing may change.
  if (!yes && !process.stdin.isTTY) {
    throw new Error(
      'Nothing was restored: a restore replaces the whole database, and there is no terminal to confirm on. ' +
        `Run it again with --yes to go ahead: npm run db:restore -- ${files[0]} --yes`,
    );
  }
  const config = loadConfig(env);
  const log = pino({ level: config.LOG_LEVEL });
  const target = await openBackupTarget(config, (message) => log.debug(message));
  try {
    for (const notice of target.notices) console.log(notice);
    if (target.heldBy) {
      throw new Error(
        `Nothing was restored: the PhoneKade server with pid ${target.heldBy} is using ${target.label}. ` +
          'Stop it first, so nobody works on data that is being replaced, then restore and start it again.',
      );
    }
    const about = await describeBackup(file, await serverMajorVersion(target.url));
    if (!yes) {
      const question = `Replace everything in ${target.label} with the backup ${file}${about ? ` (${about})` : ''}? Type yes to go ahead: `;
      if (!(await confirm(question))) throw new Error('Nothing was restored.');
    }
    await restoreDatabase(target.url, file);
    console.log(`Restored ${file} into ${target.label}.`);
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
