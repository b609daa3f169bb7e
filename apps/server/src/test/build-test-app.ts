import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../lib/mailer.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
}

/** The real app on a fresh database and a temporary DATA_DIR; environment overrides per test file. */
export async function buildTestApp(env: Record<string, string> = {}, mailer?: Mailer): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'phonekade-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    PAYMENT_SANDBOX_DELAY_MS: '0',
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, ...(mailer ? { mailer } : {}) });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
