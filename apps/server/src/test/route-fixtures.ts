// A small marketplace written straight to the database for the route-wide tests (access matrix,
// hostile input, properties): two buyers, two sellers and an admin, a live and a pending listing of
// the first seller, orders of the first buyer with the first seller's phone (pending, delivered,
// reviewed), a cart line, a favourite, notifications and a reset code. Everything the first buyer
// and first seller own is what route ids point at, so the "other" buyer and seller try someone
// else's ids.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newOrderNumber } from '@phonekade/shared/orders/order-number';
import { luhnValid } from '@phonekade/shared/payments/luhn';
import {
  adminActions,
  cartItems,
  conversations,
  favorites,
  savedSearches,
  listingReports,
  listings,
  messages,
  notifications,
  disputes,
  orderItems,
  orders,
  paymentAuthorizations,
  reviews,
  users,
  type OrderStatus,
  type Role,
  type StoredImage,
} from '../db/schema.ts';
import type { Mail, Mailer } from '../lib/mailer.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { TestUser } from './factories.ts';

/** Who calls a route in these tests; the "other" two own nothing that route ids point at. */
export const IDENTITIES = ['anonymous', 'buyer', 'otherBuyer', 'seller', 'otherSeller', 'admin'] as const;
export type Identity = (typeof IDENTITIES)[number];
export type Person = Exclude<Identity, 'anonymous'>;

/** Every person of a world signs in with this password. */
export const WORLD_PASSWORD = 'matrix-password-1';
let passwordHash: Promise<string> | undefined;

/** A 15-digit IMEI with a valid Luhn check digit, different every call. */
export function randomImei(): string {
  const body = `35${String(randomInt(0, 10 ** 12)).padStart(12, '0')}`;
  for (let check = 0; check <= 9; check += 1) {
    if (luhnValid(`${body}${check}`)) return `${body}${check}`;
  }
  throw new Error('no Luhn check digit');
}

function randomLetters(length: number): string {
  return Array.from({ length }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
}

/** A mailer that keeps every message, so a test can read a reset code the way its owner would. */
export function createMailbox(): Mailer & { sent: Mail[]; resetCodeFor: (email: string) => Promise<string> } {
  const sent: Mail[] = [];
  return {
    sent,
    send: async (mail) => {
      sent.push(mail);
    },
    close: () => undefined,
    // The reset mail is sent after the answer; wait for it a little.
    resetCodeFor: async (email) => {
      for (let tries = 0; tries < 200; tries += 1) {
        const mail = [...sent].reverse().find((m) => m.to === email && /verification code/i.test(m.subject));
        const code = mail && /code is:?\s*(\d{6})\b/.exec(mail.text)?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error(`no reset mail to ${email}`);
    },
  };
}

/** Something that must reach only certain people (admins see everything). */
export interface Secret {
  kind: 'email' | 'imei' | 'address' | 'reset code';
  value: string;
  /** The user ids allowed to read it besides admins. */
  readers: string[];
}

type ListingRow = typeof listings.$inferSelect;

export interface World {
  people: Record<Person, TestUser>;
  /** Approved, 3 in stock, with an IMEI; in the first buyer's cart and favourites. */
  listing: ListingRow;
  /** Awaiting review, with an IMEI. */
  pendingListing: ListingRow;
  /** The first buyer's order of `listing`, pending: the seller can move it. */
  order: { id: string; orderNumber: string };
  /** Delivered and not yet reviewed: the buyer can review it. */
  deliveredOrder: { id: string; orderNumber: string };
  /** Delivered and reviewed. */
  reviewedOrder: { id: string; orderNumber: string };
  reviewId: string;
  /** The first buyer's conversation with the first seller about `listing`, with one unread message. */
  conversationId: string;
  /** The first buyer's saved search. */
  savedSearchId: string;
  /** The other buyer's open report of `listing`. */
  reportId: string;
  /**
   * An open dispute about `deliveredOrder`, whose card payment is held within its 5-day window
   * (docs/decisions/073-disputes-cancellation-and-tracking.md).
   */
  disputeId: string;
  /** One stored notification per person who has one. */
  notificationIds: { buyer: string; seller: string; admin: string };
  /** The e-mail and address line every order of this world delivers to. */
  delivery: { email: string; addressLine1: string };
  /** The first buyer's password reset code (with a mailbox), still unused. */
  resetCode: string | undefined;
  /** What must not reach anyone but its readers. */
  secrets: Secret[];
}

export function personOf(world: World, who: Identity): TestUser | undefined {
  return who === 'anonymous' ? undefined : world.people[who];
}

/** A tag for addresses, so a test can find a world's address line inside any answer. */
export const ADDRESS_PATTERN = /\d+ Matrix Lane [0-9a-f]{8}/g;

const PEOPLE: Record<Person, { role: Role; phone?: string; businessType?: string }> = {
  buyer: { role: 'buyer', phone: '0771234567' },
  otherBuyer: { role: 'buyer' },
  seller: { role: 'seller', phone: '0712345678', businessType: 'retailer' },
  otherSeller: { role: 'seller' },
  admin: { role: 'admin' },
};

/** The five people of a world, written in one statement and signed in. */
async function insertPeople(app: FastifyInstance): Promise<Record<Person, TestUser>> {
  passwordHash ??= hashPassword(WORLD_PASSWORD);
  const hash = await passwordHash;
  const names = Object.keys(PEOPLE) as Person[];
  const emails = names.map(() => `${randomUUID()}@example.lk`);
  const rows = await app.db
    .insert(users)
    .values(
      names.map((name, index) => ({
        ...PEOPLE[name],
        email: emails[index]!,
        passwordHash: hash,
        // Letters only: a number in a name could pass for a reset code.
        name: `${name} ${randomLetters(6)}`,
      })),
    )
    .returning({ id: users.id, email: users.email, name: users.name, role: users.role });
  const people = await Promise.all(
    names.map(async (name, index) => {
      const row = rows.find((candidate) => candidate.email === emails[index]);
      if (!row) throw new Error(`no ${name}`);
      const token = await app.signToken({ id: row.id, role: row.role, tokenVersion: 0 });
      return [name, { ...row, token, auth: { authorization: `Bearer ${token}` } }] as const;
    }),
  );
  return Object.fromEntries(people) as Record<Person, TestUser>;
}

/**
 * Writes a world, in as few statements as it can (the access matrix writes one per call). With
 * `mailbox` the first buyer also asks for a password reset through the API, and the code from the
 * mail becomes a secret nobody may read back.
 */
export async function createWorld(t: { app: FastifyInstance }, mailbox?: ReturnType<typeof createMailbox>) {
  const db = t.app.db;
  const people = await insertPeople(t.app);
  const { buyer, seller, admin } = people;
  const image = (): StoredImage[] => [{ name: `fixture-${randomBytes(4).toString('hex')}`, width: 800, height: 600 }];
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  const [listing, pendingListing] = await db
    .insert(listings)
    .values([
      {
        sellerId: seller.id,
        title: 'iPhone 13 128GB',
        brand: 'Apple',
        condition: 'Excellent',
        price: 100_000,
        images: image(),
        status: 'approved',
        stock: 3,
        imei: randomImei(),
        createdAt: hourAgo,
      },
      {
        sellerId: seller.id,
        title: 'Samsung Galaxy S23',
        brand: 'Samsung',
        condition: 'Excellent',
        price: 150_000,
        images: image(),
        status: 'pending',
        imei: randomImei(),
        createdAt: hourAgo,
      },
    ])
    .returning();
  if (!listing || !pendingListing) throw new Error('no listings');

  const tag = randomBytes(4).toString('hex');
  const delivery = { email: `deliver-${tag}@example.lk`, addressLine1: `${randomInt(1, 999)} Matrix Lane ${tag}` };
  const address = {
    firstName: 'Nimal',
    lastName: 'Perera',
    mobile: '0771234567',
    email: delivery.email,
    province: 'Western',
    district: 'Colombo',
    city: 'Nugegoda',
    addressLine1: delivery.addressLine1,
  };
  const statuses: OrderStatus[] = ['pending', 'delivered', 'delivered'];
  const placed = statuses.map((status) => ({
    id: randomUUID(),
    orderNumber: newOrderNumber(),
    transactionId: `TXN_${Date.now()}_${randomBytes(6).toString('hex')}`,
    status,
  }));
  const total = listing.price + 1000;

  const writeOrders = async () => {
    await db.insert(paymentAuthorizations).values(
      placed.map((o) => ({
        transactionId: o.transactionId,
        userId: buyer.id,
        amount: total,
        cardLast4: '4242',
        // The pending order's and the delivered, unreviewed (disputed) order's payments are still held;
        // the reviewed order's was captured.
        status: o === placed[2] ? ('captured' as const) : ('authorized' as const),
        orderId: o.id,
        capturedAt: o === placed[2] ? new Date() : null,
      })),
    );
    await db.insert(orders).values(
      placed.map((o) => ({
        id: o.id,
        orderNumber: o.orderNumber,
        buyerId: buyer.id,
        status: o.status,
        deliveryAddress: address,
        courierType: 'standard',
        subtotal: listing.price,
        shippingCost: 1000,
        totalAmount: total,
        transactionId: o.transactionId,
        cardLast4: '4242',
        ...(o === placed[0] ? { paymentStatus: 'held' as const } : {}),
        ...(o === placed[1]
          ? {
              paymentStatus: 'held' as const,
              deliveredAt: new Date(),
              captureDueAt: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000),
            }
          : {}),
      })),
    );
    await db.insert(orderItems).values(
      placed.map((o) => ({
        orderId: o.id,
        listingId: listing.id,
        sellerId: seller.id,
        title: listing.title,
        price: listing.price,
        quantity: 1,
        status: o.status,
      })),
    );
    const [review] = await db
      .insert(reviews)
      .values({ orderId: placed[2]!.id, buyerId: buyer.id, sellerId: seller.id, rating: 4, comment: 'Smooth meet-up' })
      .returning({ id: reviews.id });
    const [dispute] = await db
      .insert(disputes)
      .values({ orderId: placed[1]!.id, buyerId: buyer.id, reason: 'not_as_described', note: 'Screen cracked' })
      .returning({ id: disputes.id });
    return { reviewId: review!.id, disputeId: dispute!.id };
  };
  const writeNotices = () =>
    db
      .insert(notifications)
      .values([
        {
          userId: buyer.id,
          type: 'order_status_updated',
          message: 'Your order is confirmed',
          data: { orderId: placed[0]!.id },
        },
        { userId: seller.id, type: 'new_order', message: 'New order', data: { orderId: placed[0]!.id } },
        {
          userId: admin.id,
          type: 'new_pending_listing',
          message: 'New listing needs review',
          data: { phoneId: pendingListing.id },
        },
      ])
      .returning({ id: notifications.id, userId: notifications.userId });

  const [{ reviewId, disputeId }, noticeRows] = await Promise.all([
    writeOrders(),
    writeNotices(),
    db.insert(cartItems).values({ userId: buyer.id, listingId: listing.id, quantity: 1, priceAtAdd: listing.price }),
    db.insert(favorites).values({ userId: buyer.id, listingId: listing.id }),
    db.insert(adminActions).values({
      adminId: admin.id,
      listingId: listing.id,
      listingTitle: listing.title,
      action: 'approve',
      notes: 'Looks genuine',
    }),
  ]);
  const [savedSearch] = await db
    .insert(savedSearches)
    .values({ userId: buyer.id, name: 'Apple phones', brand: 'Apple' })
    .returning({ id: savedSearches.id });
  const [report] = await db
    .insert(listingReports)
    .values({
      listingId: listing.id,
      listingTitle: listing.title,
      sellerId: seller.id,
      reporterId: people.otherBuyer.id,
      reason: 'scam',
      details: 'Asks for an advance',
    })
    .returning({ id: listingReports.id });
  const noticeOf = (userId: string) => noticeRows.find((row) => row.userId === userId)!.id;
  const [conversation] = await db
    .insert(conversations)
    .values({ listingId: listing.id, listingTitle: listing.title, buyerId: buyer.id, sellerId: seller.id })
    .returning({ id: conversations.id });
  await db.insert(messages).values({ conversationId: conversation!.id, senderId: buyer.id, text: 'Is it available?' });

  const secrets: Secret[] = [
    // A sale names its buyer, so the seller of the first buyer's orders may read that buyer's address.
    { kind: 'email', value: buyer.email, readers: [buyer.id, seller.id] },
    ...[people.otherBuyer, seller, people.otherSeller, admin].map((person) => ({
      kind: 'email' as const,
      value: person.email,
      readers: [person.id],
    })),
    { kind: 'imei', value: listing.imei!, readers: [seller.id] },
    { kind: 'imei', value: pendingListing.imei!, readers: [seller.id] },
    // The seller of an order delivers it, so they may read where to.
    { kind: 'email', value: delivery.email, readers: [buyer.id, seller.id] },
    { kind: 'address', value: delivery.addressLine1, readers: [buyer.id, seller.id] },
  ];
  let resetCode: string | undefined;
  if (mailbox) {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: buyer.email },
    });
    if (asked.statusCode !== 200) throw new Error(`forgot-password answered ${asked.statusCode}`);
    resetCode = await mailbox.resetCodeFor(buyer.email);
    secrets.push({ kind: 'reset code', value: resetCode, readers: [] });
  }

  const orderRef = (index: number) => ({ id: placed[index]!.id, orderNumber: placed[index]!.orderNumber });
  return {
    people,
    listing,
    pendingListing,
    order: orderRef(0),
    deliveredOrder: orderRef(1),
    reviewedOrder: orderRef(2),
    reviewId,
    conversationId: conversation!.id,
    savedSearchId: savedSearch!.id,
    reportId: report!.id,
    disputeId,
    notificationIds: { buyer: noticeOf(buyer.id), seller: noticeOf(seller.id), admin: noticeOf(admin.id) },
    delivery,
    resetCode,
    secrets,
  } satisfies World;
}

// Every table a route can write. A checksum of each one's rows (not just a count) also catches a
// refused request that changed a row in place.
const WRITABLE_TABLES = [
  'users',
  'listings',
  'cart_items',
  'favorites',
  'payment_authorizations',
  'orders',
  'order_items',
  'disputes',
  'payment_events',
  'reviews',
  'review_moderations',
  'listing_reports',
  'notifications',
  'password_reset_codes',
  'admin_actions',
  'idempotency_keys',
  'revoked_tokens',
  'conversations',
  'messages',
  'message_mails',
  'user_blocks',
  'saved_searches',
  'saved_search_matches',
  'alert_settings',
  'alert_digest_items',
] as const;

/** `{ table: '<rows>:<md5 of every row>' }` for every table a route can write. */
export async function databaseChecksum(app: FastifyInstance): Promise<Record<string, string>> {
  const parts = WRITABLE_TABLES.map(
    (table) =>
      sql`select ${table} as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.identifier(table)} t`,
  );
  const result = await app.db.execute<{ name: string; rows: number; sum: string }>(sql.join(parts, sql` union all `));
  return Object.fromEntries(result.rows.map((row) => [row.name, `${row.rows}:${row.sum}`]));
}

/** Who a route is meant for and the ids its path takes, so a test's request gets past sign-in and roles. */
export interface IntendedCall {
  as: Identity;
  params?: (world: World) => Record<string, string>;
}

const listingParam = (world: World) => ({ id: world.listing.id });
const phoneParam = (world: World) => ({ phoneId: world.listing.id });

/** Every route of the API, keyed as the route inventory names it ('PUT /api/phones/:id'). */
export const INTENDED_CALLERS: Readonly<Record<string, IntendedCall>> = {
  'GET /api/health': { as: 'anonymous' },
  'POST /api/auth/register': { as: 'anonymous' },
  'POST /api/auth/login': { as: 'anonymous' },
  'POST /api/auth/forgot-password': { as: 'anonymous' },
  'POST /api/auth/reset-password': { as: 'anonymous' },
  'POST /api/auth/logout': { as: 'buyer' },
  'POST /api/auth/logout-all': { as: 'buyer' },
  'GET /api/users/profile': { as: 'buyer' },
  'PUT /api/users/profile': { as: 'seller' },
  'PUT /api/users/me/language': { as: 'buyer' },
  'GET /api/users/my-listings': { as: 'seller' },
  'GET /api/users/:id/public': { as: 'anonymous', params: (world) => ({ id: world.people.seller.id }) },
  'GET /api/users/:id/reviews': { as: 'anonymous', params: (world) => ({ id: world.people.seller.id }) },
  'POST /api/reviews/:id/reply': { as: 'seller', params: (world) => ({ id: world.reviewId }) },
  'PUT /api/reviews/:id': { as: 'buyer', params: (world) => ({ id: world.reviewId }) },
  'GET /api/phones': { as: 'anonymous' },
  'GET /api/phones/price-guide': { as: 'anonymous' },
  'GET /api/phones/fair-price': { as: 'anonymous' },
  'GET /api/phones/brand-counts': { as: 'anonymous' },
  'GET /api/phones/:id': { as: 'anonymous', params: listingParam },
  'GET /api/phones/:id/report': { as: 'buyer', params: listingParam },
  'POST /api/phones/:id/report': { as: 'buyer', params: listingParam },
  'POST /api/phones': { as: 'seller' },
  'PUT /api/phones/:id': { as: 'seller', params: listingParam },
  'PUT /api/phones/:id/sold': { as: 'seller', params: listingParam },
  'DELETE /api/phones/:id': { as: 'seller', params: listingParam },
  'GET /api/cart': { as: 'buyer' },
  'POST /api/cart/add': { as: 'buyer' },
  'PUT /api/cart/update': { as: 'buyer' },
  'DELETE /api/cart/remove/:phoneId': { as: 'buyer', params: phoneParam },
  'DELETE /api/cart/clear': { as: 'buyer' },
  'POST /api/cart/merge': { as: 'buyer' },
  'GET /api/favorites': { as: 'buyer' },
  'POST /api/favorites/merge': { as: 'buyer' },
  'POST /api/favorites/:phoneId': { as: 'buyer', params: phoneParam },
  'DELETE /api/favorites/:phoneId': { as: 'buyer', params: phoneParam },
  'DELETE /api/favorites': { as: 'buyer' },
  'GET /api/favorites/actions': { as: 'buyer' },
  'POST /api/favorites/bulk-add': { as: 'buyer' },
  'POST /api/favorites/bulk-remove': { as: 'buyer' },
  'POST /api/payments/sandbox/authorize': { as: 'buyer' },
  'POST /api/orders/create': { as: 'buyer' },
  'POST /api/orders/send-confirmation': { as: 'buyer' },
  'GET /api/orders/my-orders': { as: 'buyer' },
  'GET /api/orders/:id': { as: 'buyer', params: (world) => ({ id: world.order.id }) },
  'GET /api/orders/my-sales': { as: 'seller' },
  'PUT /api/orders/:id/status': { as: 'seller', params: (world) => ({ id: world.order.id }) },
  'POST /api/orders/:id/review': { as: 'buyer', params: (world) => ({ id: world.deliveredOrder.id }) },
  'GET /api/orders/cash-on-delivery': { as: 'buyer' },
  'POST /api/orders/:id/cancel': { as: 'buyer', params: (world) => ({ id: world.order.id }) },
  'POST /api/orders/:id/confirm-receipt': { as: 'buyer', params: (world) => ({ id: world.deliveredOrder.id }) },
  'POST /api/orders/:id/dispute': { as: 'buyer', params: (world) => ({ id: world.deliveredOrder.id }) },
  'PUT /api/users/cash-on-delivery': { as: 'seller' },
  'GET /api/admin/disputes': { as: 'admin' },
  'POST /api/admin/disputes/:id/resolve': { as: 'admin', params: (world) => ({ id: world.disputeId }) },
  'GET /api/analytics/dashboard': { as: 'seller' },
  'GET /api/admin/dashboard/stats': { as: 'admin' },
  'GET /api/admin/listings/pending': { as: 'admin' },
  'PUT /api/admin/listings/batch-approve': { as: 'admin' },
  'PUT /api/admin/listings/:id/approve': { as: 'admin', params: (world) => ({ id: world.pendingListing.id }) },
  'PUT /api/admin/listings/:id/reject': { as: 'admin', params: (world) => ({ id: world.pendingListing.id }) },
  'DELETE /api/admin/listings/:id': { as: 'admin', params: listingParam },
  'GET /api/admin/activity': { as: 'admin' },
  'GET /api/admin/users': { as: 'admin' },
  'GET /api/admin/users/:id': { as: 'admin', params: (world) => ({ id: world.people.otherSeller.id }) },
  'GET /api/admin/reports': { as: 'admin' },
  'PUT /api/admin/reports/:id/resolve': { as: 'admin', params: (world) => ({ id: world.reportId }) },
  'PUT /api/admin/reviews/:id/hide': { as: 'admin', params: (world) => ({ id: world.reviewId }) },
  'PUT /api/admin/reviews/:id/unhide': { as: 'admin', params: (world) => ({ id: world.reviewId }) },
  'PUT /api/admin/users/:id/suspend': { as: 'admin', params: (world) => ({ id: world.people.otherSeller.id }) },
  'PUT /api/admin/users/:id/unsuspend': { as: 'admin', params: (world) => ({ id: world.people.otherSeller.id }) },
  'GET /api/notifications': { as: 'buyer' },
  'PUT /api/notifications/read': { as: 'buyer' },
  'GET /api/saved-searches': { as: 'buyer' },
  'POST /api/saved-searches': { as: 'buyer' },
  'PUT /api/saved-searches/settings': { as: 'buyer' },
  'DELETE /api/saved-searches/:id': { as: 'buyer', params: (world) => ({ id: world.savedSearchId }) },
  'POST /api/chatbot/chat': { as: 'anonymous' },
  'POST /api/conversations': { as: 'buyer' },
  'GET /api/conversations': { as: 'buyer' },
  'GET /api/conversations/:id/messages': { as: 'buyer', params: (world) => ({ id: world.conversationId }) },
  'POST /api/conversations/:id/messages': { as: 'buyer', params: (world) => ({ id: world.conversationId }) },
  'PUT /api/conversations/:id/read': { as: 'seller', params: (world) => ({ id: world.conversationId }) },
  'POST /api/users/:id/block': { as: 'buyer', params: (world) => ({ id: world.people.otherSeller.id }) },
  'DELETE /api/users/:id/block': { as: 'buyer', params: (world) => ({ id: world.people.otherSeller.id }) },
};
