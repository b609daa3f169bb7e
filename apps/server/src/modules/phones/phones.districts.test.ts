import { readFileSync } from 'node:fs';
import { BRANDS } from '@phonekade/shared/constants/catalog';
import {
  DISTRICT_MESSAGE,
  DISTRICT_NOT_IN_PROVINCE_MESSAGE,
  PROVINCE_MESSAGE,
} from '@phonekade/shared/phones/phone.schemas';
import type { BrandCountDto, PhoneDto, PhonesPageDto } from '@phonekade/shared/phones/phone.types';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  callApi,
  createUser,
  inject,
  insertListing,
  jpegImage,
  listingForm,
  multipart,
  type TestUser,
} from '../../test/factories.ts';

// The district and province filters, the brand counts beside the brand filter, and the district a
// seller gives (docs/decisions/075-district-filter-and-brand-counts.md).

interface Failure {
  success: false;
  message: string;
  details?: Record<string, string>;
}

describe('browsing by district and province, and the brand counts', () => {
  let t: TestApp;
  let seller: TestUser;
  let admin: TestUser;

  async function list(query: string): Promise<PhonesPageDto> {
    const res = await inject(t.app, 'GET', `/api/phones?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: PhonesPageDto }>().data;
  }
  const titles = (page: PhonesPageDto) => page.phones.map((phone: PhoneDto) => phone.title).sort();

  async function brandCounts(): Promise<Map<string, number>> {
    const res = await inject(t.app, 'GET', '/api/phones/brand-counts');
    expect(res.statusCode, res.body).toBe(200);
    const counts = res.json<{ data: BrandCountDto[] }>().data;
    expect(counts.map((c) => c.brand)).toEqual([...BRANDS]);
    return new Map(counts.map((c) => [c.brand, c.count]));
  }

  beforeAll(async () => {
    // Answers are kept, as in production, so the tests also show what forgets them.
    t = await buildTestApp({ PUBLIC_CACHE_MS: '60000', RATE_LIMITS: 'false' });
    seller = await createUser(t, 'seller');
    admin = await createUser(t, 'admin');
    const phone = (title: string, brand: string, price: number, district: string | null, extra = {}) =>
      insertListing(t, seller.id, { title, brand, price, district, location: district, ...extra });
    await phone('Oppo Reno 8 T', 'Oppo', 72_000, 'Kandy');
    await phone('Oppo A78', 'Oppo', 48_000, 'Colombo');
    await phone('Galaxy A54', 'Samsung', 85_000, 'Colombo');
    await phone('iPhone 12', 'Apple', 115_000, 'Gampaha');
    await phone('Pixel 7', 'Google', 110_000, 'Jaffna');
    await phone('Nokia G42', 'Nokia', 40_000, null);
    // Not live: counted nowhere.
    await phone('Oppo Find X5', 'Oppo', 150_000, 'Kandy', { status: 'pending' });
    await phone('Vivo V27', 'Vivo', 95_000, 'Kandy', { stock: 0 });
  });

  afterAll(() => t.close());

  it('a district shows only the live phones listed there, whatever its spelling', async () => {
    expect(titles(await list('district=Colombo'))).toEqual(['Galaxy A54', 'Oppo A78']);
    expect(titles(await list('district=%20kandy%20'))).toEqual(['Oppo Reno 8 T']);
    expect((await list('district=Kandy')).pagination.totalItems).toBe(1);
  });

  it("a province shows its districts' phones; older listings without a district show only unfiltered", async () => {
    expect(titles(await list('province=Western'))).toEqual(['Galaxy A54', 'Oppo A78', 'iPhone 12']);
    expect(titles(await list('province=northern'))).toEqual(['Pixel 7']);
    expect(titles(await list('province=Uva'))).toEqual([]);
    expect(titles(await list('district=all&province=All'))).toContain('Nokia G42');
  });

  it('district, brand and a typed price range narrow together', async () => {
    expect(titles(await list('province=Western&brand=oppo&minPrice=40000&maxPrice=60000'))).toEqual(['Oppo A78']);
    expect(titles(await list('district=Colombo&province=Western&brand=Samsung'))).toEqual(['Galaxy A54']);
    expect(titles(await list('district=Kandy&brand=Oppo&maxPrice=50000'))).toEqual([]);
  });

  it('answers each district from its own kept answer, and a Load More cursor stays with its district', async () => {
    expect(titles(await list('district=Colombo'))).not.toEqual(titles(await list('district=Kandy')));
    const first = await list('district=Colombo&limit=1');
    expect(first.pagination.nextCursor).toBeTruthy();
    const cursor = encodeURIComponent(first.pagination.nextCursor ?? '');
    const next = await list(`district=Colombo&limit=1&cursor=${cursor}`);
    expect(next.phones.map((p) => p.district)).toEqual(['Colombo']);
    const moved = await inject(t.app, 'GET', `/api/phones?district=Kandy&limit=1&cursor=${cursor}`);
    expect(moved.statusCode).toBe(400);
  });

  it.each([
    ['an unknown district', 'district=Atlantis', 'district', DISTRICT_MESSAGE],
    ['a town, not a district', 'district=Negombo', 'district', DISTRICT_MESSAGE],
    ['an unknown province', 'province=Lanka', 'province', PROVINCE_MESSAGE],
    ['a huge text', `district=${'Colombo'.repeat(5000)}`, 'district', DISTRICT_MESSAGE],
    ['two districts', 'district=Colombo&district=Kandy', 'district', DISTRICT_MESSAGE],
    ['two provinces', 'province=Western&province=Central', 'province', PROVINCE_MESSAGE],
    ['SQL-looking text', `district=${encodeURIComponent("Colombo' or 1=1 --")}`, 'district', DISTRICT_MESSAGE],
    [
      'a district of another province',
      'province=Northern&district=Colombo',
      'district',
      DISTRICT_NOT_IN_PROVINCE_MESSAGE,
    ],
  ])('%s is a 400 naming the filter', async (_case, query, field, message) => {
    const res = await inject(t.app, 'GET', `/api/phones?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json<Failure>();
    expect(body.message).toBe(message);
    expect(body.details?.[field]).toBe(message);
  });

  it('counts live listings of every brand of the list, 0 for a brand with none', async () => {
    const counts = await brandCounts();
    expect(counts.get('Oppo')).toBe(2);
    expect(counts.get('Samsung')).toBe(1);
    expect(counts.get('Vivo')).toBe(0);
    expect(counts.get('Huawei')).toBe(0);
    const res = await inject(t.app, 'GET', '/api/phones/brand-counts');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    expect(res.headers.etag).toBeTruthy();
  });

  it('the brand counts follow the catalogue: a listing approved, sold or removed changes them at once', async () => {
    const before = (await brandCounts()).get('Realme') ?? 0;
    const created = await inject(t.app, 'POST', '/api/phones', {
      auth: seller.auth,
      body: await multipart(listingForm({ title: 'Realme 11 Pro', brand: 'Realme', district: 'Galle' }), [
        { data: await jpegImage() },
      ]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: PhoneDto }>().data.id;
    expect((await brandCounts()).get('Realme')).toBe(before);
    const approved = await callApi(t, 'PUT', `/api/admin/listings/${id}/approve`, admin, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await brandCounts()).get('Realme')).toBe(before + 1);
    expect(titles(await list('district=Galle'))).toEqual(['Realme 11 Pro']);
    await callApi(t, 'PUT', `/api/phones/${id}/sold`, seller);
    expect((await brandCounts()).get('Realme')).toBe(before);
  });

  it('a brand no longer on the list counts under Other', async () => {
    const before = (await brandCounts()).get('Other') ?? 0;
    await insertListing(t, seller.id, { title: 'Blackberry Key2', brand: 'Blackberry', district: 'Kandy' });
    // Written behind the app's back: the kept answer is forgotten as after any catalogue change.
    t.app.catalogueAnswers.clear();
    expect((await brandCounts()).get('Other')).toBe(before + 1);
  });
});

describe("a seller's district", () => {
  let t: TestApp;
  let seller: TestUser;

  async function create(fields: Record<string, string>) {
    return inject(t.app, 'POST', '/api/phones', {
      auth: seller.auth,
      body: await multipart(fields, [{ data: await jpegImage() }]),
    });
  }

  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMITS: 'false' });
    seller = await createUser(t, 'seller');
  });

  afterAll(() => t.close());

  it('a new listing needs one of the 25 districts, kept in its canonical spelling', async () => {
    const created = await create(listingForm({ district: 'nuwara eliya' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ data: PhoneDto }>().data.district).toBe('Nuwara Eliya');

    const [{ count: before } = { count: 0 }] = await t.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(listings);
    for (const district of [undefined, '', 'Atlantis', 'Colombo'.repeat(100)]) {
      const fields = listingForm();
      if (district === undefined) delete fields.district;
      else fields.district = district;
      const res = await create(fields);
      expect(res.statusCode, String(district)).toBe(400);
      expect(res.json<Failure>().details?.district).toBe(DISTRICT_MESSAGE);
    }
    const [{ count: after } = { count: 0 }] = await t.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(listings);
    expect(after).toBe(before);
  });

  it('an edit without a district keeps the stored one; an old listing gets one when its seller edits it', async () => {
    const old = await insertListing(t, seller.id, { district: null, location: 'Kandy' });
    const images = old.images.map((image) => image.name);
    const base = { title: 'iPhone 13 128GB', brand: 'Apple', price: 99_000, condition: 'Good', images };
    const kept = await callApi(t, 'PUT', `/api/phones/${old.id}`, seller, base);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<{ data: PhoneDto }>().data.district).toBeNull();

    const set = await callApi(t, 'PUT', `/api/phones/${old.id}`, seller, { ...base, district: 'Kandy' });
    expect(set.json<{ data: PhoneDto }>().data.district).toBe('Kandy');
    const refused = await callApi(t, 'PUT', `/api/phones/${old.id}`, seller, { ...base, district: 'Mars' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Failure>().details?.district).toBe(DISTRICT_MESSAGE);
    const [row] = await t.app.db.select().from(listings).where(eq(listings.id, old.id));
    expect(row?.district).toBe('Kandy');
  });

  it('the migration gives existing listings the district their location names, or none', async () => {
    const migration = readFileSync(new URL('../../db/migrations/0016_listing_district.sql', import.meta.url), 'utf8');
    const backfill = migration.slice(migration.indexOf('UPDATE "listings"'));
    const cases: [location: string | null, district: string | null][] = [
      ['Nugegoda, Colombo', 'Colombo'],
      ['negombo', 'Gampaha'],
      ['Near the clock tower, Jaffna town', 'Jaffna'],
      ['Dehiwala-Mount Lavinia', 'Colombo'],
      ['Hatton', 'Nuwara Eliya'],
      ['Kandyan road shop', null],
      ['Somewhere in Sri Lanka', null],
      [null, null],
    ];
    const rows = [];
    for (const [location] of cases) rows.push(await insertListing(t, seller.id, { location, district: null }));
    await t.app.db.execute(sql.raw(backfill));
    for (const [index, [location, district]] of cases.entries()) {
      const [row] = await t.app.db.select().from(listings).where(eq(listings.id, rows[index]!.id));
      expect(row?.district, String(location)).toBe(district);
    }
  });
});
