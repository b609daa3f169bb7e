// Reviews after they are written: the buyer edits theirs for 30 days, admins hide abusive ones, hidden
// reviews leave the seller's rating, count and page, and no review carries a link. Also the admin's
// view of one person, where hiding happens.
import { eq } from 'drizzle-orm';
import type { AdminAccountDetail } from '@phonekade/shared/admin/account.schemas';
import type { OrderDto } from '@phonekade/shared/orders/order.types';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import type { PublicSeller, SellerReviewsPage } from '@phonekade/shared/sellers/seller.types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listings, reviewModerations, reviews, users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { emptyDatabase } from '../../test/test-db.ts';
import { callApi, createUser, insertListing, type Body, type TestUser } from '../../test/factories.ts';
import { createKit } from '../orders/orders-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof createKit>;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'false' });
  kit = createKit(t.app);
});
afterAll(async () => t.close());

beforeEach(async () => {
  await emptyDatabase(t.app.db);
  buyer = await createUser(t, 'buyer', { name: 'Nimal Perera' });
  otherBuyer = await createUser(t, 'buyer', { name: 'Kamala Silva' });
  seller = await createUser(t, 'seller', { name: 'Sunil Mobiles' });
  admin = await createUser(t, 'admin', { name: 'Admin' });
});

/** A delivered sale of the seller's phone to `reviewer`, rated; returns the review id. */
async function reviewedSale(reviewer: TestUser, rating: number, comment = '') {
  const phone = await insertListing(t, seller.id, { price: 30_000, stock: 5 });
  const order = (await kit.buy(reviewer, [{ listing: phone }])).json<Body<OrderDto>>().data;
  await callApi(t, 'PUT', `/api/orders/${order.id}/status`, seller, { status: 'delivered' });
  const res = await callApi(t, 'POST', `/api/orders/${order.id}/review`, reviewer, { rating, comment });
  expect(res.statusCode).toBe(201);
  const [row] = await t.app.db.select().from(reviews).where(eq(reviews.orderId, order.id));
  return { reviewId: row!.id, phone };
}

const edit = (user: TestUser | undefined, id: string, body: unknown) =>
  callApi(t, 'PUT', `/api/reviews/${id}`, user, body);
const hide = (user: TestUser | undefined, id: string, body: unknown = { reason: 'Abusive language' }) =>
  callApi(t, 'PUT', `/api/admin/reviews/${id}/hide`, user, body);
const unhide = (user: TestUser | undefined, id: string) => callApi(t, 'PUT', `/api/admin/reviews/${id}/unhide`, user);
const sellerPage = async () =>
  (await callApi(t, 'GET', `/api/users/${seller.id}/public`)).json<Body<{ user: PublicSeller }>>().data.user;
const pageReviews = async () =>
  (await callApi(t, 'GET', `/api/users/${seller.id}/reviews`)).json<Body<SellerReviewsPage>>().data;
const detailsRating = async (phoneId: string) => {
  const phone = (await callApi(t, 'GET', `/api/phones/${phoneId}`)).json<Body<PhoneDto>>().data;
  return { rating: phone.sellerId.rating, reviewCount: phone.sellerId.reviewCount };
};

describe('editing a review', () => {
  it('lets the buyer change rating and comment, and the average follows', async () => {
    const { reviewId, phone } = await reviewedSale(buyer, 2, 'Slow');
    await reviewedSale(otherBuyer, 4);
    expect(await detailsRating(phone.id)).toEqual({ rating: 3, reviewCount: 2 });
    const res = await edit(buyer, reviewId, { rating: 5, comment: 'Slow, but the phone is perfect' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body<{ review: { rating: number; editedAt: string } }>>()).toMatchObject({
      message: 'Your review has been updated',
      data: { review: { rating: 5, comment: 'Slow, but the phone is perfect' } },
    });
    expect(await detailsRating(phone.id)).toEqual({ rating: 4.5, reviewCount: 2 });
    expect((await sellerPage()).ratingHistogram).toEqual([0, 0, 0, 1, 1]);
  });

  it('is refused to anyone but its buyer, and after 30 days, changing nothing', async () => {
    const { reviewId } = await reviewedSale(buyer, 3, 'OK');
    for (const who of [otherBuyer, seller, admin]) {
      const res = await edit(who, reviewId, { rating: 1, comment: '' });
      expect(res.statusCode).toBe(403);
      expect(res.json<Body>().message).toBe('You can only edit your own reviews');
    }
    expect((await edit(undefined, reviewId, { rating: 1 })).statusCode).toBe(401);
    expect((await edit(buyer, '00000000-0000-4000-8000-000000000000', { rating: 1 })).statusCode).toBe(404);

    const DAY = 24 * 60 * 60 * 1000;
    await t.app.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 29 * DAY) })
      .where(eq(reviews.id, reviewId));
    expect((await edit(buyer, reviewId, { rating: 4, comment: 'Better' })).statusCode).toBe(200);
    await t.app.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(reviews.id, reviewId));
    const late = await edit(buyer, reviewId, { rating: 1, comment: 'Worse' });
    expect(late.statusCode).toBe(403);
    expect(late.json<Body>().message).toBe('Reviews can only be edited within 30 days of writing them');
    const [row] = await t.app.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row).toMatchObject({ rating: 4, comment: 'Better' });
  });

  it('refuses links and over-long comments when writing and when editing', async () => {
    const { reviewId } = await reviewedSale(buyer, 4, 'Fine');
    for (const comment of [
      'Better deals at http://cheap.example',
      'see https://x.y',
      'visit www.phones',
      'Go to bestphones.lk instead',
      'DEALS.COM has more',
    ]) {
      const res = await edit(buyer, reviewId, { rating: 4, comment });
      expect(res.statusCode, comment).toBe(400);
      expect(res.json<Body>().details).toEqual({ comment: 'Reviews cannot contain links or web addresses' });
    }
    const sinhala = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${reviewId}`,
      headers: { ...buyer.auth, 'accept-language': 'ta' },
      payload: { rating: 4, comment: 'www.x' },
    });
    expect(sinhala.json<Body>().details).toEqual({
      comment: 'மதிப்புரைகளில் இணைப்புகள் அல்லது இணைய முகவரிகள் இருக்கக்கூடாது',
    });
    const long = await edit(buyer, reviewId, { rating: 4, comment: 'x'.repeat(1001) });
    expect(long.json<Body>().details).toEqual({ comment: 'Comment must be at most 1000 characters' });
    expect(
      (await edit(buyer, reviewId, { rating: 4, comment: 'Battery 4.5 hrs. Good.Fast delivery' })).statusCode,
    ).toBe(200);

    const phone = await insertListing(t, seller.id, { price: 30_000, stock: 5 });
    const order = (await kit.buy(otherBuyer, [{ listing: phone }])).json<Body<OrderDto>>().data;
    await callApi(t, 'PUT', `/api/orders/${order.id}/status`, seller, { status: 'delivered' });
    const created = await callApi(t, 'POST', `/api/orders/${order.id}/review`, otherBuyer, {
      rating: 1,
      comment: 'Buy from scam-free.com',
    });
    expect(created.statusCode).toBe(400);
    expect(await t.app.db.select().from(reviews).where(eq(reviews.orderId, order.id))).toHaveLength(0);
  });
});

describe('hiding a review', () => {
  it('takes it out of the average, the count and the seller page until shown again, audited', async () => {
    const { reviewId, phone } = await reviewedSale(buyer, 1, 'Thief!!!');
    await reviewedSale(otherBuyer, 5, 'Great');
    expect(await detailsRating(phone.id)).toEqual({ rating: 3, reviewCount: 2 });

    const res = await hide(admin, reviewId);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>().message).toBe('Review hidden');
    expect(await detailsRating(phone.id)).toEqual({ rating: 5, reviewCount: 1 });
    const page = await sellerPage();
    expect(page).toMatchObject({ rating: 5, reviewCount: 1, ratingHistogram: [0, 0, 0, 0, 1] });
    expect((await pageReviews()).reviews.map((r) => r.comment)).toEqual(['Great']);
    const listed = (await callApi(t, 'GET', '/api/phones')).json<Body<{ phones: PhoneDto[] }>>().data.phones;
    expect(listed.find((p) => p.id === phone.id)!.sellerId.rating).toBe(5);
    expect((await hide(admin, reviewId)).statusCode).toBe(409);

    // Editing a hidden review keeps it hidden and out of the average.
    expect((await edit(buyer, reviewId, { rating: 2, comment: 'Late' })).statusCode).toBe(200);
    expect(await detailsRating(phone.id)).toEqual({ rating: 5, reviewCount: 1 });

    const shown = await unhide(admin, reviewId);
    expect(shown.json<Body>().message).toBe('Review shown again');
    expect(await detailsRating(phone.id)).toEqual({ rating: 3.5, reviewCount: 2 });
    expect((await unhide(admin, reviewId)).statusCode).toBe(409);
    expect(await t.app.db.select().from(reviewModerations)).toMatchObject([
      { reviewId, adminId: admin.id, action: 'hide', reason: 'Abusive language' },
      { reviewId, adminId: admin.id, action: 'unhide', reason: null },
    ]);
  });

  it('is for admins only and needs a reason', async () => {
    const { reviewId } = await reviewedSale(buyer, 1, 'Rude words');
    expect((await hide(undefined, reviewId)).statusCode).toBe(401);
    expect((await hide(buyer, reviewId)).statusCode).toBe(403);
    expect((await hide(seller, reviewId)).statusCode).toBe(403);
    expect((await unhide(seller, reviewId)).statusCode).toBe(403);
    expect((await hide(admin, reviewId, {})).json<Body>().details).toEqual({
      reason: 'Please give a reason for hiding this review',
    });
    expect((await hide(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const [row] = await t.app.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row!.hiddenAt).toBeNull();
    expect(await t.app.db.select().from(reviewModerations)).toHaveLength(0);
  });
});

describe('the rating sort', () => {
  // The sort reads the seller's rating as copied onto each listing by triggers
  // (docs/decisions/087-every-sort-from-an-index.md); every change of the seller's rating must reach it.
  const byRating = async () =>
    (await callApi(t, 'GET', '/api/phones?sort=rating'))
      .json<Body<{ phones: PhoneDto[] }>>()
      .data.phones.map((phone) => phone.id);
  const copiedRating = async (listingId: string) => {
    const [row] = await t.app.db
      .select({ rating: listings.sellerRating, reviewCount: listings.sellerReviewCount })
      .from(listings)
      .where(eq(listings.id, listingId));
    return row;
  };

  it("follows the seller's rating as reviews are written, edited, hidden and shown again", async () => {
    const rival = await createUser(t, 'seller', { name: 'Kandy Phones' });
    await t.app.db.update(users).set({ rating: 4, reviewCount: 1 }).where(eq(users.id, rival.id));
    // Newer than the reviewed phone, so only the rating puts the reviewed one first.
    const rivalPhone = await insertListing(t, rival.id, { hoursAgo: 0.5 });
    expect(await copiedRating(rivalPhone.id)).toEqual({ rating: 4, reviewCount: 1 });

    const { reviewId, phone } = await reviewedSale(buyer, 5, 'Great');
    expect(await copiedRating(phone.id)).toEqual({ rating: 5, reviewCount: 1 });
    expect(await byRating()).toEqual([phone.id, rivalPhone.id]);

    expect((await edit(buyer, reviewId, { rating: 3, comment: 'Fine' })).statusCode).toBe(200);
    expect(await byRating()).toEqual([rivalPhone.id, phone.id]);

    expect((await unhide(admin, reviewId)).statusCode).toBe(409);
    expect((await hide(admin, reviewId)).statusCode).toBe(200);
    expect(await copiedRating(phone.id)).toEqual({ rating: 0, reviewCount: 0 });
    // A listing posted now takes its seller's figures as they are.
    const later = await insertListing(t, seller.id);
    expect(await copiedRating(later.id)).toEqual({ rating: 0, reviewCount: 0 });

    expect((await edit(buyer, reviewId, { rating: 5, comment: 'Great after all' })).statusCode).toBe(200);
    expect((await unhide(admin, reviewId)).statusCode).toBe(200);
    expect(await copiedRating(later.id)).toEqual({ rating: 5, reviewCount: 1 });
    expect(await byRating()).toEqual([later.id, phone.id, rivalPhone.id]);
  });
});

describe("the admin's view of one person", () => {
  it('shows their listings, orders, sales, reports and reviews, newest first, for admins only', async () => {
    const { reviewId, phone } = await reviewedSale(buyer, 2, 'Meh');
    await hide(admin, reviewId, { reason: 'Off topic' });
    await callApi(t, 'POST', `/api/phones/${phone.id}/report`, buyer, { reason: 'wrong_info', details: 'Not 128GB' });

    const asBuyer = (await callApi(t, 'GET', `/api/admin/users/${buyer.id}`, admin)).json<Body<AdminAccountDetail>>()
      .data;
    expect(asBuyer.user).toMatchObject({ id: buyer.id, name: 'Nimal Perera', role: 'buyer', orders: 1 });
    expect(asBuyer.orders).toHaveLength(1);
    expect(asBuyer.reviewsWritten).toMatchObject([
      { id: reviewId, rating: 2, otherName: 'Sunil Mobiles', hiddenReason: 'Off topic' },
    ]);
    expect(asBuyer.reportsMade).toMatchObject([{ listingId: phone.id, reason: 'wrong_info', resolution: null }]);

    const asSeller = (await callApi(t, 'GET', `/api/admin/users/${seller.id}`, admin)).json<Body<AdminAccountDetail>>()
      .data;
    expect(asSeller.listings.map((l) => l.id)).toContain(phone.id);
    expect(asSeller.sales).toMatchObject([{ title: phone.title, status: 'delivered', amount: 30_000 }]);
    expect(asSeller.reviewsReceived).toMatchObject([{ id: reviewId, otherName: 'Nimal Perera' }]);
    expect(asSeller.reportsReceived).toHaveLength(1);

    for (const who of [undefined, buyer, seller]) {
      expect((await callApi(t, 'GET', `/api/admin/users/${buyer.id}`, who)).statusCode).toBe(who ? 403 : 401);
    }
    expect((await callApi(t, 'GET', '/api/admin/users/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(
      404,
    );
  });
});
