import { randomBytes } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database, type Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';

const TEMPLATE_DATABASE = 'phonekade_template';

/** A fresh copy of the migrated template database; closing it drops the copy. */
export async function createTestDatabase(): Promise<Database & { url: string }> {
  const adminUrl = inject('testAdminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString(), 10);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Every table the schema declares. */
const TABLE_NAMES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

/** Empties every table, so a test starts from a database with no people, listings or orders. */
export async function emptyDatabase(db: Db): Promise<void> {
  await db.execute(sql.raw(`truncate table ${TABLE_NAMES.join(', ')} cascade`));
}
