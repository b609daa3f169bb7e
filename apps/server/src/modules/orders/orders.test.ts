import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderDto, SaleDto } from '@phonekade/shared/orders/order.types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cartItems,
  listings,
  notifications,
  orderItems,
  orders,
  paymentAuthorizations,
  reviews,
  users,
} from '../../db/schema.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi, createUser, insertListing, type Body, type TestUser } from '../../test/factories.ts';
import { emptyDatabase } from '../../test/test-db.ts';
import { ADDRESS, createKit, createOrderPeople } from './orders-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof createKit>;
const sentMail: Mail[] = [];
let failMail = false;
const mailer: Mailer = {
  send: async (mail) => {
    if (failMail) throw new Error('smtp down');
    sentMail.push(mail);
  },
  close: () => {},
};

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
  sentMail.length = 0;
  failMail = false;
  ({ buyer, otherBuyer, seller, otherSeller } = await createOrderPeople(t));
});

const listingRow = async (id: string) => (await t.app.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const authorizationRow = async (id: string) =>
  (await t.app.db.select().from(paymentAuthorizations).where(eq(paymentAuthorizations.transactionId, id)))[0];

async function paidFor(user: TestUser, amount: number): Promise<string> {
  const res = await kit.authorize(user, amount);
  expect(res.statusCode).toBe(201);
  return res.json<Body<{ transactionId: string }>>().data.transactionId;
}

describe('sandbox payment gateway', () => {
  const card = {
    cardNumber: '4242 4242 4242 4242',
    expiryDate: '12/39',
    cvv: '123',
    cardholderName: 'NIMAL PERERA',
    amount: 5000,
  };

  it('needs a signed-in buyer', async () => {
    expect((await callApi(t, 'POST', '/api/payments/sandbox/authorize', undefined, card)).statusCode).toBe(401);
    expect((await callApi(t, 'POST', '/api/payments/sandbox/authorize', seller, card)).statusCode).toBe(403);
  });

  it('the approving test card answers an authorisation and keeps only the last 4 digits', async () => {
    const res = await callApi(t, 'POST', '/api/payments/sandbox/authorize', buyer, card);
    expect(res.statusCode).toBe(201);
    const { data } = res.json<Body<{ transactionId: string; status: string; amount: number; cardLast4: string }>>();
    expect(data.transactionId).toMatch(/^TXN_\d{13}_[A-Z0-9]{10}$/);
    expect(data).toEqual({
      transactionId: data.transactionId,
      status: 'authorized',
      amount: 5000,
      cardLast4: '4242',
    });
    const row = await authorizationRow(data.transactionId);
    expect(row).toMatchObject({ userId: buyer.id, amount: 5000, cardLast4: '4242', status: 'authorized' });
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it('the declining test card is refused with 402 and nothing is stored', async () => {
    const res = await callApi(t, 'POST', '/api/payments/sandbox/authorize', buyer, {
      ...card,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json<Body>()).toMatchObject({ success: false, message: 'Payment failed: card declined' });
    expect(await t.app.db.select().from(paymentAuthorizations)).toHaveLength(0);
  });

  it('the insufficient-funds test card is refused with its message', async () => {
    const res = await callApi(t, 'POST', '/api/payments/sandbox/authorize', buyer, {
      ...card,
      cardNumber: '4000000000009995',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json<Body>().message).toBe('Payment failed: insufficient funds');
  });

  it('an empty card form gets every message', async () => {
    const res = await callApi(t, 'POST', '/api/payments/sandbox/authorize', buyer, {
      cardNumber: '',
      expiryDate: '',
      cvv: '',
      cardholderName: '',
      amount: 5000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().details).toEqual({
      cardNumber: 'Card number is required',
      expiryDate: 'Expiry date is required',
      cvv: 'CVV is required',
      cardholderName: 'Cardholder name is required',
    });
  });

  it.each([
    [{ cardNumber: '4242 4242 4242' }, 'cardNumber', 'Please enter a valid 16-digit card number'],
    [
      { cardNumber: '4242 4242 4242 4241' },
      'cardNumber',
      'This card number is not valid. Please check it and try again',
    ],
    [{ expiryDate: '13/30' }, 'expiryDate', 'Please enter expiry date in MM/YY format'],
    [{ expiryDate: '01/20' }, 'expiryDate', 'This card has expired'],
    [{ cvv: '12' }, 'cvv', 'Please enter a valid CVV'],
    [{ amount: 0 }, 'amount', 'Amount must be a whole number of rupees greater than 0'],
  ])('%o is refused: %s %s', async (change, field, message) => {
    const res = await callApi(t, 'POST', '/api/payments/sandbox/authorize', buyer, { ...card, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({ message, details: { [field]: message } });
  });
});

describe('placing an order', () => {
  it('writes the order and items, takes the stock, holds the payment, clears the cart and tells the seller', async () => {
    const phone = await insertListing(t, seller.id, { title: 'Galaxy S23', price: 150_000, stock: 2 });
    await kit.addToCart(buyer.id, phone.id, phone.price);
    const transactionId = await paidFor(buyer, 151_000);
    const payload = kit.orderPayload([{ listing: phone }], transactionId);
    const res = await kit.createOrder(buyer, payload);

    expect(res.statusCode).toBe(201);
    const body = res.json<Body<OrderDto>>();
    expect(body).toMatchObject({ success: true, message: 'Order placed successfully' });
    expect(body.data).toMatchObject({
      orderNumber: payload.orderNumber,
      status: 'pending',
      subtotal: 150_000,
      shippingCost: 1000,
      totalAmount: 151_000,
      courierType: 'standard',
      phoneTitle: 'Galaxy S23',
      quantity: 1,
      deliveryAddress: ADDRESS,
      paymentDetails: { transactionId, cardLast4: '4242', method: 'card', gateway: 'sandbox', status: 'held' },
      items: [
        {
          phoneId: {
            _id: phone.id,
            title: 'Galaxy S23',
            images: [expect.stringMatching(/^\/uploads\/phones\/.+\.webp$/)],
          },
          title: 'Galaxy S23',
          quantity: 1,
          price: 150_000,
          seller: { id: seller.id, name: 'Sunil Seller' },
        },
      ],
    });
    expect(body.data._id).toBe(body.data.id);
    expect(body.data.orderId).toBe(body.data.id);

    expect((await listingRow(phone.id)).stock).toBe(1);
    expect(await authorizationRow(transactionId)).toMatchObject({ status: 'authorized', orderId: body.data.id });
    expect(await t.app.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))).toHaveLength(0);
    const notices = await t.app.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(notices).toEqual([
      expect.objectContaining({ type: 'new_order', message: `New order ${payload.orderNumber}: "Galaxy S23" x1` }),
    ]);
    await expect.poll(() => sentMail.length).toBe(1);
    expect(sentMail[0]).toMatchObject({
      to: ADDRESS.email,
      subject: `PhoneKade order confirmation ${payload.orderNumber} (${body.data.shortNumber})`,
    });
    expect(sentMail[0]!.text).toContain('Expected delivery: 3-5 business days');
    expect(sentMail[0]!.text).not.toContain('4242 4242');
  });

  it('Speed Post costs LKR 1500', async () => {
    const phone = await insertListing(t, seller.id, { price: 80_000 });
    const transactionId = await paidFor(buyer, 81_500);
    const res = await kit.createOrder(
      buyer,
      kit.orderPayload([{ listing: phone }], transactionId, {
        courierType: 'speed_post',
        shippingCost: 1500,
        totalAmount: 81_500,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<Body<OrderDto>>().data).toMatchObject({
      courierType: 'speed_post',
      shippingCost: 1500,
      totalAmount: 81_500,
    });
  });

  it('a failing mail server does not fail the order', async () => {
    failMail = true;
    const phone = await insertListing(t, seller.id);
    const res = await kit.buy(buyer, [{ listing: phone }]);
    expect(res.statusCode).toBe(201);
    expect(await t.app.db.select().from(orders)).toHaveLength(1);
  });

  it('needs an Idempotency-Key header', async () => {
    const phone = await insertListing(t, seller.id);
    const transactionId = await paidFor(buyer, 101_000);
    const res = await kit.createOrder(buyer, kit.orderPayload([{ listing: phone }], transactionId), null);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe('An Idempotency-Key header is required to place an order');
    expect((await kit.writtenState()).orders).toBe(0);
  });

  it('is for signed-in buyers only', async () => {
    const phone = await insertListing(t, otherSeller.id);
    const payload = kit.orderPayload([{ listing: phone }], 'TXN_1_ABC');
    expect((await kit.createOrder(undefined, payload)).statusCode).toBe(401);
    expect((await kit.createOrder(seller, payload)).statusCode).toBe(403);
  });

  it('the same checkout sent twice with one key makes one order and the same answer', async () => {
    const phone = await insertListing(t, seller.id, { stock: 3 });
    const transactionId = await paidFor(buyer, 101_000);
    const payload = kit.orderPayload([{ listing: phone }], transactionId);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      kit.createOrder(buyer, payload, key),
      kit.createOrder(buyer, payload, key),
    ]);
    const third = await kit.createOrder(buyer, payload, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(first.statusCode);
    expect(third.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    const state = await kit.writtenState();
    expect(state).toMatchObject({ orders: 1, items: 1, keys: 1, heldForOrders: 1, newOrderNotices: 1 });
    expect((await listingRow(phone.id)).stock).toBe(2);
  });

  it('the same key with a different order is refused', async () => {
    const phone = await insertListing(t, seller.id, { stock: 3 });
    const transactionId = await paidFor(buyer, 101_000);
    const key = randomUUID();
    const payload = kit.orderPayload([{ listing: phone }], transactionId);
    expect((await kit.createOrder(buyer, payload, key)).statusCode).toBe(201);
    const changed = await kit.createOrder(
      buyer,
      { ...payload, deliveryAddress: { ...ADDRESS, city: 'Dehiwala' } },
      key,
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json<Body>().message).toBe('This Idempotency-Key was already used for a different order');
    expect((await kit.writtenState()).orders).toBe(1);
  });

  it('one payment cannot pay for two orders', async () => {
    const phone = await insertListing(t, seller.id, { stock: 3 });
    const transactionId = await paidFor(buyer, 101_000);
    expect((await kit.createOrder(buyer, kit.orderPayload([{ listing: phone }], transactionId))).statusCode).toBe(201);
    const again = await kit.createOrder(buyer, kit.orderPayload([{ listing: phone }], transactionId));
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().message).toBe('This payment has already been used for an order');
    expect((await kit.writtenState()).orders).toBe(1);
  });
});

describe('a refused order writes nothing', () => {
  /** The buyer places this order; it must be refused with `status` and `message` and change no row. */
  async function expectRefused(payload: ReturnType<typeof kit.orderPayload>, status: number, message: string) {
    const before = await kit.writtenState();
    const res = await kit.createOrder(buyer, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json<Body>()).toMatchObject({ success: false, message });
    expect(await kit.writtenState()).toEqual(before);
    return res;
  }

  it('a stale cart price: 409 naming the phone and its price now', async () => {
    const phone = await insertListing(t, seller.id, { title: 'Pixel 8', price: 120_000 });
    const transactionId = await paidFor(buyer, 111_000);
    const stale = { ...phone, price: 110_000 };
    const res = await expectRefused(
      kit.orderPayload([{ listing: stale }], transactionId),
      409,
      'The price of "Pixel 8" has changed to LKR 120,000. Please review your cart.',
    );
    expect(res.json<Body>().details).toHaveProperty(['items.0.price']);
    // The buyer pays again after reviewing the cart: this payment must not stay held.
    expect((await authorizationRow(transactionId))?.status).toBe('voided');
  });

  it('a tampered total', async () => {
    const phone = await insertListing(t, seller.id, { price: 120_000 });
    const transactionId = await paidFor(buyer, 1000);
    await expectRefused(
      kit.orderPayload([{ listing: phone }], transactionId, { totalAmount: 1000 }),
      400,
      'Total amount does not match the items and shipping',
    );
  });

  it('a total that adds up to a lower price than the database has', async () => {
    const phone = await insertListing(t, seller.id, { title: 'Redmi 12', price: 60_000 });
    const transactionId = await paidFor(buyer, 2000);
    await expectRefused(
      kit.orderPayload([{ listing: { ...phone, price: 1000 } }], transactionId),
      409,
      'The price of "Redmi 12" has changed to LKR 60,000. Please review your cart.',
    );
  });

  it('a payment for another amount', async () => {
    const phone = await insertListing(t, seller.id, { price: 50_000 });
    const transactionId = await paidFor(buyer, 1000);
    await expectRefused(
      kit.orderPayload([{ listing: phone }], transactionId),
      400,
      'The payment amount does not match the order total. Please pay again.',
    );
  });

  it('a shipping cost that is not the courier fee', async () => {
    const phone = await insertListing(t, seller.id, { price: 50_000 });
    const transactionId = await paidFor(buyer, 50_500);
    await expectRefused(
      kit.orderPayload([{ listing: phone }], transactionId, { shippingCost: 500, totalAmount: 50_500 }),
      400,
      'Shipping cost does not match the chosen courier',
    );
  });

  it('a courier that does not exist', async () => {
    const phone = await insertListing(t, seller.id);
    const transactionId = await paidFor(buyer, 101_000);
    await expectRefused(
      kit.orderPayload([{ listing: phone }], transactionId, { courierType: 'pigeon' }),
      400,
      'Courier must be one of: standard, speed_post',
    );
  });

  it('a district from another province', async () => {
    const phone = await insertListing(t, seller.id);
    const transactionId = await paidFor(buyer, 101_000);
    const res = await expectRefused(
      kit.orderPayload([{ listing: phone }], transactionId, {
        deliveryAddress: { ...ADDRESS, province: 'Central', district: 'Galle' },
      }),
      400,
      'District does not belong to the selected province',
    );
    expect(res.json<Body>().details).toEqual({
      'deliveryAddress.district': 'District does not belong to the selected province',
    });
  });

  it('a payment of another buyer', async () => {
    const phone = await insertListing(t, seller.id);
    const transactionId = await paidFor(otherBuyer, 101_000);
    await expectRefused(
      kit.orderPayload([{ listing: phone }], transactionId),
      400,
      'Payment authorization not found. Please pay again.',
    );
    expect((await authorizationRow(transactionId))?.status).toBe('authorized');
  });

  it("someone else's phone claimed under another seller", async () => {
    const phone = await insertListing(t, seller.id, { title: 'iPhone 13' });
    const transactionId = await paidFor(buyer, 101_000);
    await expectRefused(
      kit.orderPayload([{ listing: { ...phone, sellerId: otherSeller.id } }], transactionId),
      400,
      'The seller of "iPhone 13" does not match the phone',
    );
  });

  it("the buyer's own phone", async () => {
    const phone = await insertListing(t, buyer.id, { title: 'Old Nokia' });
    const transactionId = await paidFor(buyer, 101_000);
    await expectRefused(
      kit.orderPayload([{ listing: phone }], transactionId),
      400,
      'You cannot buy your own phone ("Old Nokia")',
    );
  });

  it('a pending phone: 409, and the payment is voided', async () => {
    const phone = await insertListing(t, seller.id, { title: 'Pending Pixel', status: 'pending' });
    const transactionId = await paidFor(buyer, 101_000);
    await expectRefused(
      kit.orderPayload([{ listing: phone }], transactionId),
      409,
      '"Pending Pixel" is not available for purchase',
    );
    expect((await authorizationRow(transactionId))?.status).toBe('voided');
  });

  it('a deleted phone', async () => {
    const phone = await insertListing(t, seller.id);
    const transactionId = await paidFor(buyer, 101_000);
    await t.app.db.delete(listings).where(eq(listings.id, phone.id));
    await expectRefused(
      kit.orderPayload([{ listing: phone }], transactionId),
      409,
      'A phone in your order is no longer listed. Please review your cart.',
    );
  });

  it('more units than are left', async () => {
    const phone = await insertListing(t, seller.id, { title: 'A54', price: 10_000, stock: 2 });
    const transactionId = await paidFor(buyer, 31_000);
    await expectRefused(
      kit.orderPayload([{ listing: phone, quantity: 3 }], transactionId),
      409,
      'Only 2 of "A54" left. Please review your cart.',
    );
  });

  it('the same phone twice', async () => {
    const phone = await insertListing(t, seller.id, { price: 10_000, stock: 2 });
    const transactionId = await paidFor(buyer, 21_000);
    await expectRefused(
      kit.orderPayload([{ listing: phone }, { listing: phone }], transactionId),
      400,
      'Each phone can appear only once in an order',
    );
  });

  it('an empty delivery form gets every message', async () => {
    const phone = await insertListing(t, seller.id);
    const transactionId = await paidFor(buyer, 101_000);
    const res = await expectRefused(
      kit.orderPayload([{ listing: phone }], transactionId, { deliveryAddress: {} }),
      400,
      'First name is required',
    );
    expect(res.json<Body>().details).toEqual({
      'deliveryAddress.firstName': 'First name is required',
      'deliveryAddress.lastName': 'Last name is required',
      'deliveryAddress.mobile': 'Mobile number is required',
      'deliveryAddress.email': 'Email is required',
      'deliveryAddress.province': 'Province is required',
      'deliveryAddress.district': 'District is required',
      'deliveryAddress.city': 'City is required',
      'deliveryAddress.addressLine1': 'Address line 1 is required',
    });
  });

  it.each([
    [{ mobile: '12345' }, 'mobile', 'Please enter a valid Sri Lankan mobile number'],
    [{ otherMobile: '0771' }, 'otherMobile', 'Please enter a valid Sri Lankan mobile number'],
    [{ email: 'nimal@' }, 'email', 'Please enter a valid email address'],
  ])('delivery %o is refused: %s', async (change, field, message) => {
    const phone = await insertListing(t, seller.id);
    const transactionId = await paidFor(buyer, 101_000);
    const res = await expectRefused(
      kit.orderPayload([{ listing: phone }], transactionId, { deliveryAddress: { ...ADDRESS, ...change } }),
      400,
      message,
    );
    expect(res.json<Body>().details).toEqual({ [`deliveryAddress.${field}`]: message });
  });

  it('an order without items', async () => {
    const transactionId = await paidFor(buyer, 1000);
    await expectRefused(kit.orderPayload([], transactionId), 400, 'Your cart is empty');
  });
});

describe('twenty buyers racing for the last unit', () => {
  it('exactly one gets it; nineteen get 409 and keep their money', async () => {
    const phone = await insertListing(t, seller.id, { title: 'Last iPhone 15', price: 200_000, stock: 1 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createUser(t, 'buyer', { name: `Racer ${i}`, phone: '0771234567' })),
    );
    const payments = await Promise.all(buyers.map((b) => paidFor(b, 201_000)));
    const answers = await Promise.all(
      buyers.map((b, i) => kit.createOrder(b, kit.orderPayload([{ listing: phone }], payments[i]!))),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json<Body>().message).toBe('"Last iPhone 15" is no longer available');
    }
    const row = await listingRow(phone.id);
    expect(row.stock).toBe(0);
    expect(row.isAvailable).toBe(false);
    expect(await t.app.db.select().from(orders)).toHaveLength(1);
    const auths = await t.app.db.select().from(paymentAuthorizations);
    expect(auths.filter((a) => a.status === 'authorized' && a.orderId !== null)).toHaveLength(1);
    expect(auths.filter((a) => a.status === 'voided')).toHaveLength(19);
  });
});

describe('order history and sales', () => {
  it('a two-seller order: the buyer sees all of it, each seller only their own items', async () => {
    const phoneA = await insertListing(t, seller.id, { title: 'Phone A', price: 30_000 });
    const phoneB = await insertListing(t, otherSeller.id, { title: 'Phone B', price: 40_000 });
    const placed = await kit.buy(buyer, [{ listing: phoneA }, { listing: phoneB }]);
    expect(placed.statusCode).toBe(201);
    const order = placed.json<Body<OrderDto>>().data;

    const mine = await callApi(t, 'GET', '/api/orders/my-orders', buyer);
    expect(mine.statusCode).toBe(200);
    const [listed] = mine.json<Body<{ orders: OrderDto[] }>>().data.orders;
    expect(listed).toEqual(order);
    expect(listed!.items.map((item) => item.title).sort()).toEqual(['Phone A', 'Phone B']);
    expect(listed!.totalAmount).toBe(71_000);

    const salesA = (await callApi(t, 'GET', '/api/orders/my-sales', seller)).json<Body<{ sales: SaleDto[] }>>().data
      .sales;
    expect(salesA).toHaveLength(1);
    expect(salesA[0]).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'pending',
      totalAmount: 30_000,
      items: [{ title: 'Phone A', price: 30_000 }],
      buyer: { id: buyer.id, name: 'Nimal Buyer', email: buyer.email, phone: '0771234567' },
      deliveryAddress: ADDRESS,
      nextStatuses: ['confirmed', 'dispatched', 'delivered', 'cancelled'],
    });
    expect(salesA[0]).not.toHaveProperty('paymentDetails');
    const salesB = (await callApi(t, 'GET', '/api/orders/my-sales', otherSeller)).json<Body<{ sales: SaleDto[] }>>()
      .data.sales;
    expect(salesB[0]!.items.map((item) => item.title)).toEqual(['Phone B']);
    expect(salesB[0]!.totalAmount).toBe(40_000);
  });

  it('another buyer sees none of it, and each list is for its own role', async () => {
    const phone = await insertListing(t, seller.id);
    expect((await kit.buy(buyer, [{ listing: phone }])).statusCode).toBe(201);
    expect(
      (await callApi(t, 'GET', '/api/orders/my-orders', otherBuyer)).json<Body<{ orders: OrderDto[] }>>().data.orders,
    ).toEqual([]);
    expect(
      (await callApi(t, 'GET', '/api/orders/my-sales', otherSeller)).json<Body<{ sales: SaleDto[] }>>().data.sales,
    ).toEqual([]);
    expect((await callApi(t, 'GET', '/api/orders/my-orders')).statusCode).toBe(401);
    expect((await callApi(t, 'GET', '/api/orders/my-orders', seller)).statusCode).toBe(403);
    expect((await callApi(t, 'GET', '/api/orders/my-sales', buyer)).statusCode).toBe(403);
  });

  it('orders are listed newest first', async () => {
    const first = await insertListing(t, seller.id, { title: 'First' });
    const second = await insertListing(t, seller.id, { title: 'Second' });
    await kit.buy(buyer, [{ listing: first }]);
    await kit.buy(buyer, [{ listing: second }]);
    const list = (await callApi(t, 'GET', '/api/orders/my-orders', buyer)).json<Body<{ orders: OrderDto[] }>>().data
      .orders;
    expect(list.map((order) => order.phoneTitle)).toEqual(['Second', 'First']);
  });
});

describe('order status moves', () => {
  async function placed(stock = 1) {
    const phone = await insertListing(t, seller.id, { stock });
    const res = await kit.buy(buyer, [{ listing: phone }]);
    return { phone, order: res.json<Body<OrderDto>>().data };
  }
  const move = (user: TestUser | undefined, orderId: string, status: string) =>
    callApi(t, 'PUT', `/api/orders/${orderId}/status`, user, {
      status,
      ...(status === 'dispatched' ? { trackingNumber: 'CP123456789LK' } : {}),
    });

  it('the seller moves it forward and the buyer is told each time', async () => {
    const { order } = await placed();
    for (const status of ['confirmed', 'dispatched', 'delivered']) {
      const res = await move(seller, order.id, status);
      expect(res.statusCode).toBe(200);
      expect(res.json<Body<SaleDto>>()).toMatchObject({ message: 'Order status updated', data: { status } });
    }
    const notices = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.id))
      .orderBy(notifications.createdAt);
    const title = order.items[0]!.title;
    expect(notices.map((n) => n.message)).toEqual([
      `Your order ${order.orderNumber} has been placed`,
      `Your order ${order.orderNumber}: ${title} is now confirmed`,
      `Your order ${order.orderNumber}: ${title} is now dispatched`,
      `Your order ${order.orderNumber}: ${title} is now delivered`,
    ]);
    const [listed] = (await callApi(t, 'GET', '/api/orders/my-orders', buyer)).json<Body<{ orders: OrderDto[] }>>().data
      .orders;
    expect(listed!.status).toBe('delivered');
  });

  it('moves go forward only', async () => {
    const { order } = await placed();
    expect((await move(seller, order.id, 'dispatched')).statusCode).toBe(200);
    const back = await move(seller, order.id, 'confirmed');
    expect(back.statusCode).toBe(409);
    expect(back.json<Body>().message).toBe('An order that is dispatched cannot be moved to confirmed');
    expect((await move(seller, order.id, 'cancelled')).statusCode).toBe(409);
  });

  it('cancelling returns the stock', async () => {
    const { phone, order } = await placed(1);
    expect((await listingRow(phone.id)).stock).toBe(0);
    expect((await move(seller, order.id, 'cancelled')).statusCode).toBe(200);
    const row = await listingRow(phone.id);
    expect(row.stock).toBe(1);
    expect(row.isAvailable).toBe(true);
    expect((await move(seller, order.id, 'confirmed')).statusCode).toBe(409);
  });

  it('only the seller of the items may move it', async () => {
    const { order } = await placed();
    expect((await move(undefined, order.id, 'confirmed')).statusCode).toBe(401);
    expect((await move(buyer, order.id, 'confirmed')).statusCode).toBe(403);
    const other = await move(otherSeller, order.id, 'confirmed');
    expect(other.statusCode).toBe(404);
    expect(other.json<Body>().message).toBe('Order not found');
    expect((await move(seller, randomUUID(), 'confirmed')).statusCode).toBe(404);
    const unknown = await move(seller, order.id, 'shipped');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<Body>().message).toBe(
      'Unknown order status. Use one of: pending, confirmed, dispatched, delivered, cancelled',
    );
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('pending');
    const items = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((item) => item.status)).toEqual(['pending']);
  });
});

describe('confirmation e-mail call', () => {
  it("mails a copy to the buyer's account address, by id or order number; the delivery address is not mailed twice", async () => {
    const phone = await insertListing(t, seller.id);
    const order = (await kit.buy(buyer, [{ listing: phone }])).json<Body<OrderDto>>().data;
    await expect.poll(() => sentMail.length).toBe(1);

    const same = await callApi(t, 'POST', '/api/orders/send-confirmation', buyer, {
      orderId: order.id,
      email: ADDRESS.email,
    });
    expect(same.json<Body>()).toMatchObject({
      success: true,
      message: 'Confirmation email already sent',
      data: { sent: false },
    });
    const copy = await callApi(t, 'POST', '/api/orders/send-confirmation', buyer, {
      orderId: order.orderNumber,
      email: buyer.email,
    });
    expect(copy.json<Body>()).toMatchObject({
      success: true,
      message: 'Confirmation email sent',
      data: { sent: true },
    });
    expect(sentMail.map((mail) => mail.to)).toEqual([ADDRESS.email, buyer.email]);
  });

  it("another buyer's order is not found", async () => {
    const phone = await insertListing(t, seller.id);
    const order = (await kit.buy(buyer, [{ listing: phone }])).json<Body<OrderDto>>().data;
    const res = await callApi(t, 'POST', '/api/orders/send-confirmation', otherBuyer, {
      orderId: order.id,
      email: 'x@example.lk',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<Body>().message).toBe('Order not found');
    const invalid = await callApi(t, 'POST', '/api/orders/send-confirmation', buyer, { orderId: 'nope', email: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<Body>().details).toEqual({ orderId: 'Order ID is required', email: 'Email is required' });
  });
});

describe('dashboard stats', () => {
  it('a buyer sees orders placed and spent; a seller live listings, units sold and revenue', async () => {
    const sold = await insertListing(t, seller.id, { price: 50_000, stock: 3 });
    await insertListing(t, seller.id, { status: 'pending' });
    await kit.buy(buyer, [{ listing: sold, quantity: 2 }]);
    const cancelled = (await kit.buy(buyer, [{ listing: sold }])).json<Body<OrderDto>>().data;
    await callApi(t, 'PUT', `/api/orders/${cancelled.id}/status`, seller, { status: 'cancelled' });

    const buyerStats = await callApi(t, 'GET', '/api/analytics/dashboard', buyer);
    expect(buyerStats.json<Body>().data).toEqual({ role: 'buyer', stats: { ordersPlaced: 1, totalSpent: 101_000 } });
    const sellerStats = await callApi(t, 'GET', '/api/analytics/dashboard', seller);
    expect(sellerStats.json<Body>().data).toEqual({
      role: 'seller',
      stats: { activeListings: 1, totalSold: 2, totalRevenue: 100_000 },
    });
    expect((await callApi(t, 'GET', '/api/analytics/dashboard')).statusCode).toBe(401);
  });
});

describe('rating the seller of a delivered order', () => {
  async function deliveredOrder() {
    const phoneA = await insertListing(t, seller.id, { price: 30_000 });
    const phoneB = await insertListing(t, otherSeller.id, { price: 40_000 });
    const order = (await kit.buy(buyer, [{ listing: phoneA }, { listing: phoneB }])).json<Body<OrderDto>>().data;
    return order;
  }
  const review = (user: TestUser | undefined, orderId: string, body: unknown) =>
    callApi(t, 'POST', `/api/orders/${orderId}/review`, user, body);
  const sellerRow = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('the buyer rates each seller of the order once, and their rating follows', async () => {
    const order = await deliveredOrder();
    expect((await review(buyer, order.id, { rating: 4, comment: 'Not yet' })).statusCode).toBe(409);
    for (const user of [seller, otherSeller]) {
      expect(
        (await callApi(t, 'PUT', `/api/orders/${order.id}/status`, user, { status: 'delivered' })).statusCode,
      ).toBe(200);
    }

    const res = await review(buyer, order.id, { rating: 4, comment: 'Phone as described' });
    expect(res.statusCode).toBe(201);
    expect(res.json<Body>()).toMatchObject({ message: 'Thank you for your review' });
    for (const id of [seller.id, otherSeller.id])
      expect(await sellerRow(id)).toMatchObject({ rating: 4, reviewCount: 1 });

    const again = await review(buyer, order.id, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().message).toBe('You have already reviewed this order');
    expect(await t.app.db.select().from(reviews)).toHaveLength(2);
  });

  it('another buyer cannot rate it, a seller cannot, and the rating must be 1 to 5', async () => {
    const order = await deliveredOrder();
    await t.app.db.update(orderItems).set({ status: 'delivered' }).where(eq(orderItems.orderId, order.id));
    await t.app.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
    expect((await review(otherBuyer, order.id, { rating: 5 })).statusCode).toBe(404);
    expect((await review(seller, order.id, { rating: 5 })).statusCode).toBe(403);
    expect((await review(undefined, order.id, { rating: 5 })).statusCode).toBe(401);
    const bad = await review(buyer, order.id, { rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Body>().message).toBe('Rating must be a whole number from 1 to 5');
    expect(await t.app.db.select().from(reviews)).toHaveLength(0);
    expect((await sellerRow(seller.id)).reviewCount).toBe(0);
  });
});

describe('one order by its id', () => {
  it("the buyer reads their own order; another buyer's id, an unknown id and a malformed id are a clear 4xx", async () => {
    const phone = await insertListing(t, seller.id, { title: 'Pixel 8', price: 90_000 });
    const placed = (await kit.buy(buyer, [{ listing: phone }])).json<Body<OrderDto>>().data;

    const mine = await callApi(t, 'GET', `/api/orders/${placed.id}`, buyer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Body<OrderDto>>().data).toMatchObject({
      id: placed.id,
      orderNumber: placed.orderNumber,
      shortNumber: placed.shortNumber,
      totalAmount: placed.totalAmount,
      courierType: 'standard',
      phoneTitle: 'Pixel 8',
      deliveryAddress: ADDRESS,
    });

    for (const [user, id] of [
      [otherBuyer, placed.id],
      [buyer, randomUUID()],
    ] as const) {
      const res = await callApi(t, 'GET', `/api/orders/${id}`, user);
      expect(res.statusCode).toBe(404);
      expect(res.json<Body>()).toMatchObject({ success: false, message: 'Order not found' });
      expect(JSON.stringify(res.json())).not.toContain('Pixel 8');
    }
    expect((await callApi(t, 'GET', '/api/orders/not-an-id', buyer)).statusCode).toBe(400);
    expect((await callApi(t, 'GET', `/api/orders/${placed.id}`, seller)).statusCode).toBe(403);
    expect((await callApi(t, 'GET', `/api/orders/${placed.id}`)).statusCode).toBe(401);
  });
});
