import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { freePort } from '../db/embedded-postgres.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createUser, jpegImage, listingForm, multipart, type TestUser } from './factories.ts';
import { startRedisServer } from './redis-server.ts';
import { startS3Server, type S3TestServer } from './s3-server.ts';

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// Two instances of the app, listening on real ports, on one PostgreSQL, one redis-server and one
// S3 bucket (s3rver), behave as one marketplace: what happens through one is seen through the other.
describe('two instances on one database, one Redis and one image bucket', () => {
  let redis: ChildProcess;
  let s3: S3TestServer;
  let a: TestApp;
  let b: FastifyInstance;
  let seller: TestUser;
  let admin: TestUser;
  let socket: Socket | undefined;

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedisServer(port);
    s3 = await startS3Server();
    // Guests' pages are kept 10 s: only the news of a change, not the pages' age, can make it show
    // within the second this test allows.
    a = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, PUBLIC_CACHE_MS: '10000', ...s3.env('site') });
    // B opens its own connection to the same bucket, as a second process would.
    b = await buildApp({ config: a.config, database: a.database });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
    seller = await createUser(a, 'seller');
    admin = await createUser(a, 'admin');
  });

  afterAll(async () => {
    socket?.close();
    await b?.close();
    await a?.close();
    await s3?.close();
    redis?.kill('SIGTERM');
  });

  const browse = async (app: FastifyInstance): Promise<string[]> => {
    const res = await fetch(`${urlOf(app)}/api/phones?limit=50`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { phones: PhoneDto[] } };
    return body.data.phones.map((phone) => phone.id);
  };

  it("shows a listing created through A and approved through B in A's browse within a second, with its image on both and the approval on the seller's socket on A", async () => {
    const form = await multipart(listingForm({ title: 'Galaxy S23 Ultra 256GB' }), [
      { data: await jpegImage(1200, 900) },
    ]);
    const created = await fetch(`${urlOf(a.app)}/api/phones`, {
      method: 'POST',
      headers: { ...form.headers, ...seller.auth },
      body: form.payload,
    });
    expect(created.status).toBe(201);
    const phone = ((await created.json()) as { data: PhoneDto }).data;
    expect(phone.status).toBe('pending');

    // Both instances now hold a browse page without it.
    expect(await browse(a.app)).not.toContain(phone.id);
    expect(await browse(b)).not.toContain(phone.id);

    socket = connect(urlOf(a.app), { auth: { token: seller.token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
    const approval = new Promise<Record<string, unknown>>((resolve) => socket!.once('listing_approved', resolve));

    const approved = await fetch(`${urlOf(b)}/api/admin/listings/${phone.id}/approve`, {
      method: 'PUT',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(approved.status).toBe(200);

    await expect.poll(() => browse(a.app), { timeout: 1000, interval: 50 }).toContain(phone.id);
    expect(await browse(b)).toContain(phone.id);

    expect(await approval).toMatchObject({
      phoneId: phone.id,
      title: 'Galaxy S23 Ultra 256GB',
      message: 'Your listing "Galaxy S23 Ultra 256GB" has been approved!',
    });

    // The photo uploaded through A is in the bucket, not on A's disk, and both instances serve it and
    // its narrower copies from there.
    const imageUrl = phone.images[0]!;
    expect(imageUrl).toMatch(/^\/uploads\/phones\/[\w-]+\.webp$/);
    expect(await s3.keys('site/')).toContain(`site/${imageUrl.slice('/uploads/'.length)}`);
    expect(existsSync(path.join(a.config.uploadsDir, imageUrl.slice('/uploads/'.length)))).toBe(false);
    const details = phone.imageDetails[0]!;
    expect(details.variants?.map((variant) => variant.width)).toEqual([320, 640, 1080]);
    for (const url of [imageUrl, details.thumbUrl, ...(details.variants ?? []).map((variant) => variant.url)]) {
      const fromA = await fetch(`${urlOf(a.app)}${url}`);
      const fromB = await fetch(`${urlOf(b)}${url}`);
      expect([fromA.status, fromB.status], url).toEqual([200, 200]);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    }
  });

  it("takes a listing deleted by an admin through B off A's browse within a second", async () => {
    const form = await multipart(listingForm({ title: 'Pixel 8 128GB' }), [{ data: await jpegImage() }]);
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/phones',
      headers: { ...form.headers, ...seller.auth },
      payload: form.payload,
    });
    const phone = created.json<{ data: PhoneDto }>().data;
    const approved = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/listings/${phone.id}/approve`,
      headers: admin.auth,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    expect(await browse(a.app)).toContain(phone.id);

    const deleted = await b.inject({
      method: 'DELETE',
      url: `/api/admin/listings/${phone.id}`,
      headers: admin.auth,
      payload: { reason: 'Stolen phone reported' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expect.poll(() => browse(a.app), { timeout: 1000, interval: 50 }).not.toContain(phone.id);
    // B removed the photo from the shared bucket, so A no longer finds it either.
    const name = phone.images[0]!.slice('/uploads/phones/'.length, -'.webp'.length);
    expect((await s3.keys('site/phones/')).filter((key) => key.includes(name))).toEqual([]);
    expect((await fetch(`${urlOf(a.app)}${phone.images[0]!}`)).status).toBe(404);
  });
});
