// Saved searches and their alerts through the real app, a real PostgreSQL, a real SMTP server and a
// real Socket.IO client (docs/decisions/070-saved-searches-and-matching.md,
// docs/decisions/071-price-drop-alerts-and-digest.md).
import { MAX_SAVED_SEARCHES } from '@phonekade/shared/constants/limits';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import type { ClientToServerEvents, ServerToClientEvents } from '@phonekade/shared/realtime/realtime-events';
import {
  SAVED_SEARCH_MESSAGES,
  type SavedSearchDto,
  type SavedSearchesDto,
} from '@phonekade/shared/saved-searches/saved-search.schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSettings, notifications, savedSearches, users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { callApi, createUser, insertListing, type Body, type TestUser } from '../../test/factories.ts';
import { bodyText, headerText, startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';

let t: TestApp;
let smtp: SmtpCatcher;
let url: string;
let seller: TestUser;
let admin: TestUser;
const sockets: Socket<ServerToClientEvents, ClientToServerEvents>[] = [];

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await buildTestApp({ SMTP_URL: smtp.url });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  seller = await createUser(t, 'seller');
  admin = await createUser(t, 'admin');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
  await smtp.close();
});

const HOUR = 60 * 60 * 1000;

function save(user: TestUser, name: string, query: Record<string, unknown>) {
  return callApi(t, 'POST', '/api/saved-searches', user, { name, query });
}

async function saved(user: TestUser, query: Record<string, unknown>, name = 'My search') {
  const response = await save(user, name, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Body<SavedSearchDto>>().data;
}

/** Approves a pending listing through the API and waits for its alerts to be stored. */
async function approve(id: string) {
  const response = await callApi(t, 'PUT', `/api/admin/listings/${id}/approve`, admin, {});
  expect(response.statusCode, response.body).toBe(200);
  await t.app.savedSearches.settle();
}

async function alertsOf(user: TestUser) {
  const rows = await t.app.db.select().from(notifications).where(eq(notifications.userId, user.id));
  return rows.filter((row) => row.type === 'saved_search_match' || row.type === 'price_dropped');
}

/** The seller's edit at a new price (back to pending), as the edit form sends it. */
async function editPrice(id: string, price: number) {
  const { data } = (await callApi(t, 'GET', `/api/phones/${id}`, seller)).json<Body<PhoneDto>>();
  const response = await callApi(t, 'PUT', `/api/phones/${id}`, seller, {
    title: data.title,
    brand: data.brand,
    condition: data.condition,
    price,
    images: data.images,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('saving searches', () => {
  it('a signed-in person saves, lists and deletes their searches', async () => {
    const buyer = await createUser(t, 'buyer');
    const created = await saved(
      buyer,
      { search: ' iPhone ', brand: 'apple', condition: 'all', minPrice: null, maxPrice: 150_000 },
      'iPhone under 150,000',
    );
    expect(created).toMatchObject({
      name: 'iPhone under 150,000',
      query: { search: 'iPhone', brand: 'Apple', maxPrice: 150_000 },
    });
    expect(created.query).not.toHaveProperty('condition');

    const list = (await callApi(t, 'GET', '/api/saved-searches', buyer)).json<Body<SavedSearchesDto>>().data;
    expect(list).toEqual({ savedSearches: [created], max: MAX_SAVED_SEARCHES, settings: { emailDigest: true } });

    const removed = await callApi(t, 'DELETE', `/api/saved-searches/${created.id}`, buyer);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Body>().message).toBe(SAVED_SEARCH_MESSAGES.deleted);
    const after = (await callApi(t, 'GET', '/api/saved-searches', buyer)).json<Body<SavedSearchesDto>>().data;
    expect(after.savedSearches).toEqual([]);
  });

  it('a visitor who is not signed in cannot save or list', async () => {
    expect((await callApi(t, 'GET', '/api/saved-searches')).statusCode).toBe(401);
    expect(
      (await callApi(t, 'POST', '/api/saved-searches', undefined, { name: 'x', query: { brand: 'Apple' } })).statusCode,
    ).toBe(401);
  });

  it.each([
    [{ name: '', query: { brand: 'Apple' } }, 'name', SAVED_SEARCH_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(61), query: { brand: 'Apple' } }, 'name', SAVED_SEARCH_MESSAGES.nameTooLong],
    [{ name: 'Everything', query: {} }, 'query.query', SAVED_SEARCH_MESSAGES.nothingToSave],
    [{ name: 'Odd brand', query: { brand: 'Nokla' } }, 'query.brand', 'Please choose a brand from the list'],
    [
      { name: 'Backwards', query: { minPrice: 200_000, maxPrice: 100_000 } },
      'query.minPrice',
      'Minimum price cannot be more than maximum price',
    ],
    [
      { name: 'Negative', query: { maxPrice: -5 } },
      'query.maxPrice',
      'Maximum price must be a whole number of 0 or more',
    ],
    [{ name: 'Atlantis', query: { district: 'Atlantis' } }, 'query.district', 'Please choose a district from the list'],
    [
      { name: 'Wrong province', query: { province: 'Western', district: 'Galle' } },
      'query.district',
      'The district is not in the chosen province',
    ],
    [{ name: 'No query' }, 'query', undefined],
  ])('bad input %j is refused with 400 and nothing is saved', async (body, field, message) => {
    const buyer = await createUser(t, 'buyer');
    const response = await callApi(t, 'POST', '/api/saved-searches', buyer, body);
    expect(response.statusCode, response.body).toBe(400);
    const details = response.json<Body>().details ?? {};
    expect(Object.keys(details)).toContain(field);
    if (message) expect(details[field]).toBe(message);
    const list = (await callApi(t, 'GET', '/api/saved-searches', buyer)).json<Body<SavedSearchesDto>>().data;
    expect(list.savedSearches).toHaveLength(0);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per person and says so in the caller's language`, async () => {
    const buyer = await createUser(t, 'buyer');
    await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES }, (_, i) => saved(buyer, { maxPrice: 10_000 * (i + 1) }, `s${i}`)),
    );
    const over = await save(buyer, 'one too many', { brand: 'Samsung' });
    expect(over.statusCode).toBe(409);
    expect(over.json<Body>().message).toBe(SAVED_SEARCH_MESSAGES.limitReached);
    for (const language of ['si', 'ta']) {
      const translated = await t.app.inject({
        method: 'POST',
        url: '/api/saved-searches',
        headers: { ...buyer.auth, 'accept-language': language },
        payload: { name: 'one too many', query: { brand: 'Samsung' } },
      });
      expect(translated.statusCode).toBe(409);
      expect(translated.json<Body>().message).not.toBe(SAVED_SEARCH_MESSAGES.limitReached);
      expect(translated.json<Body>().message).toMatch(/20/);
    }
    const list = (await callApi(t, 'GET', '/api/saved-searches', buyer)).json<Body<SavedSearchesDto>>().data;
    expect(list.savedSearches).toHaveLength(MAX_SAVED_SEARCHES);

    // Deleting one makes room again.
    await callApi(t, 'DELETE', `/api/saved-searches/${list.savedSearches[0]!.id}`, buyer);
    expect((await save(buyer, 'now it fits', { brand: 'Samsung' })).statusCode).toBe(200);
  });

  it("deleting another person's saved search answers 404 and leaves it in place", async () => {
    const owner = await createUser(t, 'buyer');
    const other = await createUser(t, 'buyer');
    const theirs = await saved(owner, { brand: 'Google' });
    const response = await callApi(t, 'DELETE', `/api/saved-searches/${theirs.id}`, other);
    expect(response.statusCode).toBe(404);
    expect(response.json<Body>().message).toBe(SAVED_SEARCH_MESSAGES.notFound);
    expect((await callApi(t, 'DELETE', '/api/saved-searches/not-a-uuid', other)).statusCode).toBe(400);
    const list = (await callApi(t, 'GET', '/api/saved-searches', owner)).json<Body<SavedSearchesDto>>().data;
    expect(list.savedSearches.map((s) => s.id)).toEqual([theirs.id]);
  });
});

describe('alerts when a matching listing is approved', () => {
  it('matches by brand, condition, place, price bounds and text exactly as the catalogue does', async () => {
    // An optional third value: what Browse shows when its typo correction (used only when the exact search
    // finds nothing) differs from the exact search that alerts follow.
    const cases: [Record<string, unknown>, boolean, boolean?][] = [
      [{ brand: 'Apple' }, true],
      [{ brand: 'Samsung' }, false],
      [{ condition: 'Excellent' }, true],
      [{ condition: 'Good' }, false],
      [{ maxPrice: 145_000 }, true], // the bound itself is in, as on Browse
      [{ maxPrice: 144_999 }, false],
      [{ minPrice: 145_000, maxPrice: 150_000 }, true],
      [{ minPrice: 145_001 }, false],
      [{ search: 'iPhone 13' }, true],
      [{ search: 'iph' }, true], // prefixes, like the browse search
      [{ search: 'midnight' }, true], // the colour in the specs is searched too
      [{ search: 'iPhone 14' }, false],
      [{ search: 'galaxy' }, false],
      // Words every listing means are left out, as on Browse (docs/decisions/089-words-every-listing-means.md).
      [{ search: 'used iPhone 13 phone for sale' }, true],
      [{ search: 'samsung phone' }, false],
      [{ search: 'iPhone', brand: 'Apple', maxPrice: 150_000 }, true],
      [{ search: 'iPhone', brand: 'Apple', maxPrice: 140_000 }, false],
      [{ district: 'Galle' }, true],
      [{ district: 'Matara' }, false],
      [{ province: 'Southern' }, true],
      [{ province: 'Western' }, false],
      [{ province: 'Southern', district: 'Galle', brand: 'Apple' }, true],
    ];
    const people = [];
    for (const [query] of cases) {
      const person = await createUser(t, 'buyer');
      await saved(person, query);
      people.push(person);
    }
    const listing = await insertListing(t, seller.id, {
      title: 'iPhone 13 128GB',
      brand: 'Apple',
      condition: 'Excellent',
      price: 145_000,
      specs: { color: 'Midnight' },
      district: 'Galle',
      status: 'pending',
    });
    await approve(listing.id);

    // The same listing as Browse answers each search: the alert and the catalogue agree.
    for (const [index, [query, expected, onBrowse = expected]] of cases.entries()) {
      const alerts = await alertsOf(people[index]!);
      expect(alerts.length, JSON.stringify(query)).toBe(expected ? 1 : 0);
      const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
      const browse = (await callApi(t, 'GET', `/api/phones?${params.toString()}`)).json<Body<{ phones: PhoneDto[] }>>();
      expect(
        browse.data.phones.some((phone) => phone.id === listing.id),
        `browse ${JSON.stringify(query)}`,
      ).toBe(onBrowse);
    }
    const [alert] = await alertsOf(people[0]!);
    expect(alert).toMatchObject({
      type: 'saved_search_match',
      data: { phoneId: listing.id, title: 'iPhone 13 128GB', price: 145_000, oldPrice: null },
    });
  });

  it('the migration takes the words every listing means out of the searches saved before', async () => {
    const migration = readFileSync(
      new URL('../../db/migrations/0026_saved_search_filler_words.sql', import.meta.url),
      'utf8',
    );
    const person = await createUser(t, 'buyer');
    const cases: [before: string | null, after: string | null][] = [
      ['samsung & phone:*', 'samsung:*'],
      ['used:* & iphone & 13 & for & sale:*', 'iphone & 13:*'],
      ['ෆෝන්:* & apple:*', 'apple:*'],
      ['mobile & phone:*', null],
      ['iphone & 13:*', 'iphone & 13:*'],
      ['phoneix:*', 'phoneix:*'],
      [null, null],
    ];
    const rows = await t.app.db
      .insert(savedSearches)
      .values(cases.map(([tsquery], index) => ({ userId: person.id, name: `Saved ${index}`, tsquery })))
      .returning({ id: savedSearches.id });
    await t.app.db.execute(sql.raw(migration));
    const ids = rows.map((row) => row.id);
    const after = await t.app.db.select().from(savedSearches).where(inArray(savedSearches.id, ids));
    for (const [index, [before, expected]] of cases.entries()) {
      expect(after.find((row) => row.id === ids[index])?.tsquery, String(before)).toBe(expected);
    }
  });

  it('finds every matching saved search with one query, however many there are', async () => {
    const listing = await insertListing(t, seller.id, {
      title: 'Pixel 7a',
      brand: 'Google',
      price: 95_000,
      status: 'pending',
    });
    const people = [];
    for (let i = 0; i < 25; i += 1) {
      const person = await createUser(t, 'buyer');
      await saved(person, { search: 'pixel', brand: 'Google', maxPrice: 100_000 + i });
      people.push(person);
    }
    const seen: string[] = [];
    // eslint-disable-next-line @typescript-eslint/unbound-method -- put back as it was, never called unbound
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
      if (text) seen.push(text);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      await approve(listing.id);
    } finally {
      pg.Client.prototype.query = original;
    }
    expect(seen.filter((text) => text.includes('"saved_searches"'))).toHaveLength(1);
    for (const person of people) expect(await alertsOf(person)).toHaveLength(1);
  });

  it("never tells the listing's own seller, and tells each saved search once per listing", async () => {
    const buyer = await createUser(t, 'buyer');
    await saved(buyer, { brand: 'OnePlus' }, 'OnePlus');
    await saved(buyer, { search: 'oneplus' }, 'OnePlus by name');
    await saved(seller, { brand: 'OnePlus' });
    const listing = await insertListing(t, seller.id, {
      title: 'OnePlus 11',
      brand: 'OnePlus',
      price: 120_000,
      status: 'pending',
    });
    await approve(listing.id);
    // Two of the buyer's searches match: one alert for the listing.
    expect(await alertsOf(buyer)).toHaveLength(1);
    expect(await alertsOf(seller)).toHaveLength(0);

    // Edited and approved again at the same price: no second alert.
    await editPrice(listing.id, 120_000);
    await approve(listing.id);
    // At a higher price: still none.
    await editPrice(listing.id, 125_000);
    await approve(listing.id);
    expect(await alertsOf(buyer)).toHaveLength(1);
    expect(await alertsOf(seller)).toHaveLength(0);
  });

  it('a listing that is not live (sold out) alerts nobody', async () => {
    const buyer = await createUser(t, 'buyer');
    await saved(buyer, { brand: 'Huawei' });
    const listing = await insertListing(t, seller.id, { brand: 'Huawei', title: 'P30', stock: 0, status: 'pending' });
    await approve(listing.id);
    expect(await alertsOf(buyer)).toHaveLength(0);
  });

  it('the alert arrives live on the person’s socket', async () => {
    const buyer = await createUser(t, 'buyer');
    await saved(buyer, { brand: 'Xiaomi', maxPrice: 80_000 });
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(url, {
      auth: { token: buyer.token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const heard = new Promise<unknown>((resolve) => socket.once('saved_search_match', resolve));
    const listing = await insertListing(t, seller.id, {
      brand: 'Xiaomi',
      title: 'Redmi Note 13',
      price: 62_000,
      status: 'pending',
    });
    await approve(listing.id);
    expect(await heard).toMatchObject({
      phoneId: listing.id,
      title: 'Redmi Note 13',
      price: 62_000,
      oldPrice: null,
      notification: { type: 'saved_search_match', read: false },
    });
  });
});

describe('price drops', () => {
  it('favouriters and saved searches hear of a drop; the listing keeps its old price for the label', async () => {
    const fan = await createUser(t, 'buyer');
    const searcher = await createUser(t, 'buyer');
    const bargainHunter = await createUser(t, 'buyer');
    const bystander = await createUser(t, 'buyer');
    const listing = await insertListing(t, seller.id, { title: 'Galaxy S22', brand: 'Samsung', price: 160_000 });
    await callApi(t, 'POST', `/api/favorites/${listing.id}`, fan);
    await callApi(t, 'POST', `/api/favorites/${listing.id}`, seller);
    await saved(searcher, { brand: 'Samsung' });
    // Matches only at the new price.
    await saved(bargainHunter, { search: 'galaxy', maxPrice: 150_000 });
    await saved(bystander, { brand: 'Apple' });

    await editPrice(listing.id, 149_000);
    await approve(listing.id);

    const expected = { phoneId: listing.id, title: 'Galaxy S22', price: 149_000, oldPrice: 160_000 };
    for (const person of [fan, searcher, bargainHunter]) {
      const alerts = await alertsOf(person);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ type: 'price_dropped', data: expected });
    }
    expect(await alertsOf(bystander)).toHaveLength(0);
    expect(await alertsOf(seller)).toHaveLength(0);

    const phone = (await callApi(t, 'GET', `/api/phones/${listing.id}`)).json<Body<PhoneDto>>().data;
    expect(phone.price).toBe(149_000);
    expect(phone.previousPrice).toBe(160_000);
    expect(phone.priceDroppedAt).not.toBeNull();

    // Back up again: the label goes, and nobody is told.
    await editPrice(listing.id, 155_000);
    await approve(listing.id);
    const raised = (await callApi(t, 'GET', `/api/phones/${listing.id}`)).json<Body<PhoneDto>>().data;
    expect(raised.previousPrice).toBeNull();
    expect(raised.priceDroppedAt).toBeNull();
    expect(await alertsOf(fan)).toHaveLength(1);
  });
});

describe('the daily digest', () => {
  async function dueAt(user: TestUser) {
    const [row] = await t.app.db.select().from(alertSettings).where(eq(alertSettings.userId, user.id));
    return row?.digestDueAt ?? null;
  }

  async function pendingListing(title: string, price: number) {
    return insertListing(t, seller.id, { title, brand: 'Sony', price, status: 'pending' });
  }

  it('sends at most one e-mail a day with every alert since the last one', async () => {
    const buyer = await createUser(t, 'buyer');
    await saved(buyer, { brand: 'Sony' });
    await approve((await pendingListing('Xperia 1 IV', 150_000)).id);
    await approve((await pendingListing('Xperia 5 IV', 120_000)).id);
    const due = await dueAt(buyer);
    expect(due).not.toBeNull();

    expect(await t.app.savedSearches.sendDueDigests(new Date(due!.getTime() - 60_000))).toBe(0);
    expect(smtp.mailsTo(buyer.email)).toHaveLength(0);

    expect(await t.app.savedSearches.sendDueDigests(due!)).toBeGreaterThanOrEqual(1);
    const [first, ...rest] = smtp.mailsTo(buyer.email);
    expect(rest).toHaveLength(0);
    expect(first!.raw).toContain('Xperia 1 IV');
    expect(first!.raw).toContain('Xperia 5 IV');
    expect(await dueAt(buyer)).toBeNull();
    // Sweeping again sends nothing more.
    await t.app.savedSearches.sendDueDigests(due!);
    expect(smtp.mailsTo(buyer.email)).toHaveLength(1);

    // A new alert waits for the next day's digest.
    await approve((await pendingListing('Xperia 10 V', 90_000)).id);
    const next = await dueAt(buyer);
    expect(next!.getTime() - due!.getTime()).toBe(24 * HOUR);
    await t.app.savedSearches.sendDueDigests(new Date(due!.getTime() + 2 * HOUR));
    expect(smtp.mailsTo(buyer.email)).toHaveLength(1);
    await t.app.savedSearches.sendDueDigests(next!);
    const mails = smtp.mailsTo(buyer.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.raw).toContain('Xperia 10 V');
    expect(mails[1]!.raw).not.toContain('Xperia 5 IV');
  });

  it("is written in the person's account language", async () => {
    const buyer = await createUser(t, 'buyer');
    await t.app.db.update(users).set({ language: 'ta' }).where(eq(users.id, buyer.id));
    await saved(buyer, { search: 'xperia ace' });
    await approve((await pendingListing('Xperia Ace III', 60_000)).id);
    await t.app.savedSearches.sendDueDigests((await dueAt(buyer))!);
    const [mail] = smtp.mailsTo(buyer.email);
    expect(headerText(mail!.raw, 'subject')).toBe('PhoneKade: உங்களுக்கு 1 புதிய அறிவிப்புகள்');
    expect(bodyText(mail!.raw)).toContain('- புதிய பொருத்தம்: Xperia Ace III');
  });

  it('sends nothing to a person who turned the e-mail off, though the alerts still come', async () => {
    const buyer = await createUser(t, 'buyer');
    await saved(buyer, { search: 'xperia pro' });
    const off = await callApi(t, 'PUT', '/api/saved-searches/settings', buyer, { emailDigest: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<Body>().data).toEqual({ emailDigest: false });
    const bad = await callApi(t, 'PUT', '/api/saved-searches/settings', buyer, { emailDigest: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Body>().details?.emailDigest).toBe(SAVED_SEARCH_MESSAGES.emailDigestRequired);
    const list = (await callApi(t, 'GET', '/api/saved-searches', buyer)).json<Body<SavedSearchesDto>>().data;
    expect(list.settings).toEqual({ emailDigest: false });

    await approve((await pendingListing('Xperia Pro-I', 200_000)).id);
    expect(await alertsOf(buyer)).toHaveLength(1);
    expect(await dueAt(buyer)).toBeNull();
    await t.app.savedSearches.sendDueDigests(new Date(Date.now() + 48 * HOUR));
    expect(smtp.mailsTo(buyer.email)).toHaveLength(0);
  });

  it('a digest the mail server refuses is kept and sent by a later sweep', async () => {
    const buyer = await createUser(t, 'buyer');
    await saved(buyer, { search: 'xperia ace' });
    await approve((await pendingListing('Xperia Ace III', 60_000)).id);
    const due = await dueAt(buyer);
    smtp.refused.add(buyer.email.toLowerCase());
    try {
      await t.app.savedSearches.sendDueDigests(due!);
    } finally {
      smtp.refused.delete(buyer.email.toLowerCase());
    }
    expect(smtp.mailsTo(buyer.email)).toHaveLength(0);
    const retry = await dueAt(buyer);
    expect(retry!.getTime() - due!.getTime()).toBe(HOUR);
    await t.app.savedSearches.sendDueDigests(retry!);
    expect(smtp.mailsTo(buyer.email)).toHaveLength(1);
    expect(smtp.mailsTo(buyer.email)[0]!.raw).toContain('Xperia Ace III');
  });
});
