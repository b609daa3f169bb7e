import { CATALOGUE_SEARCH_COUNT_CAP } from '@phonekade/shared/constants/limits';
import type { PhonesPageDto } from '@phonekade/shared/phones/phone.types';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi, createUser, insertListing, type Body, type TestUser } from '../../test/factories.ts';
import { countLiveByModels, countLiveListings } from './phones.repository.ts';
import { toCatalogueSearch } from './phones.service.ts';

// A search's count read from the live listings of the models its words name
// (docs/decisions/084-search-counts-from-model-counts.md): never more than the listings it finds, and past
// the cap only when they are.
describe('search counts from the models’ live counts', () => {
  let t: TestApp;
  let seller: TestUser;

  const pagination = async (query: string) => {
    const res = await callApi(t, 'GET', `/api/phones?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Body<PhonesPageDto>>().data.pagination;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    seller = await createUser(t, 'seller');
    // Titles written the ways sellers write them: the brand in front, storage and colour words, hyphens,
    // brackets, a Sinhala word, a storage given apart from the title.
    const phones: [title: string, brand: string, storage?: string][] = [
      ['Samsung Galaxy S23 Ultra 256GB Phantom Black', 'Samsung'],
      ['iPhone-13 Pro 128 GB', 'Apple'],
      ['Apple iPhone 13 urgent sale', 'Apple', '256 GB'],
      ['Redmi Note 12 (2023) 8/128', 'Xiaomi'],
      ['Pixel 7a නව', 'Google'],
      ['OnePlus Nord CE 3 Lite 5G', 'OnePlus'],
      ['Nokia G21', 'Nokia'],
      ['Galaxy A15 4GB/128GB Blue', 'Samsung'],
    ];
    for (const [title, brand, storage] of phones) {
      await insertListing(t, seller.id, { title, brand, ...(storage ? { specs: { storage } } : {}) });
    }
    // One model with more live listings than a search counts.
    await t.app.db.insert(listings).values(
      Array.from({ length: CATALOGUE_SEARCH_COUNT_CAP + 1 }, (_, i) => ({
        sellerId: seller.id,
        title: `Galaxy A15 128GB`,
        brand: 'Samsung',
        condition: 'Good',
        price: 40_000 + i,
        livePrice: 40_000 + i,
        images: [{ name: `fixture-a15-${i}`, width: 800, height: 600 }],
        status: 'approved' as const,
      })),
    );
  });
  afterAll(async () => t.app.close());

  it.each([
    'galaxy',
    'samsung galaxy s23',
    'galaxy s23 ultra black',
    'iphone 13',
    'iphone 13 pro',
    'apple iphone',
    'redmi note 12',
    'redmi note 12 2023',
    'pixel 7',
    'pixel 7a',
    'oneplus nord ce 3 lite',
    'nord 5g',
    'nokia g',
    'galaxy a15',
    'galaxy a15 128gb',
    'a15 blue',
  ])('%s: the models never count more live listings than the search finds', async (text) => {
    const search = await toCatalogueSearch(t.app.db, text);
    if (!search) throw new Error(`no words in ${text}`);
    const found = await countLiveListings(t.app.db, { search }, 100_000);
    for (const brand of [undefined, 'Samsung', 'Apple']) {
      const byModels = await countLiveByModels(t.app.db, search.tsquery, brand);
      const foundOfBrand = brand ? (await countLiveListings(t.app.db, { search, brand }, 100_000)).total : found.total;
      expect(byModels, `${text}, brand ${brand ?? 'any'}`).toBeLessThanOrEqual(foundOfBrand);
    }
  });

  it('a model past the cap counts its listings, and a search of it is past the cap', async () => {
    const search = await toCatalogueSearch(t.app.db, 'galaxy a15');
    if (!search) throw new Error('no words');
    expect(await countLiveByModels(t.app.db, search.tsquery, undefined)).toBe(CATALOGUE_SEARCH_COUNT_CAP + 2);
    expect(await countLiveByModels(t.app.db, search.tsquery, 'Samsung')).toBe(CATALOGUE_SEARCH_COUNT_CAP + 2);
    expect(await countLiveByModels(t.app.db, search.tsquery, 'Apple')).toBe(0);
    for (const query of ['search=galaxy%20a15', 'search=galaxy%20a15&brand=Samsung']) {
      expect(await pagination(query), query).toMatchObject({
        totalItems: CATALOGUE_SEARCH_COUNT_CAP,
        totalIsCapped: true,
        hasNext: true,
      });
    }
    // Another filter is counted from the listings: the one Excellent Galaxy A15 (the cap’s are Good).
    expect(await pagination('search=galaxy%20a15&condition=Excellent')).toMatchObject({
      totalItems: 1,
      totalIsCapped: false,
    });
  });

  it('once the model is under the cap again, the search counts its listings exactly', async () => {
    // Two of the model's listings leave the catalogue: one sold, one back to review.
    const rows = await t.app.db
      .select({ id: listings.id })
      .from(listings)
      .where(sql`${listings.title} = 'Galaxy A15 128GB'`)
      .limit(2);
    await t.app.db.update(listings).set({ stock: 0 }).where(eq(listings.id, rows[0]!.id));
    await t.app.db.update(listings).set({ status: 'pending' }).where(eq(listings.id, rows[1]!.id));
    t.app.catalogueChanges.catalogueChanged();
    const search = await toCatalogueSearch(t.app.db, 'galaxy a15');
    if (!search) throw new Error('no words');
    expect(await countLiveByModels(t.app.db, search.tsquery, undefined)).toBe(CATALOGUE_SEARCH_COUNT_CAP);
    expect(await pagination('search=galaxy%20a15')).toMatchObject({
      totalItems: CATALOGUE_SEARCH_COUNT_CAP,
      totalIsCapped: false,
    });
  });
});
