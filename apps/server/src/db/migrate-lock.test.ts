// Instances starting together migrate one at a time (an advisory lock), so none of them fails
// half-way through a migration another is running.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { connectDatabase, ensureDatabaseExists, MIGRATION_LOCK_KEY, migrateDatabase, type Database } from './client.ts';

const opened: Database[] = [];
const created: string[] = [];

/** A new, empty database (not the migrated template): the state of a first deploy. */
async function emptyDatabaseUrl(): Promise<string> {
  const url = new URL(inject('testAdminDatabaseUrl'));
  const name = `migrate_${randomBytes(6).toString('hex')}`;
  url.pathname = `/${name}`;
  await ensureDatabaseExists(url.toString());
  created.push(name);
  return url.toString();
}

function open(url: string): Database {
  const database = connectDatabase(url, 2);
  opened.push(database);
  return database;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
  const admin = new pg.Client({ connectionString: inject('testAdminDatabaseUrl') });
  await admin.connect();
  for (const name of created.splice(0)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

async function appliedMigrations(database: Database): Promise<number> {
  const result = await database.pool.query<{ n: number }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations');
  return result.rows[0]!.n;
}

describe('migrateDatabase', () => {
  it('lets two instances migrate one fresh database at the same time, each migration applied once', async () => {
    const url = await emptyDatabaseUrl();
    const first = open(url);
    const second = open(url);

    const results = await Promise.allSettled([migrateDatabase(first), migrateDatabase(second)]);

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const journal = (await import('./migrations/meta/_journal.json', { with: { type: 'json' } })).default;
    expect(await appliedMigrations(first)).toBe(journal.entries.length);
    const tables = await first.pool.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'listings'");
    expect(tables.rowCount).toBe(1);
  });

  it('vacuums and analyzes the listings after new migrations, and not when there were none', async () => {
    const database = open(await emptyDatabaseUrl());
    const maintenance = async () => {
      const result = await database.pool.query<{ vacuums: number; analyzes: number }>(
        "SELECT vacuum_count::int AS vacuums, analyze_count::int AS analyzes FROM pg_stat_user_tables WHERE relname = 'listings'",
      );
      return result.rows[0];
    };
    await migrateDatabase(database);
    expect(await maintenance()).toEqual({ vacuums: 1, analyzes: 1 });
    await migrateDatabase(database);
    expect(await maintenance()).toEqual({ vacuums: 1, analyzes: 1 });
  });

  it('waits while another instance holds the migration lock and goes on once it is let go', async () => {
    const url = await emptyDatabaseUrl();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const waiting = open(url);
      let finished = false;
      const migrating = migrateDatabase(waiting).then(() => (finished = true));

      // The migration asks for the lock and is made to wait for it (PostgreSQL shows the request).
      await expect
        .poll(async () => {
          const locks = await holder.query(
            "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
          );
          return locks.rowCount;
        })
        .toBe(1);
      expect(finished).toBe(false);
      const tables = await holder.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'listings'");
      expect(tables.rowCount).toBe(0);

      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await migrating;

      expect(finished).toBe(true);
      const journal = (await import('./migrations/meta/_journal.json', { with: { type: 'json' } })).default;
      expect(await appliedMigrations(waiting)).toBe(journal.entries.length);
    } finally {
      await holder.end();
    }
  });
});
