import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { freePort } from '../db/embedded-postgres.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser, insertListing, type TestUser } from '../test/factories.ts';
import { startRedisServer } from '../test/redis-server.ts';

const ready = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/readyz' });

// docs/decisions/043-redis-outage.md: while Redis is down the process keeps serving, /readyz names
// redis, route limits let calls through, per-account limits count in memory, and the outage is
// logged once. A real redis-server is killed and started again on the same port.
describe('an instance whose Redis goes away and comes back', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let t: TestApp;
  let app: FastifyInstance;
  let seller: TestUser;
  let socket: Socket | undefined;
  let closed = false;
  const logs: { level: number; msg: string }[] = [];
  // What would end a real process: a promise rejected with nobody listening.
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    port = await freePort();
    redis = await startRedisServer(port);
    t = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void logs.push(JSON.parse(line) as (typeof logs)[number]) },
    );
    app = await buildApp({
      config: t.config,
      database: t.database,
      logger,
      rateLimits: { chatPerUser: { max: 2 } },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    seller = await createUser(t, 'seller');
    socket = connect(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, {
      auth: { token: seller.token },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
  });

  afterAll(async () => {
    socket?.close();
    if (!closed) await app?.close();
    await t?.close();
    redis?.kill('SIGTERM');
    process.off('unhandledRejection', onUnhandled);
  });

  it('keeps serving with /readyz at 503 naming redis, and is ready again once Redis is back', async () => {
    expect((await ready(app)).json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });

    const stopped = new Promise((resolve) => redis!.once('exit', resolve));
    redis!.kill('SIGKILL');
    await stopped;
    await expect.poll(async () => (await ready(app)).statusCode, { timeout: 10_000 }).toBe(503);
    expect((await ready(app)).json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', redis: 'unreachable' },
    });

    // A notification still reaches this instance's own sockets (the copy for other instances is lost).
    const received = new Promise<Record<string, unknown>>((resolve) => socket!.once('listing_approved', resolve));
    const rows = await app.notifications.store(t.database.db, [seller.id], {
      type: 'listing_approved',
      message: 'Your listing "Pixel 8" has been approved!',
      data: { phoneId: '00000000-0000-4000-8000-000000000001', title: 'Pixel 8' },
    });
    app.notifications.deliver(rows);
    expect(await received).toMatchObject({ title: 'Pixel 8' });

    // The catalogue is served and written; the change cannot be published, and that is no failure.
    const listing = await insertListing(t, seller.id, { title: 'Pixel 8 128GB' });
    const sold = await app.inject({ method: 'PUT', url: `/api/phones/${listing.id}/sold`, headers: seller.auth });
    expect(sold.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/phones' })).statusCode).toBe(200);

    // Route limits let calls through: the chat allows this user 2 messages now, and a third answers.
    for (let i = 0; i < 3; i++) {
      const chat = await app.inject({
        method: 'POST',
        url: '/api/chatbot/chat',
        headers: seller.auth,
        payload: { message: 'hello' },
      });
      expect(chat.statusCode).toBe(200);
    }

    // Commands sent while Redis is away fail at the next reconnect attempt, at most 2 s apart: by
    // then every one of them has failed, and none may have gone unhandled.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(unhandled).toEqual([]);

    redis = await startRedisServer(port);
    await expect.poll(async () => (await ready(app)).statusCode, { timeout: 10_000 }).toBe(200);

    // Every connection is back: the route limit counts again, and catalogue changes are published.
    await expect
      .poll(
        async () => {
          const chat = await app.inject({
            method: 'POST',
            url: '/api/chatbot/chat',
            headers: seller.auth,
            payload: { message: 'hello' },
          });
          return chat.statusCode;
        },
        { timeout: 10_000 },
      )
      .toBe(429);
    const listener = new Redis({ port });
    try {
      await listener.subscribe('phonekade:catalogue-changed');
      const heard = new Promise((resolve) => listener.once('message', resolve));
      const other = await insertListing(t, seller.id, { title: 'Pixel 7 128GB' });
      await app.inject({ method: 'PUT', url: `/api/phones/${other.id}/sold`, headers: seller.auth });
      await heard;
    } finally {
      listener.disconnect();
    }

    // The log line of the way back is written when the last connection is ready, which on a busy
    // machine can come after the answers above: wait for it rather than read the log once.
    const outage = () => logs.filter((line) => /Redis is (un)?reachable/.test(line.msg)).map((line) => line.msg);
    await expect
      .poll(outage, { timeout: 10_000 })
      .toEqual(['Redis is unreachable; reconnecting', 'Redis is reachable again']);
  });

  it("counts an account's wrong passwords in memory while Redis is down, so guessing is still refused", async () => {
    const email = 'outage-account@example.lk';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nimal Perera', email, password: 'secret123' },
    });
    expect(registered.statusCode).toBe(201);

    const stopped = new Promise((resolve) => redis!.once('exit', resolve));
    redis!.kill('SIGKILL');
    await stopped;
    await expect.poll(async () => (await ready(app)).statusCode, { timeout: 10_000 }).toBe(503);

    let address = 0;
    const login = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: `10.9.6.${(address += 1)}`,
      });
    for (let i = 0; i < 10; i++) expect((await login('wrong-guess')).statusCode).toBe(401);
    const refused = await login('secret123');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: 'RATE_LIMITED' });
    expect(unhandled).toEqual([]);
  });

  it('closes while Redis is still down, leaving nothing unhandled', async () => {
    expect(redis!.exitCode ?? redis!.signalCode).not.toBeNull();
    // The server moves its sockets away before closing (server.ts); this test's client just leaves.
    socket?.close();
    await app.close();
    closed = true;
    // Anything the close left to fail fails within a few turns of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(unhandled).toEqual([]);
  });
});
