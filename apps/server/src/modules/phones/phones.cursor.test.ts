import { CATALOGUE_COUNT_CAP, OFFSET_PAGING_REACH } from '@phonekade/shared/constants/limits';
import {
  decodeCatalogueCursor,
  encodeCatalogueCursor,
  INVALID_CURSOR_MESSAGE,
} from '@phonekade/shared/phones/catalogue-cursor';
import { PAGE_PAST_REACH_MESSAGE } from '@phonekade/shared/phones/phone.schemas';
import type { CataloguePagination, PhoneDto } from '@phonekade/shared/phones/phone.types';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type Body, type TestUser } from '../../test/factories.ts';
import { bestDealsByModelQuery, listLiveListingsQuery } from './phones.repository.ts';

// Capped counts and the keyset cursor (docs/decisions/050-capped-counts-and-keyset-cursor.md), on more
// live listings than the cap.

type Page = { phones: PhoneDto[]; pagination: CataloguePagination };
const LISTINGS = CATALOGUE_COUNT_CAP + 25;

describe('counts past the cap and Load More by cursor', () => {
  let t: TestApp;
  let seller: TestUser;
  let smallSeller: TestUser;

  const page = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/phones?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Body<Page>>().data;
  };
  const ids = (result: Page) => result.phones.map((phone) => phone.id);

  /** Every page of `query` by following nextCursor, checking each against the same page by number. */
  async function walk(query: string, pages: number) {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let n = 1; n <= pages; n += 1) {
      const byCursor: Page = await page(cursor ? `${query}&cursor=${encodeURIComponent(cursor)}` : query);
      const byNumber = await page(`${query}&page=${n}`);
      expect(ids(byCursor)).toEqual(ids(byNumber));
      expect(byCursor.pagination).toMatchObject({
        currentPage: n,
        hasPrev: n > 1,
        hasNext: byNumber.pagination.hasNext,
      });
      seen.push(...ids(byCursor));
      cursor = byCursor.pagination.nextCursor;
      if (!cursor) break;
    }
    return seen;
  }

  /** The plan PostgreSQL makes for `query` with the given kinds of scan or sort ruled out. */
  async function planOf(query: { sql: string; params: unknown[] }, ruledOut: string[]): Promise<string> {
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      for (const setting of ruledOut) await client.query(`set local ${setting} = off`);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>({
        text: `explain ${query.sql}`,
        values: query.params,
      });
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  beforeAll(async () => {
    t = await buildTestApp();
    seller = await createUser(t, 'seller');
    smallSeller = await createUser(t, 'seller');
    // Few distinct prices and times, so every sort has long runs of ties for the id to break.
    await t.app.db.execute(sql`
      insert into listings (seller_id, title, brand, condition, price, images, status, stock, created_at)
      select ${seller.id}, 'Galaxy A5' || (g % 10) || ' 128GB', 'Samsung', 'Good', 50000 + (g % 7) * 1000,
             '[{"name":"fixture","width":800,"height":600}]'::jsonb, 'approved', 1,
             timestamptz '2026-11-01 10:00:00+00' + (g % 5) * interval '1 hour'
      from generate_series(1, ${LISTINGS}) g`);
    await t.app.db.execute(sql`
      insert into listings (seller_id, title, brand, condition, price, images, status, stock)
      select ${seller.id}, 'iPhone 13 128GB', 'Apple', 'Good', 145000, '[]'::jsonb, 'approved', 1
      from generate_series(1, 30) g`);
    await t.app.db.execute(sql`
      insert into listings (seller_id, title, brand, condition, price, images, status, stock, created_at)
      select ${smallSeller.id}, 'Pixel 7a 128GB', 'Google', 'Good', 90000 + (g % 4) * 1000, '[]'::jsonb, 'approved', 1,
             timestamptz '2026-11-02 10:00:00+00' + (g % 3) * interval '1 hour'
      from generate_series(1, 45) g`);
    await t.app.db.execute(sql`analyze listings`);
  });
  afterAll(async () => t.close());

  it('counts the whole catalogue and a brand exactly, other filters up to the cap and says so past it', async () => {
    const live = LISTINGS + 30 + 45;
    expect((await page('')).pagination).toMatchObject({ totalItems: live, totalIsCapped: false, hasNext: true });
    expect((await page('brand=Samsung')).pagination).toMatchObject({ totalItems: LISTINGS, totalIsCapped: false });
    const first = await page('condition=Good');
    expect(first.pagination).toMatchObject({
      totalItems: CATALOGUE_COUNT_CAP,
      totalIsCapped: true,
      totalPages: Math.ceil(CATALOGUE_COUNT_CAP / 12),
      hasNext: true,
    });
    const lastInReach = await page(`condition=Good&page=${Math.ceil(OFFSET_PAGING_REACH / 12)}`);
    expect(lastInReach.phones).toHaveLength(12);
    expect(lastInReach.pagination).toMatchObject({ hasNext: true, nextCursor: expect.any(String) as string });
    const pastCap = await page(`condition=Good&cursor=${encodeURIComponent(lastInReach.pagination.nextCursor!)}`);
    expect(pastCap.phones).toHaveLength(12);
    expect(pastCap.pagination.hasNext).toBe(true);
    const small = await page('search=iphone');
    expect(small.pagination).toMatchObject({ totalItems: 30, totalIsCapped: false, totalPages: 3 });
  });

  it('follows nextCursor through every sort in both directions: the same pages as by number, no phone twice', async () => {
    for (const sort of ['featured', 'newest', 'price_low', 'price_high', 'rating']) {
      for (const order of ['', '&order=asc', '&order=desc']) {
        const seen = await walk(`limit=50&sort=${sort}${order}`, 4);
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen).toHaveLength(200);
      }
    }
  });

  it('pages every phone at the size browse asks for, by its prepared statements, as pages by number do', async () => {
    // A first page and a cursor's page of every phone at PAGE_SIZE are prepared statements; a page by number is
    // planned for its offset (phones.repository.ts, preparedLivePage).
    for (const sort of ['featured', 'newest', 'price_low', 'price_high', 'rating']) {
      for (const order of ['', '&order=asc', '&order=desc']) {
        const seen = await walk(`sort=${sort}${order}`, 3);
        expect(new Set(seen).size).toBe(36);
      }
    }
  });

  it('starts a cursor page sorted by price at the index entry of its price, not at the index start', async () => {
    const [first] = (await page('limit=1&sort=price_low')).phones;
    // Bounds the index can seek to appear as its Index Cond; a bound it cannot only filters the rows it
    // reads from the start. Sequential scans and sorts are ruled out so the plan is an ordered index
    // scan whatever the table's size.
    for (const [sort, order] of [
      ['price_low', undefined],
      ['price_high', undefined],
      ['price_low', 'desc'],
      ['price_high', 'asc'],
    ] as const) {
      const query = listLiveListingsQuery(t.database.db, {
        filters: { brand: sort === 'price_high' ? 'Apple' : undefined },
        sort,
        order,
        limit: 13,
        offset: 0,
        after: [first!.price, '2026-01-01 00:00:00+00', first!.id],
      }).toSQL();
      const plan = await planOf(query, ['enable_seqscan', 'enable_sort']);
      expect(plan, `${sort} ${order ?? ''}`).toMatch(/Index Cond: \([^\n]*price [<>]= \d+/);
    }
  });

  it('ends a search on its last page with no next cursor, ranked searches included', async () => {
    const seen = await walk('search=iphone%2013&limit=12', 5);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    const typo = await walk('search=iphnoe%2013&limit=12', 5);
    expect(typo).toHaveLength(30);
  });

  it('answers a later page by cursor with the total of the first page, counting nothing', async () => {
    const first = await page('condition=Good&limit=20');
    const second = await page(`condition=Good&limit=20&cursor=${encodeURIComponent(first.pagination.nextCursor!)}`);
    expect(second.pagination).toMatchObject({ currentPage: 2, totalItems: CATALOGUE_COUNT_CAP, totalIsCapped: true });
  });

  it("pages one seller's phones by cursor with an exact count, and caps the count of a seller past the cap", async () => {
    const first = await page(`sellerId=${smallSeller.id}&limit=20`);
    expect(first.pagination).toMatchObject({ totalItems: 45, totalIsCapped: false, totalPages: 3 });
    for (const sort of ['newest', 'price_low', 'price_high']) {
      const seen = await walk(`sellerId=${smallSeller.id}&limit=20&sort=${sort}`, 5);
      expect(seen).toHaveLength(45);
      expect(new Set(seen).size).toBe(45);
    }
    const last = await page(`sellerId=${smallSeller.id}&limit=20&page=3`);
    expect(last.phones.every((phone) => phone.sellerId.id === smallSeller.id)).toBe(true);
    expect(last.pagination.nextCursor).toBeNull();

    const big = await page(`sellerId=${seller.id}&limit=20`);
    expect(big.pagination).toMatchObject({ totalItems: CATALOGUE_COUNT_CAP, totalIsCapped: true, hasNext: true });
    // One seller's cursor belongs to that seller's list only.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/phones?sellerId=${seller.id}&limit=20&cursor=${encodeURIComponent(first.pagination.nextCursor!)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: { cursor: INVALID_CURSOR_MESSAGE } });
  });

  it("reads Best Deal's first phones of each model from the index alone, with a brand and a condition", async () => {
    const query = bestDealsByModelQuery(t.database.db, {
      filters: { brand: 'Samsung', condition: 'Good' },
      sort: 'best_deal',
      limit: 13,
      offset: 120,
    }).toSQL();
    await t.database.pool.query('vacuum analyze listings');
    const plan = await planOf(query, ['enable_seqscan', 'enable_bitmapscan']);
    // Naming the brand in each model's range, or a condition the index does not hold, reads every row.
    expect(plan).toMatch(/Index Only Scan using listings_live_model_price_idx/);
  });

  it('reaches a page by number only as far as OFFSET_PAGING_REACH phones, and answers a page past the end empty', async () => {
    const last = Math.ceil(OFFSET_PAGING_REACH / 50);
    expect((await page(`limit=50&page=${last}&sort=price_low`)).phones).toHaveLength(50);
    for (const query of [
      `limit=50&page=${last + 1}`,
      'page=900000&sort=newest',
      `search=galaxy&page=${last + 1}&limit=50`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/phones?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: PAGE_PAST_REACH_MESSAGE,
        details: { page: PAGE_PAST_REACH_MESSAGE },
      });
    }
    // One seller's 45 phones fill 9 pages of 5: page 10 is past them, and answered empty.
    const beyond = await page(`sellerId=${smallSeller.id}&limit=5&page=10`);
    expect(beyond.phones).toEqual([]);
    expect(beyond.pagination).toMatchObject({ totalItems: 45, currentPage: 10, hasNext: false, nextCursor: null });
  });

  it('ends Best Deal, which goes on by offset, at OFFSET_PAGING_REACH phones, and refuses a cursor made to skip further', async () => {
    const first = await page('limit=50&sort=best_deal');
    const made = (n: number) =>
      encodeURIComponent(encodeCatalogueCursor({ ...decodeCatalogueCursor(first.pagination.nextCursor!)!, n }));
    const lastPage = await page(`limit=50&sort=best_deal&cursor=${made(OFFSET_PAGING_REACH - 50)}`);
    expect(lastPage.phones).toHaveLength(50);
    expect(lastPage.pagination).toMatchObject({ hasNext: false, nextCursor: null });
    const before = await page(`limit=50&sort=best_deal&cursor=${made(OFFSET_PAGING_REACH - 100)}`);
    expect(before.pagination.hasNext).toBe(true);
    for (const n of [OFFSET_PAGING_REACH, 900_000]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/phones?limit=50&sort=best_deal&cursor=${made(n)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ details: { cursor: INVALID_CURSOR_MESSAGE } });
    }
  });

  it('refuses an edited, cut or foreign cursor with a 400 and a clear message', async () => {
    const first = await page('limit=5&sort=price_low');
    const cursor = first.pagination.nextCursor!;
    const [payload, sum] = cursor.split('.');
    const edited = `${payload!.slice(0, 10)}${payload![10] === 'A' ? 'B' : 'A'}${payload!.slice(11)}.${sum}`;
    const forOtherSort = (await page('limit=5&sort=newest')).pagination.nextCursor!;
    const wrongShape = encodeCatalogueCursor({ q: 'x', k: [], n: 5, t: 1, c: false, m: 'none', r: false });
    for (const bad of [edited, cursor.slice(0, -3), 'not-a-cursor', `${payload}.`, forOtherSort, wrongShape]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/phones?limit=5&sort=price_low&cursor=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ success: false, details: { cursor: INVALID_CURSOR_MESSAGE } });
    }
    // The same cursor with another page size or filter belongs to another list.
    const otherLimit = await t.app.inject({
      method: 'GET',
      url: `/api/phones?limit=6&sort=price_low&cursor=${cursor}`,
    });
    expect(otherLimit.statusCode).toBe(400);
  });
});
