import type { AdminListingDto } from '@phonekade/shared/admin/admin.types';
import { FAIR_PRICE_BRAND_MESSAGE } from '@phonekade/shared/phones/phone.schemas';
import type { FairPriceDto, PhoneDto } from '@phonekade/shared/phones/phone.types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi, createUser, insertListing, type TestUser } from '../../test/factories.ts';

// docs/decisions/066-fair-price-band.md
describe('the fair price band', () => {
  let t: TestApp;
  let seller: TestUser;
  let admin: TestUser;
  const ids: Record<string, string> = {};

  const iphone = (price: number, values: Parameters<typeof insertListing>[2] = {}) =>
    insertListing(t, seller.id, {
      title: 'iPhone 13 128GB',
      brand: 'Apple',
      price,
      specs: { storage: '128GB' },
      ...values,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    seller = await createUser(t, 'seller');
    admin = await createUser(t, 'admin');
    const suspended = await createUser(t, 'seller');
    // Six live iPhone 13 128GB, written in different ways: one band of 90k..150k.
    ids.cheapIphone = (await iphone(90_000)).id;
    ids.iphone110 = (await iphone(110_000, { title: 'Apple iPhone 13 128 GB Midnight', specs: {} })).id;
    ids.iphone120 = (await iphone(120_000, { specs: { storage: '128 GB' } })).id;
    await iphone(130_000, { title: 'iPhone 13 (128GB) - used' });
    await iphone(140_000);
    await iphone(150_000, { stock: 3 });
    // None of these count: not live, or another model or storage.
    await iphone(10_000, { status: 'pending' });
    await iphone(10_000, { status: 'rejected' });
    await iphone(10_000, { stock: 0 });
    await iphone(10_000, { sellerId: suspended.id, sellerSuspended: true });
    await iphone(10_000, { title: 'iPhone 13 256GB', specs: { storage: '256GB' } });
    await iphone(10_000, { title: 'iPhone 13 Pro 128GB' });
    await iphone(10_000, { brand: 'Other' });
    // Five Pixel 7: a band of its own, with one phone 1/6 under it.
    ids.cheapPixel = (
      await insertListing(t, seller.id, { title: 'Google Pixel 7 128GB', brand: 'Google', price: 50_000 })
    ).id;
    for (let i = 0; i < 4; i += 1) {
      await insertListing(t, seller.id, { title: 'Pixel 7 128GB', brand: 'Google', price: 60_000 });
    }
    // Only four Galaxy S23: too few for a band.
    for (const price of [20_000, 200_000, 210_000, 220_000]) {
      ids[`galaxy${price}`] = (
        await insertListing(t, seller.id, { title: 'Galaxy S23 128GB', brand: 'Samsung', price })
      ).id;
    }
  });

  afterAll(async () => {
    await t.close();
  });

  async function phone(id: string): Promise<PhoneDto> {
    const res = await callApi(t, 'GET', `/api/phones/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: PhoneDto }>().data;
  }

  async function page(query: string): Promise<PhoneDto[]> {
    const res = await callApi(t, 'GET', `/api/phones?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { phones: PhoneDto[] } }>().data.phones;
  }

  it('is the 25th to 75th percentile of live listings of the same brand, model and storage', async () => {
    expect((await phone(ids.cheapIphone!)).fairPrice).toEqual({
      low: 112_500,
      median: 125_000,
      high: 137_500,
      count: 6,
    });
  });

  it('is absent with fewer than 5 live listings of the model', async () => {
    const galaxy = await phone(ids.galaxy20000!);
    expect(galaxy.fairPrice).toBeNull();
    expect(galaxy.goodDeal).toBe(false);
  });

  it('marks a card a good deal only at 10% or more under the band', async () => {
    const phones = await page('brand=Apple&limit=50');
    const byId = new Map(phones.map((p) => [p.id, p]));
    expect(byId.get(ids.cheapIphone!)?.goodDeal).toBe(true);
    expect(byId.get(ids.iphone110!)?.goodDeal).toBe(false);
    expect(byId.get(ids.iphone110!)?.fairPrice?.count).toBe(6);
    expect(phones.filter((p) => p.goodDeal).map((p) => p.id)).toEqual([ids.cheapIphone]);
  });

  it('sorts Best Deal by how far under their band phones are, models without a band last', async () => {
    const phones = await page('sort=best_deal&limit=50');
    expect(phones.slice(0, 3).map((p) => p.id)).toEqual([ids.cheapIphone, ids.cheapPixel, ids.iphone110]);
    const firstWithout = phones.findIndex((p) => !p.fairPrice);
    expect(phones.slice(firstWithout).every((p) => !p.fairPrice)).toBe(true);
    expect(phones.slice(firstWithout).map((p) => p.brand)).toContain('Samsung');
    const filtered = await page('sort=best_deal&brand=Google');
    expect(filtered[0]?.id).toBe(ids.cheapPixel);
    expect(filtered).toHaveLength(5);
  });

  it('pages Best Deal by number through the banded phones and on into those without a band, both ways', async () => {
    const underBand = (p: PhoneDto) => (p.price - p.fairPrice!.low) / p.fairPrice!.low;
    for (const query of [
      'sort=best_deal',
      'sort=best_deal&order=desc',
      'sort=best_deal&brand=Apple',
      'sort=best_deal&search=iphone',
    ]) {
      const whole = await page(`${query}&limit=50`);
      const banded = whole.filter((p) => p.fairPrice);
      expect(whole.slice(0, banded.length)).toEqual(banded);
      const steps = banded.slice(1).map((p, i) => underBand(p) - underBand(banded[i]!));
      expect(steps.every((step) => (query.includes('desc') ? step <= 0 : step >= 0))).toBe(true);
      // Pages of 3 (one ends in the banded phones, one starts past them) and of 4 give the same phones.
      for (const limit of [3, 4]) {
        const paged: string[] = [];
        for (let number = 1; number <= Math.ceil(whole.length / limit) + 1; number += 1) {
          paged.push(...(await page(`${query}&limit=${limit}&page=${number}`)).map((p) => p.id));
        }
        expect(paged, `${query} by ${limit}`).toEqual(whole.map((p) => p.id));
      }
    }
  });

  it('answers the band of the model a seller is typing', async () => {
    const band = async (query: string) => {
      const res = await callApi(t, 'GET', `/api/phones/fair-price?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: FairPriceDto }>().data.band;
    };
    expect(await band('brand=Apple&title=Apple%20iPhone%2013%20Blue&storage=128%20GB')).toMatchObject({
      median: 125_000,
      count: 6,
    });
    expect(await band('brand=Apple&title=iPhone%2013%20128GB')).toMatchObject({ count: 6 });
    expect(await band('brand=Apple&title=iPhone%2013%20Pro&storage=128GB')).toBeNull();
    expect(await band('brand=Samsung&title=Galaxy%20S23&storage=128GB')).toBeNull();
  });

  it('refuses a fair price question without a brand, with a clear message', async () => {
    const res = await callApi(t, 'GET', '/api/phones/fair-price?title=iPhone%2013');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(FAIR_PRICE_BRAND_MESSAGE);
  });

  it('flags a pending listing priced under 60% of the median in the admin queue', async () => {
    const scam = await iphone(74_000, { status: 'pending', title: 'iPhone 13 128GB urgent sale' });
    const fair = await iphone(76_000, { status: 'pending' });
    const noBand = await insertListing(t, seller.id, {
      title: 'Galaxy S23 128GB',
      brand: 'Samsung',
      price: 1_000,
      status: 'pending',
    });
    const res = await callApi(t, 'GET', '/api/admin/listings/pending?limit=50', admin);
    expect(res.statusCode, res.body).toBe(200);
    const flags = new Map(
      res.json<{ data: { listings: AdminListingDto[] } }>().data.listings.map((l) => [l.id, l.priceFarBelowTypical]),
    );
    expect(flags.get(scam.id)).toBe(true);
    expect(flags.get(fair.id)).toBe(false);
    expect(flags.get(noBand.id)).toBe(false);
  });
});
