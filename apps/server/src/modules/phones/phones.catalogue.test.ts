import { PAGE_MESSAGE } from '@phonekade/shared/common/id.schemas';
import { PRICE_RANGE_MESSAGE } from '@phonekade/shared/constants/catalog';
import {
  MAX_PRICE_MESSAGE,
  MIN_PRICE_MESSAGE,
  ORDER_MESSAGE,
  SORT_MESSAGE,
} from '@phonekade/shared/phones/phone.schemas';
import type { CataloguePagination, PhoneDto } from '@phonekade/shared/phones/phone.types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, inject, insertListing, type TestUser } from '../../test/factories.ts';

interface ListBody {
  success: boolean;
  data: {
    phones: PhoneDto[];
    pagination: CataloguePagination;
  };
}

const IMEI = '490154203237518';

describe('the public catalogue', () => {
  let t: TestApp;
  let topSeller: TestUser;
  let newSeller: TestUser;
  let admin: TestUser;
  let buyer: TestUser;
  const ids: Record<string, string> = {};

  async function list(query = '', auth?: { authorization: string }) {
    const res = await inject(t.app, 'GET', `/api/phones${query ? `?${query}` : ''}`, { auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListBody>().data;
  }
  const titles = (phones: PhoneDto[]) => phones.map((phone) => phone.title);

  beforeAll(async () => {
    t = await buildTestApp();
    topSeller = await createUser(t, 'seller', {
      name: 'Kasun Mobile',
      phone: '0771234567',
      rating: 4.8,
      reviewCount: 25,
      businessType: 'retailer',
      location: 'Colombo',
      instagram: 'kasunmobile',
    });
    newSeller = await createUser(t, 'seller', { name: 'Nimal', rating: 3, reviewCount: 2 });
    admin = await createUser(t, 'admin');
    buyer = await createUser(t, 'buyer');
    ({ id: ids.iphone13 } = await insertListing(t, topSeller.id, {
      title: 'iPhone 13 128GB',
      brand: 'Apple',
      price: 145_000,
      originalPrice: 160_000,
      condition: 'Excellent',
      imei: IMEI,
      adminNotes: 'Checked the photos',
      hoursAgo: 5 * 24,
    }));
    ({ id: ids.iphone12 } = await insertListing(t, newSeller.id, {
      title: 'iPhone 12 64GB',
      brand: 'Apple',
      price: 95_000,
      condition: 'Good',
      hoursAgo: 2 * 24,
    }));
    ({ id: ids.s21 } = await insertListing(t, newSeller.id, {
      title: 'Galaxy S21 Ultra 256GB',
      brand: 'Samsung',
      price: 120_000,
      condition: 'Very Good',
      hoursAgo: 24,
    }));
    ({ id: ids.pixel } = await insertListing(t, topSeller.id, {
      title: 'Pixel 7 Pro',
      brand: 'Google',
      price: 130_000,
      condition: 'Excellent',
      description: 'Amazing camera for night shots',
      specs: { processor: 'Tensor G2', ram: '12GB' },
      hoursAgo: 3 * 24,
    }));
    ({ id: ids.a52 } = await insertListing(t, newSeller.id, {
      title: 'Galaxy A52',
      brand: 'Samsung',
      price: 55_000,
      condition: 'Fair',
      hoursAgo: 10 * 24,
    }));
    ({ id: ids.sold } = await insertListing(t, topSeller.id, {
      title: 'Redmi Note 12',
      brand: 'Xiaomi',
      price: 45_000,
      stock: 0,
      hoursAgo: 6,
    }));
    ({ id: ids.pending } = await insertListing(t, topSeller.id, {
      title: 'iPhone 14 Pro',
      brand: 'Apple',
      price: 250_000,
      status: 'pending',
      hoursAgo: 2,
    }));
    ({ id: ids.rejected } = await insertListing(t, newSeller.id, {
      title: 'OnePlus 11',
      brand: 'OnePlus',
      price: 150_000,
      status: 'rejected',
      rejectionReason: 'Poor image quality',
      hoursAgo: 3,
    }));
  });
  afterAll(async () => t.close());

  describe('listing', () => {
    it('lists only live listings: approved and available, never pending, rejected or sold', async () => {
      const { phones, pagination } = await list();
      expect(new Set(titles(phones))).toEqual(
        new Set(['iPhone 13 128GB', 'iPhone 12 64GB', 'Galaxy S21 Ultra 256GB', 'Pixel 7 Pro', 'Galaxy A52']),
      );
      expect(pagination).toEqual({
        currentPage: 1,
        totalPages: 1,
        totalItems: 5,
        hasNext: false,
        hasPrev: false,
        totalIsCapped: false,
        nextCursor: null,
      });
    });

    it('carries the populated seller card without the seller e-mail, and never an IMEI', async () => {
      const res = await inject(t.app, 'GET', '/api/phones');
      const iphone = res.json<ListBody>().data.phones.find((phone) => phone.id === ids.iphone13);
      expect(iphone).toMatchObject({
        _id: ids.iphone13,
        id: ids.iphone13,
        brand: 'Apple',
        price: 145_000,
        originalPrice: 160_000,
        status: 'approved',
        isAvailable: true,
        stock: 1,
        rating: 4.8,
        reviewCount: 25,
        imeiChecked: true,
        adminNotes: null,
        sellerId: {
          _id: topSeller.id,
          id: topSeller.id,
          name: 'Kasun Mobile',
          phone: '0771234567',
          rating: 4.8,
          reviewCount: 25,
          businessType: 'retailer',
          location: 'Colombo',
          socialMedia: { instagram: 'kasunmobile', twitter: null, facebook: null, linkedin: null },
        },
      });
      expect(iphone?.image).toMatch(/^\/uploads\/phones\/fixture-[\w-]+\.webp$/);
      expect(iphone?.imageDetails[0]?.thumbUrl).toMatch(/-thumb\.webp$/);
      expect(iphone?.postedTime).toBe(iphone?.createdAt);
      expect(iphone).not.toHaveProperty('imei');
      expect(res.body).not.toContain(IMEI);
      expect(res.body).not.toContain(topSeller.email);
      expect(res.body).not.toContain('"email"');
    });

    it('filters by brand (any case), condition and price range', async () => {
      expect(new Set(titles((await list('brand=Apple')).phones))).toEqual(
        new Set(['iPhone 13 128GB', 'iPhone 12 64GB']),
      );
      expect(titles((await list('brand=samsung&condition=Fair')).phones)).toEqual(['Galaxy A52']);
      expect(new Set(titles((await list('minPrice=100000&maxPrice=140000')).phones))).toEqual(
        new Set(['Galaxy S21 Ultra 256GB', 'Pixel 7 Pro']),
      );
      expect((await list('brand=all&condition=all')).pagination.totalItems).toBe(5);
      expect((await list('brand=Nokia')).phones).toEqual([]);
    });

    it('sorts by price both ways, newest, and the seller rating', async () => {
      expect(titles((await list('sort=price_low')).phones)).toEqual([
        'Galaxy A52',
        'iPhone 12 64GB',
        'Galaxy S21 Ultra 256GB',
        'Pixel 7 Pro',
        'iPhone 13 128GB',
      ]);
      expect(titles((await list('sort=price_high')).phones)[0]).toBe('iPhone 13 128GB');
      expect(titles((await list('sort=price_low&order=desc')).phones)[0]).toBe('iPhone 13 128GB');
      expect(titles((await list('sort=newest')).phones)).toEqual([
        'Galaxy S21 Ultra 256GB',
        'iPhone 12 64GB',
        'Pixel 7 Pro',
        'iPhone 13 128GB',
        'Galaxy A52',
      ]);
      expect(titles((await list('sort=newest&order=asc')).phones)[0]).toBe('Galaxy A52');
      // The web app's related-phones call asks for sort=createdAt.
      expect(titles((await list('sort=createdAt&order=desc')).phones)[0]).toBe('Galaxy S21 Ultra 256GB');
      const byRating = titles((await list('sort=rating')).phones);
      expect(new Set(byRating.slice(0, 2))).toEqual(new Set(['iPhone 13 128GB', 'Pixel 7 Pro']));
    });

    it('featured (the default) lifts a listing with a checked IMEI and a discount above newer plain ones', async () => {
      // iPhone 13 is 5 days old but has an IMEI (+48 h) and 9% off (+14 h): ahead of the 3-day-old Pixel.
      expect(titles((await list()).phones)).toEqual([
        'Galaxy S21 Ultra 256GB',
        'iPhone 12 64GB',
        'iPhone 13 128GB',
        'Pixel 7 Pro',
        'Galaxy A52',
      ]);
      expect(titles((await list('sort=featured')).phones)).toEqual(titles((await list()).phones));
    });

    it('pages: the page size, the last page and a page beyond the end', async () => {
      const first = await list('limit=2&sort=price_low');
      expect(titles(first.phones)).toEqual(['Galaxy A52', 'iPhone 12 64GB']);
      expect(first.pagination).toEqual({
        currentPage: 1,
        totalPages: 3,
        totalItems: 5,
        hasNext: true,
        hasPrev: false,
        totalIsCapped: false,
        nextCursor: expect.any(String) as string,
      });
      const last = await list('limit=2&page=3&sort=price_low');
      expect(titles(last.phones)).toEqual(['iPhone 13 128GB']);
      expect(last.pagination).toMatchObject({ currentPage: 3, hasNext: false, hasPrev: true });
      const beyond = await list('limit=2&page=9');
      expect(beyond.phones).toEqual([]);
      expect(beyond.pagination).toEqual({
        currentPage: 9,
        totalPages: 3,
        totalItems: 5,
        hasNext: false,
        hasPrev: true,
        totalIsCapped: false,
        nextCursor: null,
      });
      expect((await list('limit=50')).phones).toHaveLength(5);
    });

    it.each([
      ['sort=cheapest', SORT_MESSAGE],
      ['order=sideways', ORDER_MESSAGE],
      ['page=-1', PAGE_MESSAGE],
      ['page=0', PAGE_MESSAGE],
      ['page=abc', PAGE_MESSAGE],
      ['limit=51', 'Limit must be a whole number from 1 to 50'],
      ['limit=0', 'Limit must be a whole number from 1 to 50'],
      ['minPrice=abc', MIN_PRICE_MESSAGE],
      ['maxPrice=-5', MAX_PRICE_MESSAGE],
      ['minPrice=200000&maxPrice=100000', PRICE_RANGE_MESSAGE],
    ])('refuses %s with a clear 400', async (query, message) => {
      const res = await inject(t.app, 'GET', `/api/phones?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION', message });
    });

    it('refuses a repeated filter instead of failing', async () => {
      const res = await inject(t.app, 'GET', '/api/phones?brand=Apple&brand=Samsung');
      expect(res.statusCode).toBe(400);
    });
  });

  describe('search', () => {
    it('finds by title words, ranked by relevance', async () => {
      const { phones } = await list('search=iphone 13');
      expect(titles(phones)[0]).toBe('iPhone 13 128GB');
      expect(titles(phones)).not.toContain('iPhone 14 Pro');
      expect(titles((await list('search=galaxy s21')).phones)[0]).toBe('Galaxy S21 Ultra 256GB');
    });

    it('finds by a word prefix, the brand, the description and the specs', async () => {
      expect(new Set(titles((await list('search=iph')).phones))).toEqual(
        new Set(['iPhone 13 128GB', 'iPhone 12 64GB']),
      );
      expect(titles((await list('search=google')).phones)).toEqual(['Pixel 7 Pro']);
      expect(titles((await list('search=night camera')).phones)).toEqual(['Pixel 7 Pro']);
      expect(titles((await list('search=tensor')).phones)).toEqual(['Pixel 7 Pro']);
    });

    it('still finds a phone through a typo', async () => {
      expect(titles((await list('search=iphnoe 13')).phones)[0]).toBe('iPhone 13 128GB');
      expect(new Set(titles((await list('search=samsng')).phones))).toEqual(
        new Set(['Galaxy S21 Ultra 256GB', 'Galaxy A52']),
      );
      expect(titles((await list('search=pixl')).phones)).toEqual(['Pixel 7 Pro']);
    });

    it('combines search with filters and counts only the matches', async () => {
      const { phones, pagination } = await list('search=samsung&maxPrice=100000');
      expect(titles(phones)).toEqual(['Galaxy A52']);
      expect(pagination.totalItems).toBe(1);
    });

    it('finds nothing for words no listing has, and ignores a search of symbols only', async () => {
      expect((await list('search=zzqqxx')).phones).toEqual([]);
      expect((await list(`search=${encodeURIComponent('!!! ***')}`)).pagination.totalItems).toBe(5);
    });

    it('never finds pending, rejected or sold listings', async () => {
      expect(titles((await list('search=oneplus')).phones)).toEqual([]);
      expect(titles((await list('search=redmi')).phones)).toEqual([]);
      expect(titles((await list('search=iphone 14 pro')).phones)).not.toContain('iPhone 14 Pro');
    });

    it('treats quotes and tsquery operators as plain text', async () => {
      const res = await inject(t.app, 'GET', `/api/phones?search=${encodeURIComponent("iphone' & | ! (13:*")}`);
      expect(res.statusCode).toBe(200);
      expect(titles(res.json<ListBody>().data.phones)[0]).toBe('iPhone 13 128GB');
    });
  });

  describe('details', () => {
    const get = (id: string, user?: TestUser) => inject(t.app, 'GET', `/api/phones/${id}`, { auth: user?.auth });

    it('shows an approved listing to a guest, without the IMEI or review notes', async () => {
      const res = await get(ids.iphone13!);
      expect(res.statusCode).toBe(200);
      const phone = res.json<{ data: PhoneDto }>().data;
      expect(phone).toMatchObject({ id: ids.iphone13, title: 'iPhone 13 128GB', adminNotes: null, imeiChecked: true });
      expect(phone).not.toHaveProperty('imei');
      expect(res.body).not.toContain(IMEI);
    });

    it('shows a sold listing too, as unavailable', async () => {
      const res = await get(ids.sold!);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { isAvailable: false, stock: 0, status: 'approved' } });
    });

    it('hides pending and rejected listings from guests, buyers and other sellers', async () => {
      for (const id of [ids.pending!, ids.rejected!]) {
        for (const user of [undefined, buyer]) {
          const res = await get(id, user);
          expect(res.statusCode).toBe(404);
          expect(res.json()).toMatchObject({ success: false, message: 'Phone not found' });
        }
      }
      expect((await get(ids.pending!, newSeller)).statusCode).toBe(404);
      expect((await get(ids.rejected!, topSeller)).statusCode).toBe(404);
    });

    it('shows a pending listing to its seller and a rejected one with its reason, and both to admins', async () => {
      const own = await get(ids.pending!, topSeller);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ data: { status: 'pending', imeiDuplicate: false } });
      const rejected = await get(ids.rejected!, newSeller);
      expect(rejected.json()).toMatchObject({ data: { status: 'rejected', rejectionReason: 'Poor image quality' } });
      expect((await get(ids.pending!, admin)).statusCode).toBe(200);
      const adminView = await get(ids.iphone13!, admin);
      expect(adminView.json()).toMatchObject({ data: { imei: IMEI, adminNotes: 'Checked the photos' } });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['00000000-0000-0000-0000-000000000000', 'not-an-id', '1%27%20or%201=1']) {
        const res = await get(id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ error: 'NOT_FOUND', message: 'Phone not found' });
      }
    });

    it('treats a bad token on a public page as a guest', async () => {
      const res = await inject(t.app, 'GET', `/api/phones/${ids.iphone13}`, { auth: { authorization: 'Bearer nope' } });
      expect(res.statusCode).toBe(200);
      const pending = await inject(t.app, 'GET', `/api/phones/${ids.pending}`, {
        auth: { authorization: 'Bearer nope' },
      });
      expect(pending.statusCode).toBe(404);
    });
  });
});

describe('the guests’ page cache, when switched on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_CACHE_MS: '1000' });
  });
  afterAll(async () => t.close());

  it('answers a repeated guest page from memory, and a listing write through the API clears it', async () => {
    const seller = await createUser(t, 'seller');
    const { id: first } = await insertListing(t, seller.id, { title: 'Pixel 8' });
    const ids = async () =>
      (await inject(t.app, 'GET', '/api/phones')).json<ListBody>().data.phones.map((phone) => phone.id);
    expect(await ids()).toEqual([first]);
    // Written behind the app's back: guests see it after the cache second at the latest.
    const { id: second } = await insertListing(t, seller.id, { title: 'Pixel 8 Pro' });
    expect(await ids()).toEqual([first]);
    // The seller's own view is never cached.
    const sold = await inject(t.app, 'PUT', `/api/phones/${first}/sold`, { auth: seller.auth });
    expect(sold.statusCode).toBe(200);
    expect(await ids()).toEqual([second]);
    const own = await inject(t.app, 'GET', `/api/phones/${first}`, { auth: seller.auth });
    expect(own.json()).toMatchObject({ data: { isAvailable: false } });
  });
});
