import zlib from 'node:zlib';
import { SI_MESSAGES } from '@phonekade/shared/i18n/messages.si';
import { TA_MESSAGES } from '@phonekade/shared/i18n/messages.ta';
import { INVALID_CURSOR_MESSAGE } from '@phonekade/shared/phones/catalogue-cursor';
import { PHONE_MESSAGES } from '@phonekade/shared/phones/phone.schemas';
import type { CataloguePagination, PhoneDto } from '@phonekade/shared/phones/phone.types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createUser,
  inject,
  insertListing,
  jpegImage,
  listingForm,
  multipart,
  type Body,
  type TestUser,
} from '../../test/factories.ts';
import { createKit } from '../orders/orders-test-kit.ts';

// Public catalogue answers kept as bytes (docs/decisions/049-catalogue-answers-served-as-bytes.md): the
// cache is on here, as in production, and every change made through the API must show at once.

type Page = Body<{ phones: PhoneDto[]; pagination: CataloguePagination }>;

describe('catalogue answers served as bytes', () => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const titles = async (url = '/api/phones', headers: Record<string, string> = {}) =>
    (await get(url, headers)).json<Page>().data.phones.map((phone) => phone.title);

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_CACHE_MS: '60000', RATE_LIMITS: 'false' });
    seller = await createUser(t, 'seller', { name: 'Kasun Mobile', phone: '0771234567' });
    buyer = await createUser(t, 'buyer');
    admin = await createUser(t, 'admin');
    for (let i = 0; i < 6; i += 1) {
      await insertListing(t, seller.id, {
        title: `Galaxy A5${i} 128GB`,
        brand: 'Samsung',
        price: 60_000 + i * 1000,
        description: 'A long enough description to make the answer worth compressing. '.repeat(4),
      });
    }
  });
  afterAll(async () => t.close());

  it('answers with a strong ETag and a CDN cache header, and the same ETag gets a 304 without a body', async () => {
    for (const url of ['/api/phones', '/api/phones?search=galaxy', '/api/phones/price-guide?title=Galaxy%20A50']) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
      expect(first.headers['cdn-cache-control']).toBe('public, max-age=10, stale-while-revalidate=30');
      expect(first.headers.vary).toBe('Accept-Encoding');
      const again = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
      expect((await get(url, { 'if-none-match': '"not-this-one"' })).statusCode).toBe(200);
    }
  });

  it('serves brotli and gzip bytes by Accept-Encoding, each with its own tag, that decode to the same JSON', async () => {
    const plain = await get('/api/phones');
    const br = await get('/api/phones', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/api/phones', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const tag = String(plain.headers.etag).slice(1, -1);
    expect(br.headers.etag).toBe(`"${tag}.br"`);
    expect(gz.headers.etag).toBe(`"${tag}.gzip"`);
    // A client holding any encoding of this answer holds this answer.
    expect((await get('/api/phones', { 'if-none-match': String(br.headers.etag) })).statusCode).toBe(304);
    // Kept bytes are the same bytes on every request.
    const brAgain = await get('/api/phones', { 'accept-encoding': 'br' });
    expect(Buffer.compare(brAgain.rawPayload, br.rawPayload)).toBe(0);
  });

  it('gives a signed-in buyer, another seller and a guest the same bytes for browse, details and the price guide', async () => {
    const other = await createUser(t, 'seller');
    const [listing] = (await get('/api/phones')).json<Page>().data.phones;
    for (const url of [
      '/api/phones?sort=price_low',
      `/api/phones/${listing!.id}`,
      '/api/phones/price-guide?title=A51',
    ]) {
      const guest = await get(url);
      for (const user of [buyer, other]) {
        const signedIn = await get(url, user.auth);
        expect(signedIn.statusCode).toBe(200);
        expect(signedIn.body).toBe(guest.body);
        expect(signedIn.headers.etag).toBe(guest.headers.etag);
        expect(signedIn.headers['cache-control']).toBe(guest.headers['cache-control']);
      }
    }
  });

  it("gives every language the same bytes, while a refusal comes in the caller's language and varies on it", async () => {
    const [listing] = (await get('/api/phones')).json<Page>().data.phones;
    for (const url of ['/api/phones?sort=newest', `/api/phones/${listing!.id}`, '/api/phones/price-guide?title=A52']) {
      const english = await get(url, { 'accept-language': 'en' });
      for (const language of ['si-LK,si;q=0.9', 'ta', undefined]) {
        const answer = await get(url, language ? { 'accept-language': language } : {});
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe(english.body);
        expect(answer.headers.etag).toBe(english.headers.etag);
        // Nothing in a kept answer is translated, so a CDN may give one language's copy to another.
        expect(answer.headers.vary).toBe('Accept-Encoding');
      }
    }
    for (const [language, catalogue] of [
      ['si', SI_MESSAGES],
      ['ta', TA_MESSAGES],
    ] as const) {
      const refused = await get('/api/phones?cursor=not-a-cursor', { 'accept-language': language });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<Body>()).toMatchObject({ details: { cursor: catalogue[INVALID_CURSOR_MESSAGE] } });
      expect(refused.headers.vary).toMatch(/Accept-Language/);
      expect(refused.headers['cache-control'] ?? '').not.toMatch(/public/);
      const unknown = await get('/api/phones/00000000-0000-4000-8000-000000000000', { 'accept-language': language });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers.vary).toMatch(/Accept-Language/);
      expect(unknown.json<Body>().message).toBe(catalogue[PHONE_MESSAGES.phoneNotFound]);
    }
  });

  it("answers a seller's own listing and an admin's view fresh and private, never from the shared bytes", async () => {
    const { id } = await insertListing(t, seller.id, {
      title: 'Pixel 8 Pro',
      brand: 'Google',
      imei: '490154203237518',
    });
    const guest = await get(`/api/phones/${id}`);
    expect(guest.json<Body<PhoneDto>>().data).not.toHaveProperty('imei');
    for (const user of [seller, admin]) {
      const own = await get(`/api/phones/${id}`, user.auth);
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.headers.etag).toBeUndefined();
      expect(own.json<Body<PhoneDto>>().data).toMatchObject({ imei: '490154203237518' });
    }
    const pending = await insertListing(t, seller.id, { title: 'Pixel 9', status: 'pending' });
    expect((await get(`/api/phones/${pending.id}`)).statusCode).toBe(404);
    expect((await get(`/api/phones/${pending.id}`, buyer.auth)).statusCode).toBe(404);
    expect((await get(`/api/phones/${pending.id}`, seller.auth)).statusCode).toBe(200);
  });

  it('shows a new listing once approved, at once, in kept pages', async () => {
    const before = await get('/api/phones?search=nokia');
    expect(before.json<Page>().data.phones).toEqual([]);
    const form = await multipart(listingForm({ title: 'Nokia G42 128GB', brand: 'Nokia' }), [
      { data: await jpegImage() },
    ]);
    const created = await inject(t.app, 'POST', '/api/phones', { auth: seller.auth, body: form });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<Body<PhoneDto>>().data;
    // Pending until an admin approves it: not public yet.
    expect(await titles('/api/phones?search=nokia')).toEqual([]);
    const approved = await inject(t.app, 'PUT', `/api/admin/listings/${id}/approve`, { auth: admin.auth, body: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await titles('/api/phones?search=nokia')).toEqual(['Nokia G42 128GB']);
    const stale = await get('/api/phones?search=nokia', { 'if-none-match': String(before.headers.etag) });
    expect(stale.statusCode).toBe(200);
  });

  it('drops a phone sold out by an order, or marked sold, at once from kept pages and details', async () => {
    const kit = createKit(t.app);
    const listing = await insertListing(t, seller.id, { title: 'Redmi Note 13 Pro', brand: 'Xiaomi', price: 75_000 });
    expect(await titles('/api/phones?search=redmi')).toEqual(['Redmi Note 13 Pro']);
    const details = await get(`/api/phones/${listing.id}`);
    expect(details.json<Body<PhoneDto>>().data.isAvailable).toBe(true);
    const bought = await kit.buy(buyer, [{ listing }]);
    expect(bought.statusCode, bought.body).toBe(201);
    expect(await titles('/api/phones?search=redmi')).toEqual([]);
    const after = await get(`/api/phones/${listing.id}`, { 'if-none-match': String(details.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<Body<PhoneDto>>().data.isAvailable).toBe(false);

    const second = await insertListing(t, seller.id, { title: 'Moto G84', brand: 'Motorola' });
    expect(await titles('/api/phones?search=moto')).toEqual(['Moto G84']);
    expect((await inject(t.app, 'PUT', `/api/phones/${second.id}/sold`, { auth: seller.auth })).statusCode).toBe(200);
    expect(await titles('/api/phones?search=moto')).toEqual([]);
  });

  it("drops a suspended seller's phones at once from kept pages, details and their seller's list, and brings them back when restored", async () => {
    const other = await createUser(t, 'seller', { name: 'Nimal Phones' });
    const listing = await insertListing(t, other.id, { title: 'Vivo V29 5G', brand: 'Vivo' });
    const mine = `/api/phones?sellerId=${other.id}`;
    expect(await titles('/api/phones?search=vivo')).toEqual(['Vivo V29 5G']);
    expect(await titles(mine)).toEqual(['Vivo V29 5G']);
    expect((await get(`/api/phones/${listing.id}`)).statusCode).toBe(200);

    const suspended = await inject(t.app, 'PUT', `/api/admin/users/${other.id}/suspend`, {
      auth: admin.auth,
      body: { reason: 'Sold a stolen phone' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await titles('/api/phones?search=vivo')).toEqual([]);
    expect(await titles(mine)).toEqual([]);
    expect((await get(`/api/phones/${listing.id}`)).statusCode).toBe(404);

    const restored = await inject(t.app, 'PUT', `/api/admin/users/${other.id}/unsuspend`, { auth: admin.auth });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await titles('/api/phones?search=vivo')).toEqual(['Vivo V29 5G']);
    expect(await titles(mine)).toEqual(['Vivo V29 5G']);
    expect((await get(`/api/phones/${listing.id}`)).statusCode).toBe(200);
  });

  it('keeps an answer while nothing changes through the app, even when the database changes behind its back', async () => {
    const first = await titles('/api/phones?search=xperia');
    await insertListing(t, seller.id, { title: 'Xperia 1 IV', brand: 'Sony' });
    expect(await titles('/api/phones?search=xperia')).toEqual(first);
    t.app.catalogueChanges.catalogueChanged();
    expect(await titles('/api/phones?search=xperia')).toEqual(['Xperia 1 IV']);
  });
});
