// Start-up as server.ts runs it (without listening): the admin named by ADMIN_EMAIL and ADMIN_PASSWORD
// exists and can sign in once the app is up, also when the address already had a buyer account.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startApp, type StartedApp } from './start.ts';
import { createUser } from './test/factories.ts';
import { createTestDatabase } from './test/test-db.ts';

const ADMIN_EMAIL = 'owner@phonekade.lk';
const ADMIN_PASSWORD = 'owner-pass-2026';

let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
const started: StartedApp[] = [];

async function start(env: Record<string, string> = {}): Promise<StartedApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: testDatabase.url,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    SEED: 'none',
    ...env,
  });
  const running = await startApp(config, pino({ level: 'silent' }));
  started.push(running);
  return running;
}

const signIn = (running: StartedApp, email: string, password: string) =>
  running.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'phonekade-start-'));
});

afterAll(async () => {
  for (const running of started) {
    await running.app.close();
    await running.database.close();
  }
  await testDatabase.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('start-up', () => {
  it('without ADMIN_EMAIL creates no admin', async () => {
    const running = await start();
    expect((await signIn(running, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(401);
  });

  it('makes the ADMIN_EMAIL account an admin who can sign in with ADMIN_PASSWORD', async () => {
    const running = await start({ ADMIN_EMAIL, ADMIN_PASSWORD });
    const res = await signIn(running, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { user: { email: string; role: string } } }>().data.user).toMatchObject({
      email: ADMIN_EMAIL,
      role: 'admin',
    });
  });

  it('promotes an existing account at that address and sets its password', async () => {
    const first = started[0]!;
    const existing = await createUser(first, 'buyer', { email: 'promoted@phonekade.lk' });
    const running = await start({ ADMIN_EMAIL: existing.email, ADMIN_PASSWORD });
    const res = await signIn(running, existing.email, ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { user: { role: string } } }>().data.user.role).toBe('admin');
  });
});
