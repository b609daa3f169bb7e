import type { CataloguePagination, PhoneDto } from '@phonekade/shared/phones/phone.types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, insertListing, type Body, type TestUser } from '../../test/factories.ts';
import { createCatalogueAnswers } from './catalogue-answers.ts';

// A guest's repeated catalogue request is answered from kept bytes before the token check
// (docs/decisions/074-live-partial-indexes-and-early-answers.md), with every header the route's answer has.

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

  it('answers guests only: a token, good or bad, goes through the token check and the route', async () => {
    const url = '/api/phones?search=pixel&sort=newest';
    const real = (await get(url)).json<Page>();
    // Put a different answer under this address, to see which path answers.
    const marker = await createCatalogueAnswers(60_000).get('marker', async () => ({ data: { marker: true } }));
    t.app.catalogueAnswers.rememberUrl(url, marker!, t.app.catalogueAnswers.generation());
    expect((await get(url)).json()).toEqual({ success: true, data: { marker: true } });
    expect((await get(url, buyer.auth)).json<Page>()).toEqual(real);
    const badToken = await get(url, { authorization: 'Bearer not-a-token' });
    expect(badToken.json<Page>()).toEqual(real);
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
    t.app.catalogueAnswers.rememberUrl(url, stale!, before);
    expect((await get(url)).json<Page>().data.phones).toHaveLength(2);
  });
});
