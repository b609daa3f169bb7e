import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingColumns, sellerCardColumns, sellerJoin } from '../modules/phones/listing-row.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser, type TestUser } from '../test/factories.ts';
import { jsonRow } from './json-row.ts';
import { listings, users } from './schema.ts';

let t: TestApp;
let seller: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createUser(t, 'seller');
  await t.app.db
    .update(users)
    .set({ rating: 4.3, reviewCount: 7, instagram: 'kade.lk', replyMedianMinutes: 12 })
    .where(eq(users.id, seller.id));
});
afterAll(async () => t.close());

async function bothReads(id: string) {
  const { db } = t.app;
  const [byColumn] = await db
    .select({ listing: listingColumns, seller: sellerCardColumns })
    .from(listings)
    .innerJoin(users, sellerJoin)
    .where(eq(listings.id, id));
  const [byJson] = await db
    .select({ listing: jsonRow(listingColumns), seller: jsonRow(sellerCardColumns) })
    .from(listings)
    .innerJoin(users, sellerJoin)
    .where(eq(listings.id, id));
  return { byColumn, byJson };
}

describe('jsonRow', () => {
  it('reads a listing and its seller as selecting their columns one by one does', async () => {
    const [row] = await t.app.db
      .insert(listings)
      .values({
        sellerId: seller.id,
        title: 'iPhone 13 "Pro" \\ 128GB — ඇපල් ஆப்பிள் 📱',
        brand: 'Apple',
        price: 145_000,
        originalPrice: 160_000,
        previousPrice: 150_000,
        priceDroppedAt: new Date('2026-11-20T04:05:06.789Z'),
        description: 'Line one\nline two\ttabbed',
        district: 'Colombo',
        specs: { storage: '128GB', ram: '4GB', color: 'Blue' },
        images: [{ name: 'a.webp', width: 1080, height: 1440, variantWidths: [320, 640] }],
        imei: '356789012345678',
        status: 'approved',
        approvedAt: new Date('2026-11-21T00:00:00.001Z'),
        approvedBy: seller.id,
      })
      .returning({ id: listings.id });
    const { byColumn, byJson } = await bothReads(row!.id);
    expect(byJson).toEqual(byColumn);
    expect(byJson?.listing.createdAt).toBeInstanceOf(Date);
    expect(byJson?.listing.priceDroppedAt?.toISOString()).toBe('2026-11-20T04:05:06.789Z');
    expect(byJson?.seller.rating).toBe(4.3);
  });

  it('keeps nulls and defaults as they are', async () => {
    const [row] = await t.app.db
      .insert(listings)
      .values({ sellerId: seller.id, title: 'Nokia G42', brand: 'Nokia', price: 40_000 })
      .returning({ id: listings.id });
    const { byColumn, byJson } = await bothReads(row!.id);
    expect(byJson).toEqual(byColumn);
    expect(byJson?.listing).toMatchObject({ originalPrice: null, approvedAt: null, specs: {}, images: [] });
  });

  it('refuses SQL with a bound value, which writing the SQL once would lose', () => {
    expect(() => jsonRow({ price: sql`${listings.price} + ${1}` })).toThrow(/without bound values/);
  });
});
