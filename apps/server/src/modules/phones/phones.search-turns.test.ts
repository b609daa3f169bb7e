import { INVALID_CURSOR_MESSAGE } from '@phonekade/shared/phones/catalogue-cursor';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCHES_BUSY_MESSAGE } from '../../lib/work-slots.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, insertListing, type Body } from '../../test/factories.ts';

// Searches take turns (docs/decisions/094-searches-take-turns.md): SEARCHES_AT_ONCE run, SEARCHES_WAITING
// wait, and the next is refused at once, while the rest of the catalogue goes on answering.

describe('searches take turns', () => {
  let t: TestApp;

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const titles = async (answer: ReturnType<typeof get>) =>
    (await answer).json<Body<{ phones: PhoneDto[] }>>().data.phones.map((phone) => phone.title);

  beforeAll(async () => {
    t = await buildTestApp({ SEARCHES_AT_ONCE: '1', SEARCHES_WAITING: '1', RATE_LIMITS: 'false' });
    const seller = await createUser(t, 'seller');
    await insertListing(t, seller.id, { title: 'Galaxy S21 128GB', brand: 'Samsung' });
    await insertListing(t, seller.id, { title: 'iPhone 13 128GB', brand: 'Apple' });
  });
  afterAll(async () => t.close());

  it('runs one search here and lines up one more; the next is answered 503 at once and loses nothing', async () => {
    // The searches are held up in the database, as one that reads every listing is: another connection
    // holds the listings table.
    const holder = await t.database.pool.connect();
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await holder.query('commit');
      holder.release();
    };
    try {
      await holder.query('begin');
      await holder.query('lock table listings in access exclusive mode');
      const running = get('/api/phones?search=galaxy');
      await vi.waitFor(() => expect(t.app.searchSlots.running).toBe(1));
      const waiting = get('/api/phones?search=iphone');
      await vi.waitFor(() => expect(t.app.searchSlots.waiting).toBe(1));

      const refused = await get('/api/phones?search=samsung');
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ success: false, message: SEARCHES_BUSY_MESSAGE });
      // Nothing but searches takes turns: the brands' counts answer while the table is held.
      const brands = await get('/api/phones/brand-counts');
      expect(brands.statusCode).toBe(200);

      await release();
      expect(await titles(running)).toEqual(['Galaxy S21 128GB']);
      expect(await titles(waiting)).toEqual(['iPhone 13 128GB']);
      expect([t.app.searchSlots.running, t.app.searchSlots.waiting]).toEqual([0, 0]);
      expect(await titles(get('/api/phones?search=samsung'))).toEqual(['Galaxy S21 128GB']);
    } finally {
      await release();
    }
  });

  it('a search that fails gives its turn back', async () => {
    const first = (await get('/api/phones?search=128gb&limit=1')).json<
      Body<{ pagination: { nextCursor: string | null } }>
    >();
    const cursor = first.data.pagination.nextCursor!;
    // The cursor of another search is refused by the search itself, in its turn.
    const failing = await get(`/api/phones?search=iphone&limit=1&cursor=${encodeURIComponent(cursor)}`);
    expect(failing.statusCode).toBe(400);
    expect(failing.json()).toMatchObject({ message: INVALID_CURSOR_MESSAGE });
    expect([t.app.searchSlots.running, t.app.searchSlots.waiting]).toEqual([0, 0]);
    expect(await titles(get('/api/phones?search=iphone'))).toEqual(['iPhone 13 128GB']);
  });
});
