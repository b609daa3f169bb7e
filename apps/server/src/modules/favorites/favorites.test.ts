import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MergeFavoritesResult } from '@phonekade/shared/favorites/favorites.types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { favorites, listings } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  callApi,
  createPeople,
  createUser,
  insertListing,
  type Body as ApiBody,
  type TestUser,
} from '../../test/factories.ts';
import { emptyDatabase } from '../../test/test-db.ts';

let t: TestApp;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let admin: TestUser;

type Method = 'GET' | 'POST' | 'DELETE';

type Body = ApiBody<MergeFavoritesResult>;

const call = (method: Method, url: string, user?: TestUser, payload?: unknown) =>
  callApi(t, method, `/api/favorites${url}`, user, payload);

async function storedIds(user: TestUser) {
  const rows = await t.app.db.select().from(favorites).where(eq(favorites.userId, user.id));
  return rows.map((row) => row.listingId).sort();
}

const listing = (values: Parameters<typeof insertListing>[2] = {}) => insertListing(t, seller.id, values);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

beforeEach(async () => {
  await emptyDatabase(t.app.db);
  ({ buyer, otherBuyer, seller, admin } = await createPeople(t));
});

describe('who may keep favourites', () => {
  const someId = randomUUID();
  it.each([
    ['GET', ''],
    ['POST', `/${someId}`],
    ['DELETE', `/${someId}`],
    ['POST', '/merge', { phoneIds: [] }],
  ] as [Method, string, unknown?][])('%s /api/favorites%s needs a signed-in user', async (method, url, body) => {
    const res = await call(method, url, undefined, body);
    expect(res.statusCode).toBe(401);
    expect(res.json<Body>()).toMatchObject({ success: false, error: 'UNAUTHENTICATED' });
  });

  it.each(['buyer', 'seller', 'admin'] as const)('a %s keeps favourites', async (role) => {
    const user = { buyer, seller, admin }[role];
    const phone = await insertListing(t, (await createUser(t, 'seller')).id);
    const res = await call('POST', `/${phone.id}`, user);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      success: true,
      message: 'Added to favorites',
      data: { phoneIds: [phone.id] },
    });
    expect(await storedIds(user)).toEqual([phone.id]);
  });
});

describe('adding and removing', () => {
  it('the list answers the phones with their sellers, newest favourite first', async () => {
    const first = await listing({ title: 'Pixel 8' });
    const second = await listing({ title: 'iPhone 13' });
    await call('POST', `/${first.id}`, buyer);
    await call('POST', `/${second.id}`, buyer);

    const res = await call('GET', '', buyer);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<Body>();
    expect(data.phoneIds).toEqual([second.id, first.id]);
    expect(data.phones.map((phone) => phone.title)).toEqual(['iPhone 13', 'Pixel 8']);
    expect(data.phones[0]).toMatchObject({ id: second.id, _id: second.id, sellerId: { _id: seller.id } });
    expect(JSON.stringify(data)).not.toContain('@example.lk');
  });

  it('adding twice keeps one favourite', async () => {
    const phone = await listing();
    expect((await call('POST', `/${phone.id}`, buyer)).statusCode).toBe(200);
    const again = await call('POST', `/${phone.id}`, buyer);
    expect(again.statusCode).toBe(200);
    expect(again.json<Body>().data.phoneIds).toEqual([phone.id]);
    expect(await storedIds(buyer)).toEqual([phone.id]);
  });

  it('removing twice is fine, and only the one favourite goes', async () => {
    const a = await listing();
    const b = await listing();
    await call('POST', `/${a.id}`, buyer);
    await call('POST', `/${b.id}`, buyer);
    const res = await call('DELETE', `/${a.id}`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({ message: 'Removed from favorites', data: { phoneIds: [b.id] } });
    const again = await call('DELETE', `/${a.id}`, buyer);
    expect(again.statusCode).toBe(200);
    expect(await storedIds(buyer)).toEqual([b.id]);
  });

  it('a sold phone can still be a favourite', async () => {
    const sold = await listing({ stock: 0 });
    expect((await call('POST', `/${sold.id}`, buyer)).statusCode).toBe(200);
    expect((await call('GET', '', buyer)).json<Body>().data.phones[0]).toMatchObject({
      id: sold.id,
      isAvailable: false,
    });
  });

  it('an unknown or deleted phone cannot be added', async () => {
    const gone = await listing();
    await t.app.db.delete(listings).where(eq(listings.id, gone.id));
    for (const id of [gone.id, randomUUID()]) {
      const res = await call('POST', `/${id}`, buyer);
      expect(res.statusCode).toBe(404);
      expect(res.json<Body>()).toMatchObject({ success: false, message: 'Phone not found', error: 'NOT_FOUND' });
    }
    expect(await storedIds(buyer)).toEqual([]);
  });

  it("another seller's phone under review is not visible, so it cannot be added", async () => {
    const pending = await listing({ status: 'pending' });
    const rejected = await listing({ status: 'rejected' });
    for (const phone of [pending, rejected]) {
      expect((await call('POST', `/${phone.id}`, buyer)).statusCode).toBe(404);
    }
    expect(await storedIds(buyer)).toEqual([]);
  });

  it('a seller may keep their own listing under review; an admin any listing', async () => {
    const pending = await listing({ status: 'pending' });
    expect((await call('POST', `/${pending.id}`, seller)).statusCode).toBe(200);
    expect((await call('POST', `/${pending.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '', seller)).json<Body>().data.phoneIds).toEqual([pending.id]);
  });

  it('a malformed phone id is a 400', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await call(method, '/phone-1', buyer);
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>()).toMatchObject({ message: 'Invalid phone ID', error: 'VALIDATION' });
    }
  });

  it("one user's favourites are not another's", async () => {
    const phone = await listing();
    await call('POST', `/${phone.id}`, otherBuyer);
    expect((await call('GET', '', buyer)).json<Body>().data).toEqual({ phoneIds: [], phones: [], recent: [] });
    await call('DELETE', `/${phone.id}`, buyer);
    expect(await storedIds(otherBuyer)).toEqual([phone.id]);
  });

  it('a favourite whose listing went back to review is hidden until it is approved again', async () => {
    const phone = await listing();
    await call('POST', `/${phone.id}`, buyer);
    await t.app.db.update(listings).set({ status: 'pending' }).where(eq(listings.id, phone.id));
    expect((await call('GET', '', buyer)).json<Body>().data.phoneIds).toEqual([]);
    await t.app.db.update(listings).set({ status: 'approved' }).where(eq(listings.id, phone.id));
    expect((await call('GET', '', buyer)).json<Body>().data.phoneIds).toEqual([phone.id]);
  });

  it('a deleted listing leaves every favourites list', async () => {
    const phone = await listing();
    await call('POST', `/${phone.id}`, buyer);
    await t.app.db.delete(listings).where(eq(listings.id, phone.id));
    expect((await call('GET', '', buyer)).json<Body>().data.phoneIds).toEqual([]);
  });
});

describe('merging the guest list at sign-in', () => {
  it('guest favourites join the stored ones; what cannot be a favourite is skipped', async () => {
    const kept = await listing();
    const guestA = await listing();
    const guestB = await listing();
    const pending = await listing({ status: 'pending' });
    const unknown = randomUUID();
    await call('POST', `/${kept.id}`, buyer);

    const res = await call('POST', '/merge', buyer, {
      phoneIds: [guestA.id, kept.id, guestB.id, pending.id, unknown, guestA.id],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<Body>();
    expect(body).toMatchObject({ success: true, message: 'Favorites merged' });
    expect([...body.data.phoneIds].sort()).toEqual([kept.id, guestA.id, guestB.id].sort());
    expect(body.data.skipped.sort()).toEqual([pending.id, unknown].sort());
    expect(await storedIds(buyer)).toEqual([kept.id, guestA.id, guestB.id].sort());
  });

  it('an empty guest list changes nothing', async () => {
    const phone = await listing();
    await call('POST', `/${phone.id}`, buyer);
    const res = await call('POST', '/merge', buyer, { phoneIds: [] });
    expect(res.json<Body>().data).toMatchObject({ phoneIds: [phone.id], skipped: [] });
  });

  it('a malformed guest list is refused and nothing is written', async () => {
    const phone = await listing();
    for (const [body, message] of [
      [{}, 'phoneIds must be a list of phone IDs'],
      [{ phoneIds: [phone.id, 'phone-1'] }, 'Invalid phone ID'],
      [{ phoneIds: Array(201).fill(phone.id) }, 'At most 200 favourites can be merged at once'],
    ] as const) {
      const res = await call('POST', '/merge', buyer, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>()).toMatchObject({ message });
    }
    expect(await storedIds(buyer)).toEqual([]);
  });
});
