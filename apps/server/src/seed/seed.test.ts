import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TYPES, REJECT_REASONS } from '@phonekade/shared/constants/catalog';
import { courierFee, isCourierType } from '@phonekade/shared/constants/couriers';
import { DISTRICT_NAMES, isDistrictInProvince } from '@phonekade/shared/constants/locations';
import { isValidImei } from '@phonekade/shared/phones/imei';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { verifyPassword } from '../lib/passwords.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import {
  adminActions,
  listings,
  notifications,
  orderItems,
  orders,
  paymentAuthorizations,
  reviews,
  users,
} from '../db/schema.ts';
import { FAIR_PRICE_DEMO_COUNT } from './demo-listings.ts';
import { DEMO_PASSWORD } from './demo-people.ts';
import { displayName } from './phone-art.ts';
import { PHONE_MODELS } from './phone-models.ts';
import { luhnCheckDigit } from './random.ts';
import { seedOnFirstStart, type SeedResult } from './seed.ts';

const logger = pino({ level: 'silent' });
const SEED_TIMEOUT = 240_000;
const DAY = 86_400_000;

async function filesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch {
    return [];
  }
}

describe('demo seed on an empty database (SEED=demo)', () => {
  let t: TestApp;
  let results: SeedResult[];
  const phonesDir = () => path.join(t.config.uploadsDir, 'phones');

  beforeAll(async () => {
    t = await buildTestApp({ SEED: 'demo' });
    // Two servers starting at once on one empty database: exactly one seeds.
    results = await Promise.all([
      seedOnFirstStart(t.database.db, t.config, t.app.storage, logger),
      seedOnFirstStart(t.database.db, t.config, t.app.storage, logger),
    ]);
  }, SEED_TIMEOUT);
  afterAll(() => t.close());

  const db = () => t.database.db;

  it('answers the admin, seller and buyer logins, which sign in with the demo password', async () => {
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    for (const result of results) {
      expect(result.logins.map((l) => l.role)).toEqual(['admin', 'seller', 'buyer']);
    }
    for (const login of results[0]?.logins ?? []) {
      const [user] = await db().select().from(users).where(eq(users.email, login.email));
      expect(user?.role).toBe(login.role);
      expect(login.password).toBe(DEMO_PASSWORD);
      expect(await verifyPassword(user?.passwordHash ?? '', login.password)).toBe(true);
    }
  });

  it('makes one admin, sellers of every business type with full profiles, and a few buyers', async () => {
    const demo = await db().select().from(users);
    expect(demo.filter((u) => u.role === 'admin')).toHaveLength(1);
    const sellers = demo.filter((u) => u.role === 'seller');
    expect(new Set(sellers.map((s) => s.businessType))).toEqual(new Set(BUSINESS_TYPES));
    for (const seller of sellers) {
      expect(seller.phone).toMatch(/^\+947\d{8}$/);
      expect(seller.location).toBeTruthy();
      expect(seller.businessDescription?.length).toBeGreaterThan(40);
      expect(seller.responseTime).toMatch(/^Within /);
    }
    expect(sellers.some((s) => s.instagram || s.facebook || s.twitter || s.linkedin)).toBe(true);
    expect(demo.filter((u) => u.role === 'buyer').length).toBeGreaterThanOrEqual(3);
    // Joined dates lie in the past, so the seller card shows real "joined" dates.
    expect(demo.every((u) => u.createdAt.getTime() < Date.now() - 30 * DAY)).toBe(true);
  });

  it('shows a typical price for the iPhone 13 128GB and puts its Good deal first under Best Deal', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/phones?sort=best_deal&limit=3' });
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json<{ data: { phones: PhoneDto[] } }>().data.phones;
    expect(first).toMatchObject({ title: 'iPhone 13 128GB', price: 120_000, goodDeal: true });
    expect(first?.fairPrice?.count).toBeGreaterThanOrEqual(FAIR_PRICE_DEMO_COUNT);
  });

  it('lists about 60 approved phones over every brand, condition and the last ~45 days', async () => {
    const approved = await db().select().from(listings).where(eq(listings.status, 'approved'));
    expect(approved).toHaveLength(60 + FAIR_PRICE_DEMO_COUNT);
    expect(new Set(approved.map((l) => l.brand)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(approved.map((l) => l.condition))).toEqual(new Set(['Excellent', 'Very Good', 'Good', 'Fair']));
    const ages = approved.map((l) => Date.now() - l.createdAt.getTime());
    expect(Math.min(...ages)).toBeLessThan(DAY);
    expect(Math.max(...ages)).toBeGreaterThan(30 * DAY);
    expect(Math.max(...ages)).toBeLessThan(47 * DAY);
    expect(approved.filter((l) => l.originalPrice !== null).length).toBeGreaterThan(5);
    for (const listing of approved) {
      expect(listing.approvedAt?.getTime()).toBeGreaterThan(listing.createdAt.getTime());
      expect(listing.approvedAt?.getTime()).toBeLessThanOrEqual(Date.now());
      expect(listing.approvedBy).toBeTruthy();
      expect(listing.price).toBeGreaterThan(10_000);
      if (listing.originalPrice !== null) expect(listing.originalPrice).toBeGreaterThan(listing.price);
      expect(listing.title).toContain(listing.specs.storage ?? 'no storage');
      for (const key of ['processor', 'ram', 'camera', 'battery', 'screen', 'color', 'os'] as const) {
        expect(listing.specs[key], key).toBeTruthy();
      }
      if (listing.brand === 'Apple') expect(listing.specs.batteryHealth).toMatch(/^\d{2,3}%$/);
      expect(listing.location).toBeTruthy();
      // The district filter finds every demo phone where its location says it is.
      expect(DISTRICT_NAMES).toContain(listing.district);
      expect(listing.location).toContain(listing.district ?? 'no district');
    }
  });

  it("prices each phone from its model's illustrative price, scaled by storage and condition", async () => {
    const approved = await db().select().from(listings).where(eq(listings.status, 'approved'));
    const factor = { Excellent: 1, 'Very Good': 0.92, Good: 0.83, Fair: 0.7 } as Record<string, number>;
    for (const listing of approved) {
      const storage = listing.specs.storage ?? '';
      const model = PHONE_MODELS.find((m) => listing.title === `${displayName(m)} ${storage}`);
      expect(model, listing.title).toBeDefined();
      if (!model) continue;
      const doublings = Math.log2(Number.parseInt(storage, 10) / Number.parseInt(model.priceForStorage, 10));
      const scale = (1 + 0.12 * Math.max(0, doublings)) * (factor[listing.condition] ?? 0);
      expect(listing.price).toBeGreaterThanOrEqual(model.priceLow * scale - 1000);
      expect(listing.price).toBeLessThanOrEqual(model.priceHigh * scale + 1000);
    }
  });

  it('gives stock above one only to retailers, wholesalers and importers, and sells a couple out', async () => {
    const rows = await db()
      .select({ stock: listings.stock, businessType: users.businessType, isAvailable: listings.isAvailable })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.sellerId))
      .where(eq(listings.status, 'approved'));
    const stocked = rows.filter((r) => r.stock > 1);
    expect(stocked.length).toBeGreaterThan(3);
    expect(stocked.every((r) => ['retailer', 'wholesaler', 'importer'].includes(r.businessType ?? ''))).toBe(true);
    const soldOut = rows.filter((r) => r.stock === 0);
    expect(soldOut.length).toBeGreaterThanOrEqual(2);
    expect(soldOut.every((r) => !r.isAvailable)).toBe(true);
  });

  it('holds 5 pending and 3 rejected listings, the rejected with a listed reason and notes', async () => {
    const pending = await db().select().from(listings).where(eq(listings.status, 'pending'));
    expect(pending).toHaveLength(5);
    expect(pending.every((l) => l.approvedAt === null && l.images.length > 0)).toBe(true);
    const rejected = await db().select().from(listings).where(eq(listings.status, 'rejected'));
    expect(rejected).toHaveLength(3);
    for (const listing of rejected) {
      expect(REJECT_REASONS).toContain(listing.rejectionReason);
      expect(listing.adminNotes).toBeTruthy();
      expect(listing.rejectedAt).toBeTruthy();
      expect(listing.rejectedBy).toBeTruthy();
    }
  });

  it('records an admin action for each approval and rejection', async () => {
    const actions = await db().select().from(adminActions);
    const moderated = await db()
      .select({ id: listings.id })
      .from(listings)
      .where(sql`${listings.status} <> 'pending'`);
    expect(actions).toHaveLength(moderated.length);
    expect(new Set(actions.map((a) => a.action))).toEqual(new Set(['approve', 'batch_approve', 'reject']));
  });

  it('gives every seeded IMEI a valid check digit, and flags one pending duplicate', async () => {
    const rows = await db().select({ imei: listings.imei, status: listings.status }).from(listings);
    const imeis = rows.filter((r) => r.imei !== null);
    expect(imeis.length).toBeGreaterThan(10);
    expect(imeis.every((r) => isValidImei(r.imei ?? ''))).toBe(true);
    const pendingImeis = imeis.filter((r) => r.status === 'pending').map((r) => r.imei);
    expect(imeis.some((r) => r.status === 'approved' && pendingImeis.includes(r.imei))).toBe(true);
  });

  it('draws 1 to 3 real WebP images per listing, full size, thumbnail and narrower copies, and leaves no stray files', async () => {
    const rows = await db().select({ images: listings.images }).from(listings);
    const names = rows.flatMap((r) => r.images.map((i) => i.name));
    expect(rows.every((r) => r.images.length >= 1 && r.images.length <= 3)).toBe(true);
    // The server that lost the race removed the files it had drawn. An 800 px image has no 1080 px copy.
    expect(await filesIn(phonesDir())).toEqual(
      names.flatMap((n) => [`${n}-320w.webp`, `${n}-640w.webp`, `${n}-thumb.webp`, `${n}.webp`]).sort(),
    );
    for (const image of rows.slice(0, 6).flatMap((r) => r.images)) {
      const full = await sharp(path.join(phonesDir(), `${image.name}.webp`)).metadata();
      expect(full).toMatchObject({ format: 'webp', width: image.width, height: image.height });
      expect(image.width).toBe(800);
      const thumb = await sharp(path.join(phonesDir(), `${image.name}-thumb.webp`)).metadata();
      expect(thumb).toMatchObject({ format: 'webp', width: 400 });
      expect(image.variantWidths).toEqual([320, 640]);
      for (const width of [320, 640]) {
        const copy = await sharp(path.join(phonesDir(), `${image.name}-${width}w.webp`)).metadata();
        expect(copy).toMatchObject({ format: 'webp', width });
      }
    }
  });

  it('places orders whose totals add up, paid by captured sandbox authorisations', async () => {
    const allOrders = await db().select().from(orders);
    expect(allOrders.length).toBeGreaterThanOrEqual(5);
    expect(new Set(allOrders.map((o) => o.status))).toEqual(
      new Set(['delivered', 'dispatched', 'confirmed', 'pending']),
    );
    for (const order of allOrders) {
      const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(items.length).toBeGreaterThan(0);
      // The order's status is the one its items' statuses add up to (per-seller fulfilment).
      expect(items.map((i) => i.status)).toEqual(items.map(() => order.status));
      const subtotal = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
      expect(order.subtotal).toBe(subtotal);
      expect(isCourierType(order.courierType)).toBe(true);
      expect(order.shippingCost).toBe(isCourierType(order.courierType) ? courierFee(order.courierType) : -1);
      expect(order.totalAmount).toBe(subtotal + order.shippingCost);
      expect(order.orderNumber).toMatch(/^ORD-\d{13}-[A-Z0-9]{5}$/);
      expect(order.cardLast4).toBe('4242');
      const { province, district } = order.deliveryAddress;
      expect(isDistrictInProvince(province, district)).toBe(true);
      expect(order.deliveryAddress.mobile).toMatch(/^0\d{9}$/);
      const [payment] = await db()
        .select()
        .from(paymentAuthorizations)
        .where(eq(paymentAuthorizations.transactionId, order.transactionId!));
      expect(payment).toMatchObject({
        status: 'captured',
        amount: order.totalAmount,
        orderId: order.id,
        cardLast4: '4242',
      });
      expect(order.transactionId).toMatch(/^TXN_\d{13}_[A-Z0-9]+$/);
      for (const item of items) {
        const [listing] = await db()
          .select()
          .from(listings)
          .where(eq(listings.id, item.listingId ?? ''));
        expect(listing?.sellerId).toBe(item.sellerId);
        expect(listing?.approvedAt?.getTime()).toBeLessThan(order.createdAt.getTime());
        expect(item.image).toBe(`/uploads/phones/${listing?.images[0]?.name}.webp`);
      }
    }
  });

  it('reviews only delivered orders, and each seller rating is the average of their reviews', async () => {
    const rows = await db()
      .select({ status: orders.status, buyerId: orders.buyerId, reviewBuyer: reviews.buyerId })
      .from(reviews)
      .innerJoin(orders, eq(orders.id, reviews.orderId));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.status === 'delivered' && r.buyerId === r.reviewBuyer)).toBe(true);
    const sellers = await db().select().from(users).where(eq(users.role, 'seller'));
    for (const seller of sellers) {
      const own = await db().select().from(reviews).where(eq(reviews.sellerId, seller.id));
      expect(seller.reviewCount).toBe(own.length);
      const average = own.length ? own.reduce((s, r) => s + r.rating, 0) / own.length : 0;
      // Rounded to 2 decimals, as a buyer's review leaves it.
      expect(seller.rating).toBeCloseTo(Math.round(average * 100) / 100, 5);
    }
    expect(sellers.some((s) => s.reviewCount > 0)).toBe(true);
  });

  it('fills the notification centres: pending listings for the admin, approvals and orders for sellers', async () => {
    const [admin] = await db().select().from(users).where(eq(users.email, 'admin@phonekade.lk'));
    const adminNotices = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin?.id ?? ''));
    const pendingNotices = adminNotices.filter((n) => n.type === 'new_pending_listing');
    expect(pendingNotices).toHaveLength(5);
    expect(pendingNotices.every((n) => n.readAt === null && n.message.endsWith('needs review'))).toBe(true);
    expect(pendingNotices.filter((n) => n.data.imeiDuplicate === true)).toHaveLength(1);
    const byType = await db()
      .select({ type: notifications.type, n: sql<number>`count(*)::int` })
      .from(notifications)
      .groupBy(notifications.type);
    const counts = Object.fromEntries(byType.map((r) => [r.type, r.n]));
    expect(counts).toMatchObject({ listing_approved: 60 + FAIR_PRICE_DEMO_COUNT, listing_rejected: 3 });
    expect(counts.new_order).toBeGreaterThanOrEqual(6);
    expect(counts.order_status_updated).toBeGreaterThanOrEqual(4);
  });

  it('seeds nothing on the next start and still answers the logins', async () => {
    const before = await Promise.all([
      db().$count(users),
      db().$count(listings),
      db().$count(orders),
      filesIn(phonesDir()),
    ]);
    const again = await seedOnFirstStart(db(), t.config, t.app.storage, logger);
    expect(again.seeded).toBe(false);
    expect(again.logins.map((l) => l.email)).toEqual(results[0]?.logins.map((l) => l.email));
    const after = await Promise.all([
      db().$count(users),
      db().$count(listings),
      db().$count(orders),
      filesIn(phonesDir()),
    ]);
    expect(after).toEqual(before);
  });
});

describe('demo seed that fails part way', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED: 'demo' });
    // A database that refuses orders makes the seed fail after users and listings are written.
    await t.database.pool.query(`
      create function refuse_orders() returns trigger language plpgsql as $$
      begin raise exception 'orders are refused in this test'; end $$;
      create trigger refuse_orders before insert on orders for each row execute function refuse_orders();`);
  });
  afterAll(() => t.close());

  it(
    'keeps nothing: no rows and no image files',
    async () => {
      await expect(seedOnFirstStart(t.database.db, t.config, t.app.storage, logger)).rejects.toThrow();
      expect(await t.database.db.$count(users)).toBe(0);
      expect(await t.database.db.$count(listings)).toBe(0);
      expect(await filesIn(path.join(t.config.uploadsDir, 'phones'))).toEqual([]);
    },
    SEED_TIMEOUT,
  );

  it('writes no rows when the images cannot be saved', async () => {
    const phones = path.join(t.config.uploadsDir, 'phones');
    await rm(phones, { recursive: true, force: true });
    // A file where the image folder belongs: every save fails.
    await writeFile(phones, 'not a folder');
    await expect(seedOnFirstStart(t.database.db, t.config, t.app.storage, logger)).rejects.toThrow();
    expect(await t.database.db.$count(users)).toBe(0);
    expect(await t.database.db.$count(listings)).toBe(0);
  });
});

describe('SEED=none', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SEED: 'none', ADMIN_EMAIL: 'ops@phonekade.lk', ADMIN_PASSWORD: 'ops-pass-123' });
  });
  afterAll(() => t.close());

  it('adds no demo data, and leaves the configured admin to start-up', async () => {
    const result = await seedOnFirstStart(t.database.db, t.config, t.app.storage, logger);
    expect(result).toEqual({ logins: [], seeded: false });
    expect(await t.database.db.$count(users)).toBe(0);
    expect(await t.database.db.$count(listings)).toBe(0);
  });
});

describe('demo IMEIs', () => {
  it('complete a known IMEI with its Luhn check digit', () => {
    // 49015420323751 is the textbook example; its check digit is 8.
    expect(luhnCheckDigit('49015420323751')).toBe(8);
    expect(isValidImei('490154203237518')).toBe(true);
  });
});
