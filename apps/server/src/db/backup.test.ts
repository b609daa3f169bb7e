// `npm run db:backup` and `npm run db:restore` run as a person runs them, against a test database
// given as DATABASE_URL: what a backup brings back, and what a refused restore leaves alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser, insertListing } from '../test/factories.ts';
import { postgresClientTool, serverMajorVersion } from './backup.ts';
import { listings } from './schema.ts';

const BACKUP_CLI = path.resolve(import.meta.dirname, 'backup-cli.ts');
const RESTORE_CLI = path.resolve(import.meta.dirname, 'restore-cli.ts');

// Each test starts the tools as separate processes, a few seconds each on a busy machine.
const CLI_TEST_TIMEOUT = 120_000;

let t: TestApp;
let databaseUrl: string;
let dataDir: string;

beforeAll(async () => {
  t = await buildTestApp();
  databaseUrl = t.database.pool.options.connectionString ?? '';
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'phonekade-backup-'));
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A command-line tool with no terminal on its input, as from a script or a cron job. */
function runCli(entry: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: 'backup-test-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'silent',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end();
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

async function listingTitle(id: string): Promise<string | undefined> {
  const [row] = await t.app.db.select({ title: listings.title }).from(listings).where(eq(listings.id, id));
  return row?.title;
}

async function backUp(): Promise<string> {
  const backup = await runCli(BACKUP_CLI, []);
  expect(backup.output).toContain('Backed up database test_');
  expect(backup.code).toBe(0);
  const folder = path.join(dataDir, 'backups');
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.dump'))
    .sort();
  return path.join(folder, files.at(-1) ?? '');
}

describe('npm run db:backup and db:restore', () => {
  it(
    'brings back a listing deleted after the backup, from a private file named by the UTC time',
    async () => {
      const seller = await createUser(t, 'seller');
      const listing = await insertListing(t, seller.id, { title: 'Galaxy S23 kept by the backup' });

      const file = await backUp();
      expect(path.basename(file)).toMatch(/^phonekade-\d{8}T\d{6}Z(-\d+)?\.dump$/);
      expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
      expect(statSync(file).mode & 0o777).toBe(0o600);

      await t.app.db.delete(listings).where(eq(listings.id, listing.id));
      expect(await listingTitle(listing.id)).toBeUndefined();

      const restore = await runCli(RESTORE_CLI, [file, '--yes']);
      expect(restore.output).toContain(`Restored ${file} into database test_`);
      expect(restore.code).toBe(0);
      expect(await listingTitle(listing.id)).toBe('Galaxy S23 kept by the backup');
    },
    CLI_TEST_TIMEOUT,
  );

  it(
    'refuses to restore without --yes when there is no terminal to ask on, and changes nothing',
    async () => {
      const seller = await createUser(t, 'seller');
      const listing = await insertListing(t, seller.id, { title: 'Pixel 8 deleted for good' });
      const file = await backUp();
      await t.app.db.delete(listings).where(eq(listings.id, listing.id));

      const restore = await runCli(RESTORE_CLI, [file]);
      expect(restore.code).toBe(1);
      expect(restore.output).toContain(
        'Nothing was restored: a restore replaces the whole database, and there is no terminal to confirm on. ' +
          'Run it again with --yes to go ahead',
      );
      expect(await listingTitle(listing.id)).toBeUndefined();
    },
    CLI_TEST_TIMEOUT,
  );

  it(
    'refuses a file that is not a backup before touching the database',
    async () => {
      const seller = await createUser(t, 'seller');
      const listing = await insertListing(t, seller.id, { title: 'Redmi Note 12 still listed' });
      const notABackup = path.join(dataDir, 'notes.dump');
      writeFileSync(notABackup, 'DROP TABLE listings;');

      const restore = await runCli(RESTORE_CLI, [notABackup, '--yes']);
      expect(restore.code).toBe(1);
      expect(restore.output).toContain(`${notABackup} is not a backup pg_restore can read`);
      expect(await listingTitle(listing.id)).toBe('Redmi Note 12 still listed');
    },
    CLI_TEST_TIMEOUT,
  );

  it(
    'refuses a missing file, naming it',
    async () => {
      const missing = path.join(dataDir, 'backups', 'phonekade-20000101T000000Z.dump');
      const restore = await runCli(RESTORE_CLI, [missing, '--yes']);
      expect(restore.code).toBe(1);
      expect(restore.output).toContain(`There is no backup at ${missing}. Nothing was restored.`);
    },
    CLI_TEST_TIMEOUT,
  );

  it('names the client package to install when the tools are of another major version than the server', async () => {
    const major = await serverMajorVersion(databaseUrl);
    expect(() => postgresClientTool('pg_dump', major)).not.toThrow();
    expect(() => postgresClientTool('pg_dump', major + 1)).toThrow(
      `pg_dump is from PostgreSQL ${major}, but the database server runs PostgreSQL ${major + 1}. ` +
        `Install PostgreSQL ${major + 1}'s client tools (Debian: apt-get install postgresql-client-${major + 1}).`,
    );
  });
});
