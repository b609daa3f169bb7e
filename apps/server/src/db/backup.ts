// What `npm run db:backup` and `npm run db:restore` share: which database they work on, PostgreSQL's
// own client tools of the server's major version, and the backup and restore themselves.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { ensureDatabaseExists } from './client.ts';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';

export interface BackupTarget {
  url: string;
  /** The database as a person knows it: never with its password. */
  label: string;
  /** The pid of the PhoneKade server that is using the embedded database, when one is. */
  heldBy?: number;
  notices: string[];
  close: () => Promise<void>;
}

/** The embedded server's database; open-database.ts uses the same name. */
const EMBEDDED_DATABASE = 'phonekade';

function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `database ${decodeURIComponent(parsed.pathname.slice(1))} on ${parsed.host}`;
}

/**
 * DATABASE_URL when set. Otherwise the embedded PostgreSQL under DATA_DIR: the one a running server
 * already serves (a backup reads a consistent snapshot while it runs), or one started for the
 * duration of the command.
 */
export async function openBackupTarget(config: Config, log: (message: string) => void): Promise<BackupTarget> {
  if (config.DATABASE_URL) {
    return { url: config.DATABASE_URL, label: describeUrl(config.DATABASE_URL), notices: [], close: async () => {} };
  }
  const running = runningEmbeddedPostgres(config.pgDir);
  if (running) {
    return {
      url: running.url(EMBEDDED_DATABASE),
      label: `the embedded database in ${config.pgDir}`,
      heldBy: running.pid,
      notices: [],
      close: async () => {},
    };
  }
  const started = await startEmbeddedPostgres(config.pgDir, log);
  return {
    url: started.url(EMBEDDED_DATABASE),
    label: `the embedded database in ${started.dataDir}`,
    notices: started.notices,
    close: started.stop,
  };
}

/** The server's major version, asked of the maintenance database when `url`'s does not exist yet. */
export async function serverMajorVersion(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    const maintenance = new URL(url);
    if ((error as { code?: string }).code !== '3D000' || maintenance.pathname === '/postgres') throw error;
    maintenance.pathname = '/postgres';
    return serverMajorVersion(maintenance.toString());
  }
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump or pg_restore of the server's major version. Debian keeps each version's tools under
 * /usr/lib/postgresql/<major>/bin, and the pg_dump on PATH may be another version's: an older one
 * refuses a newer server, a newer one writes files an older pg_restore cannot read.
 */
export function postgresClientTool(name: 'pg_dump' | 'pg_restore', serverMajor: number): string {
  const versioned = path.join('/usr/lib/postgresql', String(serverMajor), 'bin', name);
  const tool = existsSync(versioned) ? versioned : name;
  const install = `Install PostgreSQL ${serverMajor}'s client tools (Debian: apt-get install postgresql-client-${serverMajor}).`;
  const version = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) throw new Error(`${name} was not found. ${install}`);
  const major = Number(/\(PostgreSQL\) (\d+)/.exec(version.stdout)?.[1]);
  if (major !== serverMajor) {
    throw new Error(
      `${name} is from PostgreSQL ${major || 'of an unknown version'}, but the database server runs PostgreSQL ${serverMajor}. ${install}`,
    );
  }
  return tool;
}

/** The tools' connection: the URL without its password, which goes in the environment, out of `ps`. */
function toolConnection(url: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    args: [`--dbname=${parsed.toString()}`, '--no-password'],
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv, stdout?: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', stdout ?? 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${path.basename(tool)} failed: ${errors.trim() || `exit ${code}`}`)),
    );
  });
}

/** 2025-01-31T06:05:09Z as 20250131T060509Z: sorts by time and is a valid file name everywhere. */
function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll('-', '')
    .replaceAll(':', '');
}

/**
 * Writes a pg_dump custom-format file of `url` into `folder` (made private when it is new). The
 * file is private from its first byte and keeps its final name only once pg_dump has succeeded,
 * so a failed backup never looks like a good one.
 */
export async function backupDatabase(
  url: string,
  folder: string,
  at = new Date(),
): Promise<{ file: string; bytes: number }> {
  const tool = postgresClientTool('pg_dump', await serverMajorVersion(url));
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
  let file = path.join(folder, `phonekade-${utcStamp(at)}.dump`);
  for (let n = 2; existsSync(file); n++) file = path.join(folder, `phonekade-${utcStamp(at)}-${n}.dump`);
  const partial = `${file}.partial`;
  const out = openSync(partial, 'wx', 0o600);
  const { args, env } = toolConnection(url);
  try {
    await runTool(tool, ['--format=custom', ...args], env, out);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    closeSync(out);
  }
  renameSync(partial, file);
  return { file, bytes: statSync(file).size };
}

/**
 * What a backup file says about itself, read without touching any database; a file that is not a
 * pg_dump custom-format archive is refused here.
 */
export async function describeBackup(file: string, serverMajor: number): Promise<string> {
  const tool = postgresClientTool('pg_restore', serverMajor);
  const listing = await runTool(tool, ['--list', file], process.env).catch((error: Error) => {
    throw new Error(`${file} is not a backup pg_restore can read: ${error.message}`);
  });
  const created = /^; Archive created at (.+)$/m.exec(listing)?.[1]?.trim();
  const database = /^;\s+dbname: (.+)$/m.exec(listing)?.[1]?.trim();
  const from = /^;\s+Dumped from database version: (.+)$/m.exec(listing)?.[1]?.trim();
  return [created && `made ${created}`, database && `of database ${database}`, from && `PostgreSQL ${from}`]
    .filter(Boolean)
    .join(', ');
}

/**
 * Puts a backup back into `url`, creating the database when it does not exist. Everything the
 * backup holds is dropped and recreated; one transaction, so a failure leaves the database as it was.
 */
export async function restoreDatabase(url: string, file: string): Promise<void> {
  const tool = postgresClientTool('pg_restore', await serverMajorVersion(url));
  await ensureDatabaseExists(url);
  const { args, env } = toolConnection(url);
  await runTool(tool, ['--clean', '--if-exists', '--no-owner', '--single-transaction', ...args, file], env);
}

/** A size a person reads: 1.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
