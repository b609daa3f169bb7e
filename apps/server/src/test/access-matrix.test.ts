// Who may do what, for every route of the API in one table: each route is called by a guest, a
// buyer, another buyer, a seller, another seller and an admin. Ids in paths always name the first
// buyer's and first seller's things, so the "other" two try someone else's. The route list comes from
// the app itself: a new route without a row here fails the first test.
//
// Every answer is also searched for what must not leave the server: password hashes, reset codes,
// IMEIs (only their seller and admins), other people's e-mail addresses and delivery addresses (a
// seller reads the delivery address of their own sales; admins read everything).
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { newOrderNumber } from '@phonekade/shared/orders/order-number';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cartItems, conversations, favorites, notifications, savedSearches } from '../db/schema.ts';
import { jpegImage, listingForm, multipart, type Body, type TestUser } from './factories.ts';
import {
  ADDRESS_PATTERN,
  createMailbox,
  createWorld,
  IDENTITIES,
  personOf,
  WORLD_PASSWORD,
  type Identity,
  type Secret,
  type World,
} from './route-fixtures.ts';
import { buildInventoriedTestApp, fillPath, type InventoriedTestApp, type RouteEntry } from './route-inventory.ts';

type Expected = readonly [
  anonymous: number,
  buyer: number,
  otherBuyer: number,
  seller: number,
  otherSeller: number,
  admin: number,
];

interface Call {
  params?: Record<string, string>;
  query?: string;
  body?: object;
  /** A multipart body from `multipart()`. */
  form?: { payload: Buffer; headers: Record<string, string> };
  headers?: Record<string, string>;
}

interface Row {
  /** The status each identity gets, in the order of IDENTITIES. */
  expect: Expected;
  call?: (world: World, who: Identity) => Call | Promise<Call>;
  /** What must also hold after the call: that it touched only the caller's own things. */
  then?: (world: World, who: Identity, response: LightMyRequestResponse) => Promise<void>;
}

let t: InventoriedTestApp;
const mailbox = createMailbox();
let photo: Buffer;

const listingId = (w: World) => ({ id: w.listing.id });
const pendingId = (w: World) => ({ id: w.pendingListing.id });
const sellsPhone = (w: World) => ({ phoneId: w.listing.id });
/** The version of the pending listing an admin decides on, as the pending list showed it. */
const seen = (w: World) => w.pendingListing.updatedAt.toISOString();
const ADMIN_ONLY: Expected = [401, 403, 403, 403, 403, 200];
const SIGNED_IN: Expected = [401, 200, 200, 200, 200, 200];
const EVERYONE: Expected = [200, 200, 200, 200, 200, 200];

/** A sandbox payment by `who` when they may pay; otherwise a made-up id (the role check comes first). */
async function paidTransaction(w: World, who: Identity, amount: number): Promise<string> {
  const person = personOf(w, who);
  if (person?.role !== 'buyer') return 'TXN_1_notpaid';
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/authorize',
    headers: person.auth,
    payload: { cardNumber: '4242 4242 4242 4242', expiryDate: '12/39', cvv: '123', cardholderName: 'N PERERA', amount },
  });
  return paid.json<Body<{ transactionId: string }>>().data.transactionId;
}

async function stillSignedIn(user: TestUser): Promise<boolean> {
  const res = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: user.auth });
  return res.statusCode === 200;
}

// prettier-ignore
const MATRIX: Record<string, Row> = {
  //                                                 guest buyer other-buyer seller other-seller admin
  'GET /api/health':                       { expect: EVERYONE },
  'POST /api/auth/register':               { expect: [201, 201, 201, 201, 201, 201],
    call: () => ({ body: { name: 'New Person', email: `${randomUUID()}@example.lk`, password: 'secret123', role: 'buyer' } }) },
  'POST /api/auth/login':                  { expect: EVERYONE,
    call: (w) => ({ body: { email: w.people.buyer.email, password: WORLD_PASSWORD } }) },
  'POST /api/auth/forgot-password':        { expect: EVERYONE, call: (w) => ({ body: { email: w.people.buyer.email } }) },
  'POST /api/auth/reset-password':         { expect: EVERYONE,
    call: (w) => ({ body: { email: w.people.buyer.email, code: w.resetCode, newPassword: 'brand-new-secret' } }) },
  'POST /api/auth/logout':                 { expect: SIGNED_IN,
    // Signing out ends the caller's own session, nobody else's.
    then: async (w, who) => expect(await stillSignedIn(w.people.buyer)).toBe(who !== 'buyer') },
  'POST /api/auth/logout-all':             { expect: SIGNED_IN,
    // Signing out everywhere ends the caller's sessions only.
    then: async (w, who) => expect(await stillSignedIn(w.people.buyer)).toBe(who !== 'buyer') },
  'GET /api/users/profile':                { expect: SIGNED_IN },
  'PUT /api/users/profile':                { expect: SIGNED_IN, call: () => ({ body: { name: 'Renamed Person' } }) },
  'PUT /api/users/me/language':            { expect: SIGNED_IN, call: () => ({ body: { language: 'si' } }) },
  'GET /api/users/my-listings':            { expect: [401, 403, 403, 200, 200, 403] },
  'GET /api/users/:id/public':             { expect: EVERYONE, call: (w) => ({ params: { id: w.people.seller.id } }) },
  // Buyers and admins have no public page, whoever asks.
  'GET /api/users/:id/public | buyer':     { expect: [404, 404, 404, 404, 404, 404], call: (w) => ({ params: { id: w.people.buyer.id } }) },
  'GET /api/users/:id/reviews':            { expect: EVERYONE, call: (w) => ({ params: { id: w.people.seller.id } }) },
  'POST /api/reviews/:id/reply':           { expect: [401, 403, 403, 201, 403, 403],
    call: (w) => ({ params: { id: w.reviewId }, body: { text: 'Thank you for buying from us' } }) },
  'PUT /api/reviews/:id':                  { expect: [401, 200, 403, 403, 403, 403],
    call: (w) => ({ params: { id: w.reviewId }, body: { rating: 5, comment: 'Even better after a month' } }) },
  'GET /api/phones':                       { expect: EVERYONE },
  'GET /api/phones/price-guide':           { expect: EVERYONE, call: () => ({ query: 'title=iPhone%2013' }) },
  'GET /api/phones/brand-counts':          { expect: EVERYONE },
  'GET /api/phones/fair-price':            { expect: EVERYONE, call: () => ({ query: 'brand=Apple&title=iPhone%2013&storage=128GB' }) },
  'GET /api/phones/:id':                   { expect: EVERYONE, call: (w) => ({ params: listingId(w) }) },
  'GET /api/phones/:id/report':            { expect: SIGNED_IN, call: (w) => ({ params: listingId(w) }) },
  // The other buyer reported it already; the seller may not report their own listing.
  'POST /api/phones/:id/report':           { expect: [401, 201, 409, 403, 201, 201],
    call: (w) => ({ params: listingId(w), body: { reason: 'scam', details: 'Price too good' } }) },
  'GET /api/phones/:id | pending listing': { expect: [404, 404, 404, 200, 404, 200], call: (w) => ({ params: pendingId(w) }) },
  'POST /api/phones':                      { expect: [401, 403, 403, 201, 201, 403],
    call: async () => ({ form: await multipart(listingForm(), [{ data: photo }]) }) },
  'PUT /api/phones/:id':                   { expect: [401, 403, 403, 200, 403, 403],
    call: (w) => ({
      params: listingId(w),
      body: { title: 'iPhone 13 128GB', brand: 'Apple', price: 95_000, condition: 'Good', images: w.listing.images.map((i) => i.name) },
    }) },
  'PUT /api/phones/:id/sold':              { expect: [401, 403, 403, 200, 403, 403], call: (w) => ({ params: listingId(w) }) },
  'DELETE /api/phones/:id':                { expect: [401, 403, 403, 200, 403, 403], call: (w) => ({ params: listingId(w) }) },
  'GET /api/cart':                         { expect: SIGNED_IN },
  'POST /api/cart/add':                    { expect: [401, 200, 200, 403, 403, 403], call: (w) => ({ body: sellsPhone(w) }) },
  'PUT /api/cart/update':                  { expect: [401, 200, 404, 403, 403, 403], call: (w) => ({ body: { ...sellsPhone(w), quantity: 2 } }) },
  'DELETE /api/cart/remove/:phoneId':      { expect: [401, 200, 404, 403, 403, 403], call: (w) => ({ params: sellsPhone(w) }) },
  'DELETE /api/cart/clear':                { expect: [401, 200, 200, 403, 403, 403],
    then: async (w, who) => {
      const lines = await t.app.db.select().from(cartItems).where(eq(cartItems.userId, w.people.buyer.id));
      expect(lines.length, 'the first buyer keeps their cart unless they cleared it').toBe(who === 'buyer' ? 0 : 1);
    } },
  'POST /api/cart/merge':                  { expect: [401, 200, 200, 403, 403, 403],
    call: (w) => ({ body: { guestItems: [{ ...sellsPhone(w), quantity: 1 }] } }) },
  'GET /api/favorites':                    { expect: SIGNED_IN },
  'POST /api/favorites/merge':             { expect: SIGNED_IN, call: (w) => ({ body: { phoneIds: [w.listing.id] } }) },
  'POST /api/favorites/:phoneId':          { expect: SIGNED_IN, call: (w) => ({ params: sellsPhone(w) }) },
  'POST /api/favorites/:phoneId | pending listing': { expect: [401, 404, 404, 200, 404, 200],
    call: (w) => ({ params: { phoneId: w.pendingListing.id } }) },
  'DELETE /api/favorites/:phoneId':        { expect: SIGNED_IN, call: (w) => ({ params: sellsPhone(w) }),
    then: async (w, who) => {
      const kept = await t.app.db.select().from(favorites).where(eq(favorites.userId, w.people.buyer.id));
      expect(kept.length, 'the first buyer keeps their favourite unless they removed it').toBe(who === 'buyer' ? 0 : 1);
    } },
  'POST /api/favorites/bulk-add':          { expect: SIGNED_IN, call: (w) => ({ body: { phoneIds: [w.listing.id] } }) },
  'POST /api/favorites/bulk-remove':       { expect: SIGNED_IN, call: (w) => ({ body: { phoneIds: [w.listing.id] } }),
    then: async (w, who) => {
      const kept = await t.app.db.select().from(favorites).where(eq(favorites.userId, w.people.buyer.id));
      expect(kept.length, 'the first buyer keeps their favourite unless they removed it').toBe(who === 'buyer' ? 0 : 1);
    } },
  'DELETE /api/favorites':                 { expect: SIGNED_IN,
    then: async (w, who) => {
      const kept = await t.app.db.select().from(favorites).where(eq(favorites.userId, w.people.buyer.id));
      expect(kept.length, 'the first buyer keeps their favourites unless they cleared them').toBe(who === 'buyer' ? 0 : 1);
    } },
  'GET /api/favorites/actions':            { expect: SIGNED_IN },
  'POST /api/payments/sandbox/authorize':  { expect: [401, 201, 201, 403, 403, 403],
    call: () => ({ body: { cardNumber: '4242424242424242', expiryDate: '12/39', cvv: '123', cardholderName: 'N PERERA', amount: 101_000 } }) },
  'POST /api/orders/create':               { expect: [401, 201, 201, 403, 403, 403],
    call: async (w, who) => ({
      headers: { 'idempotency-key': randomUUID() },
      body: {
        orderNumber: newOrderNumber(),
        items: [{ phoneId: w.listing.id, quantity: 1, price: w.listing.price, sellerId: w.people.seller.id }],
        deliveryAddress: {
          firstName: 'Kamala', lastName: 'Silva', mobile: '0771234567', email: `${randomUUID()}@example.lk`,
          province: 'Western', district: 'Colombo', city: 'Maharagama', addressLine1: '4 Lake Road',
        },
        courierType: 'standard',
        shippingCost: 1000,
        totalAmount: w.listing.price + 1000,
        paymentDetails: { transactionId: await paidTransaction(w, who, w.listing.price + 1000), cardLast4: '4242' },
      },
    }) },
  'POST /api/orders/send-confirmation':    { expect: [401, 200, 404, 403, 403, 403],
    // A copy goes only to the buyer's own account address.
    call: (w) => ({ body: { orderId: w.order.id, email: w.people.buyer.email } }) },
  'GET /api/orders/my-orders':             { expect: [401, 200, 200, 403, 403, 403] },
  // One order, its buyer's: another buyer's id reads as not found.
  'GET /api/orders/:id':                   { expect: [401, 200, 404, 403, 403, 403], call: (w) => ({ params: { id: w.order.id } }) },
  'GET /api/orders/my-sales':              { expect: [401, 403, 403, 200, 200, 403] },
  'PUT /api/orders/:id/status':            { expect: [401, 403, 403, 200, 404, 403],
    call: (w) => ({ params: { id: w.order.id }, body: { status: 'confirmed' } }) },
  'POST /api/orders/:id/review':           { expect: [401, 201, 404, 403, 403, 403],
    call: (w) => ({ params: { id: w.deliveredOrder.id }, body: { rating: 5, comment: 'Just as described' } }) },
  'GET /api/orders/cash-on-delivery':      { expect: [401, 200, 200, 403, 403, 403],
    call: (w) => ({ query: `sellerIds=${w.people.seller.id}` }) },
  // Cancelling, confirming and disputing are the order's buyer's; another buyer's order reads as not found.
  'POST /api/orders/:id/cancel':           { expect: [401, 200, 404, 403, 403, 403], call: (w) => ({ params: { id: w.order.id } }) },
  // The delivered order's payment is held under an open dispute: its buyer gets past access to the refusal.
  'POST /api/orders/:id/confirm-receipt':  { expect: [401, 409, 404, 403, 403, 403], call: (w) => ({ params: { id: w.deliveredOrder.id } }) },
  'POST /api/orders/:id/dispute':          { expect: [401, 409, 404, 403, 403, 403],
    call: (w) => ({ params: { id: w.deliveredOrder.id }, body: { reason: 'not_received', note: 'Never came' } }) },
  'PUT /api/users/cash-on-delivery':       { expect: [401, 403, 403, 200, 200, 403], call: () => ({ body: { acceptsCashOnDelivery: false } }) },
  'GET /api/admin/disputes':               { expect: ADMIN_ONLY },
  'POST /api/admin/disputes/:id/resolve':  { expect: ADMIN_ONLY,
    call: (w) => ({ params: { id: w.disputeId }, body: { outcome: 'refund', note: 'Courier lost it' } }) },
  'GET /api/analytics/dashboard':          { expect: SIGNED_IN },
  'GET /api/admin/dashboard/stats':        { expect: ADMIN_ONLY },
  'GET /api/admin/listings/pending':       { expect: ADMIN_ONLY },
  'PUT /api/admin/listings/batch-approve': { expect: ADMIN_ONLY,
    call: (w) => ({ body: { phoneIds: [w.pendingListing.id], expectedUpdatedAt: { [w.pendingListing.id]: seen(w) } } }) },
  'PUT /api/admin/listings/:id/approve':   { expect: ADMIN_ONLY,
    call: (w) => ({ params: pendingId(w), body: { adminNotes: 'Checked', expectedUpdatedAt: seen(w) } }) },
  'PUT /api/admin/listings/:id/reject':    { expect: ADMIN_ONLY,
    call: (w) => ({ params: pendingId(w), body: { reason: 'Blurry photos', expectedUpdatedAt: seen(w) } }) },
  'DELETE /api/admin/listings/:id':        { expect: ADMIN_ONLY, call: (w) => ({ params: listingId(w), body: { reason: 'Reported as stolen' } }) },
  'GET /api/admin/activity':               { expect: ADMIN_ONLY },
  'GET /api/admin/users':                  { expect: ADMIN_ONLY },
  'GET /api/admin/users/:id':              { expect: ADMIN_ONLY, call: (w) => ({ params: { id: w.people.otherSeller.id } }) },
  'GET /api/admin/reports':                { expect: ADMIN_ONLY },
  'PUT /api/admin/reports/:id/resolve':    { expect: ADMIN_ONLY, call: (w) => ({ params: { id: w.reportId }, body: { action: 'dismiss' } }) },
  'PUT /api/admin/reviews/:id/hide':       { expect: ADMIN_ONLY, call: (w) => ({ params: { id: w.reviewId }, body: { reason: 'Abusive' } }) },
  'PUT /api/admin/reviews/:id/unhide':     { expect: [401, 403, 403, 403, 403, 409], call: (w) => ({ params: { id: w.reviewId } }) },
  'PUT /api/admin/users/:id/suspend':      { expect: ADMIN_ONLY,
    call: (w) => ({ params: { id: w.people.otherSeller.id }, body: { reason: 'Sold a stolen phone' } }) },
  // Nobody in a fresh world is suspended: the admin is told so, everyone else is refused first.
  'PUT /api/admin/users/:id/unsuspend':    { expect: [401, 403, 403, 403, 403, 409], call: (w) => ({ params: { id: w.people.otherSeller.id } }) },
  'GET /api/notifications':                { expect: SIGNED_IN },
  'PUT /api/notifications/read':           { expect: SIGNED_IN, call: (w) => ({ body: { ids: [w.notificationIds.buyer] } }),
    then: async (w, who) => {
      const read = await t.app.db.select().from(notifications)
        .where(and(eq(notifications.id, w.notificationIds.buyer), isNotNull(notifications.readAt)));
      expect(read.length, "only the first buyer can mark the first buyer's notification read").toBe(who === 'buyer' ? 1 : 0);
    } },
  'POST /api/chatbot/chat':                { expect: EVERYONE, call: () => ({ body: { message: 'iphone under 150k' } }) },
  // Anyone signed in may ask a seller about a live phone, except its own seller.
  'POST /api/conversations':               { expect: [401, 200, 201, 403, 201, 201],
    call: (w) => ({ body: { phoneId: w.listing.id, text: 'Is it still available?' } }) },
  'GET /api/conversations':                { expect: SIGNED_IN },
  // Only the conversation's two people read or write it; anyone else, admins too, is told it does not exist.
  'GET /api/conversations/:id/messages':   { expect: [401, 200, 404, 200, 404, 404], call: (w) => ({ params: { id: w.conversationId } }) },
  'POST /api/conversations/:id/messages':  { expect: [401, 201, 404, 201, 404, 404],
    call: (w) => ({ params: { id: w.conversationId }, body: { text: 'Can I see it on Saturday?' } }) },
  'PUT /api/conversations/:id/read':       { expect: [401, 200, 404, 200, 404, 404], call: (w) => ({ params: { id: w.conversationId } }),
    then: async (w, who) => {
      const [row] = await t.app.db.select().from(conversations).where(eq(conversations.id, w.conversationId));
      expect(row?.sellerReadAt !== null, 'only the seller marks the seller side read').toBe(who === 'seller');
    } },
  // Anyone signed in blocks anyone else; the other seller here is blocking themselves.
  'POST /api/users/:id/block':             { expect: [401, 200, 200, 200, 400, 200], call: (w) => ({ params: { id: w.people.otherSeller.id } }) },
  // Blocking oneself is refused.
  'POST /api/users/:id/block | self':      { expect: [401, 400, 200, 200, 200, 200], call: (w) => ({ params: { id: w.people.buyer.id } }) },
  'DELETE /api/users/:id/block':           { expect: [401, 200, 200, 200, 400, 200], call: (w) => ({ params: { id: w.people.otherSeller.id } }) },
  'GET /api/saved-searches':               { expect: SIGNED_IN },
  'POST /api/saved-searches':              { expect: SIGNED_IN,
    call: () => ({ body: { name: 'iPhone under 150,000', query: { search: 'iPhone', maxPrice: 150_000 } } }) },
  'PUT /api/saved-searches/settings':      { expect: SIGNED_IN, call: () => ({ body: { emailDigest: false } }) },
  // Only the first buyer's own saved search can be deleted; to anyone else it does not exist.
  'DELETE /api/saved-searches/:id':        { expect: [401, 200, 404, 404, 404, 404], call: (w) => ({ params: { id: w.savedSearchId } }),
    then: async (w, who) => {
      const left = await t.app.db.select().from(savedSearches).where(eq(savedSearches.id, w.savedSearchId));
      expect(left.length, "only the first buyer can delete the first buyer's saved search").toBe(who === 'buyer' ? 0 : 1);
    } },
};

/** 'GET /api/phones/:id | pending listing' -> 'GET /api/phones/:id'. */
const routeOf = (rowKey: string) => rowKey.split(' | ')[0] ?? rowKey;

// Secrets of every world written so far: lists (the catalogue, the admin queue) show other worlds too.
const secretsByValue = new Map<string, Secret[]>();
function remember(secrets: Secret[]) {
  for (const secret of secrets) {
    const key = secret.value.toLowerCase();
    secretsByValue.set(key, [...(secretsByValue.get(key) ?? []), secret]);
  }
}

const SECRET_FIELD_NAMES =
  /^(password|passwordHash|password_hash|codeHash|code_hash|resetCode|tokenVersion|token_version)$/i;
const EMAILS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const IMEIS = /(?<!\d)\d{15}(?!\d)/g;
const CODES = /(?<![\w-])\d{6}(?![\w-])/g;

/** Where `body` shows something `viewer` may not read; `sent` is what the caller sent (an echo is no leak). */
function leaksIn(body: unknown, viewer: TestUser | undefined, sent: string): string[] {
  const problems: string[] = [];
  const mayRead = (secret: Secret) =>
    viewer?.role === 'admin' ||
    (viewer !== undefined && secret.readers.includes(viewer.id)) ||
    sent.toLowerCase().includes(secret.value.toLowerCase());
  const check = (path: string, candidates: Iterable<string>, kinds: Secret['kind'][]) => {
    for (const candidate of candidates) {
      for (const secret of secretsByValue.get(candidate.toLowerCase()) ?? []) {
        if (kinds.includes(secret.kind) && !mayRead(secret)) problems.push(`${path}: ${secret.kind} ${secret.value}`);
      }
    }
  };
  const visit = (value: unknown, path: string, key?: string) => {
    if (key !== undefined && SECRET_FIELD_NAMES.test(key)) problems.push(`${path}: a field named ${key}`);
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`));
    else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) visit(item, `${path}.${name}`, name);
    } else if (typeof value === 'string') {
      if (value.startsWith('$argon2')) problems.push(`${path}: a password hash`);
      check(path, value.match(EMAILS) ?? [], ['email']);
      check(path, value.match(IMEIS) ?? [], ['imei']);
      check(path, value.match(ADDRESS_PATTERN) ?? [], ['address']);
      check(path, value.match(CODES) ?? [], ['reset code']);
    } else if (typeof value === 'number' && key !== undefined && /code/i.test(key)) {
      check(path, [String(value)], ['reset code']);
    }
  };
  visit(body, '$');
  return problems;
}

async function send(route: RouteEntry, call: Call, user: TestUser | undefined) {
  const url = fillPath(route.url, call.params ?? {}) + (call.query ? `?${call.query}` : '');
  const headers = { ...call.headers, ...user?.auth, ...call.form?.headers };
  const payload = call.form ? call.form.payload : call.body;
  return t.app.inject({ method: route.method, url, headers, ...(payload ? { payload } : {}) });
}

beforeAll(async () => {
  t = await buildInventoriedTestApp({ RATE_LIMITS: 'false' }, mailbox);
  photo = await jpegImage(320, 240);
});
afterAll(async () => {
  const rows = Object.keys(MATRIX).length;
  console.log(
    `Access matrix: ${t.apiRoutes.length} routes (${rows} rows) x ${IDENTITIES.length} identities = ${rows * IDENTITIES.length} calls`,
  );
  await t.close();
});

describe('the access matrix', () => {
  test('every /api route of the app has a row, every row names a route, and nothing else is served', () => {
    const routes = t.apiRoutes.map((route) => route.key);
    const rowRoutes = new Set(Object.keys(MATRIX).map(routeOf));
    expect(
      routes.filter((key) => !rowRoutes.has(key)),
      'routes without a row in the matrix',
    ).toEqual([]);
    expect(
      [...rowRoutes].filter((key) => !routes.includes(key)),
      'rows for routes the app does not have',
    ).toEqual([]);
    expect(t.unexplainedRoutes, 'routes outside /api that NON_API_ROUTES does not explain').toEqual([]);
  });

  test.for(Object.entries(MATRIX))(
    '%s: guest, buyer, other buyer, seller, other seller, admin',
    async ([rowKey, row]) => {
      const route = t.apiRoutes.find((entry) => entry.key === routeOf(rowKey));
      if (!route) throw new Error(`${rowKey} is not a route of the app`);
      // A fresh world per call of a route that writes: one identity's change (a deleted listing, a
      // spent code) never decides what the next one sees. Reading routes share one.
      const worldCount = route.method === 'GET' ? 1 : IDENTITIES.length;
      const worlds = await Promise.all(Array.from({ length: worldCount }, () => createWorld(t, mailbox)));
      for (const world of worlds) remember(world.secrets);
      const statuses: Record<string, number> = {};
      const problems: string[] = [];
      for (const [index, who] of IDENTITIES.entries()) {
        const world = worlds[index % worldCount]!;
        const user = personOf(world, who);
        const call = (await row.call?.(world, who)) ?? {};
        const response = await send(route, call, user);
        statuses[who] = response.statusCode;
        const body: unknown = response.body ? response.json() : null;
        const sent = `${JSON.stringify(call.params ?? {})} ${call.query ?? ''} ${JSON.stringify(call.body ?? {})}`;
        problems.push(...leaksIn(body, user, sent).map((problem) => `${who}: ${problem}`));
        if (response.statusCode >= 400) {
          const refusal = body as Partial<Body>;
          if (refusal.success !== false || !refusal.message) problems.push(`${who}: a refusal without a message`);
        }
        await row.then?.(world, who, response);
      }
      const expected = Object.fromEntries(IDENTITIES.map((who, index) => [who, row.expect[index]]));
      expect(statuses).toEqual(expected);
      expect(problems).toEqual([]);
    },
  );
});
