import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { INVALID_EMAIL_MESSAGE } from '@phonekade/shared/auth/auth.schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { type Body, createUser, inject, listingForm, multipart } from '../test/factories.ts';
import { BODY_LIMITS, bodyLimitFor } from './body-limits.ts';

const KB = 1024;
const AUTH_ROUTES = ['/api/auth/login', '/api/auth/register', '/api/auth/forgot-password', '/api/auth/reset-password'];
const TOO_LARGE = 'The request body is too large';

/** Every field an auth form sends, with `email` in place of the address. */
const authBody = (email: string) => ({
  name: 'Nimal Perera',
  email,
  password: 'secret1',
  code: '123456',
  newPassword: 'secret1',
  confirmPassword: 'secret1',
});

// An address whose domain is one long run of dots: the shape on which the old address pattern tried
// every way of splitting the run. `bytes` is the size of the whole JSON body.
const dottedAddress = (bytes: number) => `a@${'.'.repeat(bytes - JSON.stringify(authBody('a@@')).length)}@`;

describe('request body limits', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    // Rate limits off: a 429 must not stand in for the refusal being tested.
    t = await buildTestApp({ RATE_LIMITS: 'false' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());

  const userCount = async () => (await t.app.db.select({ id: users.id }).from(users)).length;

  it('the table gives auth 16 KB, order creation and the chat 64 KB, the rest of the API 32 KB', () => {
    expect(bodyLimitFor('/api/auth/login')).toBe(16 * KB);
    expect(bodyLimitFor('/api/orders/create')).toBe(64 * KB);
    expect(bodyLimitFor('/api/chatbot/chat')).toBe(64 * KB);
    expect(bodyLimitFor('/api/cart/merge')).toBe(32 * KB);
    expect(bodyLimitFor('/uploads/x.webp')).toBeUndefined();
    for (const { reason } of BODY_LIMITS) expect(reason).not.toBe('');
  });

  describe.each(AUTH_ROUTES)('POST %s', (url) => {
    it('refuses a 1 MB body with 413 and a clear message, and creates nobody', async () => {
      const before = await userCount();
      const response = await inject(t.app, 'POST', url, { body: authBody(dottedAddress(1024 * KB)) });
      expect(response.statusCode).toBe(413);
      expect(response.json<Body>()).toMatchObject({ success: false, message: TOO_LARGE, error: 'PAYLOAD_TOO_LARGE' });
      expect(await userCount()).toBe(before);
    });

    it('refuses a 64 KB address with 413 before reading it', async () => {
      const response = await inject(t.app, 'POST', url, { body: authBody(dottedAddress(64 * KB)) });
      expect(response.statusCode).toBe(413);
      expect(response.json<Body>().message).toBe(TOO_LARGE);
    });

    it('refuses an address that fills the whole 16 KB as not an address, and creates nobody', async () => {
      const before = await userCount();
      const response = await inject(t.app, 'POST', url, { body: authBody(dottedAddress(16 * KB - 1)) });
      expect(response.statusCode).toBe(400);
      expect(response.json<Body>()).toMatchObject({ success: false, details: { email: INVALID_EMAIL_MESSAGE } });
      expect(await userCount()).toBe(before);
    });
  });

  it('a body just under the limit still reaches the route', async () => {
    const response = await inject(t.app, 'POST', '/api/auth/login', {
      body: { ...authBody('nobody@example.lk'), padding: 'x'.repeat(15 * KB) },
    });
    expect(response.statusCode).toBe(401);
  });

  it('other JSON routes refuse a body over 32 KB with 413', async () => {
    const buyer = await createUser(t, 'buyer');
    const response = await inject(t.app, 'POST', '/api/cart/merge', {
      auth: buyer.auth,
      body: { guestItems: [], padding: 'x'.repeat(40 * KB) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<Body>().message).toBe(TOO_LARGE);
  });

  it('a multipart listing upload larger than the JSON limit is not refused by it', async () => {
    const seller = await createUser(t, 'seller');
    // Random noise does not compress: a photo of a few hundred KB.
    const photo = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(64 * KB);
    const response = await inject(t.app, 'POST', '/api/phones', {
      auth: seller.auth,
      body: await multipart(listingForm(), [{ data: photo }]),
    });
    expect(response.statusCode).toBe(201);
  });

  /** POSTs `body` over the real port; resolves with the status, or 'closed' if the server hung up first. */
  function post(url: string, body: string): Promise<number | 'closed'> {
    return new Promise((resolve) => {
      const request = http.request(`${baseUrl}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      // A server that refuses a large body closes the connection, possibly while it is still being sent.
      request.on('error', () => resolve('closed'));
      request.end(body);
    });
  }

  async function timedGet(url: string): Promise<{ status: number; ms: number }> {
    const start = performance.now();
    const response = await fetch(`${baseUrl}${url}`);
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - start };
  }

  it('the catalogue answers within 200 ms while 20 hostile sign-in requests are in flight', async () => {
    await timedGet('/api/phones'); // first call: connections and query plans warmed up
    // Each size on every auth route: bodies the limit refuses unread, and addresses under it that the
    // schema must refuse without a pattern scanning them.
    const hostile = Array.from({ length: 20 }, (_, index) => {
      const bytes = [1024 * KB, 64 * KB, 16 * KB - 1, 15 * KB][index % 4]!;
      return {
        url: AUTH_ROUTES[Math.floor(index / 4) % AUTH_ROUTES.length]!,
        body: JSON.stringify(authBody(dottedAddress(bytes))),
      };
    });
    // Measured up to three times: a machine shared with other work may pause once, a blocked event
    // loop holds every attempt for as long as the hostile requests take.
    let fastest = Infinity;
    for (let attempt = 0; attempt < 3 && fastest >= 200; attempt++) {
      const inFlight = hostile.map(({ url, body }) => post(url, body));
      const catalogue = await timedGet('/api/phones');
      expect(catalogue.status).toBe(200);
      fastest = Math.min(fastest, catalogue.ms);
      const answers = await Promise.all(inFlight);
      for (const answer of answers) expect(answer === 'closed' || (answer >= 400 && answer < 500)).toBe(true);
    }
    expect(fastest).toBeLessThan(200);
  });
});
