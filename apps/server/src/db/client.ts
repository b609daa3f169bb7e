import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

/** How the schema's camelCase keys are named in the database. */
export const DB_CASING = 'snake_case';

// PostgreSQL bigint (count(*)) arrives as a string by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function connectDatabase(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, casing: DB_CASING });
  return { db, pool, close: () => pool.end() };
}

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/** Any fixed number: every PhoneKade instance migrating the same database asks for this one lock. */
export const MIGRATION_LOCK_KEY = 7_301_455_062;

/**
 * Applies the committed migrations. Instances starting together (a rolling deploy, several
 * replicas) would otherwise run the same migration at once and one would fail half-way; the
 * advisory lock, held on one connection for the whole run, lets them take turns, and whoever comes
 * second finds nothing left to do. The lock goes with the connection if the process dies.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      // pg_trgm backs typo-tolerant search; it must exist before the index that uses it.
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      const before = await appliedMigrations(client);
      await migrate(drizzle(client, { schema, casing: DB_CASING }), { migrationsFolder });
      // A migration that computes a listings column again rewrites the table: it leaves no statistics (the
      // planner then reads every search as rare) and no visibility map (counts read every row from the heap),
      // and autovacuum waits for writes before it fills them in.
      if ((await appliedMigrations(client)) > before) await client.query('VACUUM (ANALYZE) listings');
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** How many migrations the database has had (0 before the first). */
async function appliedMigrations(client: pg.PoolClient): Promise<number> {
  const table = await client.query<{ name: string | null }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name",
  );
  if (!table.rows[0]?.name) return 0;
  const applied = await client.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
  );
  return applied.rows[0]?.count ?? 0;
}

/** Creates the database named in `url` when it does not exist (first start on a fresh server). */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
