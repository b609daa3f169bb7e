import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  BulkFavoritesResult,
  FavoriteActionsDto,
  FavoritesDto,
} from '@phonekade/shared/favorites/favorites.types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { favoriteActions, favorites, listings, users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi, createPeople, insertListing, type Body, type Method, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;

const call = (method: Method, url: string, user?: TestUser, payload?: unknown) =>
  callApi(t, method, `/api/favorites${url}`, user, payload);

async function storedIds(user: TestUser) {
  const rows = await t.app.db.select().from(favorites).where(eq(favorites.userId, user.id));
  return rows.map((row) => row.listingId).sort();
}

async function actionsOf(user: TestUser) {
  const res = await call('GET', '/actions?limit=50', user);
  expect(res.statusCode).toBe(200);
  return res.json<Body<FavoriteActionsDto>>().data.actions.map(({ action, phoneIds }) => ({
    action,
    phoneIds: [...phoneIds].sort(),
  }));
}

const listing = (values: Parameters<typeof insertListing>[2] = {}) => insertListing(t, seller.id, values);
const sorted = (ids: string[]) => [...ids].sort();

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

beforeEach(async () => {
  await t.app.db.delete(favoriteActions);
  await t.app.db.delete(favorites);
  await t.app.db.delete(listings);
  await t.app.db.delete(users);
  ({ buyer, otherBuyer, seller } = await createPeople(t));
});

describe('the favourites action log', () => {
  it('records added, removed, bulk_added, bulk_removed and cleared, newest first, only for real changes', async () => {
    const [a, b, c] = [await listing(), await listing(), await listing()];
    await call('POST', `/${a.id}`, buyer);
    await call('POST', `/${a.id}`, buyer); // already there: nothing changes, nothing is logged
    await call('POST', '/bulk-add', buyer, { phoneIds: [b.id, c.id, a.id] });
    await call('DELETE', `/${b.id}`, buyer);
    await call('DELETE', `/${b.id}`, buyer); // already gone
    await call('POST', '/bulk-remove', buyer, { phoneIds: [c.id] });
    await call('DELETE', '', buyer);

    expect(await actionsOf(buyer)).toEqual([
      { action: 'cleared', phoneIds: [a.id] },
      { action: 'bulk_removed', phoneIds: [c.id] },
      { action: 'removed', phoneIds: [b.id] },
      { action: 'bulk_added', phoneIds: sorted([b.id, c.id]) },
      { action: 'added', phoneIds: [a.id] },
    ]);
    expect(await actionsOf(otherBuyer)).toEqual([]);
  });

  it('merging the guest list at sign-in is logged as bulk_added', async () => {
    const a = await listing();
    await call('POST', '/merge', buyer, { phoneIds: [a.id] });
    expect(await actionsOf(buyer)).toEqual([{ action: 'bulk_added', phoneIds: [a.id] }]);
  });

  it('pages the log', async () => {
    for (let i = 0; i < 3; i += 1) await call('POST', `/${(await listing()).id}`, buyer);
    const res = await call('GET', '/actions?page=2&limit=2', buyer);
    const data = res.json<Body<FavoriteActionsDto>>().data;
    expect(data.actions).toHaveLength(1);
    expect(data.pagination).toMatchObject({ totalItems: 3, currentPage: 2, totalPages: 2 });
  });

  it('refuses a bad page with a clear message', async () => {
    const res = await call('GET', '/actions?page=nope', buyer);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({ success: false });
  });
});

describe('clearing and bulk changes', () => {
  it('clear-all empties only the caller’s list and says how many went', async () => {
    const [a, b] = [await listing(), await listing()];
    await call('POST', '/bulk-add', buyer, { phoneIds: [a.id, b.id] });
    await call('POST', `/${a.id}`, otherBuyer);

    const res = await call('DELETE', '', buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body<BulkFavoritesResult>>()).toMatchObject({
      success: true,
      message: 'Favorites cleared',
      data: { phoneIds: [], phones: [], recent: [], changed: 2 },
    });
    expect(await storedIds(buyer)).toEqual([]);
    expect(await storedIds(otherBuyer)).toEqual([a.id]);
  });

  it('bulk remove touches only the caller’s own favourites; other ids change nothing', async () => {
    const [a, b] = [await listing(), await listing()];
    await call('POST', '/bulk-add', buyer, { phoneIds: [a.id] });
    await call('POST', '/bulk-add', otherBuyer, { phoneIds: [b.id] });

    const res = await call('POST', '/bulk-remove', buyer, { phoneIds: [a.id, b.id, randomUUID()] });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body<BulkFavoritesResult>>().data).toMatchObject({ phoneIds: [], changed: 1 });
    expect(await storedIds(otherBuyer)).toEqual([b.id]);
  });

  it('bulk add leaves out listings the caller may not open (another seller’s pending one, an unknown id)', async () => {
    const live = await listing();
    const pending = await listing({ status: 'pending' });
    const res = await call('POST', '/bulk-add', buyer, { phoneIds: [live.id, pending.id, randomUUID()] });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body<BulkFavoritesResult>>().data).toMatchObject({ phoneIds: [live.id], changed: 1 });
    expect(await storedIds(buyer)).toEqual([live.id]);
  });

  it.each([
    ['no list', {}, { phoneIds: 'phoneIds must be a list of phone IDs' }],
    ['an empty list', { phoneIds: [] }, { phoneIds: 'Select at least one phone' }],
    ['something that is not an id', { phoneIds: ['phone-1'] }, { 'phoneIds.0': 'Invalid phone ID' }],
    [
      '201 ids',
      { phoneIds: Array.from({ length: 201 }, () => randomUUID()) },
      { phoneIds: 'At most 200 favourites can be changed at once' },
    ],
  ])('bulk remove refuses %s with a clear message and changes nothing', async (_label, payload, details) => {
    const a = await listing();
    await call('POST', `/${a.id}`, buyer);
    const res = await call('POST', '/bulk-remove', buyer, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({ success: false, details });
    expect(await storedIds(buyer)).toEqual([a.id]);
    expect(await actionsOf(buyer)).toEqual([{ action: 'added', phoneIds: [a.id] }]);
  });

  it.each([
    ['DELETE', ''],
    ['POST', '/bulk-add'],
    ['POST', '/bulk-remove'],
    ['GET', '/actions'],
  ] as [Method, string][])('%s /api/favorites%s needs a signed-in user', async (method, url) => {
    const res = await call(method, url, undefined, { phoneIds: [randomUUID()] });
    expect(res.statusCode).toBe(401);
  });
});

describe('recently added favourites', () => {
  it('the list carries the five most recently added, newest first', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const phone = await listing({ title: `Phone ${i}` });
      ids.push(phone.id);
      await call('POST', `/${phone.id}`, buyer);
    }
    const res = await call('GET', '', buyer);
    const data = res.json<Body<FavoritesDto>>().data;
    expect(data.phones).toHaveLength(7);
    expect(data.recent.map((phone) => phone.id)).toEqual(ids.slice(2).reverse());
  });
});
