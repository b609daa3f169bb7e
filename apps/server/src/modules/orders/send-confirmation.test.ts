// POST /api/orders/send-confirmation through a real SMTP server: the copy goes only to an address the
// order belongs to, at most three times per order, and a refused call sends nothing.
import { eq } from 'drizzle-orm';
import type { OrderDto } from '@phonekade/shared/orders/order.types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi, createUser, insertListing, type Body, type TestUser } from '../../test/factories.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { ADDRESS, createKit } from './orders-test-kit.ts';

let smtp: SmtpCatcher;
let t: TestApp;
let kit: ReturnType<typeof createKit>;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let order: OrderDto;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await buildTestApp({ SMTP_URL: smtp.url, RATE_LIMITS: 'false' });
  kit = createKit(t.app);
  seller = await createUser(t, 'seller', { name: 'Sunil Seller', phone: '0771234569' });
  otherBuyer = await createUser(t, 'buyer', { name: 'Kamala Buyer' });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

beforeEach(async () => {
  smtp.refused.clear();
  // Each test gets its own buyer and order: the cap is per order.
  buyer = await createUser(t, 'buyer', { name: 'Nimal Buyer', email: `Nimal.${Date.now()}@Example.lk` });
  const phone = await insertListing(t, seller.id, { title: 'Galaxy A54', price: 90_000 });
  const placed = await kit.buy(buyer, [{ listing: phone }]);
  expect(placed.statusCode).toBe(201);
  order = placed.json<Body<OrderDto>>().data;
  // The order flow's own mail to the delivery address.
  await expect.poll(() => smtp.mailsTo(ADDRESS.email).filter((m) => m.raw.includes(order.orderNumber)).length).toBe(1);
  smtp.mails.length = 0;
});

const send = (user: TestUser, body: unknown) => callApi(t, 'POST', '/api/orders/send-confirmation', user, body);
const mailCount = async () =>
  (await t.app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.confirmationMailCount;

describe('who the confirmation e-mail goes to', () => {
  it("the buyer's account address gets the copy, whatever its letter case", async () => {
    const res = await send(buyer, { orderId: order.orderNumber, email: buyer.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      success: true,
      message: 'Confirmation email sent',
      data: { sent: true },
    });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual([buyer.email.toLowerCase()]);
    expect(smtp.mails[0]!.raw).toMatch(new RegExp(`^Subject: PhoneKade order confirmation ${order.orderNumber}`, 'm'));
    expect(await mailCount()).toBe(1);
  });

  it('the delivery address, in any letter case, is answered "already sent" and not mailed twice', async () => {
    const res = await send(buyer, { orderId: order.id, email: ADDRESS.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({ message: 'Confirmation email already sent', data: { sent: false } });
    expect(smtp.mails).toHaveLength(0);
    expect(await mailCount()).toBe(0);
  });

  it.each([
    ['a stranger', 'victim@example.com'],
    ['an address that only looks like the account one', 'nimal@example.lk.evil.test'],
    ["another buyer's account", 'other'],
  ])('%s is refused with 400 and nothing is sent', async (_name, email) => {
    const recipient = email === 'other' ? otherBuyer.email : email;
    const res = await send(buyer, { orderId: order.id, email: recipient });
    expect(res.statusCode).toBe(400);
    const message = "The confirmation email can only be sent to your account email or the order's delivery email";
    expect(res.json<Body>()).toMatchObject({ success: false, message, details: { email: message } });
    expect(smtp.mails).toHaveLength(0);
    expect(await mailCount()).toBe(0);
  });

  it("another buyer's order is not found, even naming that order's own addresses", async () => {
    for (const email of [buyer.email, ADDRESS.email, otherBuyer.email]) {
      const res = await send(otherBuyer, { orderId: order.id, email });
      expect(res.statusCode).toBe(404);
      expect(res.json<Body>().message).toBe('Order not found');
    }
    expect(smtp.mails).toHaveLength(0);
  });
});

describe('how often', () => {
  it('three copies per order; the fourth is refused with 429 and not sent', async () => {
    for (let copy = 1; copy <= 3; copy += 1) {
      const res = await send(buyer, { orderId: order.id, email: buyer.email });
      expect(res.json<Body>()).toMatchObject({ data: { sent: true } });
    }
    const fourth = await send(buyer, { orderId: order.orderNumber, email: buyer.email });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<Body>()).toMatchObject({
      success: false,
      message: 'The confirmation email of an order can be sent at most 3 times',
    });
    expect(smtp.mailsTo(buyer.email)).toHaveLength(3);
    expect(await mailCount()).toBe(3);
  });

  it('asking many times at once still sends three', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(buyer, { orderId: order.id, email: buyer.email })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(5);
    expect(smtp.mailsTo(buyer.email)).toHaveLength(3);
  });

  it('a copy the mail server refused is not counted', async () => {
    smtp.refused.add(buyer.email.toLowerCase());
    const failed = await send(buyer, { orderId: order.id, email: buyer.email });
    expect(failed.json<Body>()).toMatchObject({
      message: 'The confirmation email could not be sent',
      data: { sent: false },
    });
    expect(await mailCount()).toBe(0);
    smtp.refused.clear();
    for (let copy = 1; copy <= 3; copy += 1) {
      expect((await send(buyer, { orderId: order.id, email: buyer.email })).statusCode).toBe(200);
    }
    expect(smtp.mailsTo(buyer.email)).toHaveLength(3);
  });

  it('the count is kept with the order: three copies recorded earlier refuse the next', async () => {
    await t.app.db.update(orders).set({ confirmationMailCount: 3 }).where(eq(orders.id, order.id));
    const res = await send(buyer, { orderId: order.id, email: buyer.email });
    expect(res.statusCode).toBe(429);
    expect(smtp.mails).toHaveLength(0);
  });
});
