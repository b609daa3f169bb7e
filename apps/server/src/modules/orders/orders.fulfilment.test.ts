// Each seller of a multi-seller order fulfils only their own items; the order's overall
// status is derived from the items in the same transaction.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OrderDto, SaleDto } from '@phonekade/shared/orders/order.types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listings, notifications, orderItems, orders, reviews, users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi, createUser, insertListing, type Body, type TestUser } from '../../test/factories.ts';
import { emptyDatabase } from '../../test/test-db.ts';
import { createKit, createOrderPeople } from './orders-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof createKit>;
let buyer: TestUser;
let otherBuyer: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'false' });
  kit = createKit(t.app);
});
afterAll(async () => t.close());

beforeEach(async () => {
  await emptyDatabase(t.app.db);
  ({ buyer, otherBuyer, seller: sellerA, otherSeller: sellerB } = await createOrderPeople(t));
  admin = await createUser(t, 'admin', { name: 'Admin' });
});

/** One order with two of seller A's phones and one of seller B's, every listing sold out by it. */
async function twoSellerOrder() {
  const phoneA1 = await insertListing(t, sellerA.id, { title: 'A Galaxy', price: 30_000, stock: 1 });
  const phoneA2 = await insertListing(t, sellerA.id, { title: 'A Pixel', price: 20_000, stock: 2 });
  const phoneB = await insertListing(t, sellerB.id, { title: 'B iPhone', price: 40_000, stock: 1 });
  const placed = await kit.buy(buyer, [{ listing: phoneA1 }, { listing: phoneA2, quantity: 2 }, { listing: phoneB }]);
  expect(placed.statusCode).toBe(201);
  return { phoneA1, phoneA2, phoneB, order: placed.json<Body<OrderDto>>().data };
}

const move = (user: TestUser | undefined, orderId: string, status: unknown) =>
  callApi(t, 'PUT', `/api/orders/${orderId}/status`, user, {
    status,
    ...(status === 'dispatched' ? { trackingNumber: 'CP123456789LK' } : {}),
  });

const stockOf = async (id: string) => (await t.app.db.select().from(listings).where(eq(listings.id, id)))[0]!.stock;

async function overallStatus(orderId: string) {
  return (await t.app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
}

async function itemStatuses(orderId: string) {
  const rows = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return Object.fromEntries(rows.map((row) => [row.title, row.status]));
}

async function buyerView(orderId: string) {
  const res = await callApi(t, 'GET', '/api/orders/my-orders', buyer);
  return res.json<Body<{ orders: OrderDto[] }>>().data.orders.find((order) => order.id === orderId)!;
}

async function saleOf(seller: TestUser, orderId: string) {
  const res = await callApi(t, 'GET', '/api/orders/my-sales', seller);
  return res.json<Body<{ sales: SaleDto[] }>>().data.sales.find((sale) => sale.id === orderId)!;
}

describe('each seller moves only their own items', () => {
  it("A dispatching leaves the order pending while B's item is pending; each sees their own status", async () => {
    const { order } = await twoSellerOrder();
    const res = await move(sellerA, order.id, 'dispatched');
    expect(res.statusCode).toBe(200);
    const answer = res.json<Body<SaleDto>>();
    expect(answer.message).toBe('Order status updated');
    expect(answer.data).toMatchObject({ status: 'dispatched', nextStatuses: ['delivered'], totalAmount: 70_000 });
    expect(answer.data.items.map((item) => [item.title, item.status])).toEqual([
      ['A Galaxy', 'dispatched'],
      ['A Pixel', 'dispatched'],
    ]);

    expect(await overallStatus(order.id)).toBe('pending');
    expect(await itemStatuses(order.id)).toEqual({
      'A Galaxy': 'dispatched',
      'A Pixel': 'dispatched',
      'B iPhone': 'pending',
    });
    const mine = await buyerView(order.id);
    expect(mine.status).toBe('pending');
    expect(mine.items.map((item) => [item.title, item.status])).toEqual([
      ['A Galaxy', 'dispatched'],
      ['A Pixel', 'dispatched'],
      ['B iPhone', 'pending'],
    ]);
    expect(await saleOf(sellerA, order.id)).toMatchObject({ status: 'dispatched', nextStatuses: ['delivered'] });
    expect(await saleOf(sellerB, order.id)).toMatchObject({
      status: 'pending',
      nextStatuses: ['confirmed', 'dispatched', 'delivered', 'cancelled'],
    });

    expect((await move(sellerB, order.id, 'confirmed')).statusCode).toBe(200);
    expect(await overallStatus(order.id)).toBe('confirmed');
  });

  it("the buyer is told which of the seller's items moved, and to what", async () => {
    const { order } = await twoSellerOrder();
    await move(sellerA, order.id, 'confirmed');
    await move(sellerB, order.id, 'dispatched');
    const notices = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.type, 'order_status_updated')))
      .orderBy(notifications.createdAt);
    expect(notices.map((notice) => [notice.type, notice.message])).toEqual([
      ['order_status_updated', `Your order ${order.orderNumber}: A Galaxy, A Pixel are now confirmed`],
      ['order_status_updated', `Your order ${order.orderNumber}: B iPhone is now dispatched`],
    ]);
    expect(notices[1]!.data).toMatchObject({
      orderId: order.id,
      status: 'dispatched',
      sellerId: sellerB.id,
      orderStatus: 'confirmed',
    });
  });

  it("A cancelling returns only A's stock, once; B's item and the order go on", async () => {
    const { phoneA1, phoneA2, phoneB, order } = await twoSellerOrder();
    expect([await stockOf(phoneA1.id), await stockOf(phoneA2.id), await stockOf(phoneB.id)]).toEqual([0, 0, 0]);

    const res = await move(sellerA, order.id, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json<Body<SaleDto>>().data).toMatchObject({ status: 'cancelled', nextStatuses: [] });
    expect([await stockOf(phoneA1.id), await stockOf(phoneA2.id), await stockOf(phoneB.id)]).toEqual([1, 2, 0]);
    expect(await overallStatus(order.id)).toBe('pending');

    // Cancelled is final: a second cancel is refused and returns nothing more.
    const again = await move(sellerA, order.id, 'cancelled');
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().message).toBe('An order that is cancelled cannot be moved to cancelled');
    expect(await stockOf(phoneA1.id)).toBe(1);

    // The overall status follows what is still going ahead: B's item.
    expect((await move(sellerB, order.id, 'delivered')).statusCode).toBe(200);
    expect(await overallStatus(order.id)).toBe('delivered');
    expect(await stockOf(phoneB.id)).toBe(0);
  });

  it('the order is cancelled only when every seller has cancelled', async () => {
    const { phoneB, order } = await twoSellerOrder();
    await move(sellerB, order.id, 'cancelled');
    expect(await overallStatus(order.id)).toBe('pending');
    expect(await stockOf(phoneB.id)).toBe(1);
    await move(sellerA, order.id, 'cancelled');
    expect(await overallStatus(order.id)).toBe('cancelled');
    expect((await buyerView(order.id)).status).toBe('cancelled');
  });

  it('both sellers delivering makes the order delivered', async () => {
    const { order } = await twoSellerOrder();
    await move(sellerA, order.id, 'delivered');
    expect(await overallStatus(order.id)).toBe('pending');
    await move(sellerB, order.id, 'confirmed');
    expect(await overallStatus(order.id)).toBe('confirmed');
    await move(sellerB, order.id, 'delivered');
    expect(await overallStatus(order.id)).toBe('delivered');
    expect((await buyerView(order.id)).status).toBe('delivered');
  });

  it('moves go forward only, judged on the seller’s own items', async () => {
    const { order } = await twoSellerOrder();
    await move(sellerA, order.id, 'dispatched');
    const back = await move(sellerA, order.id, 'confirmed');
    expect(back.statusCode).toBe(409);
    expect(back.json<Body>().message).toBe('An order that is dispatched cannot be moved to confirmed');
    expect((await move(sellerA, order.id, 'cancelled')).statusCode).toBe(409);
    // B's items are still pending, so B may still confirm or cancel them.
    expect((await move(sellerB, order.id, 'confirmed')).statusCode).toBe(200);
    expect((await move(sellerB, order.id, 'pending')).statusCode).toBe(409);
  });
});

describe('concurrent moves by two sellers', () => {
  it('leave the overall status derived from both moves', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { order } = await twoSellerOrder();
      await Promise.all([move(sellerA, order.id, 'confirmed'), move(sellerB, order.id, 'confirmed')]);
      const [a, b] = await Promise.all([move(sellerA, order.id, 'delivered'), move(sellerB, order.id, 'delivered')]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(await overallStatus(order.id)).toBe('delivered');

      const next = await twoSellerOrder();
      const [cancelA, cancelB] = await Promise.all([
        move(sellerA, next.order.id, 'cancelled'),
        move(sellerB, next.order.id, 'cancelled'),
      ]);
      expect([cancelA.statusCode, cancelB.statusCode]).toEqual([200, 200]);
      expect(await overallStatus(next.order.id)).toBe('cancelled');
      expect([await stockOf(next.phoneA1.id), await stockOf(next.phoneA2.id), await stockOf(next.phoneB.id)]).toEqual([
        1, 2, 1,
      ]);
    }
  });
});

describe('refusals', () => {
  it("B cannot move A's items, and nobody else can move anything", async () => {
    const { phoneA1, order } = await twoSellerOrder();
    const outsider = await createUser(t, 'seller', { name: 'Outsider Seller' });
    const notTheirs = await move(outsider, order.id, 'cancelled');
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json<Body>().message).toBe('Order not found');
    expect((await move(undefined, order.id, 'confirmed')).statusCode).toBe(401);
    expect((await move(buyer, order.id, 'cancelled')).statusCode).toBe(403);
    expect((await move(otherBuyer, order.id, 'cancelled')).statusCode).toBe(403);
    expect((await move(admin, order.id, 'cancelled')).statusCode).toBe(403);
    expect((await move(sellerA, randomUUID(), 'confirmed')).statusCode).toBe(404);
    expect((await move(sellerA, 'not-an-id', 'confirmed')).statusCode).toBe(400);
    const unknown = await move(sellerA, order.id, 'shipped');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<Body>().message).toBe(
      'Unknown order status. Use one of: pending, confirmed, dispatched, delivered, cancelled',
    );

    // B cancelling touches only B's item: A's items stay pending and A's stock stays sold.
    expect((await move(sellerB, order.id, 'cancelled')).statusCode).toBe(200);
    expect(await itemStatuses(order.id)).toEqual({
      'A Galaxy': 'pending',
      'A Pixel': 'pending',
      'B iPhone': 'cancelled',
    });
    expect(await stockOf(phoneA1.id)).toBe(0);
    expect(await overallStatus(order.id)).toBe('pending');
    const buyerNotices = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.type, 'order_status_updated')));
    expect(buyerNotices).toHaveLength(1);
  });

  it('a seller sees only their own items of the order in Sales', async () => {
    const { order } = await twoSellerOrder();
    const saleB = await saleOf(sellerB, order.id);
    expect(saleB.items.map((item) => item.title)).toEqual(['B iPhone']);
    expect(saleB.totalAmount).toBe(40_000);
    expect((await callApi(t, 'GET', '/api/orders/my-sales', buyer)).statusCode).toBe(403);
  });
});

describe('reviews follow each seller’s delivery', () => {
  const review = (user: TestUser | undefined, orderId: string, body: unknown) =>
    callApi(t, 'POST', `/api/orders/${orderId}/review`, user, body);

  it('the buyer rates a seller once that seller has delivered, and the other after they deliver', async () => {
    const { order } = await twoSellerOrder();
    const early = await review(buyer, order.id, { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json<Body>().message).toBe('You can rate the seller once the order is delivered');

    await move(sellerA, order.id, 'delivered');
    expect((await buyerView(order.id)).reviewed).toBe(false);
    expect((await review(otherBuyer, order.id, { rating: 5 })).statusCode).toBe(404);
    expect((await review(sellerA, order.id, { rating: 5 })).statusCode).toBe(403);
    const first = await review(buyer, order.id, { rating: 4 });
    expect(first.statusCode).toBe(201);
    expect(first.json<Body<{ reviews: { sellerId: string }[] }>>().data.reviews.map((r) => r.sellerId)).toEqual([
      sellerA.id,
    ]);
    expect((await buyerView(order.id)).reviewed).toBe(true);
    expect((await review(buyer, order.id, { rating: 4 })).statusCode).toBe(409);

    await move(sellerB, order.id, 'delivered');
    expect((await buyerView(order.id)).reviewed).toBe(false);
    const second = await review(buyer, order.id, { rating: 2 });
    expect(second.statusCode).toBe(201);
    expect(second.json<Body<{ reviews: { sellerId: string }[] }>>().data.reviews.map((r) => r.sellerId)).toEqual([
      sellerB.id,
    ]);
    const ratings = await t.app.db.select().from(users).where(eq(users.role, 'seller'));
    expect(Object.fromEntries(ratings.map((row) => [row.name, [row.rating, row.reviewCount]]))).toEqual({
      'Sunil Seller': [4, 1],
      'Ruwan Seller': [2, 1],
    });
  });

  it('a seller who cancelled is not rated', async () => {
    const { order } = await twoSellerOrder();
    await move(sellerA, order.id, 'cancelled');
    await move(sellerB, order.id, 'delivered');
    const res = await review(buyer, order.id, { rating: 5 });
    expect(res.statusCode).toBe(201);
    expect(await t.app.db.select({ sellerId: reviews.sellerId }).from(reviews)).toEqual([{ sellerId: sellerB.id }]);
  });
});

describe('seller analytics count only items still sold', () => {
  it("A's cancelled items leave A's totals; B's stay", async () => {
    const { order } = await twoSellerOrder();
    await move(sellerA, order.id, 'cancelled');
    const statsOf = async (user: TestUser) =>
      (await callApi(t, 'GET', '/api/analytics/dashboard', user)).json<Body<{ stats: Record<string, number> }>>().data
        .stats;
    expect(await statsOf(sellerA)).toMatchObject({ totalSold: 0, totalRevenue: 0 });
    expect(await statsOf(sellerB)).toMatchObject({ totalSold: 1, totalRevenue: 40_000 });
  });
});
