// Reports of listings: anyone signed in (but the seller) reports a listing once; admins see the reports,
// open first, and resolve them by dismissing, removing the listing or suspending the seller.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type { AdminReportsData } from '@phonekade/shared/reports/report.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountSuspensions, adminActions, listingReports, notifications } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { emptyDatabase } from '../../test/test-db.ts';
import { callApi, createUser, insertListing, type Body, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let url: string;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;
const sockets: Socket[] = [];

function addressOf(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'false' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = addressOf(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

beforeEach(async () => {
  await emptyDatabase(t.app.db);
  buyer = await createUser(t, 'buyer', { name: 'Nimal Kumara Perera' });
  otherBuyer = await createUser(t, 'buyer', { name: 'Kamala Silva' });
  seller = await createUser(t, 'seller', { name: 'Too Good Deals' });
  otherSeller = await createUser(t, 'seller', { name: 'Ruwan Phones' });
  admin = await createUser(t, 'admin', { name: 'Admin' });
});

const report = (user: TestUser | undefined, listingId: string, body: unknown = { reason: 'scam', details: '' }) =>
  callApi(t, 'POST', `/api/phones/${listingId}/report`, user, body);
const resolve = (user: TestUser | undefined, id: string, body: unknown) =>
  callApi(t, 'PUT', `/api/admin/reports/${id}/resolve`, user, body);
const reportsPage = async (query = '') =>
  (await callApi(t, 'GET', `/api/admin/reports${query}`, admin)).json<Body<AdminReportsData>>().data;
const browseIds = async () =>
  (await callApi(t, 'GET', '/api/phones')).json<Body<{ phones: { id: string }[] }>>().data.phones.map((p) => p.id);
const noticesOf = (userId: string) =>
  t.app.db.select().from(notifications).where(eq(notifications.userId, userId));

function openSocket(token: string): Promise<Socket> {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('reporting a listing', () => {
  it('is once per person and listing; the second time is refused with 409', async () => {
    const listing = await insertListing(t, seller.id, { title: 'iPhone 15 for Rs 20,000' });
    expect(
      (await callApi(t, 'GET', `/api/phones/${listing.id}/report`, buyer)).json<Body<{ reported: boolean }>>().data,
    ).toEqual({ reported: false });
    const first = await report(buyer, listing.id, { reason: 'scam', details: 'Asks for a bank deposit first' });
    expect(first.statusCode).toBe(201);
    expect(first.json<Body>().message).toBe('Thank you. Our team will look at this listing.');
    const again = await report(buyer, listing.id, { reason: 'stolen', details: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().message).toBe('You have already reported this listing');
    expect(
      (await callApi(t, 'GET', `/api/phones/${listing.id}/report`, buyer)).json<Body<{ reported: boolean }>>().data,
    ).toEqual({ reported: true });
    // Another seller is a person who may report too.
    expect((await report(otherSeller, listing.id)).statusCode).toBe(201);
    const rows = await t.app.db.select().from(listingReports);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.reporterId === buyer.id)).toMatchObject({
      reason: 'scam',
      details: 'Asks for a bank deposit first',
      sellerId: seller.id,
      listingTitle: 'iPhone 15 for Rs 20,000',
      resolvedAt: null,
    });
  });

  it('refuses the own seller, visitors, unknown or unapproved listings and bad input, writing nothing', async () => {
    const listing = await insertListing(t, seller.id);
    const pending = await insertListing(t, seller.id, { status: 'pending' });
    const own = await report(seller, listing.id);
    expect(own.statusCode).toBe(403);
    expect(own.json<Body>().message).toBe('You cannot report your own listing');
    expect((await report(undefined, listing.id)).statusCode).toBe(401);
    expect((await report(buyer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await report(buyer, pending.id)).statusCode).toBe(404);
    expect((await report(buyer, 'nope')).statusCode).toBe(400);
    const other = await report(buyer, listing.id, { reason: 'other', details: '  ' });
    expect(other.statusCode).toBe(400);
    expect(other.json<Body>().details).toEqual({ details: "Please describe the problem when the reason is 'other'" });
    const badReason = await report(buyer, listing.id, { reason: 'ugly' });
    expect(badReason.json<Body>().details).toEqual({
      reason: 'Please choose a reason: scam, stolen, wrong_info, duplicate, other',
    });
    const long = await report(buyer, listing.id, { reason: 'scam', details: 'x'.repeat(1001) });
    expect(long.json<Body>().details).toEqual({ details: 'Details must be at most 1000 characters' });
    expect(await t.app.db.select().from(listingReports)).toHaveLength(0);
  });

  it('answers a Sinhala reader in Sinhala', async () => {
    const listing = await insertListing(t, seller.id);
    await report(buyer, listing.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/phones/${listing.id}/report`,
      headers: { ...buyer.auth, 'accept-language': 'si' },
      payload: { reason: 'scam' },
    });
    expect(res.json<Body>().message).toBe('ඔබ දැනටමත් මෙම දැන්වීම ගැන පැමිණිලි කර ඇත');
  });
});

describe('the Reports tab', () => {
  it('lists open reports first with the listing, seller, reporter name and how many reported it', async () => {
    const scam = await insertListing(t, seller.id, { title: 'Cheap S24', price: 25_000 });
    const other = await insertListing(t, otherSeller.id, { title: 'Pixel 8' });
    await report(buyer, scam.id, { reason: 'scam', details: 'Wants money by eZ Cash' });
    await report(otherBuyer, scam.id, { reason: 'stolen' });
    await report(buyer, other.id, { reason: 'duplicate' });
    const [dismissed] = await t.app.db.select().from(listingReports).where(eq(listingReports.listingId, other.id));
    expect((await resolve(admin, dismissed!.id, { action: 'dismiss', note: 'Not a duplicate' })).statusCode).toBe(
      200,
    );

    const page = await reportsPage();
    expect(page.openCount).toBe(2);
    expect(page.pagination.totalItems).toBe(3);
    expect(page.reports.map((r) => [r.status, r.listing.title])).toEqual([
      ['open', 'Cheap S24'],
      ['open', 'Cheap S24'],
      ['resolved', 'Pixel 8'],
    ]);
    expect(page.reports.find((r) => r.reason === 'scam')).toMatchObject({
      details: 'Wants money by eZ Cash',
      reporterName: 'Nimal P.',
      reportCount: 2,
      listing: { id: scam.id, price: 25_000, status: 'approved', exists: true },
      seller: { id: seller.id, name: 'Too Good Deals', suspended: false },
      resolution: null,
    });
    expect(page.reports[2]!.resolution).toMatchObject({ action: 'dismiss', note: 'Not a duplicate', adminName: 'Admin' });
    expect((await reportsPage('?limit=1&page=2')).reports).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const listing = await insertListing(t, seller.id);
    await report(buyer, listing.id);
    const [row] = await t.app.db.select().from(listingReports);
    for (const who of [undefined, buyer, seller]) {
      expect((await callApi(t, 'GET', '/api/admin/reports', who)).statusCode).toBe(who ? 403 : 401);
      expect((await resolve(who, row!.id, { action: 'dismiss' })).statusCode).toBe(who ? 403 : 401);
    }
    const [after] = await t.app.db.select().from(listingReports);
    expect(after!.resolvedAt).toBeNull();
  });
});

describe('resolving a report', () => {
  async function twoReports() {
    const listing = await insertListing(t, seller.id, { title: 'Brand new iPhone 16 Rs 30,000' });
    await report(buyer, listing.id, { reason: 'scam', details: 'Asked for an advance' });
    await report(otherBuyer, listing.id, { reason: 'wrong_info' });
    const rows = await t.app.db.select().from(listingReports);
    const mine = rows.find((row) => row.reporterId === buyer.id)!;
    return { listing, mine };
  }

  it('dismissing resolves only that report, audited, and tells its reporter', async () => {
    const { listing, mine } = await twoReports();
    const res = await resolve(admin, mine.id, { action: 'dismiss', note: 'Price checked with the seller' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body<{ resolved: number }>>()).toMatchObject({ message: 'Report resolved', data: { resolved: 1 } });
    const rows = await t.app.db.select().from(listingReports);
    expect(rows.find((row) => row.id === mine.id)).toMatchObject({
      resolvedBy: admin.id,
      resolution: 'dismiss',
      resolutionNote: 'Price checked with the seller',
    });
    expect(rows.find((row) => row.id === mine.id)!.resolvedAt).toBeInstanceOf(Date);
    expect(rows.find((row) => row.id !== mine.id)!.resolvedAt).toBeNull();
    expect(await browseIds()).toContain(listing.id);
    const told = (await noticesOf(buyer.id)).filter((n) => n.type === 'report_resolved');
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toEqual({ phoneId: listing.id, title: listing.title, action: 'dismiss' });
    expect((await noticesOf(otherBuyer.id)).filter((n) => n.type === 'report_resolved')).toHaveLength(0);

    const twice = await resolve(admin, mine.id, { action: 'remove_listing' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<Body>().message).toBe('This report has already been resolved');
    expect(await browseIds()).toContain(listing.id);
  });

  it('removing the listing deletes it through moderation and resolves every open report of it', async () => {
    const { listing, mine } = await twoReports();
    const res = await resolve(admin, mine.id, { action: 'remove_listing', note: '' });
    expect(res.json<Body<{ resolved: number }>>().data).toEqual({ resolved: 2 });
    expect(await browseIds()).not.toContain(listing.id);
    expect((await callApi(t, 'GET', `/api/phones/${listing.id}`, admin)).statusCode).toBe(404);
    const [logged] = await t.app.db.select().from(adminActions);
    expect(logged).toMatchObject({
      adminId: admin.id,
      listingId: listing.id,
      action: 'delete',
      reason: 'Removed after a report from a buyer',
    });
    const rows = await t.app.db.select().from(listingReports);
    expect(rows.every((row) => row.resolution === 'remove_listing' && row.resolvedBy === admin.id)).toBe(true);
    for (const reporter of [buyer, otherBuyer]) {
      const [told] = (await noticesOf(reporter.id)).filter((n) => n.type === 'report_resolved');
      expect(told!.message).toBe(`Thank you for your report: "${listing.title}" has been removed from PhoneKade.`);
    }
    expect((await noticesOf(seller.id)).map((n) => n.type)).toContain('listing_deleted');
    const page = await reportsPage();
    expect(page.openCount).toBe(0);
    expect(page.reports[0]!.listing).toMatchObject({ title: listing.title, exists: false, price: null });
  });

  it('suspending the seller ends their session, hides their listings and tells each reporter live', async () => {
    const { listing, mine } = await twoReports();
    const otherListing = await insertListing(t, seller.id, { title: 'Galaxy A54' });
    const reporterSocket = await openSocket(buyer.token);
    const heard = new Promise<unknown>((resolve) => reporterSocket.once('report_resolved', resolve));
    const sellerSocket = await openSocket(seller.token);
    const sellerGone = new Promise<void>((resolve) => sellerSocket.once('disconnect', () => resolve()));

    const res = await resolve(admin, mine.id, { action: 'suspend_seller', note: 'Took advances and vanished' });
    expect(res.statusCode).toBe(200);
    expect(await heard).toMatchObject({
      phoneId: listing.id,
      action: 'suspend_seller',
      message: `Thank you for your report about "${listing.title}": the seller's account has been suspended.`,
    });
    await sellerGone;
    expect((await callApi(t, 'GET', '/api/users/profile', seller)).statusCode).toBe(401);
    const ids = await browseIds();
    expect(ids).not.toContain(listing.id);
    expect(ids).not.toContain(otherListing.id);
    expect(await t.app.db.select().from(accountSuspensions)).toMatchObject([
      { userId: seller.id, adminId: admin.id, action: 'suspend', reason: 'Took advances and vanished' },
    ]);
    const rows = await t.app.db.select().from(listingReports);
    expect(rows.every((row) => row.resolution === 'suspend_seller')).toBe(true);
    expect((await noticesOf(otherBuyer.id)).filter((n) => n.type === 'report_resolved')).toHaveLength(1);
    expect((await reportsPage()).reports[0]!.seller.suspended).toBe(true);
  });

  it('resolves when the seller is already suspended or the listing already gone', async () => {
    const { listing, mine } = await twoReports();
    await callApi(t, 'PUT', `/api/admin/users/${seller.id}/suspend`, admin, { reason: 'Earlier complaint' });
    expect((await resolve(admin, mine.id, { action: 'suspend_seller' })).statusCode).toBe(200);
    expect(await t.app.db.select().from(accountSuspensions)).toHaveLength(1);

    const second = await insertListing(t, otherSeller.id);
    await report(buyer, second.id);
    const [row] = await t.app.db.select().from(listingReports).where(eq(listingReports.listingId, second.id));
    await callApi(t, 'DELETE', `/api/admin/listings/${second.id}`, admin, { reason: 'Duplicate' });
    expect((await resolve(admin, row!.id, { action: 'remove_listing' })).statusCode).toBe(200);
    expect(listing.id).toBeTruthy();
  });

  it('refuses an unknown report, a bad action and a long note without changing anything', async () => {
    const { mine } = await twoReports();
    expect((await resolve(admin, '00000000-0000-4000-8000-000000000000', { action: 'dismiss' })).statusCode).toBe(
      404,
    );
    const bad = await resolve(admin, mine.id, { action: 'ban' });
    expect(bad.json<Body>().details).toEqual({
      action: 'Action must be one of: dismiss, remove_listing, suspend_seller',
    });
    const long = await resolve(admin, mine.id, { action: 'dismiss', note: 'x'.repeat(501) });
    expect(long.json<Body>().details).toEqual({ note: 'Note must be at most 500 characters' });
    const rows = await t.app.db.select().from(listingReports);
    expect(rows.every((row) => row.resolvedAt === null)).toBe(true);
  });
});
