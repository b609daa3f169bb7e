// A refused order lets go of the payment it names, on every path, and a payment that waits too long
// for its order expires.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { newOrderNumber } from '@phonekade/shared/orders/order-number';
import type * as OrderNumberModule from '@phonekade/shared/orders/order-number';
import type { OrderDto } from '@phonekade/shared/orders/order.types';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listings, paymentAuthorizations } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing, type Body, type TestUser } from '../../test/factories.ts';
import { emptyDatabase } from '../../test/test-db.ts';
import { startAuthorizationExpiry, voidExpiredAuthorizations } from '../payments/payments.service.ts';
import { ADDRESS, createKit, createOrderPeople } from './orders-test-kit.ts';

// The server's fallback order number, steerable so a test can make it clash as well.
vi.mock('@phonekade/shared/orders/order-number', async (importOriginal) => {
  const actual = await importOriginal<typeof OrderNumberModule>();
  return { ...actual, newOrderNumber: vi.fn(actual.newOrderNumber) };
});

let t: TestApp;
let kit: ReturnType<typeof createKit>;
const mailer: Mailer = { send: async () => {}, close: () => {} };

let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let otherSeller: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'false' }, mailer);
  kit = createKit(t.app);
});
afterAll(async () => t.close());

beforeEach(async () => {
  await emptyDatabase(t.app.db);
  ({ buyer, otherBuyer, seller, otherSeller } = await createOrderPeople(t));
});

const authorizationRow = async (id: string) =>
  (await t.app.db.select().from(paymentAuthorizations).where(eq(paymentAuthorizations.transactionId, id)))[0]!;

async function paidFor(user: TestUser, amount: number): Promise<string> {
  const res = await kit.authorize(user, amount);
  expect(res.statusCode).toBe(201);
  return res.json<Body<{ transactionId: string }>>().data.transactionId;
}

/** Moves an authorisation's creation time back, as if the buyer had paid `minutes` ago. */
async function paidMinutesAgo(transactionId: string, minutes: number): Promise<void> {
  await t.app.db
    .update(paymentAuthorizations)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(paymentAuthorizations.transactionId, transactionId));
}

type Payload = ReturnType<ReturnType<typeof createKit>['orderPayload']>;

/** A refused order: its answer, no order written, and the payment it named voided. */
async function expectRefusedAndVoided(
  transactionId: string,
  send: () => ReturnType<typeof kit.createOrder>,
  status: number,
  message: string,
) {
  const before = await kit.writtenState();
  const res = await send();
  expect(res.statusCode).toBe(status);
  expect(res.json<Body>()).toMatchObject({ success: false, message });
  expect(await kit.writtenState()).toEqual(before);
  const row = await authorizationRow(transactionId);
  expect(row.status).toBe('voided');
  expect(row.voidedAt).toBeInstanceOf(Date);
  expect(row.orderId).toBeNull();
}

describe('every refused order voids the payment it was given', () => {
  type Phone = Awaited<ReturnType<typeof insertListing>>;
  // [what is wrong, status, message, the amount the buyer paid, the order as sent]
  const cases: [string, number, string, number, (phone: Phone, transactionId: string) => Payload | Promise<Payload>][] =
    [
      [
        'a payment for another amount',
        400,
        'The payment amount does not match the order total. Please pay again.',
        51_000,
        (phone, transactionId) => kit.orderPayload([{ listing: phone }], transactionId),
      ],
      [
        'a card that is not the one charged',
        400,
        'cardLast4 does not match the card that was charged',
        91_000,
        (phone, transactionId) => {
          const payload = kit.orderPayload([{ listing: phone }], transactionId);
          return { ...payload, paymentDetails: { ...payload.paymentDetails, cardLast4: '1111' } };
        },
      ],
      [
        'a stale price',
        409,
        'The price of "Pixel 8" has changed to LKR 100,000. Please review your cart.',
        91_000,
        async (phone, transactionId) => {
          await t.app.db.update(listings).set({ price: 100_000 }).where(eq(listings.id, phone.id));
          return kit.orderPayload([{ listing: phone }], transactionId);
        },
      ],
      [
        'a total that does not add up (refused by the body check)',
        400,
        'Total amount does not match the items and shipping',
        91_000,
        (phone, transactionId) => kit.orderPayload([{ listing: phone }], transactionId, { totalAmount: 1000 }),
      ],
      [
        'an empty delivery form (refused by the body check)',
        400,
        'First name is required',
        91_000,
        (phone, transactionId) => kit.orderPayload([{ listing: phone }], transactionId, { deliveryAddress: {} }),
      ],
      [
        'the same phone twice',
        400,
        'Each phone can appear only once in an order',
        181_000,
        (phone, transactionId) => kit.orderPayload([{ listing: phone }, { listing: phone }], transactionId),
      ],
      [
        "the buyer's own phone",
        400,
        'You cannot buy your own phone ("Pixel 8")',
        91_000,
        async (phone, transactionId) => {
          await t.app.db.update(listings).set({ sellerId: buyer.id }).where(eq(listings.id, phone.id));
          return kit.orderPayload([{ listing: { ...phone, sellerId: buyer.id } }], transactionId);
        },
      ],
      [
        'a phone claimed under another seller',
        400,
        'The seller of "Pixel 8" does not match the phone',
        91_000,
        (phone, transactionId) =>
          kit.orderPayload([{ listing: { ...phone, sellerId: otherSeller.id } }], transactionId),
      ],
      [
        'a phone not for sale (pending review)',
        409,
        '"Pixel 8" is not available for purchase',
        91_000,
        async (phone, transactionId) => {
          await t.app.db.update(listings).set({ status: 'pending' }).where(eq(listings.id, phone.id));
          return kit.orderPayload([{ listing: phone }], transactionId);
        },
      ],
      [
        'a deleted phone',
        409,
        'A phone in your order is no longer listed. Please review your cart.',
        91_000,
        async (phone, transactionId) => {
          await t.app.db.delete(listings).where(eq(listings.id, phone.id));
          return kit.orderPayload([{ listing: phone }], transactionId);
        },
      ],
      [
        'a sold-out phone',
        409,
        '"Pixel 8" is no longer available',
        91_000,
        async (phone, transactionId) => {
          await t.app.db.update(listings).set({ stock: 0 }).where(eq(listings.id, phone.id));
          return kit.orderPayload([{ listing: phone }], transactionId);
        },
      ],
      [
        'more units than are left',
        409,
        'Only 1 of "Pixel 8" left. Please review your cart.',
        181_000,
        (phone, transactionId) => kit.orderPayload([{ listing: phone, quantity: 2 }], transactionId),
      ],
    ];

  it.each(cases)('%s: %i', async (_name, status, message, paid, build) => {
    const phone = await insertListing(t, seller.id, { title: 'Pixel 8', price: 90_000, stock: 1 });
    const transactionId = await paidFor(buyer, paid);
    const payload = await build(phone, transactionId);
    await expectRefusedAndVoided(transactionId, () => kit.createOrder(buyer, payload), status, message);
  });

  it('a missing Idempotency-Key', async () => {
    const phone = await insertListing(t, seller.id, { price: 90_000 });
    const transactionId = await paidFor(buyer, 91_000);
    await expectRefusedAndVoided(
      transactionId,
      () => kit.createOrder(buyer, kit.orderPayload([{ listing: phone }], transactionId), null),
      400,
      'An Idempotency-Key header is required to place an order',
    );
  });

  it('a key already used for another order: the new payment is voided, the first stays held for its order', async () => {
    const phone = await insertListing(t, seller.id, { price: 90_000, stock: 2 });
    const key = randomUUID();
    const first = await kit.buy(buyer, [{ listing: phone }], key);
    expect(first.statusCode).toBe(201);
    const firstPayment = first.json<Body<OrderDto>>().data.paymentDetails.transactionId;

    const transactionId = await paidFor(buyer, 91_000);
    await expectRefusedAndVoided(
      transactionId,
      () =>
        kit.createOrder(
          buyer,
          kit.orderPayload([{ listing: phone }], transactionId, { deliveryAddress: { ...ADDRESS, city: 'Kandy' } }),
          key,
        ),
      409,
      'This Idempotency-Key was already used for a different order',
    );
    expect(await authorizationRow(firstPayment!)).toMatchObject({
      status: 'authorized',
      orderId: expect.any(String) as unknown,
    });
  });

  it('an order number that clashes on every try', async () => {
    const phone = await insertListing(t, seller.id, { price: 90_000, stock: 2 });
    const taken = (await kit.buy(buyer, [{ listing: phone }])).json<Body<OrderDto>>().data.orderNumber;
    const transactionId = await paidFor(buyer, 91_000);
    const payload = kit.orderPayload([{ listing: phone }], transactionId, { orderNumber: taken });
    // The client's number is taken, and so is every fresh one the server picks (it tries five in all).
    for (let i = 0; i < 4; i += 1) vi.mocked(newOrderNumber).mockReturnValueOnce(taken);
    await expectRefusedAndVoided(
      transactionId,
      () => kit.createOrder(buyer, payload),
      409,
      'Could not give this order a number. Please try again.',
    );
  });

  it('an unexpected database error: 500, and the payment is voided after the rollback', async () => {
    const phone = await insertListing(t, seller.id, { price: 90_000 });
    const transactionId = await paidFor(buyer, 91_000);
    await t.app.db.execute(sql`
      create function refuse_order_items() returns trigger language plpgsql as $$
      begin raise exception 'order items are refused in this test'; end $$`);
    await t.app.db.execute(sql`
      create trigger refuse_order_items before insert on order_items
      for each row execute function refuse_order_items()`);
    try {
      await expectRefusedAndVoided(
        transactionId,
        () => kit.createOrder(buyer, kit.orderPayload([{ listing: phone }], transactionId)),
        500,
        'Server error occurred',
      );
    } finally {
      await t.app.db.execute(sql`drop trigger refuse_order_items on order_items`);
      await t.app.db.execute(sql`drop function refuse_order_items()`);
    }
  });
});

describe('a refused order leaves alone a payment that is not its to void', () => {
  it("another buyer's payment stays held", async () => {
    const phone = await insertListing(t, seller.id, { price: 90_000 });
    const transactionId = await paidFor(otherBuyer, 91_000);
    const res = await kit.createOrder(buyer, kit.orderPayload([{ listing: phone }], transactionId));
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe('Payment authorization not found. Please pay again.');
    expect(await authorizationRow(transactionId)).toMatchObject({ status: 'authorized', voidedAt: null });
    // Also when the body itself is refused.
    const bad = await kit.createOrder(
      buyer,
      kit.orderPayload([{ listing: phone }], transactionId, { deliveryAddress: {} }),
    );
    expect(bad.statusCode).toBe(400);
    expect((await authorizationRow(transactionId)).status).toBe('authorized');
  });

  it('a payment already held for an order stays held with that order', async () => {
    const phone = await insertListing(t, seller.id, { price: 90_000, stock: 2 });
    const placed = (await kit.buy(buyer, [{ listing: phone }])).json<Body<OrderDto>>().data;
    const transactionId = placed.paymentDetails.transactionId!;
    const again = await kit.createOrder(buyer, kit.orderPayload([{ listing: phone }], transactionId));
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().message).toBe('This payment has already been used for an order');
    expect(await authorizationRow(transactionId)).toMatchObject({ status: 'authorized', orderId: placed.id });
  });

  it('a replay of a placed order changes nothing', async () => {
    const phone = await insertListing(t, seller.id, { price: 90_000, stock: 2 });
    const transactionId = await paidFor(buyer, 91_000);
    const payload = kit.orderPayload([{ listing: phone }], transactionId);
    const key = randomUUID();
    const first = await kit.createOrder(buyer, payload, key);
    const replay = await kit.createOrder(buyer, payload, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await authorizationRow(transactionId)).toMatchObject({
      status: 'authorized',
      orderId: first.json<Body<OrderDto>>().data.id,
    });
  });
});

describe('a payment expires 30 minutes after it was given', () => {
  it('an older payment is refused with a clear message and voided', async () => {
    const phone = await insertListing(t, seller.id, { price: 90_000 });
    const transactionId = await paidFor(buyer, 91_000);
    await paidMinutesAgo(transactionId, 31);
    await expectRefusedAndVoided(
      transactionId,
      () => kit.createOrder(buyer, kit.orderPayload([{ listing: phone }], transactionId)),
      409,
      'This payment expired after 30 minutes without an order. Please pay again.',
    );
    expect((await t.app.db.select().from(listings).where(eq(listings.id, phone.id)))[0]!.stock).toBe(1);
  });

  it('a payment voided by the sweep still says it expired', async () => {
    const phone = await insertListing(t, seller.id, { price: 90_000 });
    const transactionId = await paidFor(buyer, 91_000);
    await paidMinutesAgo(transactionId, 45);
    expect(await voidExpiredAuthorizations(t.app.db)).toBe(1);
    const res = await kit.createOrder(buyer, kit.orderPayload([{ listing: phone }], transactionId));
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>().message).toBe('This payment expired after 30 minutes without an order. Please pay again.');
  });

  it('a payment 29 minutes old still pays for the order', async () => {
    const phone = await insertListing(t, seller.id, { price: 90_000 });
    const transactionId = await paidFor(buyer, 91_000);
    await paidMinutesAgo(transactionId, 29);
    const res = await kit.createOrder(buyer, kit.orderPayload([{ listing: phone }], transactionId));
    expect(res.statusCode).toBe(201);
    expect(await authorizationRow(transactionId)).toMatchObject({
      status: 'authorized',
      orderId: res.json<Body<OrderDto>>().data.id,
    });
  });

  it('the sweep voids only payments still held past their time', async () => {
    const phone = await insertListing(t, seller.id, { price: 90_000 });
    const used = (await kit.buy(buyer, [{ listing: phone }])).json<Body<OrderDto>>().data.paymentDetails.transactionId!;
    const stale = await paidFor(buyer, 5000);
    const otherStale = await paidFor(otherBuyer, 7000);
    const fresh = await paidFor(buyer, 6000);
    for (const id of [used, stale, otherStale]) await paidMinutesAgo(id, 31);

    expect(await voidExpiredAuthorizations(t.app.db)).toBe(2);
    expect((await authorizationRow(stale)).status).toBe('voided');
    expect((await authorizationRow(otherStale)).status).toBe('voided');
    expect((await authorizationRow(fresh)).status).toBe('authorized');
    // The order's payment is held for it, not an unused authorisation: the sweep leaves it.
    expect((await authorizationRow(used)).status).toBe('authorized');
    expect(await voidExpiredAuthorizations(t.app.db)).toBe(0);
  });

  it('the sweep also runs on its own timer', async () => {
    const stale = await paidFor(buyer, 5000);
    await paidMinutesAgo(stale, 31);
    const expiry = startAuthorizationExpiry({ db: t.app.db, log: pino({ level: 'silent' }), intervalMs: 20 });
    try {
      await expect.poll(async () => (await authorizationRow(stale)).status).toBe('voided');
    } finally {
      await expiry.stop();
    }
  });
});
