import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { EDIT_OWN_LISTINGS_MESSAGE, PHONE_MESSAGES } from '@phonekade/shared/phones/phone.schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { imageDecodes, TOO_MANY_PIXELS_MESSAGE } from '../../lib/images.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createUser,
  inject,
  insertListing,
  jpegImage,
  listingForm,
  multipart,
  type TestUser,
} from '../../test/factories.ts';

const MB = 1024 * 1024;

describe('listing and profile uploads', () => {
  let t: TestApp;
  let baseUrl: string;
  let seller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;
  let photo: Buffer;

  /** Every file under the uploads folder (phone photos and profile pictures). */
  const storedFiles = (): string[] => {
    const root = t.config.uploadsDir;
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  };
  const listingCount = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(listings))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    seller = await createUser(t, 'seller');
    buyer = await createUser(t, 'buyer');
    admin = await createUser(t, 'admin');
    photo = await jpegImage(640, 480);
  });
  afterAll(async () => t.close());

  /**
   * Streams a multipart body of six 9 MB photos (54 MB, each under the per-file limit) to a real
   * port, and stops sending as soon as an answer arrives. `sent` says how much of the body had gone
   * when it did: a server that reads the body before checking who is asking answers only after all
   * of it, and `sent` equals `total`.
   */
  async function streamLargeForm(method: 'POST' | 'PUT', url: string, user?: TestUser) {
    const boundary = 'phonekade-large-form';
    const fields = Object.entries(listingForm())
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const filePart = (index: number) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="photo-${index}.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n';
    const chunk = Buffer.alloc(MB, 0xab);
    const pieces: Buffer[] = [Buffer.from(fields)];
    for (let index = 0; index < 6; index += 1) {
      pieces.push(Buffer.from(filePart(index)), photo, ...Array.from({ length: 9 }, () => chunk), Buffer.from('\r\n'));
    }
    pieces.push(Buffer.from(`--${boundary}--\r\n`));
    const total = pieces.reduce((sum, piece) => sum + piece.length, 0);

    return new Promise<{ status: number; body: { message?: string }; sent: number; total: number }>(
      (resolve, reject) => {
        let sent = 0;
        let answered = false;
        const request = http.request(`${baseUrl}${url}`, {
          method,
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'transfer-encoding': 'chunked',
            ...user?.auth,
          },
        });
        request.on('response', (response) => {
          answered = true;
          const sentWhenAnswered = sent;
          const chunks: Buffer[] = [];
          response.on('data', (data: Buffer) => chunks.push(data));
          response.on('end', () => {
            request.destroy();
            resolve({
              status: response.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message?: string },
              sent: sentWhenAnswered,
              total,
            });
          });
        });
        // The server may close the socket once it has answered; that is not a failure here.
        request.on('error', (error) => {
          if (!answered) reject(error);
        });
        const writeNext = (index: number) => {
          if (answered || index === pieces.length) {
            if (!answered) request.end();
            return;
          }
          const piece = pieces[index]!;
          sent += piece.length;
          if (request.write(piece)) setImmediate(() => writeNext(index + 1));
          else request.once('drain', () => writeNext(index + 1));
        };
        writeNext(0);
      },
    );
  }

  describe('who may upload is settled before the body is read', () => {
    it('a buyer sending a large listing form gets 403 before the photos are read, and nothing is written', async () => {
      const filesBefore = storedFiles();
      const listingsBefore = await listingCount();
      const res = await streamLargeForm('POST', '/api/phones', buyer);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: PHONE_MESSAGES.sellersOnlyCreate });
      expect(res.sent).toBeLessThan(res.total);
      expect(storedFiles()).toEqual(filesBefore);
      expect(await listingCount()).toBe(listingsBefore);
    });

    it('an admin and a guest are refused the same way', async () => {
      const asAdmin = await streamLargeForm('POST', '/api/phones', admin);
      expect(asAdmin.status).toBe(403);
      expect(asAdmin.sent).toBeLessThan(asAdmin.total);
      const asGuest = await streamLargeForm('POST', '/api/phones');
      expect(asGuest.status).toBe(401);
      expect(asGuest.sent).toBeLessThan(asGuest.total);
      expect(storedFiles()).toEqual([]);
    });

    it('a buyer editing a listing gets 403 before the photos are read', async () => {
      const listing = await insertListing(t, seller.id);
      const res = await streamLargeForm('PUT', `/api/phones/${listing.id}`, buyer);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: EDIT_OWN_LISTINGS_MESSAGE });
      expect(res.sent).toBeLessThan(res.total);
      expect(storedFiles()).toEqual([]);
    });

    it('a guest sending a profile form gets 401 before it is read', async () => {
      const res = await streamLargeForm('PUT', '/api/users/profile');
      expect(res.status).toBe(401);
      expect(res.sent).toBeLessThan(res.total);
      expect(storedFiles()).toEqual([]);
    });
  });

  describe('image size in pixels', () => {
    let twentyFiveMegapixels: Buffer;
    beforeAll(async () => {
      twentyFiveMegapixels = await sharp({
        create: { width: 5000, height: 5000, channels: 3, background: { r: 200, g: 40, b: 40 } },
      })
        .jpeg()
        .toBuffer();
    });

    it('a 25-megapixel listing photo is refused with a 400 that says why, and nothing is written', async () => {
      const filesBefore = storedFiles();
      const listingsBefore = await listingCount();
      const res = await inject(t.app, 'POST', '/api/phones', {
        auth: seller.auth,
        body: await multipart(listingForm(), [{ data: photo }, { data: twentyFiveMegapixels }]),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: TOO_MANY_PIXELS_MESSAGE, error: 'VALIDATION' });
      expect(storedFiles()).toEqual(filesBefore);
      expect(await listingCount()).toBe(listingsBefore);
    });

    it('a 25-megapixel profile picture is refused the same way', async () => {
      const filesBefore = storedFiles();
      const res = await inject(t.app, 'PUT', '/api/users/profile', {
        auth: buyer.auth,
        body: await multipart({}, [{ data: twentyFiveMegapixels, field: 'profilePicture' }]),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: TOO_MANY_PIXELS_MESSAGE });
      expect(storedFiles()).toEqual(filesBefore);
    });

    it('a 24-megapixel photo (6000 x 4000) is still accepted', async () => {
      const largest = await jpegImage(6000, 4000);
      const res = await inject(t.app, 'POST', '/api/phones', {
        auth: seller.auth,
        body: await multipart(listingForm(), [{ data: largest }]),
      });
      expect(res.statusCode, res.body).toBe(201);
    });
  });

  describe('decoding under a burst of uploads', () => {
    it('10 listings uploaded at once never decode more images at a time than the machine has cores', async () => {
      const cores = os.availableParallelism();
      const finishedBefore = imageDecodes.stats().finished;
      imageDecodes.resetPeak();
      const forms = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          multipart(listingForm({ title: `Galaxy S2${index} 256GB` }), [{ data: photo }]),
        ),
      );
      const answers = await Promise.all(
        forms.map((body) => inject(t.app, 'POST', '/api/phones', { auth: seller.auth, body })),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 10 }, () => 201));
      const stats = imageDecodes.stats();
      expect(stats.finished - finishedBefore).toBe(10);
      expect(stats.peakRunning).toBeGreaterThanOrEqual(1);
      expect(stats.peakRunning).toBeLessThanOrEqual(cores);
      expect(stats).toMatchObject({ running: 0, waiting: 0 });
    });
  });
});
