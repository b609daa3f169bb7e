import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { OrderDto } from '@phonekade/shared/orders/order.types';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { listings } from '../db/schema.ts';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../lib/storage/storage.ts';
import { createKit } from '../modules/orders/orders-test-kit.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser, inject, jpegImage, listingForm, multipart, type Body, type TestUser } from '../test/factories.ts';
import { startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { IMAGE_NOT_FOUND_MESSAGE } from './uploads.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PREFIX = 'market/images';
const CDN = 'https://cdn.phonekade.test/img';

// A 2000 x 1000 photo becomes a 1600 px full image, a thumbnail and copies 320, 640, 1080 and 1200 px wide.
const sizesOf = (name: string) =>
  [
    `${name}-1080w.webp`,
    `${name}-1200w.webp`,
    `${name}-320w.webp`,
    `${name}-640w.webp`,
    `${name}-thumb.webp`,
    `${name}.webp`,
  ].map((file) => `phones/${file}`);
const nameOf = (url: string) =>
  url
    .split('/')
    .pop()!
    .replace(/\.webp$/, '');

interface Setup {
  t: TestApp;
  seller: TestUser;
  buyer: TestUser;
  admin: TestUser;
  photo: Buffer;
  /** Every stored key, as 'phones/<file>' or 'avatars/<file>', sorted. */
  keys: () => Promise<string[]>;
}

async function createListing(s: Setup, files = 2): Promise<PhoneDto> {
  const body = await multipart(
    listingForm(),
    Array.from({ length: files }, () => ({ data: s.photo })),
  );
  const res = await inject(s.t.app, 'POST', '/api/phones', { auth: s.seller.auth, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Body<PhoneDto>>().data;
}

async function approve(s: Setup, id: string) {
  const res = await inject(s.t.app, 'PUT', `/api/admin/listings/${id}/approve`, { auth: s.admin.auth, body: {} });
  expect(res.statusCode, res.body).toBe(200);
}

const stores: { store: string; start: () => Promise<{ env: Record<string, string>; s3?: S3TestServer }> }[] = [
  { store: 'the local folder', start: async () => ({ env: {} }) },
  {
    store: 'an S3 bucket (s3rver)',
    start: async () => {
      const s3 = await startS3Server();
      return { env: s3.env(PREFIX), s3 };
    },
  },
];

describe.each(stores)('images in $store', ({ start }) => {
  const s = {} as Setup;
  let s3: S3TestServer | undefined;

  beforeAll(async () => {
    const started = await start();
    s3 = started.s3;
    s.t = await buildTestApp({ ...started.env, RATE_LIMITS: 'false' });
    s.seller = await createUser(s.t, 'seller');
    s.buyer = await createUser(s.t, 'buyer');
    s.admin = await createUser(s.t, 'admin');
    s.photo = await jpegImage(2000, 1000);
    s.keys = async () => {
      if (s3) return (await s3.keys(`${PREFIX}/`)).map((key) => key.slice(PREFIX.length + 1));
      const root = s.t.config.uploadsDir;
      if (!existsSync(root)) return [];
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .sort();
    };
  });
  afterAll(async () => {
    await s.t?.close();
    await s3?.close();
  });

  it('an upload stores the full image, its thumbnail and copies 320, 640, 1080 and 1200 px wide', async () => {
    const before = await s.keys();
    const phone = await createListing(s);
    const names = phone.images.map(nameOf);
    expect(phone.images).toEqual(names.map((name) => `/uploads/phones/${name}.webp`));
    expect(phone.imageDetails[0]).toEqual({
      url: `/uploads/phones/${names[0]}.webp`,
      thumbUrl: `/uploads/phones/${names[0]}-thumb.webp`,
      width: 1600,
      height: 800,
      variants: [320, 640, 1080, 1200].map((width) => ({ width, url: `/uploads/phones/${names[0]}-${width}w.webp` })),
    });
    const added = (await s.keys()).filter((key) => !before.includes(key));
    expect(added).toEqual(names.flatMap(sizesOf).sort());
  });

  it('serves every size as WebP of its width, cached for a year', async () => {
    const phone = await createListing(s, 1);
    const [image] = phone.imageDetails;
    const urls = [
      [image!.url, 1600],
      [image!.thumbUrl, 400],
      ...image!.variants!.map((variant) => [variant.url, variant.width] as const),
    ] as const;
    for (const [url, width] of urls) {
      const res = await s.t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
    }
    const head = await s.t.app.inject({ method: 'HEAD', url: image!.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe(IMMUTABLE);
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 for an unknown image and for paths that try to leave the image folders', async () => {
    const urls = [
      '/uploads/phones/no-such-image.webp',
      '/uploads/phones/',
      '/uploads/avatars/nothing.webp',
      '/uploads/other/x.webp',
      '/uploads/phones/x.png',
      '/uploads/phones/..%2f..%2fjwt-secret',
      '/uploads/phones%2f..%2f..%2fjwt-secret',
      '/uploads/%00.webp',
      '/uploads//etc/passwd',
    ];
    for (const url of urls) {
      const res = await s.t.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain('test-secret');
    }
    // Plain '..' is resolved before routing, as browsers do: these leave /uploads/ altogether and get
    // the web app's page (when it is built) or a 404, never a file of the data folder.
    for (const url of [
      '/uploads/../jwt-secret',
      '/uploads/phones/../../jwt-secret',
      '/uploads/phones/%2e%2e/%2e%2e/jwt-secret',
    ]) {
      const res = await s.t.app.inject({ method: 'GET', url });
      if (res.statusCode === 200) expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      else expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('test-secret');
    }
    const res = await s.t.app.inject({ method: 'GET', url: '/uploads/phones/no-such-image.webp' });
    expect(res.json()).toEqual({ success: false, message: IMAGE_NOT_FOUND_MESSAGE, error: 'NOT_FOUND' });
  });

  it('deleting a listing deletes every size of its images', async () => {
    const phone = await createListing(s);
    const keys = phone.images.map(nameOf).flatMap(sizesOf);
    expect(await s.keys()).toEqual(expect.arrayContaining(keys));
    const res = await inject(s.t.app, 'DELETE', `/api/phones/${phone.id}`, { auth: s.seller.auth });
    expect(res.statusCode).toBe(200);
    const left = await s.keys();
    expect(keys.filter((key) => left.includes(key))).toEqual([]);
    expect((await s.t.app.inject({ method: 'GET', url: phone.images[0]! })).statusCode).toBe(404);
  });

  it('keeps the image an order shows when its listing is deleted, and the order still shows it', async () => {
    const phone = await createListing(s);
    await approve(s, phone.id);
    const placed = await createKit(s.t.app).buy(s.buyer, [
      { listing: { id: phone.id, price: phone.price, sellerId: s.seller.id } },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<Body<OrderDto>>().data.phoneImage).toBe(phone.images[0]);

    const res = await inject(s.t.app, 'DELETE', `/api/admin/listings/${phone.id}`, {
      auth: s.admin.auth,
      body: { reason: 'Duplicate listing' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [shown, other] = phone.images.map(nameOf);
    const left = await s.keys();
    expect(left).toEqual(expect.arrayContaining(sizesOf(shown!)));
    expect(sizesOf(other!).filter((key) => left.includes(key))).toEqual([]);

    const orders = await inject(s.t.app, 'GET', '/api/orders/my-orders', { auth: s.buyer.auth });
    expect(orders.json<Body<{ orders: OrderDto[] }>>().data.orders[0]?.phoneImage).toBe(phone.images[0]);
    expect((await s.t.app.inject({ method: 'GET', url: phone.images[0]! })).statusCode).toBe(200);
  });

  it('a profile picture is stored beside the listing photos and served the same way', async () => {
    const body = await multipart({ name: 'Nimal Perera' }, [{ data: s.photo, field: 'profilePicture' }]);
    const res = await inject(s.t.app, 'PUT', '/api/users/profile', { auth: s.buyer.auth, body });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<Body<{ user: { profilePicture: string } }>>().data.user.profilePicture;
    expect(url).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
    expect(await s.keys()).toContain(url.slice('/uploads/'.length));
    const served = await s.t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe(IMMUTABLE);
  });
});

describe('images in an S3 bucket behind a CDN (IMAGE_BASE_URL)', () => {
  const s = {} as Setup;
  let s3: S3TestServer;

  beforeAll(async () => {
    s3 = await startS3Server();
    s.t = await buildTestApp({ ...s3.env(PREFIX), IMAGE_BASE_URL: `${CDN}/`, RATE_LIMITS: 'false' });
    s.seller = await createUser(s.t, 'seller');
    s.buyer = await createUser(s.t, 'buyer');
    s.admin = await createUser(s.t, 'admin');
    s.photo = await jpegImage(2000, 1000);
  });
  afterAll(async () => {
    await s.t?.close();
    await s3?.close();
  });

  it('answers image URLs on the CDN, each the bucket key under the prefix, and lets pages load them', async () => {
    const phone = await createListing(s, 1);
    const name = nameOf(phone.images[0]!);
    expect(phone.images).toEqual([`${CDN}/phones/${name}.webp`]);
    expect(phone.imageDetails[0]).toMatchObject({
      url: `${CDN}/phones/${name}.webp`,
      thumbUrl: `${CDN}/phones/${name}-thumb.webp`,
      variants: [320, 640, 1080, 1200].map((width) => ({ width, url: `${CDN}/phones/${name}-${width}w.webp` })),
    });
    // A CDN whose origin is the bucket at the prefix finds each URL's object, with its cache header.
    const keys = await s3.keys(`${PREFIX}/`);
    for (const url of [phone.imageDetails[0]!.url, phone.imageDetails[0]!.thumbUrl]) {
      expect(keys).toContain(`${PREFIX}${url.slice(CDN.length)}`);
    }
    const direct = await fetch(`${s3.endpoint}/${s3.bucket}/${PREFIX}/phones/${name}.webp`);
    expect(direct.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    // The server still serves them itself (a CDN may use it as its origin instead).
    const served = await s.t.app.inject({ method: 'GET', url: `/uploads/phones/${name}.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe(IMMUTABLE);
    // What a CDN hands on from here is shown by a page on another origin.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const page = await s.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['content-security-policy']).toMatch(
      /img-src 'self' data: blob: https:\/\/cdn\.phonekade\.test[;]/,
    );
  });

  it('shows an order’s image on the CDN too', async () => {
    const phone = await createListing(s, 1);
    await approve(s, phone.id);
    const placed = await createKit(s.t.app).buy(s.buyer, [
      { listing: { id: phone.id, price: phone.price, sellerId: s.seller.id } },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const orders = await inject(s.t.app, 'GET', '/api/orders/my-orders', { auth: s.buyer.auth });
    const [order] = orders.json<Body<{ orders: OrderDto[] }>>().data.orders;
    expect(order?.phoneImage).toBe(phone.images[0]);
    expect(order?.items[0]?.image).toBe(phone.images[0]);
  });
});

describe('an S3 bucket that stops answering', () => {
  let t: TestApp;
  let s3: S3TestServer;
  let seller: TestUser;
  const listingCount = async () => (await t.app.db.select({ n: count() }).from(listings))[0]?.n ?? 0;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await buildTestApp({ ...s3.env(PREFIX), RATE_LIMITS: 'false' });
    seller = await createUser(t, 'seller');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('turns /readyz to 503 naming storage, refuses uploads with a 503 and writes nothing', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });

    await s3.stop();
    const down = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'unreachable' } });

    const before = await listingCount();
    const body = await multipart(listingForm(), [{ data: await jpegImage(800, 600) }]);
    const res = await inject(t.app, 'POST', '/api/phones', { auth: seller.auth, body });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: STORAGE_UNAVAILABLE_MESSAGE, error: 'UNAVAILABLE' });
    expect(await listingCount()).toBe(before);
    const served = await t.app.inject({ method: 'GET', url: '/uploads/phones/anything.webp' });
    expect(served.statusCode).toBe(503);

    await s3.restart();
    expect(await s3.keys()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const again = await inject(t.app, 'POST', '/api/phones', { auth: seller.auth, body });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('names a bucket that does not exist', async () => {
    const { storage } = t.config;
    if (storage.kind !== 's3') throw new Error('an S3 configuration was expected');
    const app = await buildApp({
      config: { ...t.config, storage: { ...storage, bucket: 'no-such-bucket' } },
      database: t.database,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ checks: { storage: 'bucket_missing' } });
    } finally {
      await app.close();
    }
  });
});
