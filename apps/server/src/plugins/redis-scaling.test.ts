import type { ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { freePort } from '../db/embedded-postgres.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { startRedisServer } from '../test/redis-server.ts';
import { createUser } from '../test/factories.ts';

// With REDIS_URL, any number of app instances share rate limits and real-time rooms.
// Two instances on one database and one real redis-server (installed by .ci/run) prove both.
describe('two app instances sharing Redis', () => {
  let redis: ChildProcess;
  let first: TestApp;
  let second: FastifyInstance;
  let secondUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedisServer(port);

    const env = { REDIS_URL: `redis://127.0.0.1:${port}` };
    first = await buildTestApp(env);
    second = await buildApp({ config: first.config, database: first.database });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await second?.close();
    await first?.close();
    redis?.kill('SIGTERM');
  });

  it('delivers a notification stored by one instance to a socket connected to the other', async () => {
    const seller = await createUser(first, 'seller');
    const socket = connect(secondUrl, {
      auth: { token: seller.token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    // Room membership travels through Redis; give the join a moment to reach the other instance.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const received = new Promise<Record<string, unknown>>((resolve) => socket.once('listing_approved', resolve));

    const rows = await first.app.notifications.store(first.database.db, [seller.id], {
      type: 'listing_approved',
      message: 'Your listing "Pixel 8" has been approved!',
      data: { phoneId: 'p8', title: 'Pixel 8' },
    });
    first.app.notifications.deliver(rows);

    expect(await received).toMatchObject({ title: 'Pixel 8', message: 'Your listing "Pixel 8" has been approved!' });
  });

  it('counts one user against one rate limit across both instances', async () => {
    const buyer = await createUser(first, 'buyer');
    const ask = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/chatbot/chat',
        headers: buyer.auth,
        payload: { message: 'hello' },
        remoteAddress: '10.9.8.7',
      });
    // The chat allows a signed-in user 30 messages a minute: 15 on each instance use it up.
    for (let i = 0; i < 15; i++) {
      expect((await ask(first.app)).statusCode).toBe(200);
      expect((await ask(second)).statusCode).toBe(200);
    }
    const refused = await ask(first.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: 'RATE_LIMITED' });
  });

  it("counts one account's wrong passwords across both instances, and gives back the right one", async () => {
    const email = 'shared-account@example.lk';
    const registered = await first.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nimal Perera', email, password: 'secret123' },
    });
    expect(registered.statusCode).toBe(201);
    let address = 0;
    const login = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: `10.9.7.${(address += 1)}`,
      });
    // Successful sign-ins on either instance do not count.
    for (let i = 0; i < 6; i++) expect((await login(i % 2 ? second : first.app, 'secret123')).statusCode).toBe(200);
    // Ten wrong passwords, five on each instance, use up the account's free tries.
    for (let i = 0; i < 5; i++) {
      expect((await login(first.app, 'wrong-guess')).statusCode).toBe(401);
      expect((await login(second, 'wrong-guess')).statusCode).toBe(401);
    }
    const refused = await login(first.app, 'secret123');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect((await login(second, 'secret123')).statusCode).toBe(429);
  });
});
