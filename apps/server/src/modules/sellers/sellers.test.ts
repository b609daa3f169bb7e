// A seller's public page and reviews: what anyone may read, and the seller's one reply to a review.
import type { OrderDto } from '@phonekade/shared/orders/order.types';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import type { PublicSeller, SellerReviewsPage } from '@phonekade/shared/sellers/seller.types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { emptyDatabase } from '../../test/test-db.ts';
import { callApi, createUser, insertListing, type Body, type TestUser } from '../../test/factories.ts';
import { createKit } from '../orders/orders-test-kit.ts';
import { reviewerDisplayName } from './sellers.service.ts';

let t: TestApp;
let kit: ReturnType<typeof createKit>;
let buyer: TestUser;
let otherBuyer: TestUser;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'false' });
  kit = createKit(t.app);
});
afterAll(async () => t.close());

beforeEach(async () => {
  await emptyDatabase(t.app.db);
  buyer = await createUser(t, 'buyer', { name: 'Nimal Kumara Perera' });
  otherBuyer = await createUser(t, 'buyer', { name: 'Kamala' });
  seller = await createUser(t, 'seller', {
    name: 'Sunil Mobiles',
    email: 'sunil-private@example.lk',
    location: 'Kandy',
    businessType: 'shop',
  });
  otherSeller = await createUser(t, 'seller', { name: 'Ruwan Phones' });
  admin = await createUser(t, 'admin', { name: 'Admin' });
});

/** Buys one of the seller's phones (two units), has it delivered and rated. */
async function reviewedSale(reviewer: TestUser, rating: number, comment = '') {
  const phone = await insertListing(t, seller.id, { price: 30_000, stock: 5 });
  const order = (await kit.buy(reviewer, [{ listing: phone, quantity: 2 }])).json<Body<OrderDto>>().data;
  await callApi(t, 'PUT', `/api/orders/${order.id}/status`, seller, { status: 'delivered' });
  const res = await callApi(t, 'POST', `/api/orders/${order.id}/review`, reviewer, { rating, comment });
  expect(res.statusCode).toBe(201);
}

const reviewsOf = async (sellerId: string, query = '') =>
  (await callApi(t, 'GET', `/api/users/${sellerId}/reviews${query}`)).json<Body<SellerReviewsPage>>().data;

describe('a seller page', () => {
  it('shows the seller card, the rating histogram and delivered sales, never the e-mail', async () => {
    await reviewedSale(buyer, 5, 'Exactly as described');
    await reviewedSale(otherBuyer, 3);
    await reviewedSale(buyer, 5);

    const res = await callApi(t, 'GET', `/api/users/${seller.id}/public`);
    expect(res.statusCode).toBe(200);
    const user = res.json<Body<{ user: PublicSeller }>>().data.user;
    expect(user).toMatchObject({
      id: seller.id,
      name: 'Sunil Mobiles',
      location: 'Kandy',
      businessType: 'shop',
      rating: 4.33,
      reviewCount: 3,
      ratingHistogram: [0, 0, 1, 0, 2],
      deliveredSales: 6,
    });
    expect(JSON.stringify(res.json())).not.toContain('sunil-private');
    expect(user).not.toHaveProperty('email');
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('a buyer, an admin, an unknown id and a malformed id have no page', async () => {
    for (const id of [buyer.id, admin.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await callApi(t, 'GET', `/api/users/${id}/public`);
      expect(res.statusCode).toBe(404);
      expect(res.json<Body>().message).toBe('Seller not found');
      expect((await callApi(t, 'GET', `/api/users/${id}/reviews`)).statusCode).toBe(404);
    }
    const malformed = await callApi(t, 'GET', `/api/users/not-an-id/public`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<Body>().message).toBe('Invalid ID');
  });

  it('browse lists only the seller’s live phones when asked for sellerId', async () => {
    const live = await insertListing(t, seller.id, { title: 'Galaxy S21' });
    await insertListing(t, seller.id, { title: 'Pending one', status: 'pending' });
    await insertListing(t, otherSeller.id, { title: 'Someone else' });
    const res = await callApi(t, 'GET', `/api/phones?sellerId=${seller.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Body<{ phones: PhoneDto[] }>>().data.phones.map((phone) => phone.id)).toEqual([live.id]);
    const bad = await callApi(t, 'GET', '/api/phones?sellerId=1%20or%201=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Body>().details).toEqual({ sellerId: 'Invalid seller ID' });
  });
});

describe('reviews on a seller page', () => {
  it('come newest first, paged, with the reviewer as first name and initial', async () => {
    await reviewedSale(buyer, 4, 'First');
    await reviewedSale(otherBuyer, 2, 'Second');
    await reviewedSale(buyer, 5, 'Third');

    const first = await reviewsOf(seller.id, '?limit=2');
    expect(first.reviews.map((review) => [review.comment, review.reviewerName, review.rating])).toEqual([
      ['Third', 'Nimal P.', 5],
      ['Second', 'Kamala', 2],
    ]);
    expect(first.pagination).toMatchObject({ currentPage: 1, totalPages: 2, totalItems: 3, hasNext: true });
    const second = await reviewsOf(seller.id, '?limit=2&page=2');
    expect(second.reviews.map((review) => review.comment)).toEqual(['First']);
    expect(first.reviews[0]!.reply).toBeNull();
    expect(JSON.stringify(first)).not.toContain(buyer.email);

    const tooMany = await callApi(t, 'GET', `/api/users/${seller.id}/reviews?limit=51`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<Body>().details).toEqual({ limit: 'Limit must be a whole number from 1 to 50' });
  });

  it('the reviewed seller replies once; anyone else is refused and nothing changes', async () => {
    await reviewedSale(buyer, 2, 'Slow to answer');
    const [review] = (await reviewsOf(seller.id)).reviews;
    const reply = (user: TestUser | undefined, body: unknown, id = review!.id) =>
      callApi(t, 'POST', `/api/reviews/${id}/reply`, user, body);

    expect((await reply(undefined, { text: 'Hi' })).statusCode).toBe(401);
    expect((await reply(buyer, { text: 'Hi' })).statusCode).toBe(403);
    expect((await reply(admin, { text: 'Hi' })).statusCode).toBe(403);
    const notTheirs = await reply(otherSeller, { text: 'Hi' });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json<Body>().message).toBe('Only the seller who was reviewed can reply');
    expect((await reply(seller, { text: '   ' })).json<Body>().details).toEqual({ text: 'Reply text is required' });
    expect((await reply(seller, { text: 'x'.repeat(1001) })).json<Body>().details).toEqual({
      text: 'Reply must be at most 1000 characters',
    });
    expect((await reply(seller, { text: 'Hi' }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await reviewsOf(seller.id)).reviews[0]!.reply).toBeNull();

    const [one, two] = await Promise.all([
      reply(seller, { text: 'Sorry, we were closed for Poya.' }),
      reply(seller, { text: 'A second answer' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
    const again = await reply(seller, { text: 'And a third' });
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().message).toBe('You have already replied to this review');
    const shown = (await reviewsOf(seller.id)).reviews[0]!.reply;
    expect(['Sorry, we were closed for Poya.', 'A second answer']).toContain(shown?.text);
  });
});

describe('reviewer names', () => {
  it('keep the first name and the last name’s initial only', () => {
    expect(reviewerDisplayName('Nimal Kumara Perera')).toBe('Nimal P.');
    expect(reviewerDisplayName('  kamala  ')).toBe('kamala');
    expect(reviewerDisplayName('සුනිල් පෙරේරා')).toBe('සුනිල් ප.');
  });
});
