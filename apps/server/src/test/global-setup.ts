import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase, ensureDatabaseExists, migrateDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';

export const TEMPLATE_DATABASE = 'phonekade_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the server's maintenance database; test files clone the migrated template from it. */
    testAdminDatabaseUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run (or TEST_DATABASE_URL's server), with a migrated template
 * database; every test file gets a fresh copy of it (see test-db.ts).
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  if (!adminUrl) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'phonekade-test-'));
    const embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
    stop = embedded.stop;
    adminUrl = embedded.url('postgres');
  }
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  await ensureDatabaseExists(templateUrl.toString());
  const template = connectDatabase(templateUrl.toString(), 2);
  await migrateDatabase(template);
  await template.close();
  project.provide('testAdminDatabaseUrl', adminUrl);

  return async () => {
    await stop?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
