// Liveness (/healthz) and readiness (/readyz): a load balancer sends traffic only to an instance
// whose database answers with every migration applied (and Redis, when configured), and stops as
// soon as the instance begins to shut down. A failing check is named in the 503.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { freePort } from '../db/embedded-postgres.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { startRedisServer } from '../test/redis-server.ts';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('/healthz says the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 200 with every check ok on a migrated database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('keeps /api/health for older probes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('/readyz is 503 naming a check that fails, throws or never answers', async () => {
    t.app.readiness.addCheck({ name: 'storage', run: async () => 'unreachable' });
    t.app.readiness.addCheck({
      name: 'thrower',
      run: async () => {
        throw new Error('boom');
      },
    });
    t.app.readiness.addCheck({ name: 'sleeper', run: () => new Promise(() => {}) });
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', storage: 'unreachable', thrower: 'unreachable', sleeper: 'timeout' },
    });
  });
});

describe('readiness of the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('is not_migrated while the newest migration of this code is not applied', async () => {
    const newest = await t.database.pool.query(
      'DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations) RETURNING hash, created_at',
    );
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'not_migrated' } });

    // Applied again: ready again.
    const { hash, created_at: createdAt } = newest.rows[0] as { hash: string; created_at: number };
    await t.database.pool.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
      hash,
      createdAt,
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not_migrated on a database that was never migrated', async () => {
    await t.database.pool.query('DROP SCHEMA drizzle CASCADE');
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'not_migrated' } });
  });

  it('is unreachable when PostgreSQL does not answer, while /healthz stays 200', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'phonekade-health-'));
    const nobody = connectDatabase(`postgres://phonekade@127.0.0.1:${await freePort()}/phonekade`, 2);
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: t.config.JWT_SECRET, LOG_LEVEL: 'silent' }),
      database: nobody,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'unreachable' } });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await nobody.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('readiness when shutting down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('turns 503 at once and stays so, with the process still live', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(before.statusCode).toBe(200);
    expect(before.headers.connection).not.toBe('close');
    t.app.readiness.beginShutdown();
    expect(t.app.readiness.shuttingDown).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { server: 'shutting_down' } });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // Requests are still served while the load balancer catches up, each closing its connection
    // so the client's next one goes elsewhere and none is left for the close to wait on.
    const served = await t.app.inject({ method: 'GET', url: '/api/phones' });
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
  });
});

describe('readiness with REDIS_URL', () => {
  let redis: ChildProcess | undefined;
  let t: TestApp | undefined;

  afterEach(async () => {
    await t?.close();
    redis?.kill('SIGKILL');
  });

  it('checks Redis: ok while it answers, 503 naming redis while it is gone, ok once it is back', async () => {
    const port = await freePort();
    redis = await startRedisServer(port);
    t = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    expect(ready.statusCode).toBe(200);

    const exited = new Promise((resolve) => redis!.once('exit', resolve));
    redis.kill('SIGKILL');
    await exited;
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'unreachable' } });

    // Redis back on its port: ready again, once the connection is made again.
    redis = await startRedisServer(port);
    await expect.poll(async () => (await t!.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    // The rate-limit and room connections (other plugins) report the lost Redis on the console
    // themselves; that is expected here, anything else is not.
    await t.close();
    t = undefined;
    const errors = vi.mocked(console.error).mock.calls.map((call) => String(call[0]));
    expect(errors.filter((line) => !line.startsWith('[ioredis]'))).toEqual([]);
    vi.mocked(console.error).mockClear();
  });
});
