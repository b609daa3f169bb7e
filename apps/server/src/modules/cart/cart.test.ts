import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { MergeCartResult } from '@phonekade/shared/cart/cart.types';
import { ROOT_ERROR_KEY } from '@phonekade/shared/common/zod-errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, listings } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  callApi,
  createPeople,
  createUser,
  insertListing,
  type Body as ApiBody,
  type Method,
  type TestUser,
} from '../../test/factories.ts';
import { emptyDatabase } from '../../test/test-db.ts';

let t: TestApp;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let admin: TestUser;

type Body = ApiBody<MergeCartResult>;

const call = (method: Method, url: string, user?: TestUser, payload?: unknown) =>
  callApi(t, method, `/api/cart${url}`, user, payload);

const add = (user: TestUser | undefined, phoneId: string, quantity?: number) =>
  call('POST', '/add', user, quantity === undefined ? { phoneId } : { phoneId, quantity });

async function linesOf(user: TestUser) {
  return t.app.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
}

async function quantityOf(user: TestUser, listingId: string) {
  const [row] = await t.app.db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, user.id), eq(cartItems.listingId, listingId)));
  return row?.quantity;
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

describe('who may use the cart', () => {
  const someId = randomUUID();
  const endpoints: [Method, string, unknown?][] = [
    ['GET', ''],
    ['POST', '/add', { phoneId: someId }],
    ['PUT', '/update', { phoneId: someId, quantity: 1 }],
    ['DELETE', `/remove/${someId}`],
    ['DELETE', '/clear'],
    ['POST', '/merge', { guestItems: [] }],
  ];

  it.each(endpoints)('%s /api/cart%s needs a signed-in user', async (method, url, body) => {
    const res = await call(method, url, undefined, body);
    expect(res.statusCode).toBe(401);
    expect(res.json<Body>()).toMatchObject({ success: false, error: 'UNAUTHENTICATED' });
  });

  it('a seller always has an empty cart', async () => {
    const res = await call('GET', '', seller);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toEqual({ success: true, data: { items: [], subtotal: 0, count: 0 } });
  });

  it('an admin is not a buyer and has an empty cart too', async () => {
    const res = await call('GET', '', admin);
    expect(res.json<Body>()).toEqual({ success: true, data: { items: [], subtotal: 0, count: 0 } });
  });

  it('a seller cannot add a phone to the cart', async () => {
    const phone = await insertListing(t, (await createUser(t, 'seller')).id);
    const res = await add(seller, phone.id);
    expect(res.statusCode).toBe(403);
    expect(res.json<Body>()).toMatchObject({
      success: false,
      message: 'Sellers cannot add items to cart. Please log in as a buyer to make purchases.',
    });
    expect(await linesOf(seller)).toHaveLength(0);
  });

  it('a seller cannot change or remove cart items', async () => {
    const phone = await listing();
    for (const res of [
      await call('PUT', '/update', seller, { phoneId: phone.id, quantity: 1 }),
      await call('PUT', '/update', seller, { phoneId: phone.id, quantity: 0 }),
      await call('DELETE', `/remove/${phone.id}`, seller),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<Body>()).toMatchObject({ message: 'Sellers cannot modify cart items.' });
    }
  });

  it('a seller cannot clear the cart', async () => {
    const res = await call('DELETE', '/clear', seller);
    expect(res.statusCode).toBe(403);
    expect(res.json<Body>()).toMatchObject({ message: 'Sellers cannot clear cart.' });
  });

  it('a seller cannot merge a guest cart', async () => {
    const phone = await listing();
    const res = await call('POST', '/merge', seller, { guestItems: [{ phoneId: phone.id, quantity: 1 }] });
    expect(res.statusCode).toBe(403);
    expect(res.json<Body>()).toMatchObject({
      message: 'Sellers cannot add items to cart. Please log in as a buyer to make purchases.',
    });
    expect(await linesOf(seller)).toHaveLength(0);
  });

  it('an admin cannot add, change, clear or merge: the cart is for buyers only', async () => {
    const phone = await listing();
    for (const res of [
      await add(admin, phone.id),
      await call('PUT', '/update', admin, { phoneId: phone.id, quantity: 1 }),
      await call('DELETE', `/remove/${phone.id}`, admin),
      await call('DELETE', '/clear', admin),
      await call('POST', '/merge', admin, { guestItems: [{ phoneId: phone.id }] }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<Body>()).toMatchObject({ success: false, message: 'Cart access is for buyers only' });
    }
    expect(await linesOf(admin)).toHaveLength(0);
  });
});

describe('adding to the cart', () => {
  it('a buyer adds a phone and the cart answers it with the current price and the seller', async () => {
    const phone = await listing({ price: 125_000, originalPrice: 150_000, stock: 3 });
    const res = await add(buyer, phone.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<Body>();
    expect(body).toMatchObject({ success: true, message: 'Item added to cart' });
    expect(body.data).toMatchObject({ subtotal: 125_000, count: 1 });
    const item = body.data.items[0]!;
    expect(item).toMatchObject({
      title: phone.title,
      price: 125_000,
      originalPrice: 150_000,
      priceAtAdd: 125_000,
      priceChanged: false,
      previousPrice: null,
      quantity: 1,
      available: true,
      stock: 3,
      image: `/uploads/phones/${phone.images[0]!.name}.webp`,
      images: [`/uploads/phones/${phone.images[0]!.name}.webp`],
    });
    expect(item.id).toBe(item._id);
    expect(item.phoneId).toMatchObject({ id: phone.id, _id: phone.id, title: phone.title, price: 125_000 });
    expect(item.sellerId).toMatchObject({ _id: seller.id, id: seller.id });
    // Another user's e-mail never reaches a buyer (docs/decisions/005-api-envelope-and-response-shapes.md).
    expect(JSON.stringify(body)).not.toContain('@example.lk');
    expect(Number.isNaN(Date.parse(item.addedAt))).toBe(false);
  });

  it('the quantity defaults to 1 and may be given', async () => {
    const phone = await listing({ stock: 5 });
    expect((await add(buyer, phone.id, 3)).json<Body>().data.count).toBe(3);
    expect(await quantityOf(buyer, phone.id)).toBe(3);
  });

  it('adding a phone already in the cart raises its quantity', async () => {
    const phone = await listing({ price: 10_000, stock: 4 });
    await add(buyer, phone.id);
    const res = await add(buyer, phone.id, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>().data).toMatchObject({ count: 3, subtotal: 30_000 });
    expect(res.json<Body>().data.items).toHaveLength(1);
    expect(await linesOf(buyer)).toHaveLength(1);
  });

  it('a quantity never goes above the stock', async () => {
    const phone = await listing({ stock: 2 });
    const tooMany = await add(buyer, phone.id, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<Body>()).toMatchObject({
      message: 'Not enough units of this phone in stock',
      error: 'CONFLICT',
    });
    expect(tooMany.json<Body>().details?.quantity).toBe('Only 2 in stock');
    expect(await quantityOf(buyer, phone.id)).toBeUndefined();

    await add(buyer, phone.id, 2);
    const oneMore = await add(buyer, phone.id);
    expect(oneMore.statusCode).toBe(409);
    expect(oneMore.json<Body>().details?.quantity).toBe('Only 2 in stock, 2 already in your cart');
    expect(await quantityOf(buyer, phone.id)).toBe(2);
  });

  it('the last unit added by two tabs at once is in the cart only once', async () => {
    const phone = await listing({ stock: 1 });
    const results = await Promise.all([add(buyer, phone.id), add(buyer, phone.id)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await quantityOf(buyer, phone.id)).toBe(1);
  });

  it('many tabs adding at once never take more than the stock', async () => {
    const phone = await listing({ stock: 3 });
    const results = await Promise.all(Array.from({ length: 6 }, () => add(buyer, phone.id)));
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(results.filter((res) => res.statusCode === 409)).toHaveLength(3);
    expect(await quantityOf(buyer, phone.id)).toBe(3);
  });

  it('nobody adds their own phone', async () => {
    // A listing whose owner is now a buyer (an account whose role changed keeps its listings).
    const own = await insertListing(t, buyer.id);
    const res = await add(buyer, own.id);
    expect(res.statusCode).toBe(403);
    expect(res.json<Body>()).toMatchObject({ message: 'You cannot add your own phone to the cart' });
    expect(await linesOf(buyer)).toHaveLength(0);
  });

  it('a sold phone cannot be added', async () => {
    const sold = await listing({ stock: 0 });
    const res = await add(buyer, sold.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toMatchObject({ message: 'This phone is no longer available' });
  });

  it('a phone waiting for review cannot be added', async () => {
    const pending = await listing({ status: 'pending' });
    const res = await add(buyer, pending.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toMatchObject({
      message: 'This phone is awaiting admin review and cannot be added to the cart yet',
    });
  });

  it('a rejected phone cannot be added', async () => {
    const rejected = await listing({ status: 'rejected' });
    const res = await add(buyer, rejected.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toMatchObject({ message: 'This phone is not available for purchase' });
  });

  it('a deleted or unknown phone cannot be added', async () => {
    const gone = await listing();
    await t.app.db.delete(listings).where(eq(listings.id, gone.id));
    for (const id of [gone.id, randomUUID()]) {
      const res = await add(buyer, id);
      expect(res.statusCode).toBe(404);
      expect(res.json<Body>()).toMatchObject({ message: 'Phone not found', error: 'NOT_FOUND' });
    }
    expect(await linesOf(buyer)).toHaveLength(0);
  });

  it('a malformed request is refused with the field message', async () => {
    const phone = await listing();
    const cases: [unknown, string][] = [
      [{}, 'Phone ID is required'],
      [{ phoneId: 'not-an-id' }, 'Invalid phone ID'],
      [{ phoneId: phone.id, quantity: 0 }, 'Quantity must be a whole number from 1 to 99'],
      [{ phoneId: phone.id, quantity: 1.5 }, 'Quantity must be a whole number from 1 to 99'],
      [{ phoneId: phone.id, quantity: 100 }, 'Quantity must be a whole number from 1 to 99'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/add', buyer, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>()).toMatchObject({ success: false, message, error: 'VALIDATION' });
    }
    expect(await linesOf(buyer)).toHaveLength(0);
  });

  it('a body that is not an object is refused with its message under the whole-form key', async () => {
    for (const body of [[], [{ phoneId: 'x' }]]) {
      const res = await call('POST', '/add', buyer, body);
      expect(res.statusCode).toBe(400);
      const answer = res.json<Body>();
      expect(answer).toMatchObject({ success: false, error: 'VALIDATION' });
      expect(Object.keys(answer.details ?? {})).toEqual([ROOT_ERROR_KEY]);
      expect(answer.message).toBe(answer.details?.[ROOT_ERROR_KEY]);
    }
    expect(await linesOf(buyer)).toHaveLength(0);
  });

  it('a quantity above 99 in total is refused even when the stock is larger', async () => {
    const phone = await listing({ stock: 500 });
    await add(buyer, phone.id, 99);
    const res = await add(buyer, phone.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toMatchObject({ message: 'Quantity must be a whole number from 1 to 99' });
    expect(await quantityOf(buyer, phone.id)).toBe(99);
  });
});

describe('reading the cart', () => {
  it('prices are the current ones, and a changed price is told with the old one', async () => {
    const phone = await listing({ price: 100_000, stock: 2 });
    await add(buyer, phone.id, 2);
    await t.app.db.update(listings).set({ price: 90_000 }).where(eq(listings.id, phone.id));

    const { data } = (await call('GET', '', buyer)).json<Body>();
    expect(data.items[0]).toMatchObject({
      price: 90_000,
      priceAtAdd: 100_000,
      priceChanged: true,
      previousPrice: 100_000,
    });
    expect(data).toMatchObject({ subtotal: 180_000, count: 2 });
  });

  it('a phone that is no longer for sale stays in the cart, marked, and out of the total', async () => {
    const live = await listing({ price: 50_000 });
    const soon = await listing({ price: 70_000 });
    await add(buyer, live.id);
    await add(buyer, soon.id);
    await t.app.db.update(listings).set({ status: 'pending' }).where(eq(listings.id, soon.id));

    const { data } = (await call('GET', '', buyer)).json<Body>();
    expect(data.items).toHaveLength(2);
    const byId = Object.fromEntries(data.items.map((item) => [item.phoneId.id, item]));
    expect(byId[soon.id]).toMatchObject({ available: false });
    expect(byId[live.id]).toMatchObject({ available: true });
    expect(data).toMatchObject({ subtotal: 50_000, count: 1 });
  });

  it('a deleted phone leaves the cart', async () => {
    const phone = await listing();
    await add(buyer, phone.id);
    await t.app.db.delete(listings).where(eq(listings.id, phone.id));
    expect((await call('GET', '', buyer)).json<Body>().data).toEqual({ items: [], subtotal: 0, count: 0 });
  });

  it('a buyer sees only their own cart', async () => {
    const phone = await listing();
    await add(otherBuyer, phone.id);
    expect((await call('GET', '', buyer)).json<Body>().data.items).toEqual([]);
  });
});

describe('changing quantities', () => {
  it('a buyer sets a quantity within the stock', async () => {
    const phone = await listing({ price: 20_000, stock: 5 });
    await add(buyer, phone.id);
    const res = await call('PUT', '/update', buyer, { phoneId: phone.id, quantity: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      success: true,
      message: 'Cart updated',
      data: { count: 4, subtotal: 80_000 },
    });
  });

  it('a quantity above the stock is refused and the line stays', async () => {
    const phone = await listing({ stock: 2 });
    await add(buyer, phone.id);
    const res = await call('PUT', '/update', buyer, { phoneId: phone.id, quantity: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toMatchObject({ message: 'Not enough units of this phone in stock' });
    expect(await quantityOf(buyer, phone.id)).toBe(1);
  });

  it.each([0, -1])('a quantity of %i removes the item', async (quantity) => {
    const phone = await listing({ stock: 2 });
    await add(buyer, phone.id);
    const res = await call('PUT', '/update', buyer, { phoneId: phone.id, quantity });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({ data: { items: [], count: 0 } });
    expect(await quantityOf(buyer, phone.id)).toBeUndefined();
  });

  it('a phone not in the cart cannot be changed', async () => {
    const phone = await listing({ stock: 3 });
    await add(otherBuyer, phone.id);
    const res = await call('PUT', '/update', buyer, { phoneId: phone.id, quantity: 2 });
    expect(res.statusCode).toBe(404);
    expect(res.json<Body>()).toMatchObject({ message: 'This phone is not in your cart' });
    expect(await quantityOf(otherBuyer, phone.id)).toBe(1);
  });

  it('a phone that went back to review can be lowered but not raised', async () => {
    const phone = await listing({ stock: 3 });
    await add(buyer, phone.id, 2);
    await t.app.db.update(listings).set({ status: 'pending' }).where(eq(listings.id, phone.id));
    const raise = await call('PUT', '/update', buyer, { phoneId: phone.id, quantity: 3 });
    expect(raise.statusCode).toBe(409);
    expect(raise.json<Body>()).toMatchObject({
      message: 'This phone is awaiting admin review and cannot be added to the cart yet',
    });
    expect((await call('PUT', '/update', buyer, { phoneId: phone.id, quantity: 1 })).statusCode).toBe(200);
    expect(await quantityOf(buyer, phone.id)).toBe(1);
  });

  it('a malformed quantity is refused', async () => {
    const phone = await listing();
    for (const body of [
      { phoneId: phone.id },
      { phoneId: phone.id, quantity: 2.5 },
      { phoneId: phone.id, quantity: 100 },
    ]) {
      const res = await call('PUT', '/update', buyer, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>()).toMatchObject({ message: 'Quantity must be a whole number of at most 99' });
    }
  });
});

describe('removing and clearing', () => {
  it('a buyer removes one item and the rest stays', async () => {
    const a = await listing({ price: 10_000 });
    const b = await listing({ price: 20_000 });
    await add(buyer, a.id);
    await add(buyer, b.id);
    const res = await call('DELETE', `/remove/${a.id}`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({ message: 'Item removed from cart', data: { subtotal: 20_000, count: 1 } });
    expect(res.json<Body>().data.items.map((item) => item.phoneId.id)).toEqual([b.id]);
  });

  it("removing a phone that is not in one's cart is a 404 and leaves other carts alone", async () => {
    const phone = await listing();
    await add(otherBuyer, phone.id);
    const res = await call('DELETE', `/remove/${phone.id}`, buyer);
    expect(res.statusCode).toBe(404);
    expect(res.json<Body>()).toMatchObject({ message: 'This phone is not in your cart' });
    expect(await quantityOf(otherBuyer, phone.id)).toBe(1);
  });

  it('a malformed phone id in the path is a 400', async () => {
    const res = await call('DELETE', '/remove/abc', buyer);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({ message: 'Invalid phone ID' });
  });

  it("clearing empties one's own cart only", async () => {
    const a = await listing();
    const b = await listing();
    await add(buyer, a.id);
    await add(buyer, b.id);
    await add(otherBuyer, a.id);
    const res = await call('DELETE', '/clear', buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toEqual({
      success: true,
      message: 'Cart cleared',
      data: { items: [], subtotal: 0, count: 0 },
    });
    expect(await linesOf(buyer)).toHaveLength(0);
    expect(await linesOf(otherBuyer)).toHaveLength(1);
  });

  it('clearing an empty cart is fine', async () => {
    expect((await call('DELETE', '/clear', buyer)).statusCode).toBe(200);
  });
});

describe('merging the guest cart at sign-in', () => {
  it('valid guest items join the server cart, adding to what is there', async () => {
    const a = await listing({ price: 10_000, stock: 5 });
    const b = await listing({ price: 20_000, stock: 2 });
    await add(buyer, a.id, 1);
    const res = await call('POST', '/merge', buyer, {
      guestItems: [{ phoneId: a.id, quantity: 2, price: 1, title: 'A guest cannot choose a price' }, { phoneId: b.id }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      success: true,
      message: 'Cart merged successfully',
      data: { subtotal: 50_000, count: 4, skipped: [] },
    });
    expect(await quantityOf(buyer, a.id)).toBe(3);
    expect(await quantityOf(buyer, b.id)).toBe(1);
  });

  it('stale guest items are left out or cut to the stock, and the answer says which and why', async () => {
    const deleted = await listing();
    await t.app.db.delete(listings).where(eq(listings.id, deleted.id));
    const nowPending = await listing();
    await t.app.db.update(listings).set({ status: 'pending' }).where(eq(listings.id, nowPending.id));
    const sold = await listing({ stock: 0 });
    const own = await insertListing(t, buyer.id);
    const scarce = await listing({ stock: 2, price: 40_000 });
    const fine = await listing({ stock: 1, price: 15_000 });

    const res = await call('POST', '/merge', buyer, {
      guestItems: [
        { phoneId: deleted.id, quantity: 1 },
        { phoneId: nowPending.id, quantity: 1 },
        { phoneId: sold.id, quantity: 1 },
        { phoneId: own.id, quantity: 1 },
        { phoneId: scarce.id, quantity: 2 },
        // The same phone twice in a guest cart counts once with both quantities.
        { phoneId: scarce.id, quantity: 3 },
        { phoneId: fine.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<Body>();
    expect(data).toMatchObject({ subtotal: 2 * 40_000 + 15_000, count: 3 });
    expect(data.skipped).toEqual(
      expect.arrayContaining([
        { phoneId: deleted.id, reason: 'not_found', message: 'Phone not found', requested: 1, added: 0 },
        {
          phoneId: nowPending.id,
          reason: 'unavailable',
          message: 'This phone is awaiting admin review and cannot be added to the cart yet',
          requested: 1,
          added: 0,
        },
        {
          phoneId: sold.id,
          reason: 'unavailable',
          message: 'This phone is no longer available',
          requested: 1,
          added: 0,
        },
        {
          phoneId: own.id,
          reason: 'own_phone',
          message: 'You cannot add your own phone to the cart',
          requested: 1,
          added: 0,
        },
        {
          phoneId: scarce.id,
          reason: 'stock_limit',
          message: 'Not enough units of this phone in stock',
          requested: 5,
          added: 2,
        },
      ]),
    );
    expect(data.skipped).toHaveLength(5);
    expect(await quantityOf(buyer, scarce.id)).toBe(2);
    expect(await quantityOf(buyer, fine.id)).toBe(1);
    expect(await linesOf(buyer)).toHaveLength(2);
  });

  it('a guest unit the server cart already holds all of is reported as not added', async () => {
    const phone = await listing({ stock: 1 });
    await add(buyer, phone.id);
    const { data } = (
      await call('POST', '/merge', buyer, { guestItems: [{ phoneId: phone.id, quantity: 1 }] })
    ).json<Body>();
    expect(data.skipped).toEqual([
      {
        phoneId: phone.id,
        reason: 'stock_limit',
        message: 'Not enough units of this phone in stock',
        requested: 1,
        added: 0,
      },
    ]);
    expect(await quantityOf(buyer, phone.id)).toBe(1);
  });

  it('an empty guest cart merges to the cart as it is', async () => {
    const phone = await listing();
    await add(buyer, phone.id);
    const res = await call('POST', '/merge', buyer, { guestItems: [] });
    expect(res.json<Body>()).toMatchObject({ message: 'Cart merged successfully', data: { count: 1, skipped: [] } });
  });

  it('a malformed guest cart is refused and nothing is written', async () => {
    const phone = await listing();
    for (const [body, message] of [
      [{}, 'guestItems must be a list of cart items'],
      [{ guestItems: [{ phoneId: phone.id }, { phoneId: 'x' }] }, 'Invalid phone ID'],
      [{ guestItems: Array(51).fill({ phoneId: phone.id }) }, 'A cart can hold at most 50 different phones'],
    ] as const) {
      const res = await call('POST', '/merge', buyer, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>()).toMatchObject({ message });
    }
    expect(await linesOf(buyer)).toHaveLength(0);
  });
});
