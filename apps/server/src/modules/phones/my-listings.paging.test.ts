import type { MyListingsDto } from '@phonekade/shared/phones/phone.types';
import { MY_LISTINGS_PAGE_SIZE } from '@phonekade/shared/constants/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi, createUser, type Body, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let wholesaler: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  wholesaler = await createUser(t, 'seller');
  // 120 listings: 90 live, 20 pending, 10 sold.
  await t.app.db.insert(listings).values(
    Array.from({ length: 120 }, (_, i) => ({
      sellerId: wholesaler.id,
      title: `Stock phone ${i}`,
      brand: 'Samsung',
      price: 50_000 + i,
      status: i < 110 && i >= 90 ? ('pending' as const) : ('approved' as const),
      stock: i >= 110 ? 0 : 1,
      createdAt: new Date(Date.now() - i * 60_000),
    })),
  );
});
afterAll(async () => t.close());

async function page(query: string) {
  const res = await callApi(t, 'GET', `/api/users/my-listings?${query}`, wholesaler);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Body<MyListingsDto>>().data;
}

describe('My Listings for a wholesaler with 120 listings', () => {
  it('pages of 24 reach every listing once, newest first, with the counts of every status', async () => {
    const seen: string[] = [];
    let data = await page(`limit=${MY_LISTINGS_PAGE_SIZE}&page=1`);
    expect(data.counts).toMatchObject({ total: 120, approved: 90, pending: 20, sold: 10, rejected: 0 });
    expect(data.pagination).toMatchObject({ totalItems: 120, totalPages: 5, hasNext: true });
    for (let n = 1; n <= data.pagination.totalPages; n += 1) {
      data = await page(`limit=${MY_LISTINGS_PAGE_SIZE}&page=${n}`);
      seen.push(...data.listings.map((phone) => phone.title));
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(seen[0]).toBe('Stock phone 0');
    expect(seen[119]).toBe('Stock phone 119');
  });

  it('the status filter pages within its status', async () => {
    const first = await page(`status=pending&limit=${MY_LISTINGS_PAGE_SIZE}&page=1`);
    expect(first.listings).toHaveLength(20);
    expect(first.pagination).toMatchObject({ totalItems: 20, totalPages: 1, hasNext: false });
    expect(first.listings.every((phone) => phone.status === 'pending')).toBe(true);
    const live = await page(`status=live&limit=${MY_LISTINGS_PAGE_SIZE}&page=4`);
    expect(live.pagination).toMatchObject({ totalItems: 90, totalPages: 4 });
    expect(live.listings).toHaveLength(90 - 3 * MY_LISTINGS_PAGE_SIZE);
  });

  it('a page past the end is empty, and a bad page is refused with a clear message', async () => {
    expect((await page(`limit=${MY_LISTINGS_PAGE_SIZE}&page=9`)).listings).toEqual([]);
    const res = await callApi(t, 'GET', '/api/users/my-listings?page=zero', wholesaler);
    expect(res.statusCode).toBe(400);
  });
});
