import type { PhonesPageDto } from '@phonekade/shared/phones/phone.types';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi, createUser, insertListing, type Body, type TestUser } from '../../test/factories.ts';

// The live counts, fair price bands and price guide's prices kept by the writes stay exactly what counting
// the listings gives, through every way a listing enters or leaves the catalogue
// (docs/decisions/079-live-counts-and-stored-price-bands.md).
describe('live counts, stored price bands and guide prices', () => {
  let t: TestApp;
  let seller: TestUser;
  let otherSeller: TestUser;
  let admin: TestUser;

  const live = sql`status = 'approved' and is_available and not seller_suspended`;

  /** The kept rows against the same numbers counted from the listings now. */
  async function expectExact() {
    const kept = await t.app.db.execute<{ filter: string; live: number }>(
      sql`select filter, live from catalogue_counts where live <> 0 order by filter`,
    );
    const counted = await t.app.db.execute<{ filter: string; live: number }>(sql`
      select v.f as filter, count(*)::int as live
      from listings l cross join lateral (values ('all'), ('brand:' || l.brand), ('district:' || l.district)) v(f)
      where ${live} and v.f is not null group by v.f order by v.f`);
    expect(kept.rows).toEqual(counted.rows);
    const bands = await t.app.db.execute(
      sql`select model_key, low, median, high, count from model_price_bands order by model_key`,
    );
    const computed = await t.app.db.execute(sql`
      select model_key, percentile_cont(0.25) within group (order by price) as low,
             percentile_cont(0.5) within group (order by price) as median,
             percentile_cont(0.75) within group (order by price) as high, count(*)::int as count
      from listings where ${live} group by model_key order by model_key`);
    expect(bands.rows).toEqual(computed.rows);
    // The price guide's prices: every approved listing, sold and suspended sellers' included
    // (docs/decisions/082-price-guide-from-stored-prices.md).
    const guidePrices = await t.app.db.execute(
      sql`select model, price, listings from model_guide_prices order by model, price`,
    );
    const guideCounted = await t.app.db.execute(sql`
      select guide_model(model_key) as model, price, count(*)::int as listings
      from listings where status = 'approved' group by 1, 2 order by 1, 2`);
    expect(guidePrices.rows).toEqual(guideCounted.rows);
    return Object.fromEntries(kept.rows.map((row) => [row.filter, row.live]));
  }

  const total = async (query = '') => {
    const res = await callApi(t, 'GET', `/api/phones?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Body<PhonesPageDto>>().data.pagination.totalItems;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    seller = await createUser(t, 'seller');
    otherSeller = await createUser(t, 'seller');
    admin = await createUser(t, 'admin');
  });
  afterAll(async () => t.close());

  it('stays exact through create, approve, sell, edit, remove, suspend and restore', async () => {
    const prices = [90_000, 100_000, 110_000, 120_000, 130_000, 140_000];
    const phones = [];
    for (const price of prices) phones.push(await insertListing(t, seller.id, { price, status: 'pending' }));
    const samsung = await insertListing(t, otherSeller.id, { title: 'Galaxy S22 256GB', brand: 'Samsung' });
    expect(await expectExact()).toEqual({ all: 1, 'brand:Samsung': 1 });

    for (const phone of phones) {
      const res = await callApi(t, 'PUT', `/api/admin/listings/${phone.id}/approve`, admin, {});
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await expectExact()).toEqual({ all: 7, 'brand:Apple': 6, 'brand:Samsung': 1 });
    expect(await total()).toBe(7);
    expect(await total('brand=Apple')).toBe(6);
    const details = await callApi(t, 'GET', `/api/phones/${phones[0]!.id}`);
    expect(details.json<Body<{ fairPrice: { count: number; median: number } }>>().data.fairPrice).toMatchObject({
      count: 6,
      median: 115_000,
    });

    expect((await callApi(t, 'PUT', `/api/phones/${phones[0]!.id}/sold`, seller)).statusCode).toBe(200);
    // Stock taken by a sale, and given back.
    await t.app.db.execute(sql`update listings set stock = 0 where id = ${phones[1]!.id}`);
    expect(await expectExact()).toEqual({ all: 5, 'brand:Apple': 4, 'brand:Samsung': 1 });
    await t.app.db.execute(sql`update listings set stock = 2 where id = ${phones[1]!.id}`);
    expect(await expectExact()).toEqual({ all: 6, 'brand:Apple': 5, 'brand:Samsung': 1 });

    expect((await callApi(t, 'DELETE', `/api/phones/${phones[2]!.id}`, seller)).statusCode).toBe(200);
    expect(await expectExact()).toEqual({ all: 5, 'brand:Apple': 4, 'brand:Samsung': 1 });

    const suspend = await callApi(t, 'PUT', `/api/admin/users/${seller.id}/suspend`, admin, { reason: 'Scam reports' });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect(await expectExact()).toEqual({ all: 1, 'brand:Samsung': 1 });
    expect(await total('brand=Apple')).toBe(0);
    expect((await callApi(t, 'PUT', `/api/admin/users/${seller.id}/unsuspend`, admin)).statusCode).toBe(200);
    expect(await expectExact()).toEqual({ all: 5, 'brand:Apple': 4, 'brand:Samsung': 1 });

    // A brand or price changed by hand moves the listing between counts and bands.
    await t.app.db.execute(sql`update listings set brand = 'Google', title = 'Pixel 7 128GB' where id = ${samsung.id}`);
    await t.app.db.execute(sql`update listings set price = 200000 where id = ${phones[3]!.id}`);
    expect(await expectExact()).toEqual({ all: 5, 'brand:Apple': 4, 'brand:Google': 1 });
    expect(await total()).toBe(5);
  });

  it('keeps the count of each district, and answers a district or a province from them', async () => {
    const before = await expectExact();
    const kandy = await insertListing(t, otherSeller.id, { district: 'Kandy', location: 'Kandy' });
    await insertListing(t, otherSeller.id, { district: 'Matale', location: 'Matale' });
    await insertListing(t, otherSeller.id, { district: 'Colombo', location: 'Colombo' });
    await insertListing(t, otherSeller.id, { district: 'Kandy', status: 'pending' });
    expect(await expectExact()).toMatchObject({ 'district:Kandy': 1, 'district:Matale': 1, 'district:Colombo': 1 });
    expect(await total('district=Kandy')).toBe(1);
    expect(await total('province=Central')).toBe(2);
    expect(await total('district=Badulla')).toBe(0);
    // Moved to another district, then sold.
    await t.app.db.execute(sql`update listings set district = 'Nuwara Eliya' where id = ${kandy.id}`);
    expect(await total('province=Central')).toBe(2);
    expect(await total('district=Kandy')).toBe(0);
    expect((await callApi(t, 'PUT', `/api/phones/${kandy.id}/sold`, otherSeller)).statusCode).toBe(200);
    expect(await total('province=Central')).toBe(1);
    const kept = await expectExact();
    expect(kept).toMatchObject({ all: before.all! + 2, 'district:Colombo': 1, 'district:Matale': 1 });
    // Counting every listing again (migration 0027, a bulk load) gives the same rows.
    await t.app.db.execute(sql`select recount_catalogue_counts()`);
    expect(await expectExact()).toEqual(kept);
  });

  it('stays exact when many writers approve and sell phones of one model at once', async () => {
    const pending = [];
    for (let i = 0; i < 12; i += 1) {
      pending.push(await insertListing(t, otherSeller.id, { price: 50_000 + i * 5_000, status: 'pending' }));
    }
    await Promise.all(pending.map((phone) => callApi(t, 'PUT', `/api/admin/listings/${phone.id}/approve`, admin, {})));
    await expectExact();
    await Promise.all(
      pending.slice(0, 6).map((phone) => callApi(t, 'PUT', `/api/phones/${phone.id}/sold`, otherSeller)),
    );
    await expectExact();
  });
});
