import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import {
  EDIT_OWN_LISTINGS_MESSAGE,
  ADD_IMAGE_MESSAGE,
  IMAGE_REQUIRED_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMEI_INVALID_MESSAGE,
  MAX_IMAGES_MESSAGE,
  ONLY_IMAGES_MESSAGE,
  ORIGINAL_PRICE_BELOW_PRICE_MESSAGE,
  PHONE_MESSAGES,
  SPECS_MESSAGE,
} from '@phonekade/shared/phones/phone.schemas';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listings, notifications } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  createUser,
  inject,
  insertListing,
  jpegImage,
  listingForm,
  multipart,
  pixelFloodPng,
  type TestUser,
  type UploadFile,
} from '../../test/factories.ts';
import {
  DELETE_OWN_LISTINGS_MESSAGE,
  ONLY_LIVE_CAN_BE_SOLD_MESSAGE,
  SOLD_LISTING_NOT_EDITABLE_MESSAGE,
  UNKNOWN_EXISTING_IMAGE_MESSAGE,
} from './phones.service.ts';

const IMEI = '490154203237518';

describe('sellers’ listings', () => {
  let t: TestApp;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;
  let photo: Buffer;

  const uploadsDir = () => path.join(t.config.uploadsDir, 'phones');
  const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).sort() : []);
  const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));

  async function create(user: TestUser | undefined, fields = listingForm(), files: UploadFile[] = [{ data: photo }]) {
    return inject(t.app, 'POST', '/api/phones', { auth: user?.auth, body: await multipart(fields, files) });
  }
  async function createOk(fields = listingForm(), count = 2): Promise<PhoneDto> {
    const res = await create(
      seller,
      fields,
      Array.from({ length: count }, () => ({ data: photo })),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: PhoneDto }>().data;
  }
  async function approve(id: string) {
    await t.app.db
      .update(listings)
      .set({ status: 'approved', approvedAt: new Date(), approvedBy: admin.id, adminNotes: 'Looks fine' })
      .where(eq(listings.id, id));
  }
  const adminNotifications = () =>
    t.app.db.select().from(notifications).where(eq(notifications.userId, admin.id)).orderBy(notifications.createdAt);

  beforeAll(async () => {
    t = await buildTestApp();
    seller = await createUser(t, 'seller');
    otherSeller = await createUser(t, 'seller');
    buyer = await createUser(t, 'buyer');
    admin = await createUser(t, 'admin');
    photo = await jpegImage(2000, 1000);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.app.db.delete(notifications);
  });

  describe('creating', () => {
    it('a seller creates a pending listing with WebP images and thumbnails, metadata stripped', async () => {
      const res = await create(seller, listingForm({ imei: '49-015420-323751-8', stock: '3' }), [
        { data: photo },
        { data: await jpegImage(300, 400), filename: 'second.png', type: 'image/png' },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<{ success: boolean; message: string; data: PhoneDto }>();
      expect(body).toMatchObject({ success: true, message: 'Phone listing submitted for admin review!' });
      const phone = body.data;
      expect(phone).toMatchObject({
        title: 'iPhone 13 128GB',
        brand: 'Apple',
        price: 145_000,
        originalPrice: 160_000,
        condition: 'Excellent',
        description: 'Barely used, with box',
        location: 'Colombo',
        specs: { ram: '4GB', storage: '128GB', batteryHealth: '91%' },
        stock: 3,
        isAvailable: true,
        status: 'pending',
        imeiChecked: true,
        imei: IMEI,
        imeiDuplicate: false,
      });
      expect(phone.images).toHaveLength(2);
      expect(phone.imageDetails[0]).toMatchObject({ width: 1600, height: 800 });
      expect(phone.imageDetails[1]).toMatchObject({ width: 300, height: 400 });
      const full = await sharp(fileOf(phone.images[0]!)).metadata();
      expect(full).toMatchObject({ format: 'webp', width: 1600, height: 800 });
      expect(full.exif).toBeUndefined();
      const thumb = await sharp(fileOf(phone.imageDetails[0]!.thumbUrl)).metadata();
      expect(thumb).toMatchObject({ format: 'webp', width: 400, height: 200 });
      // Server-made names, never the client's.
      expect(phone.images.join()).not.toContain('second');

      const [note] = await adminNotifications();
      expect(note).toMatchObject({
        type: 'new_pending_listing',
        message: 'New listing "iPhone 13 128GB" needs review',
        data: { phoneId: phone.id, title: 'iPhone 13 128GB' },
      });

      const publicView = await inject(t.app, 'GET', `/api/phones/${phone.id}`);
      expect(publicView.statusCode).toBe(404);
      const listed = await inject(t.app, 'GET', '/api/phones');
      expect(listed.json<{ data: { phones: PhoneDto[] } }>().data.phones.map((p) => p.id)).not.toContain(phone.id);
    });

    it('a listing whose IMEI is already on another live or pending listing is accepted but flagged to admins', async () => {
      await insertListing(t, otherSeller.id, { imei: '356938035643809', status: 'approved' });
      const res = await create(seller, listingForm({ imei: '356938035643809' }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ data: { imeiDuplicate: true } });
      const [note] = await adminNotifications();
      expect(note?.data).toMatchObject({ imeiDuplicate: true });
    });

    it('only sellers create listings', async () => {
      const before = storedFiles();
      const asBuyer = await create(buyer);
      expect(asBuyer.statusCode).toBe(403);
      expect(asBuyer.json()).toMatchObject({ message: PHONE_MESSAGES.sellersOnlyCreate });
      expect((await create(admin)).statusCode).toBe(403);
      const asGuest = await create(undefined);
      expect(asGuest.statusCode).toBe(401);
      expect(storedFiles()).toEqual(before);
    });

    it.each([
      [{ title: '', price: '', condition: '' }, 'Missing required fields: title, price, condition'],
      [{ price: '0' }, 'Price must be greater than 0'],
      [{ price: 'abc' }, 'Price must be a number'],
      [{ originalPrice: '100000' }, ORIGINAL_PRICE_BELOW_PRICE_MESSAGE],
      [{ brand: 'Nokla' }, 'Please choose a brand from the list'],
      [{ specs: '{ram: 4GB' }, SPECS_MESSAGE],
      [{ imei: '490154203237519' }, IMEI_INVALID_MESSAGE],
      [{ stock: '0' }, 'Stock must be a whole number from 1 to 999'],
    ])('refuses the fields %o with the spec message', async (overrides, message) => {
      const before = storedFiles();
      const res = await create(seller, listingForm(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
      expect(storedFiles()).toEqual(before);
    });

    it('needs 1 to 6 images', async () => {
      const none = await create(seller, listingForm(), []);
      expect(none.statusCode).toBe(400);
      // The create form's words; 'At least one image is required' belongs to the edit form.
      expect(none.json()).toMatchObject({ message: ADD_IMAGE_MESSAGE, details: { images: ADD_IMAGE_MESSAGE } });
      const seven = await create(
        seller,
        listingForm(),
        Array.from({ length: 7 }, () => ({ data: photo })),
      );
      expect(seven.statusCode).toBe(400);
      expect(seven.json()).toMatchObject({ message: MAX_IMAGES_MESSAGE });
      const six = await create(
        seller,
        listingForm(),
        Array.from({ length: 6 }, () => ({ data: photo })),
      );
      expect(six.statusCode).toBe(201);
      expect(six.json<{ data: PhoneDto }>().data.images).toHaveLength(6);
    });

    it('refuses a file that is not an image, even renamed .jpg, naming it, and writes nothing', async () => {
      const before = storedFiles();
      const count = (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(listings))[0]?.n;
      const notifications = (await adminNotifications()).length;
      const renamed = await create(seller, listingForm(), [
        { data: photo, filename: 'front.jpg' },
        { data: Buffer.from('#!/bin/sh\necho not a photo\n'), filename: 'back.jpg', type: 'image/jpeg' },
        { data: photo, filename: 'side.jpg' },
      ]);
      expect(renamed.statusCode).toBe(400);
      const message = `Photo 2 (back.jpg): ${ONLY_IMAGES_MESSAGE}`;
      expect(renamed.json()).toMatchObject({
        success: false,
        message,
        details: { images: message, 'images.1': message },
      });
      const text = await create(seller, listingForm(), [
        { data: photo },
        { data: Buffer.from('hello'), filename: 'a.txt', type: 'text/plain' },
      ]);
      expect(text.statusCode).toBe(400);
      expect(text.json()).toMatchObject({ message: `Photo 2 (a.txt): ${ONLY_IMAGES_MESSAGE}` });
      // A truncated JPEG: the right header, then nothing sharp can decode.
      const truncated = await create(seller, listingForm(), [{ data: photo.subarray(0, 200), filename: 'cut.jpg' }]);
      expect(truncated.statusCode).toBe(400);
      expect(truncated.json()).toMatchObject({ message: `Photo 1 (cut.jpg): ${ONLY_IMAGES_MESSAGE}` });
      expect(storedFiles()).toEqual(before);
      expect((await t.app.db.select({ n: sql<number>`count(*)::int` }).from(listings))[0]?.n).toBe(count);
      expect(await adminNotifications()).toHaveLength(notifications);
    });

    it('names a bad photo by a tidied file name, never repeating control characters or a long name', async () => {
      const res = await create(seller, listingForm(), [
        { data: Buffer.from('nope'), filename: `..\\evil\u202e${'x'.repeat(100)}.jpg`, type: 'image/jpeg' },
      ]);
      expect(res.statusCode).toBe(400);
      const { message } = res.json<{ message: string }>();
      expect(message).toMatch(/^Photo 1 \(evilx+…\): Only image files are allowed$/);
      expect(message).not.toMatch(/[\u202e\\]/);
    });

    it('answers a bad photo in the caller’s language', async () => {
      const body = await multipart(listingForm(), [{ data: Buffer.from('nope'), filename: 'back.jpg' }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/phones',
        payload: body.payload,
        headers: { ...body.headers, ...seller.auth, 'accept-language': 'si' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('ඡායාරූපය 1 (back.jpg): ඡායාරූප ගොනු පමණක් එක් කළ හැක');
    });

    it('refuses an image over 10 MB', async () => {
      const big = Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024 - photo.length, 0)]);
      const res = await create(seller, listingForm(), [{ data: big }]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ message: IMAGE_TOO_LARGE_MESSAGE });
    });

    it('refuses an image claiming a huge number of pixels without decoding it', async () => {
      const res = await create(seller, listingForm(), [
        { data: await pixelFloodPng(60_000, 60_000), type: 'image/png' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/too many pixels/);
    });

    it('removes the files it wrote when the database refuses the listing', async () => {
      await t.app.db.execute(sql`create function refuse_listing() returns trigger language plpgsql as
        $$ begin raise exception 'refused for the test'; end $$`);
      await t.app.db.execute(
        sql`create trigger refuse_listing before insert on listings for each row execute function refuse_listing()`,
      );
      try {
        const before = storedFiles();
        const res = await create(seller, listingForm(), [{ data: photo }, { data: photo }]);
        expect(res.statusCode).toBe(500);
        expect(res.json()).toMatchObject({ message: 'Server error occurred' });
        expect(storedFiles()).toEqual(before);
        expect(await adminNotifications()).toEqual([]);
      } finally {
        await t.app.db.execute(sql`drop trigger refuse_listing on listings`);
        await t.app.db.execute(sql`drop function refuse_listing`);
      }
    });

    it('answers a malformed JSON body with a 400', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/phones',
        headers: { ...seller.auth, 'content-type': 'application/json' },
        payload: '{"title": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON' });
    });
  });

  describe('editing', () => {
    it('the owner replaces an image and the listing goes back to pending for re-review', async () => {
      const phone = await createOk();
      await approve(phone.id);
      await t.app.db.delete(notifications);
      const [keep, drop] = phone.imageDetails;
      const res = await inject(t.app, 'PUT', `/api/phones/${phone.id}`, {
        auth: seller.auth,
        body: await multipart(
          listingForm({ title: 'iPhone 13 128GB Blue', price: '140000', existingImages: JSON.stringify([keep!.url]) }),
          [{ data: await jpegImage(800, 800) }],
        ),
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ message: string; data: PhoneDto }>();
      expect(body.message).toBe('Phone updated successfully');
      expect(body.data).toMatchObject({
        title: 'iPhone 13 128GB Blue',
        price: 140_000,
        status: 'pending',
        approvedAt: null,
        approvedBy: null,
        adminNotes: null,
      });
      expect(body.data.images).toHaveLength(2);
      expect(body.data.images[0]).toBe(keep!.url);
      expect(existsSync(fileOf(keep!.url))).toBe(true);
      expect(existsSync(fileOf(drop!.url))).toBe(false);
      expect(existsSync(fileOf(drop!.thumbUrl))).toBe(false);
      expect(existsSync(fileOf(body.data.images[1]!))).toBe(true);
      const [note] = await adminNotifications();
      expect(note).toMatchObject({
        type: 'listing_updated_pending',
        message: 'Updated listing "iPhone 13 128GB Blue" needs review',
        data: { phoneId: phone.id },
      });
      expect((await inject(t.app, 'GET', `/api/phones/${phone.id}`)).statusCode).toBe(404);
    });

    it('a JSON edit keeps the images it lists and the specs it does not send', async () => {
      const phone = await createOk();
      const res = await inject(t.app, 'PUT', `/api/phones/${phone.id}`, {
        auth: seller.auth,
        body: {
          title: 'iPhone 13',
          brand: 'Apple',
          price: 150000,
          condition: 'Good',
          specs: { ram: '6GB', storage: '' },
          images: [phone.images[1]],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        data: { condition: 'Good', images: [phone.images[1]], specs: { ram: '6GB', batteryHealth: '91%' } },
      });
      expect(res.json<{ data: PhoneDto }>().data.specs).not.toHaveProperty('storage');
    });

    it('existingImages may also come as one multipart field per image', async () => {
      const phone = await createOk(listingForm(), 3);
      const form = new FormData();
      for (const [key, value] of Object.entries(listingForm())) form.append(key, value);
      form.append('existingImages', phone.images[2]!);
      form.append('existingImages', phone.images[0]!);
      const response = new Response(form);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/phones/${phone.id}`,
        payload: Buffer.from(await response.arrayBuffer()),
        headers: { ...seller.auth, 'content-type': response.headers.get('content-type') ?? '' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: PhoneDto }>().data.images).toEqual([phone.images[2], phone.images[0]]);
      expect(existsSync(fileOf(phone.images[1]!))).toBe(false);
    });

    it('keeps 1 to 6 images in all', async () => {
      const phone = await createOk();
      const none = await inject(t.app, 'PUT', `/api/phones/${phone.id}`, {
        auth: seller.auth,
        body: await multipart(listingForm({ existingImages: '[]' })),
      });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ message: IMAGE_REQUIRED_MESSAGE });
      const tooMany = await inject(t.app, 'PUT', `/api/phones/${phone.id}`, {
        auth: seller.auth,
        body: await multipart(
          listingForm({ existingImages: JSON.stringify(phone.images) }),
          Array.from({ length: 5 }, () => ({ data: photo })),
        ),
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({ message: MAX_IMAGES_MESSAGE });
      const unknown = await inject(t.app, 'PUT', `/api/phones/${phone.id}`, {
        auth: seller.auth,
        body: { ...listingForm(), images: ['/uploads/phones/someone-elses.webp'] },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ message: UNKNOWN_EXISTING_IMAGE_MESSAGE });
      const stored = await inject(t.app, 'GET', `/api/phones/${phone.id}`, { auth: seller.auth });
      expect(stored.json<{ data: PhoneDto }>().data.images).toEqual(phone.images);
    });

    it('only the owner edits: another seller, a buyer and an admin are refused', async () => {
      const phone = await createOk();
      for (const user of [otherSeller, buyer, admin]) {
        const res = await inject(t.app, 'PUT', `/api/phones/${phone.id}`, { auth: user.auth, body: listingForm() });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ message: EDIT_OWN_LISTINGS_MESSAGE });
      }
      expect((await inject(t.app, 'PUT', `/api/phones/${phone.id}`, { body: listingForm() })).statusCode).toBe(401);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['00000000-0000-0000-0000-000000000000', 'nope']) {
        const res = await inject(t.app, 'PUT', `/api/phones/${id}`, { auth: seller.auth, body: listingForm() });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Listing not found' });
      }
    });

    it('refuses wrong types and an original price below a new price', async () => {
      const phone = await createOk();
      const wrong = await inject(t.app, 'PUT', `/api/phones/${phone.id}`, {
        auth: seller.auth,
        body: { ...listingForm(), price: { amount: 5 } },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: 'Price must be a number' });
      // The stored original price (160,000) is kept when not sent, so a higher price conflicts with it.
      const { originalPrice: _unused, ...withoutOriginal } = listingForm({ price: '170000' });
      const below = await inject(t.app, 'PUT', `/api/phones/${phone.id}`, { auth: seller.auth, body: withoutOriginal });
      expect(below.statusCode).toBe(400);
      expect(below.json()).toMatchObject({ message: ORIGINAL_PRICE_BELOW_PRICE_MESSAGE });
      const notAList = await inject(t.app, 'PUT', `/api/phones/${phone.id}`, {
        auth: seller.auth,
        body: await multipart(listingForm({ existingImages: 'first.webp' })),
      });
      expect(notAList.statusCode).toBe(400);
    });

    it('a sold listing cannot be edited', async () => {
      const { id } = await insertListing(t, seller.id, { stock: 0 });
      const res = await inject(t.app, 'PUT', `/api/phones/${id}`, { auth: seller.auth, body: listingForm() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: SOLD_LISTING_NOT_EDITABLE_MESSAGE });
    });

    it('a rejected listing can be edited and resubmitted', async () => {
      const phone = await createOk();
      await t.app.db
        .update(listings)
        .set({ status: 'rejected', rejectionReason: 'Poor image quality', rejectedAt: new Date() })
        .where(eq(listings.id, phone.id));
      const res = await inject(t.app, 'PUT', `/api/phones/${phone.id}`, { auth: seller.auth, body: listingForm() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { status: 'pending', rejectionReason: null, rejectedAt: null } });
    });
  });

  describe('deleting and selling', () => {
    it('the owner deletes a listing and its files; others cannot', async () => {
      const phone = await createOk();
      for (const user of [otherSeller, admin, buyer]) {
        const res = await inject(t.app, 'DELETE', `/api/phones/${phone.id}`, { auth: user.auth });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ message: DELETE_OWN_LISTINGS_MESSAGE });
      }
      expect((await inject(t.app, 'DELETE', `/api/phones/${phone.id}`)).statusCode).toBe(401);
      const res = await inject(t.app, 'DELETE', `/api/phones/${phone.id}`, { auth: seller.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Listing deleted successfully' });
      for (const image of phone.imageDetails) {
        expect(existsSync(fileOf(image.url))).toBe(false);
        expect(existsSync(fileOf(image.thumbUrl))).toBe(false);
      }
      expect((await inject(t.app, 'GET', `/api/phones/${phone.id}`, { auth: seller.auth })).statusCode).toBe(404);
      expect((await inject(t.app, 'DELETE', `/api/phones/${phone.id}`, { auth: seller.auth })).statusCode).toBe(404);
    });

    it('the owner marks a live listing sold: off the catalogue, still viewable, no longer editable', async () => {
      const phone = await createOk();
      const early = await inject(t.app, 'PUT', `/api/phones/${phone.id}/sold`, { auth: seller.auth });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ message: ONLY_LIVE_CAN_BE_SOLD_MESSAGE });
      await approve(phone.id);
      expect((await inject(t.app, 'PUT', `/api/phones/${phone.id}/sold`, { auth: otherSeller.auth })).statusCode).toBe(
        403,
      );
      const res = await inject(t.app, 'PUT', `/api/phones/${phone.id}/sold`, { auth: seller.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { stock: 0, isAvailable: false, status: 'approved' } });
      const listed = await inject(t.app, 'GET', '/api/phones');
      expect(listed.json<{ data: { phones: PhoneDto[] } }>().data.phones.map((p) => p.id)).not.toContain(phone.id);
      expect((await inject(t.app, 'GET', `/api/phones/${phone.id}`)).statusCode).toBe(200);
    });
  });

  describe('my listings', () => {
    it('a seller sees all their listings with review notes and the status counts', async () => {
      const me = await createUser(t, 'seller');
      await insertListing(t, me.id, { title: 'Live one', hoursAgo: 5 });
      await insertListing(t, me.id, { title: 'Sold one', stock: 0, hoursAgo: 4 });
      await insertListing(t, me.id, { title: 'Waiting', status: 'pending', hoursAgo: 3 });
      await insertListing(t, me.id, {
        title: 'Refused',
        status: 'rejected',
        rejectionReason: 'Suspicious pricing',
        adminNotes: 'Price looks too low',
        hoursAgo: 2,
      });
      await insertListing(t, otherSeller.id, { title: 'Not mine' });

      const res = await inject(t.app, 'GET', '/api/users/my-listings', { auth: me.auth });
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: { listings: PhoneDto[]; counts: Record<string, number> } }>().data;
      expect(data.listings.map((l) => l.title)).toEqual(['Refused', 'Waiting', 'Sold one', 'Live one']);
      expect(data.counts).toEqual({ pending: 1, approved: 1, rejected: 1, sold: 1, total: 4 });
      expect(data.listings[0]).toMatchObject({
        rejectionReason: 'Suspicious pricing',
        adminNotes: 'Price looks too low',
      });

      const byFilter = async (status: string) => {
        const r = await inject(t.app, 'GET', `/api/users/my-listings?status=${status}`, { auth: me.auth });
        return r.json<{ data: { listings: PhoneDto[] } }>().data.listings.map((l) => l.title);
      };
      expect(await byFilter('live')).toEqual(['Live one']);
      expect(await byFilter('sold')).toEqual(['Sold one']);
      expect(await byFilter('pending')).toEqual(['Waiting']);
      expect(await byFilter('rejected')).toEqual(['Refused']);
      expect(await byFilter('all')).toHaveLength(4);
    });

    it('is for sellers only and refuses an unknown status', async () => {
      expect((await inject(t.app, 'GET', '/api/users/my-listings')).statusCode).toBe(401);
      expect((await inject(t.app, 'GET', '/api/users/my-listings', { auth: buyer.auth })).statusCode).toBe(403);
      const bad = await inject(t.app, 'GET', '/api/users/my-listings?status=archived', { auth: seller.auth });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Unknown status. Use one of: all, live, pending, rejected, sold' });
    });
  });

  describe('price guide', () => {
    it('gives the band of approved listings of the same model, sold ones included, other variants left out', async () => {
      const guideSeller = await createUser(t, 'seller');
      for (const price of [80_000, 90_000, 100_000, 110_000]) {
        await insertListing(t, guideSeller.id, { title: 'Pixel 6a 128GB', brand: 'Google', price });
      }
      await insertListing(t, guideSeller.id, { title: 'Pixel 6a', brand: 'Google', price: 120_000, stock: 0 });
      await insertListing(t, guideSeller.id, { title: 'Pixel 6a', brand: 'Google', price: 10_000, status: 'pending' });
      await insertListing(t, guideSeller.id, { title: 'Pixel 6a Pro', brand: 'Google', price: 400_000 });
      const res = await inject(
        t.app,
        'GET',
        `/api/phones/price-guide?title=${encodeURIComponent('Pixel 6a 256GB Black')}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: { model: 'pixel 6a', low: 90_000, median: 100_000, high: 110_000, count: 5 },
      });
    });

    it('gives no band for a model with too few listings, and needs a title', async () => {
      const res = await inject(t.app, 'GET', '/api/phones/price-guide?title=Nokia%203310');
      expect(res.json()).toMatchObject({ data: { low: null, median: null, high: null, count: 0 } });
      expect((await inject(t.app, 'GET', '/api/phones/price-guide')).statusCode).toBe(400);
      expect((await inject(t.app, 'GET', '/api/phones/price-guide?title=128GB')).statusCode).toBe(400);
    });
  });
});
