import type { CataloguePagination, PhoneDto } from '@phonekade/shared/phones/phone.types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, insertListing, type Body, type TestUser } from '../../test/factories.ts';
import { createCatalogueAnswers } from './catalogue-answers.ts';

// A repeated catalogue request is answered from kept bytes before the security headers' hooks and the
// token check (docs/decisions/074-live-partial-indexes-and-early-answers.md,
// docs/decisions/079-live-counts-and-stored-price-bands.md), with every header the route's answer has.

type Page = Body<{ phones: PhoneDto[]; pagination: CataloguePagination }>;

describe('catalogue answers served early', () => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let listingId: string;

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_CACHE_MS: '60000', RATE_LIMITS: 'false' });
    seller = await createUser(t, 'seller');
    buyer = await createUser(t, 'buyer');
    listingId = (await insertListing(t, seller.id, { title: 'Pixel 7 128GB', brand: 'Google', price: 110_000 })).id;
  });
  afterAll(async () => t.close());

  it('sends the same bytes and headers from the early answer as from the route', async () => {
    for (const url of [
      '/api/phones?search=pixel',
      `/api/phones/${listingId}`,
      '/api/phones/price-guide?title=Pixel%207',
    ]) {
      const fromRoute = await get(url);
      const early = await get(url);
      expect(early.statusCode).toBe(200);
      expect(early.body).toBe(fromRoute.body);
      for (const header of [
        'etag',
        'cache-control',
        'vary',
        'content-type',
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
        'cross-origin-resource-policy',
      ]) {
        expect(early.headers[header], header).toBeDefined();
        expect(early.headers[header], header).toBe(fromRoute.headers[header]);
      }
      expect(early.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(early.headers['x-request-id']).not.toBe(fromRoute.headers['x-request-id']);
      expect((await get(url, { 'if-none-match': String(early.headers.etag) })).statusCode).toBe(304);
    }
  });

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

  it('answers signed-in callers early with the same bytes as guests, never the seller or an admin', async () => {
    const url = `/api/phones/${listingId}`;
    const admin = await createUser(t, 'admin');
    const fromRoute = await get(url);
    const signedIn = await get(url, buyer.auth);
    expect(signedIn.body).toBe(fromRoute.body);
    expect(signedIn.headers.etag).toBe(fromRoute.headers.etag);
    expect((await get(url, { ...buyer.auth, 'if-none-match': String(fromRoute.headers.etag) })).statusCode).toBe(304);

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

  it('answers the list early whatever the token; a request with an Origin goes through CORS and the route', async () => {
    const url = '/api/phones?search=pixel&sort=newest';
    const real = (await get(url)).json<Page>();
    await remember(url, { marker: true });
    for (const headers of [{}, buyer.auth, { authorization: 'Bearer not-a-token' }]) {
      expect((await get(url, headers)).json()).toEqual({ success: true, data: { marker: true } });
    }
    expect((await get(url, { origin: 'https://elsewhere.example' })).json<Page>()).toEqual(real);
    // A HEAD or another path is never answered from it.
    expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
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
});
