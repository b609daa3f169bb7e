// Admins find people and stop a scammer: a suspended person cannot sign in, their tokens and sockets
// end at once, their listings leave the catalogue, and the people with open orders with them are told.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type { OrderDto } from '@phonekade/shared/orders/order.types';
import type { AdminAccountDto } from '@phonekade/shared/admin/account.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountSuspensions, listings, notifications, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { emptyDatabase } from '../../test/test-db.ts';
import { callApi, createUser, insertListing, type Body, type TestUser } from '../../test/factories.ts';
import { createKit } from '../orders/orders-test-kit.ts';

const PASSWORD = 'seller-secret-1';
let t: TestApp;
let kit: ReturnType<typeof createKit>;
let url: string;
let buyer: TestUser;
let seller: TestUser;
let admin: TestUser;
const sockets: Socket[] = [];

function addressOf(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'false' });
  kit = createKit(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = addressOf(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

beforeEach(async () => {
  await emptyDatabase(t.app.db);
  buyer = await createUser(t, 'buyer', { name: 'Nimal Buyer' });
  seller = await createUser(t, 'seller', {
    name: 'Fake Phones 100%_Deals',
    email: 'scammer@example.lk',
    passwordHash: await hashPassword(PASSWORD),
  });
  admin = await createUser(t, 'admin', { name: 'Admin' });
});

const suspend = (user: TestUser | undefined, id: string, body: unknown = { reason: 'Sold a stolen phone' }) =>
  callApi(t, 'PUT', `/api/admin/users/${id}/suspend`, user, body);
const unsuspend = (user: TestUser | undefined, id: string) =>
  callApi(t, 'PUT', `/api/admin/users/${id}/unsuspend`, user);
const login = () => callApi(t, 'POST', '/api/auth/login', undefined, { email: seller.email, password: PASSWORD });
const browseIds = async () =>
  (await callApi(t, 'GET', '/api/phones')).json<Body<{ phones: { id: string }[] }>>().data.phones.map((p) => p.id);

function openSocket(token: string): Promise<Socket> {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('the Users tab', () => {
  it('finds people by name or e-mail, with their listings and orders; % and _ are plain letters', async () => {
    await insertListing(t, seller.id);
    const found = async (search: string) =>
      (await callApi(t, 'GET', `/api/admin/users?search=${encodeURIComponent(search)}`, admin))
        .json<Body<{ users: AdminAccountDto[] }>>()
        .data.users.map((user) => user.id);
    expect(await found('scammer@')).toEqual([seller.id]);
    expect(await found('nimal')).toEqual([buyer.id]);
    expect(await found('100%_')).toEqual([seller.id]);
    expect(await found('%')).toEqual([seller.id]);
    const all = (await callApi(t, 'GET', '/api/admin/users', admin)).json<Body<{ users: AdminAccountDto[] }>>().data;
    expect(all.users.find((user) => user.id === seller.id)).toMatchObject({
      listings: 1,
      orders: 0,
      suspendedAt: null,
    });
    for (const who of [undefined, buyer, seller]) {
      expect((await callApi(t, 'GET', '/api/admin/users', who)).statusCode).toBe(who ? 403 : 401);
    }
    const long = await callApi(t, 'GET', `/api/admin/users?search=${'x'.repeat(101)}`, admin);
    expect(long.json<Body>().details).toEqual({ search: 'Search must be at most 100 characters' });
  });
});

describe('suspending a person', () => {
  it('ends their session and sockets, hides their listings, refuses sign-in and tells their buyers', async () => {
    const live = await insertListing(t, seller.id, { title: 'Too cheap iPhone', stock: 3 });
    const order = (await kit.buy(buyer, [{ listing: live }])).json<Body<OrderDto>>().data;
    expect(await browseIds()).toContain(live.id);
    expect((await login()).statusCode).toBe(200);
    const socket = await openSocket(seller.token);
    const gone = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

    const res = await suspend(admin, seller.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>().message).toBe('Account suspended');
    await gone;

    expect((await callApi(t, 'GET', '/api/users/profile', seller)).statusCode).toBe(401);
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Body>().message).toBe('This account has been suspended. Please contact PhoneKade support.');
    const wrong = await callApi(t, 'POST', '/api/auth/login', undefined, {
      email: seller.email,
      password: 'guess-123',
    });
    expect(wrong.statusCode).toBe(401);
    await expect(openSocket(seller.token)).rejects.toThrow();

    expect(await browseIds()).not.toContain(live.id);
    expect((await callApi(t, 'GET', `/api/phones/${live.id}`)).statusCode).toBe(404);
    expect((await callApi(t, 'GET', `/api/phones/${live.id}`, admin)).statusCode).toBe(200);
    await kit.addToCart(buyer.id, live.id, live.price);
    const again = await kit.buy(buyer, [{ listing: live }]);
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);

    const told = await t.app.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told.filter((n) => n.type === 'account_suspended')).toHaveLength(1);
    expect(told.find((n) => n.type === 'account_suspended')!.message).toContain('Fake Phones 100%_Deals');
    const trail = await t.app.db.select().from(accountSuspensions);
    expect(trail).toMatchObject([
      { userId: seller.id, adminId: admin.id, action: 'suspend', reason: 'Sold a stolen phone' },
    ]);
    expect(order.id).toBeTruthy();
  });

  it('keeps a pending listing out of the catalogue even when it is approved later', async () => {
    const pending = await insertListing(t, seller.id, { status: 'pending' });
    await suspend(admin, seller.id);
    const [seen] = await t.app.db.select().from(listings).where(eq(listings.id, pending.id));
    const approved = await callApi(t, 'PUT', `/api/admin/listings/${pending.id}/approve`, admin, {
      expectedUpdatedAt: seen!.updatedAt.toISOString(),
    });
    expect(approved.statusCode).toBe(200);
    expect(await browseIds()).not.toContain(pending.id);
  });

  it('is for admins only, never of an admin, once, with a reason; nothing changes when refused', async () => {
    const live = await insertListing(t, seller.id);
    expect((await suspend(undefined, seller.id)).statusCode).toBe(401);
    expect((await suspend(buyer, seller.id)).statusCode).toBe(403);
    expect((await suspend(seller, seller.id)).statusCode).toBe(403);
    const otherAdmin = await createUser(t, 'admin');
    const adminRes = await suspend(admin, otherAdmin.id);
    expect(adminRes.statusCode).toBe(403);
    expect(adminRes.json<Body>().message).toBe('Admins cannot be suspended');
    expect((await suspend(admin, seller.id, {})).json<Body>().details).toEqual({
      reason: 'Please give a reason for the suspension',
    });
    expect((await suspend(admin, seller.id, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await suspend(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await suspend(admin, 'nope')).statusCode).toBe(400);
    expect(await browseIds()).toContain(live.id);
    expect((await callApi(t, 'GET', '/api/users/profile', seller)).statusCode).toBe(200);
    expect(await t.app.db.select().from(accountSuspensions)).toHaveLength(0);

    const [first, second] = await Promise.all([suspend(admin, seller.id), suspend(admin, seller.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await t.app.db.select().from(accountSuspensions)).toHaveLength(1);
  });
});

describe('lifting a suspension', () => {
  it('brings the listings back and lets the person sign in again', async () => {
    const live = await insertListing(t, seller.id);
    expect((await unsuspend(admin, seller.id)).json<Body>().message).toBe('This account is not suspended');
    await suspend(admin, seller.id);
    expect((await unsuspend(buyer, seller.id)).statusCode).toBe(403);
    const res = await unsuspend(admin, seller.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>().message).toBe('Account restored');
    expect(await browseIds()).toContain(live.id);
    expect((await login()).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, seller.id));
    expect(row).toMatchObject({ suspendedAt: null, suspensionReason: null });
    expect((await t.app.db.select().from(accountSuspensions)).map((a) => a.action).sort()).toEqual([
      'suspend',
      'unsuspend',
    ]);
  });
});
