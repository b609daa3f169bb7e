// Held card payments, cash on delivery, the buyer's cancel, disputes decided by an admin, tracking
// numbers and short order numbers (docs/decisions/072-cash-on-delivery-and-held-payments.md,
// docs/decisions/073-disputes-cancellation-and-tracking.md).
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { SHORT_ORDER_NUMBER_PATTERN } from '@phonekade/shared/orders/order-number';
import type { AdminDisputesDto, OrderDto, SaleDto } from '@phonekade/shared/orders/order.types';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  disputes,
  listings,
  notifications,
  orderItems,
  orders,
  paymentAuthorizations,
  paymentEvents,
  users,
} from '../../db/schema.ts';
import type { StoredNotification } from '../notifications/notifications.service.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  callApi,
  createUser,
  inject,
  insertListing,
  jpegImage,
  multipart,
  type Body,
  type TestUser,
  type UploadFile,
} from '../../test/factories.ts';
import { emptyDatabase } from '../../test/test-db.ts';
import { createOrderPaymentsService } from './order-payments.ts';
import { ADDRESS, createKit, createOrderPeople } from './orders-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof createKit>;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;
let sweep: () => Promise<number>;
const live: StoredNotification[] = [];

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'false' });
  kit = createKit(t.app);
  // The sweep the server runs periodically, called here directly.
  sweep = createOrderPaymentsService({
    db: t.app.db,
    storage: t.app.storage,
    notifications: t.app.notifications,
    imageBaseUrl: t.app.config.imageBaseUrl,
    log: t.app.log,
    catalogueChanged: () => {},
  }).captureDuePayments;
  t.app.notifications.delivered.on('notification', (row) => live.push(row));
});
afterAll(async () => t.close());

beforeEach(async () => {
  await emptyDatabase(t.app.db);
  live.length = 0;
  ({ buyer, otherBuyer, seller, otherSeller } = await createOrderPeople(t));
  admin = await createUser(t, 'admin', { name: 'Admin' });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, user?: TestUser, payload?: unknown) =>
  callApi(t, method, url, user, payload);

async function orderRow(id: string) {
  return (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
}
async function authorization(transactionId: string) {
  return (
    await t.app.db.select().from(paymentAuthorizations).where(eq(paymentAuthorizations.transactionId, transactionId))
  )[0]!;
}
const stockOf = async (id: string) => (await t.app.db.select().from(listings).where(eq(listings.id, id)))[0]!.stock;
const noticesOf = async (userId: string, type: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
const auditOf = async (orderId: string) =>
  (
    await t.app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, orderId))
      .orderBy(paymentEvents.createdAt)
  ).map((row) => ({
    action: row.action,
    actorRole: row.actorRole,
    from: row.fromStatus,
    to: row.toStatus,
    note: row.note,
  }));

/** A card order of one phone, placed and answered. */
async function cardOrder(price = 50_000) {
  const phone = await insertListing(t, seller.id, { price, stock: 2 });
  const res = await kit.buy(buyer, [{ listing: phone }]);
  expect(res.statusCode).toBe(201);
  return { phone, order: res.json<Body<OrderDto>>().data };
}

async function deliver(orderId: string) {
  const res = await call('PUT', `/api/orders/${orderId}/status`, seller, { status: 'delivered' });
  expect(res.statusCode).toBe(200);
  return res.json<Body<SaleDto>>().data;
}

/** Moves the stored delivery and capture dates `days` into the past, as if that time had gone by. */
async function daysPass(orderId: string, days: number) {
  await t.app.db
    .update(orders)
    .set({
      deliveredAt: sql`${orders.deliveredAt} - make_interval(days => ${days})`,
      captureDueAt: sql`${orders.captureDueAt} - make_interval(days => ${days})`,
    })
    .where(eq(orders.id, orderId));
}

const codPayload = (lines: { listing: { id: string; price: number; sellerId: string } }[]) => {
  const payload = kit.orderPayload(lines, 'unused');
  return { ...payload, paymentDetails: { method: 'cod' } };
};

describe('held card payments', () => {
  it('checkout authorises and holds the money; the order says it is held, not paid', async () => {
    const { order } = await cardOrder();
    expect(order.paymentDetails).toMatchObject({ method: 'card', status: 'held', cardLast4: '4242' });
    expect(await authorization(order.paymentDetails.transactionId!)).toMatchObject({
      status: 'authorized',
      orderId: order.id,
      capturedAt: null,
    });
    expect(order.actions).toEqual({ cancel: true, confirmReceipt: false, dispute: false });
  });

  it('the buyer confirming receipt captures the payment, audited, and the seller is told', async () => {
    const { order } = await cardOrder(50_000);
    const early = await call('POST', `/api/orders/${order.id}/confirm-receipt`, buyer);
    expect(early.statusCode).toBe(409);
    expect(early.json<Body>().message).toBe('Only a delivered card order whose payment is still held can be confirmed');

    await deliver(order.id);
    const res = await call('POST', `/api/orders/${order.id}/confirm-receipt`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>().message).toBe('Thank you. The payment has been released to the seller.');
    expect(res.json<Body<OrderDto>>().data.paymentDetails.status).toBe('captured');
    expect(await authorization(order.paymentDetails.transactionId!)).toMatchObject({
      status: 'captured',
      capturedAmount: 51_000,
    });
    expect(await auditOf(order.id)).toEqual([
      { action: 'placed', actorRole: 'buyer', from: null, to: 'held', note: null },
      { action: 'receipt_confirmed', actorRole: 'buyer', from: 'held', to: 'captured', note: null },
    ]);
    expect(await noticesOf(seller.id, 'payment_released')).toHaveLength(1);
    expect(live.some((row) => row.userId === seller.id && row.type === 'payment_released')).toBe(true);

    const twice = await call('POST', `/api/orders/${order.id}/confirm-receipt`, buyer);
    expect(twice.statusCode).toBe(409);
  });

  it('only the buyer confirms: another buyer gets 404, a seller or admin 403', async () => {
    const { order } = await cardOrder();
    await deliver(order.id);
    expect((await call('POST', `/api/orders/${order.id}/confirm-receipt`, otherBuyer)).statusCode).toBe(404);
    expect((await call('POST', `/api/orders/${order.id}/confirm-receipt`, seller)).statusCode).toBe(403);
    expect((await call('POST', `/api/orders/${order.id}/confirm-receipt`, admin)).statusCode).toBe(403);
    expect((await call('POST', `/api/orders/${order.id}/confirm-receipt`)).statusCode).toBe(401);
    expect((await orderRow(order.id)).paymentStatus).toBe('held');
  });

  it('delivery starts a 5-day window; the sweep captures only after it', async () => {
    const { order } = await cardOrder();
    await deliver(order.id);
    const row = await orderRow(order.id);
    expect(row.captureDueAt!.getTime() - row.deliveredAt!.getTime()).toBe(5 * 24 * 60 * 60 * 1000);

    await daysPass(order.id, 4);
    expect(await sweep()).toBe(0);
    expect((await orderRow(order.id)).paymentStatus).toBe('held');

    await daysPass(order.id, 1);
    expect(await sweep()).toBe(1);
    expect((await orderRow(order.id)).paymentStatus).toBe('captured');
    expect((await authorization(order.paymentDetails.transactionId!)).status).toBe('captured');
    expect((await auditOf(order.id)).at(-1)).toMatchObject({ action: 'captured_after_window', actorRole: 'system' });
    expect(await sweep()).toBe(0);
  });

  it('no capture while a dispute is open, even after the window', async () => {
    const { order } = await cardOrder();
    await deliver(order.id);
    const opened = await call('POST', `/api/orders/${order.id}/dispute`, buyer, {
      reason: 'not_as_described',
      note: 'The screen is cracked',
    });
    expect(opened.statusCode).toBe(201);
    await daysPass(order.id, 6);
    expect(await sweep()).toBe(0);
    expect((await orderRow(order.id)).paymentStatus).toBe('held');
    const confirm = await call('POST', `/api/orders/${order.id}/confirm-receipt`, buyer);
    expect(confirm.statusCode).toBe(409);
  });

  it('an order partly cancelled by one seller captures only what went ahead', async () => {
    const phoneA = await insertListing(t, seller.id, { price: 30_000 });
    const phoneB = await insertListing(t, otherSeller.id, { price: 20_000 });
    const order = (await kit.buy(buyer, [{ listing: phoneA }, { listing: phoneB }])).json<Body<OrderDto>>().data;
    expect((await call('PUT', `/api/orders/${order.id}/status`, otherSeller, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    await deliver(order.id);
    expect((await call('POST', `/api/orders/${order.id}/confirm-receipt`, buyer)).statusCode).toBe(200);
    expect(await authorization(order.paymentDetails.transactionId!)).toMatchObject({
      status: 'captured',
      amount: 51_000,
      capturedAmount: 31_000,
    });
  });
});

describe('dispute photos', () => {
  const photosDir = () => path.join(t.config.uploadsDir, 'disputes');
  const storedPhotos = () => (existsSync(photosDir()) ? readdirSync(photosDir()).sort() : []);
  const report = async (user: TestUser | undefined, orderId: string, files: UploadFile[], fields = FIELDS) =>
    inject(t.app, 'POST', `/api/orders/${orderId}/dispute`, { auth: user?.auth, body: await multipart(fields, files) });
  const FIELDS = { reason: 'not_as_described', note: 'Screen cracked on arrival' };
  let photo: Buffer;
  beforeAll(async () => {
    photo = await jpegImage(1200, 900);
  });

  it('the buyer adds up to 4 photos; the admin sees them in Disputes and they are served as WebP', async () => {
    const { order } = await cardOrder();
    await deliver(order.id);
    const res = await report(buyer, order.id, [{ data: photo }, { data: photo, filename: 'box.jpg' }]);
    expect(res.statusCode, res.body).toBe(201);
    const mine = res.json<Body<OrderDto>>().data.dispute!;
    expect(mine).toMatchObject({ reason: 'not_as_described', note: 'Screen cracked on arrival', status: 'open' });
    expect(mine.photos).toHaveLength(2);
    expect(mine.photos[0]!.url).toMatch(/^\/uploads\/disputes\/[\w-]+\.webp$/);
    expect(mine.photos[0]!.thumbUrl).toMatch(/-thumb\.webp$/);

    const list = (await call('GET', '/api/admin/disputes', admin)).json<Body<AdminDisputesDto>>().data;
    expect(list.disputes[0]!.photos).toEqual(mine.photos);
    const served = await t.app.inject({ method: 'GET', url: mine.photos[1]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    // Two photos, each with its thumbnail.
    expect(storedPhotos()).toEqual(
      expect.arrayContaining(mine.photos.flatMap((p) => [p.url, p.thumbUrl].map((url) => url.split('/').pop()))),
    );
  });

  it('a note without photos still works as JSON', async () => {
    const { order } = await cardOrder();
    await deliver(order.id);
    const res = await call('POST', `/api/orders/${order.id}/dispute`, buyer, FIELDS);
    expect(res.statusCode).toBe(201);
    expect(res.json<Body<OrderDto>>().data.dispute!.photos).toEqual([]);
  });

  it('refuses five photos, an 11 MB one and one that is not an image, naming it; nothing is written', async () => {
    const before = storedPhotos();
    const { order } = await cardOrder();
    await deliver(order.id);
    const five = await report(
      buyer,
      order.id,
      Array.from({ length: 5 }, () => ({ data: photo })),
    );
    expect(five.statusCode).toBe(400);
    expect(five.json<Body>().message).toBe('At most 4 photos can be added to a report');

    const big = Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024 - photo.length, 0)]);
    const tooBig = await report(buyer, order.id, [{ data: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<Body>().message).toBe('Image size must be less than 10MB');

    const fake = await report(buyer, order.id, [
      { data: photo, filename: 'front.jpg' },
      { data: Buffer.from('<svg onload="alert(1)"/>'), filename: 'proof.jpg', type: 'image/jpeg' },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json<Body>()).toMatchObject({
      message: 'Photo 2 (proof.jpg): Only image files are allowed',
      details: { 'images.1': 'Photo 2 (proof.jpg): Only image files are allowed' },
    });
    const text = await report(buyer, order.id, [{ data: Buffer.from('hi'), filename: 'a.txt', type: 'text/plain' }]);
    expect(text.statusCode).toBe(400);
    expect(text.json<Body>().message).toBe('Photo 1 (a.txt): Only image files are allowed');

    const badNote = await report(buyer, order.id, [{ data: photo }], { reason: 'not_received', note: '' });
    expect(badNote.statusCode).toBe(400);
    expect(badNote.json<Body>().details).toEqual({ note: 'Please tell us what went wrong' });

    expect(await t.app.db.select().from(disputes)).toHaveLength(0);
    expect(storedPhotos()).toEqual(before);
    expect(await noticesOf(seller.id, 'dispute_opened')).toHaveLength(0);
  });

  it('another person’s order: 404 for another buyer, 403 for a seller, and no photo is kept', async () => {
    const before = storedPhotos();
    const { order } = await cardOrder();
    await deliver(order.id);
    expect((await report(otherBuyer, order.id, [{ data: photo }])).statusCode).toBe(404);
    expect((await report(seller, order.id, [{ data: photo }])).statusCode).toBe(403);
    expect((await report(undefined, order.id, [{ data: photo }])).statusCode).toBe(401);
    expect((await report(buyer, randomUUID(), [{ data: photo }])).statusCode).toBe(404);
    expect(await t.app.db.select().from(disputes)).toHaveLength(0);
    expect(storedPhotos()).toEqual(before);
  });

  it('removes the photos it wrote when the database refuses the dispute', async () => {
    const { order } = await cardOrder();
    await deliver(order.id);
    await t.app.db.execute(sql`create function refuse_dispute() returns trigger language plpgsql as
      $$ begin raise exception 'refused for the test'; end $$`);
    await t.app.db.execute(
      sql`create trigger refuse_dispute before insert on disputes for each row execute function refuse_dispute()`,
    );
    try {
      const before = storedPhotos();
      const res = await report(buyer, order.id, [{ data: photo }, { data: photo }]);
      expect(res.statusCode).toBe(500);
      expect(storedPhotos()).toEqual(before);
      expect(await noticesOf(admin.id, 'dispute_opened')).toHaveLength(0);
    } finally {
      await t.app.db.execute(sql`drop trigger refuse_dispute on disputes`);
      await t.app.db.execute(sql`drop function refuse_dispute`);
    }
  });
});

describe('disputes', () => {
  const open = (
    user: TestUser | undefined,
    orderId: string,
    body: unknown = { reason: 'not_received', note: 'Never came' },
  ) => call('POST', `/api/orders/${orderId}/dispute`, user, body);

  it('the buyer opens one within 5 days of delivery; sellers and admins are told', async () => {
    const { order } = await cardOrder();
    const early = await open(buyer, order.id);
    expect(early.statusCode).toBe(409);
    expect(early.json<Body>().message).toBe('You can report a problem once the order is delivered');

    await deliver(order.id);
    const res = await open(buyer, order.id, { reason: 'not_as_described', note: '  Battery swollen  ' });
    expect(res.statusCode).toBe(201);
    const dto = res.json<Body<OrderDto>>().data;
    expect(dto.dispute).toMatchObject({ reason: 'not_as_described', note: 'Battery swollen', status: 'open' });
    expect(dto.actions).toEqual({ cancel: false, confirmReceipt: false, dispute: false });
    expect(await noticesOf(seller.id, 'dispute_opened')).toHaveLength(1);
    expect(await noticesOf(admin.id, 'dispute_opened')).toHaveLength(1);
    expect(
      live
        .filter((row) => row.type === 'dispute_opened')
        .map((row) => row.userId)
        .sort(),
    ).toEqual([seller.id, admin.id].sort());

    const again = await open(buyer, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().message).toBe('You have already reported a problem with this order');
  });

  it('after 5 days it is too late', async () => {
    const { order } = await cardOrder();
    await deliver(order.id);
    await daysPass(order.id, 5);
    const res = await open(buyer, order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>().message).toBe('The 5 days to report a problem with this order have passed');
    expect(await t.app.db.select().from(disputes)).toHaveLength(0);
  });

  it('only the buyer of the order: another buyer 404, seller and admin 403; bad input 400', async () => {
    const { order } = await cardOrder();
    await deliver(order.id);
    expect((await open(otherBuyer, order.id)).statusCode).toBe(404);
    expect((await open(seller, order.id)).statusCode).toBe(403);
    expect((await open(admin, order.id)).statusCode).toBe(403);
    expect((await open(buyer, randomUUID())).statusCode).toBe(404);
    const bad = await open(buyer, order.id, { reason: 'changed_my_mind', note: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Body>().details).toEqual({
      reason: 'Please choose why: not_as_described or not_received',
      note: 'Please tell us what went wrong',
    });
    expect(await t.app.db.select().from(disputes)).toHaveLength(0);
  });

  it('an admin refunds: the authorisation is voided, audited with the note, both sides told', async () => {
    const { order } = await cardOrder();
    await deliver(order.id);
    await open(buyer, order.id);
    const list = await call('GET', '/api/admin/disputes', admin);
    expect(list.statusCode).toBe(200);
    const { disputes: shown, open: openCount } = list.json<Body<AdminDisputesDto>>().data;
    expect(openCount).toBe(1);
    expect(shown[0]).toMatchObject({
      orderId: order.id,
      shortNumber: order.shortNumber,
      reason: 'not_received',
      buyer: { id: buyer.id },
      sellers: [{ id: seller.id }],
    });

    const bad = await call('POST', `/api/admin/disputes/${shown[0]!.id}/resolve`, admin, {
      outcome: 'refund',
      note: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Body>().details).toEqual({ note: 'Please add a note for the buyer and the seller' });

    const res = await call('POST', `/api/admin/disputes/${shown[0]!.id}/resolve`, admin, {
      outcome: 'refund',
      note: 'Courier confirms it was lost',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>().message).toBe('Dispute decided: the buyer is refunded');
    expect((await orderRow(order.id)).paymentStatus).toBe('voided');
    expect((await authorization(order.paymentDetails.transactionId!)).status).toBe('voided');
    expect((await t.app.db.select().from(disputes))[0]).toMatchObject({
      status: 'refunded',
      resolutionNote: 'Courier confirms it was lost',
      resolvedBy: admin.id,
    });
    expect((await auditOf(order.id)).at(-1)).toEqual({
      action: 'dispute_refunded',
      actorRole: 'admin',
      from: 'held',
      to: 'voided',
      note: 'Courier confirms it was lost',
    });
    expect(await noticesOf(buyer.id, 'dispute_resolved')).toHaveLength(1);
    expect(await noticesOf(seller.id, 'dispute_resolved')).toHaveLength(1);
    expect(live.filter((row) => row.type === 'dispute_resolved')).toHaveLength(2);

    const again = await call('POST', `/api/admin/disputes/${shown[0]!.id}/resolve`, admin, {
      outcome: 'release',
      note: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect((await call('GET', '/api/admin/disputes', admin)).json<Body<AdminDisputesDto>>().data.open).toBe(0);
  });

  it('an admin releases: the payment is captured for the seller', async () => {
    const { order } = await cardOrder();
    await deliver(order.id);
    const opened = (await open(buyer, order.id)).json<Body<OrderDto>>().data;
    const res = await call('POST', `/api/admin/disputes/${opened.dispute!.id}/resolve`, admin, {
      outcome: 'release',
      note: 'Tracking shows it was signed for',
    });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(order.id)).paymentStatus).toBe('captured');
    expect((await authorization(order.paymentDetails.transactionId!)).status).toBe('captured');
  });

  it('only admins see and decide disputes', async () => {
    const { order } = await cardOrder();
    await deliver(order.id);
    const opened = (await open(buyer, order.id)).json<Body<OrderDto>>().data;
    for (const user of [buyer, seller]) {
      expect((await call('GET', '/api/admin/disputes', user)).statusCode).toBe(403);
      const res = await call('POST', `/api/admin/disputes/${opened.dispute!.id}/resolve`, user, {
        outcome: 'refund',
        note: 'x',
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/disputes')).statusCode).toBe(401);
    const missing = await call('POST', `/api/admin/disputes/${randomUUID()}/resolve`, admin, {
      outcome: 'refund',
      note: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect((await orderRow(order.id)).paymentStatus).toBe('held');
  });
});

describe('the buyer cancels before dispatch', () => {
  it('stock returns, the authorisation is voided and the seller is told', async () => {
    const { phone, order } = await cardOrder();
    expect(await stockOf(phone.id)).toBe(1);
    await call('PUT', `/api/orders/${order.id}/status`, seller, { status: 'confirmed' });
    const res = await call('POST', `/api/orders/${order.id}/cancel`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body<OrderDto>>().data).toMatchObject({
      status: 'cancelled',
      paymentDetails: { status: 'voided' },
      actions: { cancel: false },
    });
    expect(await stockOf(phone.id)).toBe(2);
    expect((await authorization(order.paymentDetails.transactionId!)).status).toBe('voided');
    expect(await noticesOf(seller.id, 'order_cancelled')).toHaveLength(1);
    expect(live.some((row) => row.userId === seller.id && row.type === 'order_cancelled')).toBe(true);
    expect((await call('POST', `/api/orders/${order.id}/cancel`, buyer)).statusCode).toBe(409);
    expect(await stockOf(phone.id)).toBe(2);
  });

  it('not once dispatched', async () => {
    const { phone, order } = await cardOrder();
    await call('PUT', `/api/orders/${order.id}/status`, seller, { status: 'dispatched', trackingNumber: 'CP123456LK' });
    const res = await call('POST', `/api/orders/${order.id}/cancel`, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>().message).toBe(
      'This order can no longer be cancelled: it has been dispatched or is already cancelled',
    );
    expect(await stockOf(phone.id)).toBe(1);
    expect((await orderRow(order.id)).paymentStatus).toBe('held');
  });

  it('only the buyer: another buyer 404, seller and admin 403', async () => {
    const { phone, order } = await cardOrder();
    expect((await call('POST', `/api/orders/${order.id}/cancel`, otherBuyer)).statusCode).toBe(404);
    expect((await call('POST', `/api/orders/${order.id}/cancel`, seller)).statusCode).toBe(403);
    expect((await call('POST', `/api/orders/${order.id}/cancel`, admin)).statusCode).toBe(403);
    expect((await call('POST', `/api/orders/not-an-id/cancel`, buyer)).statusCode).toBe(400);
    expect(await stockOf(phone.id)).toBe(1);
    expect((await orderRow(order.id)).status).toBe('pending');
  });
});

describe('cash on delivery', () => {
  it('reserves the stock like a paid order; the seller marks it delivered with cash received', async () => {
    const phone = await insertListing(t, seller.id, { price: 40_000, stock: 1 });
    const res = await kit.createOrder(buyer, codPayload([{ listing: phone }]));
    expect(res.statusCode).toBe(201);
    const order = res.json<Body<OrderDto>>().data;
    expect(order.paymentDetails).toMatchObject({
      method: 'cod',
      status: 'cod_due',
      transactionId: null,
      cardLast4: null,
    });
    expect(await stockOf(phone.id)).toBe(0);
    const rival = await kit.createOrder(otherBuyer, codPayload([{ listing: phone }]));
    expect(rival.statusCode).toBe(409);

    const sale = await deliver(order.id);
    expect(sale.payment).toEqual({ method: 'cod', status: 'cod_collected' });
    expect((await auditOf(order.id)).at(-1)).toMatchObject({ action: 'cash_received', actorRole: 'seller' });
    // Cash is with the seller: nothing to dispute or capture.
    expect(
      (await call('POST', `/api/orders/${order.id}/dispute`, buyer, { reason: 'not_received', note: 'x' })).statusCode,
    ).toBe(409);
    expect(await sweep()).toBe(0);
  });

  it('is offered only when every seller accepts it, and says who does not', async () => {
    await t.app.db.update(users).set({ businessType: 'retailer' }).where(eq(users.id, otherSeller.id));
    const ask = (ids: string[]) => call('GET', `/api/orders/cash-on-delivery?sellerIds=${ids.join(',')}`, buyer);
    expect((await ask([seller.id])).json<Body>().data).toEqual({ available: true, refusing: [] });
    expect((await ask([seller.id, otherSeller.id])).json<Body>().data).toEqual({
      available: false,
      refusing: [{ id: otherSeller.id, name: 'Ruwan Seller' }],
    });
    expect((await ask(['nope'])).statusCode).toBe(400);

    const phoneA = await insertListing(t, seller.id, { price: 30_000 });
    const phoneB = await insertListing(t, otherSeller.id, { price: 20_000 });
    const refused = await kit.createOrder(buyer, codPayload([{ listing: phoneA }, { listing: phoneB }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Body>().message).toBe('Ruwan Seller does not accept cash on delivery. Please pay by card.');
    expect(await stockOf(phoneA.id)).toBe(1);
    expect(await t.app.db.select().from(orders)).toHaveLength(0);
  });

  it("the seller's switch turns it on or off; only sellers have one", async () => {
    const off = await call('PUT', '/api/users/cash-on-delivery', seller, { acceptsCashOnDelivery: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<Body<{ user: { acceptsCashOnDelivery: boolean } }>>().data.user.acceptsCashOnDelivery).toBe(false);
    const phone = await insertListing(t, seller.id, { price: 30_000 });
    expect((await kit.createOrder(buyer, codPayload([{ listing: phone }]))).statusCode).toBe(409);
    expect(
      (await call('PUT', '/api/users/cash-on-delivery', seller, { acceptsCashOnDelivery: 'yes' })).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/api/users/cash-on-delivery', buyer, { acceptsCashOnDelivery: true })).statusCode).toBe(
      403,
    );
    const profile = await call('GET', '/api/users/profile', buyer);
    expect(
      profile.json<Body<{ user: { acceptsCashOnDelivery: unknown } }>>().data.user.acceptsCashOnDelivery,
    ).toBeNull();
  });

  it('the buyer may cancel a cash order before dispatch', async () => {
    const phone = await insertListing(t, seller.id, { price: 30_000 });
    const order = (await kit.createOrder(buyer, codPayload([{ listing: phone }]))).json<Body<OrderDto>>().data;
    const res = await call('POST', `/api/orders/${order.id}/cancel`, buyer);
    expect(res.statusCode).toBe(200);
    expect((await orderRow(order.id)).paymentStatus).toBe('cod_cancelled');
    expect(await stockOf(phone.id)).toBe(1);
  });
});

describe('tracking numbers', () => {
  const dispatch = (orderId: string, trackingNumber?: unknown) =>
    call('PUT', `/api/orders/${orderId}/status`, seller, { status: 'dispatched', trackingNumber });

  it('dispatching needs one; it is stored and shown to the buyer', async () => {
    const { order } = await cardOrder();
    const none = await dispatch(order.id);
    expect(none.statusCode).toBe(400);
    expect(none.json<Body>().details).toEqual({
      trackingNumber: "Please enter the courier's tracking number. For a meet-up, mark the order delivered instead.",
    });
    const bad = await dispatch(order.id, 'ab#1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Body>().details).toEqual({
      trackingNumber: 'The tracking number must be 6 to 30 letters, digits or dashes',
    });
    expect((await orderRow(order.id)).status).toBe('pending');

    expect((await dispatch(order.id, ' cp 1234 5678 lk ')).statusCode).toBe(200);
    const rows = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(rows.map((row) => row.trackingNumber)).toEqual(['CP12345678LK']);
    const mine = (await call('GET', '/api/orders/my-orders', buyer)).json<Body<{ orders: OrderDto[] }>>().data.orders;
    expect(mine[0]!.items[0]!.trackingNumber).toBe('CP12345678LK');
  });

  it('a meet-up goes straight to delivered without one', async () => {
    const { order } = await cardOrder();
    await deliver(order.id);
    const rows = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(rows[0]!.trackingNumber).toBeNull();
  });
});

describe('short order numbers', () => {
  it('every order gets a unique one a person can read out, shown beside the order number', async () => {
    const phone = await insertListing(t, seller.id, { price: 10_000, stock: 30 });
    const numbers = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const order = (await kit.buy(buyer, [{ listing: phone }])).json<Body<OrderDto>>().data;
      expect(order.shortNumber).toMatch(SHORT_ORDER_NUMBER_PATTERN);
      numbers.add(order.shortNumber);
    }
    expect(numbers.size).toBe(20);
    const duplicate = t.app.db.insert(orders).values({
      orderNumber: `ORD-${Date.now()}-DUPLI`,
      shortNumber: [...numbers][0]!,
      buyerId: buyer.id,
      deliveryAddress: ADDRESS,
      courierType: 'standard',
      subtotal: 1,
      shippingCost: 1000,
      totalAmount: 1001,
      paymentMethod: 'cod',
      paymentStatus: 'cod_due',
    });
    await expect(duplicate).rejects.toThrow();
  });

  it('the confirmation e-mail names both numbers', async () => {
    const { confirmationMail } = await import('./confirmation-mail.ts');
    const { order } = await cardOrder();
    const mail = confirmationMail(order, 'nimal@example.lk');
    expect(mail.subject).toBe(`PhoneKade order confirmation ${order.orderNumber} (${order.shortNumber})`);
    expect(mail.text).toContain(`Your short order number: ${order.shortNumber}`);
  });
});
