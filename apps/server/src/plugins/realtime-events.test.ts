// Each real-time event end to end: a real Socket.IO client listens on one side, the change is made
// through the API on the other, and the payload is what the shared list of events says.
import type { CartDto } from '@phonekade/shared/cart/cart.types';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import type { OrderDto } from '@phonekade/shared/orders/order.types';
import {
  BROWSE_ROOM,
  NEW_LISTING_BATCH_MS,
  type ClientToServerEvents,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
} from '@phonekade/shared/realtime/realtime-events';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendUserStatusUpdate } from '../lib/live-connections.ts';
import { createKit } from '../modules/orders/orders-test-kit.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { callApi, createUser, insertListing, type Body, type TestUser } from '../test/factories.ts';

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let url: string;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let admin: TestUser;
const sockets: LiveSocket[] = [];

async function open(user: TestUser): Promise<LiveSocket> {
  const socket: LiveSocket = connect(url, {
    auth: { token: user.token },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Resolves with the next `event` on `socket`; fails the test when it does not come within 5 s. */
function next<E extends ServerEventName>(socket: LiveSocket, event: E): Promise<ServerEventPayload<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
    const name: string = event;
    (socket as unknown as Socket).once(name, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload as ServerEventPayload<E>);
    });
  });
}

/** Counts `event` on `socket` from now on. */
function counter(socket: LiveSocket, event: ServerEventName) {
  const seen: unknown[] = [];
  (socket as unknown as Socket).on(event, (payload: unknown) => seen.push(payload));
  return seen;
}

/** Room joins and un-delivered events settle; the events under test are awaited, this only proves absence. */
const quiet = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  buyer = await createUser(t, 'buyer');
  otherBuyer = await createUser(t, 'buyer');
  seller = await createUser(t, 'seller');
  admin = await createUser(t, 'admin');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

describe('order_placed', () => {
  it('the buyer hears their order was placed, and finds it stored in their notifications', async () => {
    const kit = createKit(t.app);
    const phone = await insertListing(t, seller.id, { title: 'Redmi Note 12', price: 60_000 });
    const buyerSocket = await open(buyer);
    const sellerSocket = await open(seller);
    const leaked = counter(sellerSocket, 'order_placed');
    const heard = next(buyerSocket, 'order_placed');

    const placed = await kit.buy(buyer, [{ listing: phone }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Body<OrderDto>>().data;

    const payload = await heard;
    expect(payload).toMatchObject({ orderId: order.id, orderNumber: order.orderNumber });
    expect(payload.message).toBe(`Your order ${order.orderNumber} has been placed`);
    expect(payload.notification).toMatchObject({ type: 'order_placed', read: false });
    const stored = await callApi(t, 'GET', '/api/notifications', buyer);
    expect(stored.body).toContain(`Your order ${order.orderNumber} has been placed`);
    await quiet();
    expect(leaked).toHaveLength(0);
  });
});

describe('order_status_updated and new_review', () => {
  it('the buyer hears the seller confirm, with the order, its items and its new status', async () => {
    const kit = createKit(t.app);
    const phone = await insertListing(t, seller.id, { title: 'Galaxy S21', price: 90_000 });
    const placed = await kit.buy(buyer, [{ listing: phone }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Body<OrderDto>>().data;
    const buyerSocket = await open(buyer);
    const otherSocket = await open(otherBuyer);
    const leaked = counter(otherSocket, 'order_status_updated');
    const heard = next(buyerSocket, 'order_status_updated');

    const res = await callApi(t, 'PUT', `/api/orders/${order.id}/status`, seller, { status: 'confirmed' });
    expect(res.statusCode, res.body).toBe(200);

    const payload = await heard;
    expect(payload).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      status: 'confirmed',
      orderStatus: 'confirmed',
      sellerId: seller.id,
      itemIds: order.items.map((item) => item.id),
    });
    expect(payload.message).toContain(order.orderNumber);
    expect(payload.notification).toMatchObject({ type: 'order_status_updated', read: false });
    await quiet();
    expect(leaked).toHaveLength(0);
  });

  it('the seller hears of a new review of a delivered order', async () => {
    const kit = createKit(t.app);
    const phone = await insertListing(t, seller.id, { title: 'Pixel 7', price: 80_000 });
    const order = (await kit.buy(buyer, [{ listing: phone }])).json<Body<OrderDto>>().data;
    await callApi(t, 'PUT', `/api/orders/${order.id}/status`, seller, { status: 'delivered' });
    const sellerSocket = await open(seller);
    const heard = next(sellerSocket, 'new_review');

    const res = await callApi(t, 'POST', `/api/orders/${order.id}/review`, buyer, { rating: 5, comment: 'Great' });
    expect(res.statusCode, res.body).toBe(201);

    expect(await heard).toMatchObject({ orderId: order.id, orderNumber: order.orderNumber, rating: 5 });
  });
});

describe('cart_updated', () => {
  it("the buyer's other tabs get the cart as it now is after each change, nobody else does", async () => {
    const phone = await insertListing(t, seller.id, { title: 'iPhone 12', price: 120_000, stock: 3 });
    const otherTab = await open(buyer);
    const someoneElse = await open(otherBuyer);
    const leaked = counter(someoneElse, 'cart_updated');

    let heard = next(otherTab, 'cart_updated');
    expect((await callApi(t, 'POST', '/api/cart/add', buyer, { phoneId: phone.id })).statusCode).toBe(200);
    let { cart } = await heard;
    expect(cart.count).toBe(1);
    expect(cart.items.map((item) => item.phoneId.id)).toEqual([phone.id]);

    heard = next(otherTab, 'cart_updated');
    await callApi(t, 'PUT', '/api/cart/update', buyer, { phoneId: phone.id, quantity: 2 });
    ({ cart } = await heard);
    expect(cart).toMatchObject({ count: 2, subtotal: 240_000 } satisfies Partial<CartDto>);

    heard = next(otherTab, 'cart_updated');
    await callApi(t, 'DELETE', '/api/cart/clear', buyer);
    expect((await heard).cart).toEqual({ items: [], subtotal: 0, count: 0 });

    await quiet();
    expect(leaked).toHaveLength(0);
  });

  it('a refused change sends nothing', async () => {
    const tab = await open(buyer);
    const seen = counter(tab, 'cart_updated');
    const res = await callApi(t, 'POST', '/api/cart/add', buyer, { phoneId: 'not-an-id' });
    expect(res.statusCode).toBe(400);
    await quiet();
    expect(seen).toHaveLength(0);
  });
});

describe('price_updated', () => {
  it('people with the phone in their cart or favourites hear its new price once it is approved again', async () => {
    const phone = await insertListing(t, seller.id, { title: 'Galaxy A54', price: 70_000, stock: 2 });
    await callApi(t, 'POST', '/api/cart/add', buyer, { phoneId: phone.id });
    await callApi(t, 'POST', `/api/favorites/${phone.id}`, otherBuyer);
    const buyerSocket = await open(buyer);
    const otherSocket = await open(otherBuyer);
    const sellerSocket = await open(seller);
    const sellerHeard = counter(sellerSocket, 'price_updated');
    const early = counter(buyerSocket, 'price_updated');

    const { images } = (await callApi(t, 'GET', `/api/phones/${phone.id}`)).json<Body<PhoneDto>>().data;
    const edit = await callApi(t, 'PUT', `/api/phones/${phone.id}`, seller, {
      title: 'Galaxy A54',
      brand: 'Samsung',
      price: 65_000,
      condition: 'Good',
      images,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await quiet();
    // Not yet: the new price is not live until an admin approves the edit.
    expect(early).toHaveLength(0);

    const toBuyer = next(buyerSocket, 'price_updated');
    const toOther = next(otherSocket, 'price_updated');
    const approved = await callApi(t, 'PUT', `/api/admin/listings/${phone.id}/approve`, admin, {});
    expect(approved.statusCode, approved.body).toBe(200);

    const expected = { phoneId: phone.id, title: 'Galaxy A54', price: 65_000, previousPrice: 70_000 };
    expect(await toBuyer).toEqual(expected);
    expect(await toOther).toEqual(expected);
    await quiet();
    expect(sellerHeard).toHaveLength(0);
  });

  it('approving a first listing or an edit at the same price sends no price_updated', async () => {
    const phone = await insertListing(t, seller.id, { title: 'Redmi 12', price: 40_000, status: 'pending' });
    await callApi(t, 'POST', `/api/favorites/${phone.id}`, seller);
    const sellerSocket = await open(seller);
    const seen = counter(sellerSocket, 'price_updated');
    expect((await callApi(t, 'PUT', `/api/admin/listings/${phone.id}/approve`, admin, {})).statusCode).toBe(200);
    await quiet();
    expect(seen).toHaveLength(0);
  });
});

describe('new_phone_listing', () => {
  it('sockets on the browse page get the listings that went live in one batch; others get nothing', async () => {
    // Listings approved by the tests above go out in their own batch first.
    await quiet(NEW_LISTING_BATCH_MS + 500);
    const first = await insertListing(t, seller.id, {
      title: 'Nokia G42',
      brand: 'Nokia',
      price: 45_000,
      status: 'pending',
    });
    const second = await insertListing(t, seller.id, { title: 'Nokia X30', price: 75_000, status: 'pending' });
    const third = await insertListing(t, seller.id, { title: 'Nokia C32', price: 30_000, status: 'pending' });
    const browsing = await open(buyer);
    const elsewhere = await open(otherBuyer);
    const joined: unknown = await browsing.timeout(5000).emitWithAck('join_room', BROWSE_ROOM);
    expect(joined).toEqual({ success: true });
    const batches = counter(browsing, 'new_phone_listing');
    const leaked = counter(elsewhere, 'new_phone_listing');
    const heard = next(browsing, 'new_phone_listing');

    // Three approvals within the batch window: one single event, not three.
    await callApi(t, 'PUT', '/api/admin/listings/batch-approve', admin, { phoneIds: [first.id, second.id] });
    await callApi(t, 'PUT', `/api/admin/listings/${third.id}/approve`, admin, {});

    const { phones } = await heard;
    expect(phones.map((phone) => phone.title).sort()).toEqual(['Nokia C32', 'Nokia G42', 'Nokia X30']);
    expect(phones.find((phone) => phone.id === first.id)).toMatchObject({ brand: 'Nokia', price: 45_000 });
    await quiet(1500);
    expect(batches).toHaveLength(1);
    expect(leaked).toHaveLength(0);
  });

  it('after leave_room the socket hears no more new listings', async () => {
    const browsing = await open(buyer);
    await browsing.timeout(5000).emitWithAck('join_room', BROWSE_ROOM);
    browsing.emit('leave_room', BROWSE_ROOM);
    const seen = counter(browsing, 'new_phone_listing');
    const phone = await insertListing(t, seller.id, { title: 'Moto G84', status: 'pending' });
    await callApi(t, 'PUT', `/api/admin/listings/${phone.id}/approve`, admin, {});
    await quiet(1500);
    expect(seen).toHaveLength(0);
  });

  it('a user cannot leave their own room, so their notifications keep coming', async () => {
    const socket = await open(seller);
    socket.emit('leave_room', seller.id);
    const phone = await insertListing(t, seller.id, { title: 'Vivo Y36', status: 'pending' });
    const heard = next(socket, 'listing_approved');
    await callApi(t, 'PUT', `/api/admin/listings/${phone.id}/approve`, admin, {});
    expect(await heard).toMatchObject({ phoneId: phone.id, title: 'Vivo Y36' });
  });
});

describe('user_status_update', () => {
  it("an admin's suspension reaches the person's own open sockets only, before they close", async () => {
    const person = await createUser(t, 'buyer');
    const mine = await open(person);
    const theirs = await open(otherBuyer);
    const leaked = counter(theirs, 'user_status_update');
    const heard = next(mine, 'user_status_update');
    const res = await callApi(t, 'PUT', `/api/admin/users/${person.id}/suspend`, admin, {
      reason: 'Asked buyers to pay outside the site',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await heard).toEqual({ userId: person.id, status: 'suspended' });
    await quiet();
    expect(leaked).toHaveLength(0);
  });

  it('the server function sends a restore as active', async () => {
    const mine = await open(buyer);
    const heard = next(mine, 'user_status_update');
    sendUserStatusUpdate(t.app.liveConnections, buyer.id, 'active');
    expect(await heard).toEqual({ userId: buyer.id, status: 'active' });
  });
});

describe('the connection test', () => {
  it('a ping is acknowledged with the test string within the 10 s the client waits', async () => {
    const socket = await open(buyer);
    const answer: unknown = await socket.timeout(10_000).emitWithAck('ping', 'connection test');
    expect(answer).toMatchObject({ message: 'connection test' });
  });
});
