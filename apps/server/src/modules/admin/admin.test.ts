import type {
  AdminActivityData,
  AdminDashboardData,
  BatchApproveData,
  PendingListingsData,
} from '@phonekade/shared/admin/admin.types';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminActions, listings, notifications, orderItems, orders, paymentAuthorizations } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi, createUser, insertListing, type Body, type Method, type TestUser } from '../../test/factories.ts';
import { emptyDatabase } from '../../test/test-db.ts';

let t: TestApp;

// The review queue's tests start from pending listings.
const createListing = (sellerId: string, values: Parameters<typeof insertListing>[2] = {}) =>
  insertListing(t, sellerId, { status: 'pending', ...values });

const call = (method: Method, url: string, user?: TestUser, payload?: unknown) =>
  callApi(t, method, url, user, payload);

const listingRow = async (id: string) => (await t.app.db.select().from(listings).where(eq(listings.id, id)))[0];
const auditRows = (listingId: string) =>
  t.app.db.select().from(adminActions).where(eq(adminActions.listingId, listingId));
const notificationsOf = (userId: string) =>
  t.app.db.select().from(notifications).where(eq(notifications.userId, userId));

let admin: TestUser;
let buyer: TestUser;
let seller: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

beforeEach(async () => {
  // Each test starts from an empty marketplace so counts are exact.
  await emptyDatabase(t.app.db);
  admin = await createUser(t, 'admin', { name: 'Asha Admin' });
  buyer = await createUser(t, 'buyer');
  seller = await createUser(t, 'seller', { name: 'Sunil Seller' });
});

describe('who may use the admin API', () => {
  const endpoints: [method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
    ['GET', '/api/admin/dashboard/stats'],
    ['GET', '/api/admin/listings/pending'],
    ['PUT', `/api/admin/listings/${randomUUID()}/approve`, {}],
    ['PUT', `/api/admin/listings/${randomUUID()}/reject`, { reason: 'Other' }],
    ['PUT', '/api/admin/listings/batch-approve', { phoneIds: [randomUUID()] }],
    ['DELETE', `/api/admin/listings/${randomUUID()}`, { reason: 'Spam' }],
    ['GET', '/api/admin/activity'],
  ];

  it.each(endpoints)('%s %s needs a signed-in admin', async (method, url, body) => {
    const anonymous = await call(method, url, undefined, body);
    expect(anonymous.statusCode).toBe(401);
    for (const user of [buyer, seller]) {
      const res = await call(method, url, user, body);
      expect(res.statusCode).toBe(403);
      expect(res.json<Body>()).toMatchObject({ success: false, message: 'Access denied. Admin privileges required.' });
    }
  });

  it('a buyer or seller cannot approve, and the listing stays pending', async () => {
    const listing = await createListing(seller.id);
    expect((await call('PUT', `/api/admin/listings/${listing.id}/approve`, seller, {})).statusCode).toBe(403);
    expect((await listingRow(listing.id))?.status).toBe('pending');
    expect(await auditRows(listing.id)).toHaveLength(0);
  });
});

describe('dashboard stats', () => {
  it('counts listings by status, users and sellers, with the five newest pending and approved', async () => {
    const otherSeller = await createUser(t, 'seller');
    for (let i = 0; i < 7; i += 1)
      await createListing(seller.id, { createdAt: new Date(Date.now() - i * 60_000), title: `Pending ${i}` });
    for (let i = 0; i < 6; i += 1) await createListing(otherSeller.id, { status: 'approved' });
    await createListing(seller.id, { status: 'rejected' });

    const res = await call('GET', '/api/admin/dashboard/stats', admin);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<Body<AdminDashboardData>>();
    expect(data.stats).toEqual({ pendingCount: 7, approvedCount: 6, rejectedCount: 1, totalUsers: 4, totalSellers: 2 });
    expect(data.recentPendingListings).toHaveLength(5);
    expect(data.recentPendingListings.map((l: { title: string }) => l.title)).toEqual([
      'Pending 0',
      'Pending 1',
      'Pending 2',
      'Pending 3',
      'Pending 4',
    ]);
    expect(data.recentApprovedListings).toHaveLength(5);
    const first = data.recentPendingListings[0]!;
    expect(first).toMatchObject({ id: first._id, status: 'pending', sellerId: { name: 'Sunil Seller' } });
    expect(first.images[0]).toMatch(/^\/uploads\/phones\/fixture-[0-9a-f]{8}\.webp$/);
    // Admins may contact the seller, so the card carries the e-mail the public never sees.
    expect(first.sellerId.email).toMatch(/@example\.lk$/);
  });
});

describe('pending listings', () => {
  it('pages 10 at a time, newest first, with pagination', async () => {
    for (let i = 0; i < 12; i += 1)
      await createListing(seller.id, { createdAt: new Date(Date.now() - i * 60_000), title: `Queue ${i}` });
    await createListing(seller.id, { status: 'approved', title: 'Already live' });

    const first = (await call('GET', '/api/admin/listings/pending', admin)).json<Body<PendingListingsData>>().data;
    expect(first.listings).toHaveLength(10);
    expect(first.listings[0]?.title).toBe('Queue 0');
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 12, hasNext: true, hasPrev: false });

    const second = (await call('GET', '/api/admin/listings/pending?page=2', admin)).json<Body<PendingListingsData>>()
      .data;
    expect(second.listings.map((l: { title: string }) => l.title)).toEqual(['Queue 10', 'Queue 11']);
    expect(second.pagination).toMatchObject({ currentPage: 2, hasNext: false, hasPrev: true });
  });

  it('filters by search and brand and sorts by price or title', async () => {
    await createListing(seller.id, { title: 'iPhone 13 Pro', brand: 'Apple', price: 180_000 });
    await createListing(seller.id, { title: 'Galaxy S22', brand: 'Samsung', price: 120_000 });
    await createListing(seller.id, { title: 'Pixel 7', brand: 'Google', price: 90_000 });

    const bySearch = (await call('GET', '/api/admin/listings/pending?search=iphone', admin)).json<
      Body<PendingListingsData>
    >().data;
    expect(bySearch.listings.map((l: { title: string }) => l.title)).toEqual(['iPhone 13 Pro']);

    const bySeller = (await call('GET', '/api/admin/listings/pending?search=sunil', admin)).json<
      Body<PendingListingsData>
    >().data;
    expect(bySeller.pagination.totalItems).toBe(3);

    const wildcard = (await call('GET', '/api/admin/listings/pending?search=%25', admin)).json<
      Body<PendingListingsData>
    >().data;
    expect(wildcard.pagination.totalItems).toBe(0);

    const byBrand = (await call('GET', '/api/admin/listings/pending?brand=google', admin)).json<
      Body<PendingListingsData>
    >().data;
    expect(byBrand.listings.map((l: { title: string }) => l.title)).toEqual(['Pixel 7']);

    const allBrands = (await call('GET', '/api/admin/listings/pending?brand=all', admin)).json<
      Body<PendingListingsData>
    >().data;
    expect(allBrands.pagination.totalItems).toBe(3);

    const cheapest = (await call('GET', '/api/admin/listings/pending?sortBy=price&order=asc', admin)).json<
      Body<PendingListingsData>
    >().data;
    expect(cheapest.listings.map((l: { price: number }) => l.price)).toEqual([90_000, 120_000, 180_000]);

    const byTitle = (await call('GET', '/api/admin/listings/pending?sortBy=title&order=asc', admin)).json<
      Body<PendingListingsData>
    >().data;
    expect(byTitle.listings.map((l: { title: string }) => l.title)).toEqual(['Galaxy S22', 'iPhone 13 Pro', 'Pixel 7']);
  });

  it('refuses an unknown sort field or a bad page with a 400', async () => {
    const badSort = await call('GET', '/api/admin/listings/pending?sortBy=seller', admin);
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json<Body>().message).toBe('sortBy must be one of: createdAt, price, title');
    expect((await call('GET', '/api/admin/listings/pending?page=0', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/listings/pending?limit=1000', admin)).statusCode).toBe(400);
  });

  it('flags a pending listing whose IMEI is on another live or pending listing', async () => {
    const imei = '490154203237518';
    const live = await createListing(seller.id, { status: 'approved', imei, title: 'Live one' });
    await createListing(seller.id, { status: 'rejected', imei, title: 'Rejected one' });
    const suspect = await createListing(seller.id, { imei, title: 'Suspect' });
    await createListing(seller.id, { title: 'No IMEI' });

    const res = await call('GET', '/api/admin/listings/pending?sortBy=title&order=asc', admin);
    const [noImei, flagged] = res.json<Body<PendingListingsData>>().data.listings;
    expect(noImei).toMatchObject({ title: 'No IMEI', imeiChecked: false, imeiMatches: [] });
    expect(flagged).toMatchObject({
      id: suspect.id,
      imeiChecked: true,
      imeiMatches: [{ id: live.id, title: 'Live one', status: 'approved' }],
    });
    expect(flagged).toMatchObject({ imei, imeiDuplicate: true });
    expect(noImei).toMatchObject({ imeiDuplicate: false });
  });
});

describe('approving one listing', () => {
  it('approves a pending listing, records who and when, writes the audit row and tells the seller', async () => {
    const listing = await createListing(seller.id, { title: 'Galaxy S21' });
    const res = await call('PUT', `/api/admin/listings/${listing.id}/approve`, admin, {
      adminNotes: ' Looks genuine ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({ success: true, message: 'Listing approved successfully' });

    const row = await listingRow(listing.id);
    expect(row).toMatchObject({ status: 'approved', approvedBy: admin.id, adminNotes: 'Looks genuine' });
    expect(row?.approvedAt).toBeInstanceOf(Date);
    const dashboard = await call('GET', '/api/admin/dashboard/stats', admin);
    expect(dashboard.json<Body<AdminDashboardData>>().data.recentApprovedListings[0]).toMatchObject({
      id: listing.id,
      status: 'approved',
      adminNotes: 'Looks genuine',
      approvedBy: { id: admin.id, name: 'Asha Admin' },
    });

    expect(await auditRows(listing.id)).toEqual([
      expect.objectContaining({
        adminId: admin.id,
        action: 'approve',
        listingTitle: 'Galaxy S21',
        notes: 'Looks genuine',
        reason: null,
      }),
    ]);
    expect(await notificationsOf(seller.id)).toEqual([
      expect.objectContaining({
        type: 'listing_approved',
        message: 'Your listing "Galaxy S21" has been approved!',
        data: { phoneId: listing.id, title: 'Galaxy S21' },
      }),
    ]);
  });

  it('approves without a note', async () => {
    const listing = await createListing(seller.id);
    expect((await call('PUT', `/api/admin/listings/${listing.id}/approve`, admin)).statusCode).toBe(200);
    expect((await listingRow(listing.id))?.adminNotes).toBeNull();
  });

  it('approving an already approved listing is a 409 and changes nothing', async () => {
    const listing = await createListing(seller.id, { status: 'approved' });
    const res = await call('PUT', `/api/admin/listings/${listing.id}/approve`, admin, {});
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toMatchObject({
      success: false,
      error: 'CONFLICT',
      message: 'This listing is already approved',
    });
    expect(await auditRows(listing.id)).toHaveLength(0);
    expect(await notificationsOf(seller.id)).toHaveLength(0);
  });

  it('approving a rejected listing is a 409 until the seller resubmits it', async () => {
    const listing = await createListing(seller.id, { status: 'rejected' });
    const res = await call('PUT', `/api/admin/listings/${listing.id}/approve`, admin, {});
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>().message).toBe('This listing is already rejected');
  });

  it('approving an unknown or deleted listing is a 404, a malformed id a 400', async () => {
    const listing = await createListing(seller.id);
    await call('DELETE', `/api/admin/listings/${listing.id}`, admin, { reason: 'Spam' });
    const gone = await call('PUT', `/api/admin/listings/${listing.id}/approve`, admin, {});
    expect(gone.statusCode).toBe(404);
    expect(gone.json<Body>().message).toBe('Listing not found');
    expect((await call('PUT', '/api/admin/listings/not-an-id/approve', admin, {})).statusCode).toBe(400);
  });

  it('a note over 1000 characters is refused', async () => {
    const listing = await createListing(seller.id);
    const res = await call('PUT', `/api/admin/listings/${listing.id}/approve`, admin, { adminNotes: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect((await listingRow(listing.id))?.status).toBe('pending');
  });

  it('two admins approving at once: one succeeds, the other gets a 409, one audit row', async () => {
    const other = await createUser(t, 'admin');
    const listing = await createListing(seller.id);
    const results = await Promise.all([
      call('PUT', `/api/admin/listings/${listing.id}/approve`, admin, {}),
      call('PUT', `/api/admin/listings/${listing.id}/approve`, other, {}),
      call('PUT', `/api/admin/listings/${listing.id}/approve`, admin, {}),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await auditRows(listing.id)).toHaveLength(1);
    expect(await notificationsOf(seller.id)).toHaveLength(1);
  });
});

describe('rejecting a listing', () => {
  it('needs a reason', async () => {
    const listing = await createListing(seller.id);
    for (const body of [{}, { reason: '   ' }]) {
      const res = await call('PUT', `/api/admin/listings/${listing.id}/reject`, admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>()).toMatchObject({
        message: 'Please provide a rejection reason',
        details: { reason: 'Please provide a rejection reason' },
      });
    }
    expect((await listingRow(listing.id))?.status).toBe('pending');
  });

  it('rejects with the reason and notes, audits it and tells the seller why', async () => {
    const listing = await createListing(seller.id, { title: 'Pixel 6' });
    const res = await call('PUT', `/api/admin/listings/${listing.id}/reject`, admin, {
      reason: 'Poor image quality',
      adminNotes: 'Blurry photos',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({ success: true, message: 'Listing rejected successfully' });

    const row = await listingRow(listing.id);
    expect(row).toMatchObject({
      status: 'rejected',
      rejectedBy: admin.id,
      rejectionReason: 'Poor image quality',
      adminNotes: 'Blurry photos',
      approvedAt: null,
    });
    expect(row?.rejectedAt).toBeInstanceOf(Date);
    expect(await auditRows(listing.id)).toEqual([
      expect.objectContaining({
        action: 'reject',
        reason: 'Poor image quality',
        notes: 'Blurry photos',
        adminId: admin.id,
      }),
    ]);
    expect(await notificationsOf(seller.id)).toEqual([
      expect.objectContaining({
        type: 'listing_rejected',
        message: 'Your listing "Pixel 6" was rejected: Poor image quality',
        data: { phoneId: listing.id, title: 'Pixel 6', reason: 'Poor image quality' },
      }),
    ]);
  });

  it('rejecting an approved listing is a 409; a deleted one a 404', async () => {
    const live = await createListing(seller.id, { status: 'approved' });
    const res = await call('PUT', `/api/admin/listings/${live.id}/reject`, admin, { reason: 'Duplicate listing' });
    expect(res.statusCode).toBe(409);
    expect((await listingRow(live.id))?.status).toBe('approved');
    expect(
      (await call('PUT', `/api/admin/listings/${randomUUID()}/reject`, admin, { reason: 'Other' })).statusCode,
    ).toBe(404);
  });
});

describe('batch approve', () => {
  it('approves every listing, one audit row and one notification each, with the default note', async () => {
    const batch = [await createListing(seller.id), await createListing(seller.id), await createListing(seller.id)];
    const res = await call('PUT', '/api/admin/listings/batch-approve', admin, { phoneIds: batch.map((l) => l.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({
      success: true,
      message: 'Listings approved successfully',
      data: { approvedCount: 3 },
    });
    for (const listing of batch) {
      expect(await listingRow(listing.id)).toMatchObject({
        status: 'approved',
        approvedBy: admin.id,
        adminNotes: 'Batch approved by admin',
      });
      expect(await auditRows(listing.id)).toEqual([
        expect.objectContaining({ action: 'batch_approve', notes: 'Batch approved by admin' }),
      ]);
    }
    const told = await notificationsOf(seller.id);
    expect(told).toHaveLength(3);
    expect(told.every((n) => n.type === 'listing_approved')).toBe(true);
  });

  it('refuses an empty selection and more than 100 ids', async () => {
    const empty = await call('PUT', '/api/admin/listings/batch-approve', admin, { phoneIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Body>().message).toBe('Select at least one listing to approve');
    const tooMany = await call('PUT', '/api/admin/listings/batch-approve', admin, {
      phoneIds: Array.from({ length: 101 }, () => randomUUID()),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<Body>().message).toBe('At most 100 listings can be approved at once');
  });

  it('approves exactly 100 at once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 100; i += 1) ids.push((await createListing(seller.id)).id);
    const res = await call('PUT', '/api/admin/listings/batch-approve', admin, { phoneIds: ids });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body<BatchApproveData>>().data.approvedCount).toBe(100);
  });

  it('a batch with an unknown or non-pending id changes nothing and names each bad id', async () => {
    const pending = await createListing(seller.id);
    const approved = await createListing(seller.id, { status: 'approved' });
    const unknown = randomUUID();
    const res = await call('PUT', '/api/admin/listings/batch-approve', admin, {
      phoneIds: [pending.id, approved.id, unknown],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<Body>()).toMatchObject({
      success: false,
      error: 'CONFLICT',
      details: { [approved.id]: 'Listing is already approved', [unknown]: 'Listing not found' },
    });
    expect(res.json<Body>().details).not.toHaveProperty(pending.id);
    expect((await listingRow(pending.id))?.status).toBe('pending');
    expect(await t.app.db.select().from(adminActions)).toHaveLength(0);
    expect(await notificationsOf(seller.id)).toHaveLength(0);
  });

  it('a batch approving an already approved listing never double-acts', async () => {
    const listing = await createListing(seller.id);
    await call('PUT', `/api/admin/listings/${listing.id}/approve`, admin, {});
    const res = await call('PUT', '/api/admin/listings/batch-approve', admin, { phoneIds: [listing.id] });
    expect(res.statusCode).toBe(409);
    expect(await auditRows(listing.id)).toHaveLength(1);
  });

  it('two overlapping batches at once: each listing approved and audited exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await createListing(seller.id)).id);
    const results = await Promise.all([
      call('PUT', '/api/admin/listings/batch-approve', admin, { phoneIds: ids.slice(0, 3) }),
      call('PUT', '/api/admin/listings/batch-approve', admin, { phoneIds: ids.slice(1, 4) }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const audit = await t.app.db.select().from(adminActions);
    expect(audit).toHaveLength(3);
    expect(new Set(audit.map((a) => a.listingId)).size).toBe(3);
  });
});

describe('admin delete', () => {
  it('needs a reason', async () => {
    const listing = await createListing(seller.id);
    const res = await call('DELETE', `/api/admin/listings/${listing.id}`, admin, {});
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe('Please provide a reason for deleting this listing');
    expect(await listingRow(listing.id)).toBeDefined();
  });

  it('removes the listing and its images, keeps the audit trail and tells the seller', async () => {
    const dir = path.join(t.config.uploadsDir, 'phones');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'doomed.webp'), 'x');
    await writeFile(path.join(dir, 'doomed-thumb.webp'), 'x');
    const listing = await createListing(seller.id, {
      title: 'Fake iPhone',
      status: 'approved',
      images: [{ name: 'doomed', width: 10, height: 10 }],
    });

    const res = await call('DELETE', `/api/admin/listings/${listing.id}`, admin, { reason: 'Counterfeit' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({ success: true, message: 'Listing deleted successfully' });
    expect(await listingRow(listing.id)).toBeUndefined();
    expect(existsSync(path.join(dir, 'doomed.webp'))).toBe(false);
    expect(existsSync(path.join(dir, 'doomed-thumb.webp'))).toBe(false);
    expect(await auditRows(listing.id)).toEqual([
      expect.objectContaining({ action: 'delete', listingTitle: 'Fake iPhone', reason: 'Counterfeit' }),
    ]);
    expect(await notificationsOf(seller.id)).toEqual([
      expect.objectContaining({
        type: 'listing_deleted',
        message: 'One of your listings was removed by admin',
        data: { isAdminAction: true, phoneId: listing.id, title: 'Fake iPhone', reason: 'Counterfeit' },
      }),
    ]);

    const again = await call('DELETE', `/api/admin/listings/${listing.id}`, admin, { reason: 'Counterfeit' });
    expect(again.statusCode).toBe(404);
  });
  it('keeps the image files an order still shows', async () => {
    const dir = path.join(t.config.uploadsDir, 'phones');
    await mkdir(dir, { recursive: true });
    for (const name of ['bought', 'bought-thumb', 'extra', 'extra-thumb'])
      await writeFile(path.join(dir, `${name}.webp`), 'x');
    const listing = await createListing(seller.id, {
      status: 'approved',
      images: [
        { name: 'bought', width: 10, height: 10 },
        { name: 'extra', width: 10, height: 10 },
      ],
    });
    const transactionId = `TXN_${Date.now()}_test`;
    await t.app.db
      .insert(paymentAuthorizations)
      .values({ transactionId, userId: buyer.id, amount: 51_000, cardLast4: '4242', status: 'captured' });
    const [order] = await t.app.db
      .insert(orders)
      .values({
        orderNumber: `ORD-${Date.now()}-TEST1`,
        buyerId: buyer.id,
        deliveryAddress: {
          firstName: 'A',
          lastName: 'B',
          mobile: '0771234567',
          email: 'a@b.lk',
          province: 'Western',
          district: 'Colombo',
          city: 'Colombo',
          addressLine1: '1 Main St',
        },
        courierType: 'standard',
        subtotal: 50_000,
        shippingCost: 1000,
        totalAmount: 51_000,
        transactionId,
        cardLast4: '4242',
      })
      .returning();
    await t.app.db.insert(orderItems).values({
      orderId: order!.id,
      listingId: listing.id,
      sellerId: seller.id,
      title: listing.title,
      image: '/uploads/phones/bought.webp',
      price: 50_000,
      quantity: 1,
    });

    expect(
      (await call('DELETE', `/api/admin/listings/${listing.id}`, admin, { reason: 'Fraud report' })).statusCode,
    ).toBe(200);
    expect(existsSync(path.join(dir, 'bought.webp'))).toBe(true);
    expect(existsSync(path.join(dir, 'extra.webp'))).toBe(false);
    const [item] = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(item).toMatchObject({ listingId: null, image: '/uploads/phones/bought.webp' });
  });
});

describe('activity log', () => {
  it('lists who did what to which listing, newest first, even after the listing is gone', async () => {
    const first = await createListing(seller.id, { title: 'First' });
    const second = await createListing(seller.id, { title: 'Second' });
    await call('PUT', `/api/admin/listings/${first.id}/approve`, admin, { adminNotes: 'ok' });
    await call('PUT', `/api/admin/listings/${second.id}/reject`, admin, { reason: 'Suspicious pricing' });
    await call('DELETE', `/api/admin/listings/${first.id}`, admin, { reason: 'Sold elsewhere' });

    const res = await call('GET', '/api/admin/activity', admin);
    expect(res.statusCode).toBe(200);
    const { activity, pagination } = res.json<Body<AdminActivityData>>().data;
    expect(pagination).toMatchObject({ totalItems: 3, currentPage: 1 });
    expect(activity.map((a: { action: string }) => a.action)).toEqual(['delete', 'reject', 'approve']);
    expect(activity[0]).toMatchObject({
      admin: { id: admin.id, name: 'Asha Admin' },
      listing: { id: first.id, title: 'First', status: null },
      reason: 'Sold elsewhere',
    });
    expect(activity[1]).toMatchObject({
      listing: { title: 'Second', status: 'rejected' },
      reason: 'Suspicious pricing',
    });
    expect(activity[2]).toMatchObject({ notes: 'ok', reason: null });
    expect(Date.parse(activity[2]!.createdAt)).not.toBeNaN();
  });

  it('filters by action and pages', async () => {
    for (let i = 0; i < 3; i += 1) {
      const listing = await createListing(seller.id);
      await call('PUT', `/api/admin/listings/${listing.id}/approve`, admin, {});
    }
    const rejected = await createListing(seller.id);
    await call('PUT', `/api/admin/listings/${rejected.id}/reject`, admin, { reason: 'Other reason' });

    const approvals = (await call('GET', '/api/admin/activity?action=approve&limit=2', admin)).json<
      Body<AdminActivityData>
    >().data;
    expect(approvals.activity).toHaveLength(2);
    expect(approvals.pagination).toMatchObject({ totalItems: 3, totalPages: 2, hasNext: true });
    const rejections = (await call('GET', '/api/admin/activity?action=reject', admin)).json<Body<AdminActivityData>>()
      .data;
    expect(rejections.activity).toHaveLength(1);

    const bad = await call('GET', '/api/admin/activity?action=ban', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Body>().message).toBe('Unknown action. Use one of: approve, reject, batch_approve, delete');
  });
});
