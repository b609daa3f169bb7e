// GET /metrics (Prometheus text): request durations by route pattern, the process's own metrics,
// database pool use, connected sockets, orders placed and listings by status; behind METRICS_TOKEN
// when one is set. Each app keeps its own registry, so these counts are this app's alone.
import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit } from '../modules/orders/orders-test-kit.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser, insertListing } from '../test/factories.ts';
import { METRICS_TOKEN_MESSAGE } from './metrics.ts';

const TOKEN = 'metrics-token-for-the-scraper-0123456789';
const scraper = { authorization: `Bearer ${TOKEN}` };

/** The value of one series in a Prometheus text answer, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found: Record<string, string | undefined> = {};
    for (const [, key = '', value] of (match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)) found[key] = value;
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => t?.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: scraper });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('refuses a scrape without the token, or with another one, with a 401', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: TOKEN },
      { authorization: 'Bearer ' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: METRICS_TOKEN_MESSAGE });
      expect(res.body).not.toContain('phonekade_');
    }
  });

  it('answers the scraper in the Prometheus text format, with the process metrics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: scraper });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(res.body, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('times requests by route pattern and status, never by the raw URL', async () => {
    const id = randomUUID();
    expect((await t.app.inject({ method: 'GET', url: `/api/phones/${id}` })).statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: `/api/no-such-thing/${id}` });
    const text = await scrape();
    expect(
      sample(text, 'phonekade_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/phones/:id',
        status_code: '404',
      }),
    ).toBe(1);
    expect(
      sample(text, 'phonekade_http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' }),
    ).toBe(1);
    expect(text).not.toContain(id);
  });

  it('reports the database pool', async () => {
    const text = await scrape();
    expect(sample(text, 'phonekade_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(sample(text, 'phonekade_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'phonekade_db_pool_connections', { state: 'waiting' })).toBe(0);
  });

  it('reports the searches running and waiting for a turn', async () => {
    let free!: () => void;
    const held = new Promise<void>((resolve) => (free = resolve));
    const holding = [t.app.searchSlots.run(() => held)];
    for (let i = 0; i < t.app.config.SEARCHES_AT_ONCE; i += 1) holding.push(t.app.searchSlots.run(() => held));
    const text = await scrape();
    free();
    await Promise.all(holding);
    expect(sample(text, 'phonekade_search_slots', { state: 'running' })).toBe(t.app.config.SEARCHES_AT_ONCE);
    expect(sample(text, 'phonekade_search_slots', { state: 'waiting' })).toBe(1);
    expect(sample(await scrape(), 'phonekade_search_slots', { state: 'running' })).toBe(0);
  });

  it('counts listings by status, 0 included', async () => {
    const seller = await createUser(t, 'seller');
    await insertListing(t, seller.id, { status: 'pending' });
    await insertListing(t, seller.id, { status: 'pending' });
    await insertListing(t, seller.id, { status: 'approved' });
    const text = await scrape();
    expect(sample(text, 'phonekade_listings', { status: 'pending' })).toBe(2);
    expect(sample(text, 'phonekade_listings', { status: 'approved' })).toBe(1);
    expect(sample(text, 'phonekade_listings', { status: 'rejected' })).toBe(0);
  });

  it('counts an order placed once, not its replay nor a refused one', async () => {
    const kit = createKit(t.app);
    const buyer = await createUser(t, 'buyer');
    const seller = await createUser(t, 'seller');
    const phone = await insertListing(t, seller.id, { price: 90_000, stock: 1 });
    expect(sample(await scrape(), 'phonekade_orders_placed_total')).toBe(0);

    const paid = await kit.authorize(buyer, 91_000);
    const payload = kit.orderPayload(
      [{ listing: phone }],
      paid.json<{ data: { transactionId: string } }>().data.transactionId,
    );
    const key = randomUUID();
    const placed = await kit.createOrder(buyer, payload, key);
    expect(placed.statusCode).toBe(201);
    expect(sample(await scrape(), 'phonekade_orders_placed_total')).toBe(1);

    // The same key again: the stored answer, not a second order.
    const replay = await kit.createOrder(buyer, payload, key);
    expect(replay.json()).toEqual(placed.json());
    const soldOut = await kit.buy(buyer, [{ listing: phone }]);
    expect(soldOut.statusCode).toBe(409);
    expect(sample(await scrape(), 'phonekade_orders_placed_total')).toBe(1);
  });

  it('counts the real-time connections open on this instance', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const buyer = await createUser(t, 'buyer');
    const sockets: Socket[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const socket = connect(url, { auth: { token: buyer.token }, transports: ['websocket'], reconnection: false });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
      }
      expect(sample(await scrape(), 'phonekade_socket_connections')).toBe(2);
      sockets.pop()!.close();
      await expect.poll(async () => sample(await scrape(), 'phonekade_socket_connections')).toBe(1);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp();
    second = await buildTestApp();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('answers without a token, each app counting only its own requests', async () => {
    for (let i = 0; i < 3; i++) await first.app.inject({ method: 'GET', url: '/healthz' });
    await second.app.inject({ method: 'GET', url: '/healthz' });
    const firstText = (await first.app.inject({ method: 'GET', url: '/metrics' })).body;
    const secondText = (await second.app.inject({ method: 'GET', url: '/metrics' })).body;
    const healthz = { route: '/healthz', status_code: '200' };
    expect(sample(firstText, 'phonekade_http_request_duration_seconds_count', healthz)).toBe(3);
    expect(sample(secondText, 'phonekade_http_request_duration_seconds_count', healthz)).toBe(1);
  });
});
