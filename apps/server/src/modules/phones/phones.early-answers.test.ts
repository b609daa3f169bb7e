import http from 'node:http';
import type { CataloguePagination, PhoneDto } from '@phonekade/shared/phones/phone.types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, insertListing, type Body, type TestUser } from '../../test/factories.ts';
import { createCatalogueAnswers } from './catalogue-answers.ts';

// A repeated catalogue request is answered from kept bytes at the server's door, before Fastify
// (docs/decisions/085-kept-answers-at-the-door.md), with every header the route's answer has. Only a real
// connection reaches the door: these requests go over a port, not through inject, and are read as sent
// (no decoding).

type Page = Body<{ phones: PhoneDto[]; pagination: CataloguePagination }>;

describe('catalogue answers served at the door', () => {
  let t: TestApp;
  let base: string;
  let seller: TestUser;
  let buyer: TestUser;
  let listingId: string;

  interface Sent {
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
    json: <T = unknown>() => T;
  }

  function request(method: string, url: string, headers: Record<string, string> = {}): Promise<Sent> {
    return new Promise((resolve, reject) => {
      const sent = http.request(`${base}${url}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            json: <T>() => JSON.parse(body.toString()) as T,
          });
        });
      });
      sent.on('error', reject);
      sent.end();
    });
  }
  const get = (url: string, headers: Record<string, string> = {}) => request('GET', url, headers);

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_CACHE_MS: '60000', RATE_LIMITS: 'false' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    seller = await createUser(t, 'seller');
    buyer = await createUser(t, 'buyer');
    listingId = (await insertListing(t, seller.id, { title: 'Pixel 7 128GB', brand: 'Google', price: 110_000 })).id;
  });
  afterAll(async () => t.close());

  /** Puts a different answer under `url`, to see which path answers. */
  async function remember(url: string, data: unknown, ownerId?: string) {
    const marker = await createCatalogueAnswers(60_000).get(url, async () => ({ data, ownerId }));
    t.app.catalogueAnswers.rememberUrl(
      { url, headers: {} },
      { getHeaders: () => ({}) },
      marker!,
      t.app.catalogueAnswers.generation(),
    );
  }

  it('sends the same bytes and headers at the door as from the route, in each encoding, and a 304', async () => {
    for (const url of [
      '/api/phones?search=pixel',
      `/api/phones/${listingId}`,
      '/api/phones/price-guide?title=Pixel%207',
      '/api/phones/brand-counts',
    ]) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const fromRoute = await get(url, { 'accept-encoding': encoding });
        const atDoor = await get(url, { 'accept-encoding': encoding });
        expect(atDoor.status).toBe(200);
        expect(atDoor.body.equals(fromRoute.body)).toBe(true);
        const [routeHeaders, doorHeaders] = [fromRoute.headers, atDoor.headers];
        if (encoding !== 'identity' && atDoor.body.length > 1024) {
          expect(doorHeaders['content-encoding']).toBe(encoding);
        }
        for (const header of Object.keys(routeHeaders)) {
          if (header === 'x-request-id' || header === 'date') continue;
          expect(doorHeaders[header], `${url} ${encoding} ${header}`).toBe(routeHeaders[header]);
        }
        expect(Object.keys(doorHeaders).sort()).toEqual(Object.keys(routeHeaders).sort());
        expect(doorHeaders['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        expect(doorHeaders['x-request-id']).not.toBe(routeHeaders['x-request-id']);
        const again = await get(url, { 'accept-encoding': encoding, 'if-none-match': String(doorHeaders.etag) });
        expect(again.status).toBe(304);
        expect(again.headers.etag).toBe(doorHeaders.etag);
        expect(again.body.length).toBe(0);
      }
    }
  });

  it('keeps a sane request id sent with the request, as the route does', async () => {
    const url = '/api/phones?search=pixel&limit=1';
    await get(url);
    expect((await get(url, { 'x-request-id': 'edge-42.a' })).headers['x-request-id']).toBe('edge-42.a');
    expect((await get(url, { 'x-request-id': 'bad id!' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers signed-in callers with the same bytes as guests, never the seller or an admin', async () => {
    const url = `/api/phones/${listingId}`;
    const admin = await createUser(t, 'admin');
    const fromRoute = await get(url);
    const signedIn = await get(url, buyer.auth);
    expect(signedIn.body.equals(fromRoute.body)).toBe(true);
    expect(signedIn.headers.etag).toBe(fromRoute.headers.etag);
    const held = { ...buyer.auth, 'if-none-match': String(fromRoute.headers.etag) };
    expect((await get(url, held)).status).toBe(304);

    await remember(url, { marker: true }, seller.id);
    expect((await get(url)).json()).toEqual({ success: true, data: { marker: true } });
    expect((await get(url, buyer.auth)).json()).toEqual({ success: true, data: { marker: true } });
    // The seller and an admin are answered by the route, after the token check, with their own views.
    const own = await get(url, seller.auth);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.json<Body<PhoneDto>>().data.id).toBe(listingId);
    const asAdmin = await get(url, admin.auth);
    expect(asAdmin.headers['cache-control']).toBe('private, no-store');
    expect(asAdmin.json<Body<PhoneDto>>().data.id).toBe(listingId);
  });

  it('answers the list whatever the token; an Origin, a HEAD or a POST goes to the route', async () => {
    const url = '/api/phones?search=pixel&sort=newest';
    const real = (await get(url)).json<Page>();
    const realHead = await request('HEAD', url);
    await remember(url, { marker: true });
    for (const headers of [{}, buyer.auth, { authorization: 'Bearer not-a-token' }]) {
      expect((await get(url, headers)).json()).toEqual({ success: true, data: { marker: true } });
    }
    expect((await get(url, { origin: 'https://elsewhere.example' })).json<Page>()).toEqual(real);
    expect((await request('HEAD', url)).headers.etag).toBe(realHead.headers.etag);
    // POST is the listing form's: a guest is refused there.
    expect((await request('POST', url)).status).toBe(401);
  });

  it('counts its answers in the request metrics under the route pattern', async () => {
    const url = `/api/phones/${listingId}?fresh=1`;
    const counted = async (status: number) => {
      const text = await t.app.metrics.registry.getSingleMetricAsString('phonekade_http_request_duration_seconds');
      const line = text
        .split('\n')
        .find(
          (row) =>
            row.startsWith('phonekade_http_request_duration_seconds_count{') &&
            row.includes('route="/api/phones/:id"') &&
            row.includes(`status_code="${status}"`),
        );
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    await get(url);
    const [ok, notModified] = [await counted(200), await counted(304)];
    await get(url);
    await get(url, { 'if-none-match': '*' });
    expect((await counted(200)) - ok).toBe(1);
    expect((await counted(304)) - notModified).toBe(1);
  });

  it('forgets every remembered address when the catalogue changes, and what was loaded before the change', async () => {
    const url = '/api/phones?brand=Google';
    expect((await get(url)).json<Page>().data.phones).toHaveLength(1);
    const before = t.app.catalogueAnswers.generation();
    await insertListing(t, seller.id, { title: 'Pixel 8 256GB', brand: 'Google', price: 170_000 });
    t.app.catalogueChanges.catalogueChanged();
    const stale = await createCatalogueAnswers(60_000).get('stale', async () => ({ data: { stale: true } }));
    t.app.catalogueAnswers.rememberUrl({ url, headers: {} }, { getHeaders: () => ({}) }, stale!, before);
    expect((await get(url)).json<Page>().data.phones).toHaveLength(2);
  });

  it('sends every request the full way once the shutdown begins, where answers close their connection', async () => {
    const url = '/api/phones?search=pixel&limit=2';
    await get(url);
    expect((await get(url)).headers.connection).not.toBe('close');
    t.app.readiness.beginShutdown();
    expect((await get(url)).headers.connection).toBe('close');
  });
});
