// Hostile bodies against every route that takes one: each known field at its worst (wrong types,
// 1e308, NaN text, objects where text belongs, prototype-pollution keys, deep nesting), at 1 MB and at
// the largest body the route reads (its own limit), plus whole bodies that are not objects at all. Each request is sent as
// the person the route is meant for, so it gets past sign-in to the parsing and the rules. No answer
// may be a 5xx, and while they run the catalogue, asked through a real port, must keep answering. How
// long each took is printed, not asserted (a busy machine is not a failure): the slowest hostile request,
// and the slowest catalogue answer with the hostile requests that ran during it, for a reader to follow up.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { multipart } from './factories.ts';
import { createWorld, INTENDED_CALLERS, personOf, randomImei, WORLD_PASSWORD, type World } from './route-fixtures.ts';
import { buildInventoriedTestApp, fillPath, type InventoriedTestApp } from './route-inventory.ts';

const MB = 1024 * 1024;

interface BodyRoute {
  /** A valid body: its top-level fields get the hostile values one at a time. */
  body: (world: World) => Record<string, unknown>;
  /** Nested fields ('items.0.price') that get hostile values of their own. */
  nested?: string[];
  headers?: () => Record<string, string>;
  /** Routes that also take multipart/form-data get the text values as form fields too. */
  multipart?: boolean;
}

const LISTING = {
  title: 'iPhone 13 128GB',
  brand: 'Apple',
  price: 145_000,
  originalPrice: 160_000,
  condition: 'Excellent',
  description: 'Barely used, with box',
  location: 'Colombo',
  district: 'Colombo',
  specs: { ram: '4GB', storage: '128GB' },
  stock: 1,
};

const BODIES: Record<string, BodyRoute> = {
  'POST /api/auth/register': {
    body: () => ({
      name: 'Hostile Tester',
      email: `${randomUUID()}@example.lk`,
      password: 'secret123',
      phone: '0771234567',
      role: 'buyer',
    }),
  },
  'POST /api/auth/login': { body: (w) => ({ email: w.people.buyer.email, password: WORLD_PASSWORD }) },
  'POST /api/auth/logout': { body: () => ({}) },
  'POST /api/auth/logout-all': { body: () => ({}) },
  'POST /api/auth/forgot-password': { body: (w) => ({ email: w.people.buyer.email }) },
  'POST /api/auth/reset-password': {
    body: (w) => ({
      email: w.people.buyer.email,
      code: '123456',
      newPassword: 'another-secret',
      confirmPassword: 'another-secret',
    }),
  },
  'PUT /api/users/me/language': { body: () => ({ language: 'ta' }) },
  'PUT /api/users/profile': {
    body: () => ({
      name: 'Hostile Seller',
      phone: '0771234567',
      gender: 'female',
      dateOfBirth: '1990-05-01',
      location: 'Kandy',
      favoriteBrand: 'Apple',
      instagram: '@phonekade',
      twitter: 'https://twitter.com/phonekade',
      facebook: '',
      linkedin: '',
      businessType: 'retailer',
      businessDescription: 'Phones and repairs',
    }),
    multipart: true,
  },
  'POST /api/phones': { body: () => ({ ...LISTING, imei: randomImei() }), nested: ['specs.ram'], multipart: true },
  'PUT /api/phones/:id': {
    body: (w) => ({
      ...LISTING,
      imei: randomImei(),
      images: w.listing.images.map((image) => image.name),
      existingImages: [],
    }),
    nested: ['specs.ram', 'images.0'],
    multipart: true,
  },
  'PUT /api/phones/:id/sold': { body: () => ({}) },
  'DELETE /api/phones/:id': { body: () => ({}) },
  'POST /api/cart/add': { body: (w) => ({ phoneId: w.listing.id, quantity: 1 }) },
  'PUT /api/cart/update': { body: (w) => ({ phoneId: w.listing.id, quantity: 2 }) },
  'DELETE /api/cart/remove/:phoneId': { body: () => ({}) },
  'DELETE /api/cart/clear': { body: () => ({}) },
  'POST /api/cart/merge': {
    body: (w) => ({ guestItems: [{ phoneId: w.listing.id, quantity: 1 }] }),
    nested: ['guestItems.0.phoneId', 'guestItems.0.quantity'],
  },
  'POST /api/favorites/merge': { body: (w) => ({ phoneIds: [w.listing.id] }), nested: ['phoneIds.0'] },
  'POST /api/favorites/:phoneId': { body: () => ({}) },
  'DELETE /api/favorites/:phoneId': { body: () => ({}) },
  'DELETE /api/favorites': { body: () => ({}) },
  'POST /api/favorites/bulk-add': { body: (w) => ({ phoneIds: [w.listing.id] }), nested: ['phoneIds.0'] },
  'POST /api/favorites/bulk-remove': { body: (w) => ({ phoneIds: [w.listing.id] }), nested: ['phoneIds.0'] },
  'POST /api/payments/sandbox/authorize': {
    body: () => ({
      cardNumber: '4242 4242 4242 4242',
      expiryDate: '12/39',
      cvv: '123',
      cardholderName: 'N PERERA',
      amount: 146_000,
    }),
  },
  'POST /api/orders/create': {
    body: (w) => ({
      orderNumber: 'ORD-1700000000000-ABCDE',
      items: [{ phoneId: w.listing.id, quantity: 1, price: w.listing.price, sellerId: w.people.seller.id }],
      deliveryAddress: {
        firstName: 'Kamala',
        lastName: 'Silva',
        mobile: '0771234567',
        email: 'kamala@example.lk',
        province: 'Western',
        district: 'Colombo',
        city: 'Maharagama',
        addressLine1: '4 Lake Road',
      },
      courierType: 'standard',
      shippingCost: 1000,
      totalAmount: w.listing.price + 1000,
      paymentDetails: { transactionId: 'TXN_1700000000000_abc', cardLast4: '4242' },
    }),
    nested: [
      'items.0.phoneId',
      'items.0.quantity',
      'items.0.price',
      'items.0.sellerId',
      'deliveryAddress.email',
      'deliveryAddress.mobile',
      'deliveryAddress.province',
      'deliveryAddress.district',
      'deliveryAddress.addressLine1',
      'paymentDetails.transactionId',
      'paymentDetails.cardLast4',
    ],
    headers: () => ({ 'idempotency-key': randomUUID() }),
  },
  'POST /api/orders/send-confirmation': { body: (w) => ({ orderId: w.order.id, email: w.people.buyer.email }) },
  'PUT /api/orders/:id/status': { body: () => ({ status: 'confirmed' }) },
  'POST /api/orders/:id/review': { body: () => ({ rating: 5, comment: 'Just as described' }) },
  'POST /api/orders/:id/cancel': { body: () => ({}) },
  'POST /api/orders/:id/confirm-receipt': { body: () => ({}) },
  'POST /api/orders/:id/dispute': { body: () => ({ reason: 'not_received', note: 'Never came' }) },
  'PUT /api/users/cash-on-delivery': { body: () => ({ acceptsCashOnDelivery: true }) },
  'POST /api/admin/disputes/:id/resolve': { body: () => ({ outcome: 'refund', note: 'Courier lost it' }) },
  'POST /api/reviews/:id/reply': { body: () => ({ text: 'Thank you for buying from us' }) },
  'PUT /api/admin/users/:id/suspend': { body: () => ({ reason: 'Sold a stolen phone' }) },
  'PUT /api/admin/users/:id/unsuspend': { body: () => ({}) },
  'POST /api/phones/:id/report': { body: () => ({ reason: 'scam', details: 'Asks for an advance' }) },
  'PUT /api/reviews/:id': { body: () => ({ rating: 4, comment: 'Good phone' }) },
  'PUT /api/admin/reports/:id/resolve': { body: () => ({ action: 'dismiss', note: 'Checked' }) },
  'PUT /api/admin/reviews/:id/hide': { body: () => ({ reason: 'Abusive language' }) },
  'PUT /api/admin/reviews/:id/unhide': { body: () => ({}) },
  'PUT /api/admin/listings/batch-approve': {
    body: (w) => ({
      phoneIds: [w.pendingListing.id],
      adminNotes: 'Checked',
      expectedUpdatedAt: { [w.pendingListing.id]: w.pendingListing.updatedAt.toISOString() },
    }),
    nested: ['phoneIds.0'],
  },
  'PUT /api/admin/listings/:id/approve': {
    body: (w) => ({ adminNotes: 'Checked', expectedUpdatedAt: w.pendingListing.updatedAt.toISOString() }),
  },
  'PUT /api/admin/listings/:id/reject': {
    body: (w) => ({
      reason: 'Blurry photos',
      adminNotes: 'Retake them',
      expectedUpdatedAt: w.pendingListing.updatedAt.toISOString(),
    }),
  },
  'DELETE /api/admin/listings/:id': { body: () => ({ reason: 'Reported as stolen' }) },
  'PUT /api/notifications/read': { body: (w) => ({ ids: [w.notificationIds.buyer] }), nested: ['ids.0', 'all'] },
  'POST /api/saved-searches': {
    body: () => ({ name: 'iPhone under 150,000', query: { search: 'iPhone', brand: 'Apple', maxPrice: 150_000 } }),
    nested: ['query.search', 'query.brand', 'query.condition', 'query.minPrice', 'query.maxPrice'],
  },
  'PUT /api/saved-searches/settings': { body: () => ({ emailDigest: true }) },
  'DELETE /api/saved-searches/:id': { body: () => ({}) },
  'POST /api/chatbot/chat': {
    body: () => ({ message: 'iphone under 150k', conversationHistory: [{ sender: 'user', text: 'hello' }] }),
    nested: ['conversationHistory.0.text', 'conversationHistory.0.sender'],
  },
  'POST /api/conversations': { body: (w) => ({ phoneId: w.listing.id, text: 'Is it still available?' }) },
  'POST /api/conversations/:id/messages': { body: () => ({ text: 'Can I see it on Saturday?' }) },
  'PUT /api/conversations/:id/read': { body: () => ({}) },
  'POST /api/users/:id/block': { body: () => ({}) },
  'DELETE /api/users/:id/block': { body: () => ({}) },
};

/** JSON text of one hostile value; `room` is how many characters it may take (the rest of the body aside). */
type Hostile = { name: string; json: (room: number) => string };

const fixed = (name: string, json: string): Hostile => ({ name, json: () => json });
const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

const FIELD_VALUES: Hostile[] = [
  fixed('empty text', '""'),
  fixed('blank text', '"   "'),
  fixed('-1', '-1'),
  fixed('0', '0'),
  fixed('-0', '-0'),
  fixed('1.5', '1.5'),
  fixed('1e308', '1e308'),
  fixed('-1e308', '-1e308'),
  fixed('1e-308', '1e-308'),
  fixed('beyond safe integers', '9007199254740993'),
  fixed('NaN text', '"NaN"'),
  fixed('Infinity text', '"Infinity"'),
  fixed('-1 text', '"-1"'),
  fixed('1e308 text', '"1e308"'),
  fixed('null', 'null'),
  fixed('true', 'true'),
  fixed('false', 'false'),
  fixed('empty object', '{}'),
  fixed('empty list', '[]'),
  fixed('list of text', '["a","b"]'),
  fixed('query operator object', '{"$gt":""}'),
  fixed('__proto__ object', '{"__proto__":{"polluted":true}}'),
  fixed('constructor.prototype object', '{"constructor":{"prototype":{"polluted":true}}}'),
  fixed('__proto__ text', '"__proto__"'),
  fixed('NUL character', '"\\u0000"'),
  fixed('unicode', '"😀 𝕚𝕡𝕙𝕠𝕟𝕖 ශ්‍රී ලංකා தமிழ் \\u202e\\u200b"'),
  fixed('SQL text', `"' OR 1=1; DROP TABLE users; --"`),
  fixed('HTML text', '"<script>alert(1)</script>"'),
  fixed('objects nested 1000 deep', nested(1000, '{"a":', '}').replace(/:}/, ':1}')),
  fixed("1 MB of '@'", `"${'@'.repeat(MB)}"`),
  // The largest the route reads: these reach its rules, where a slow pattern would show.
  { name: "'@' up to the body limit", json: (room) => `"${'@'.repeat(room - 2)}"` },
  { name: "'a.' up to the body limit", json: (room) => `"${'a.'.repeat(Math.floor((room - 2) / 2))}"` },
  { name: 'nested lists up to the body limit', json: (room) => nested(Math.floor(room / 2), '[', ']') },
  {
    name: 'a list of text up to the body limit',
    json: (room) =>
      `[${Array(Math.floor(room / 4))
        .fill('"@"')
        .join(',')}]`,
  },
  { name: 'digits up to the body limit, as one number', json: (room) => '9'.repeat(room) },
];

// Whole bodies that are not the object a route reads.
const WHOLE_BODIES: { name: string; payload: string | ((limit: number) => string); contentType?: string }[] = [
  { name: 'a list', payload: '[]' },
  { name: 'text', payload: '"hello"' },
  { name: 'a number', payload: '1e308' },
  { name: 'null', payload: 'null' },
  { name: '__proto__ at the top', payload: '{"__proto__":{"polluted":true}}' },
  { name: 'constructor at the top', payload: '{"constructor":{"prototype":{"polluted":true}}}' },
  { name: 'broken JSON', payload: '{"a":' },
  { name: 'an empty JSON body', payload: '' },
  { name: 'text/plain', payload: 'hello', contentType: 'text/plain' },
  { name: 'nested lists up to the body limit', payload: (limit) => nested(limit / 2 - 8, '[', ']') },
  { name: 'one byte over the body limit', payload: (limit) => `"${'@'.repeat(limit - 1)}"` },
  { name: '1 MB of nested lists', payload: () => nested(MB / 2 - 8, '[', ']') },
];

const PLACEHOLDER = '"__HOSTILE_VALUE__"';

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

/** The body's JSON with `path` replaced by the hostile JSON text; a large one fills the body up to `limit`. */
function bodyWith(base: Record<string, unknown>, path: string, hostile: Hostile, limit: number): string {
  const copy = structuredClone(base);
  setPath(copy, path, '__HOSTILE_VALUE__');
  const text = JSON.stringify(copy);
  const room = limit - (text.length - PLACEHOLDER.length) - 16;
  return text.replace(PLACEHOLDER, () => hostile.json(room));
}

const fieldsOf = (route: BodyRoute, base: Record<string, unknown>) => {
  const fields = [...Object.keys(base), ...(route.nested ?? [])];
  // A route without a body still parses one: it gets a field nobody reads.
  return fields.length ? fields : ['anything'];
};

/** A hostile request as sent, and when it ran. */
interface Sent {
  what: string;
  started: number;
  ended: number;
}

let t: InventoriedTestApp;
let probeUrl: string;
let probing = true;
let probe: Promise<void>;
const probeTimes: number[] = [];
const probeFailures: number[] = [];
let slowest = { ms: 0, what: '' };
// The last few hostile requests, and those that were running during the slowest catalogue answer.
const recent: Sent[] = [];
let slowestProbe = { ms: 0, during: [] as string[] };

/** One catalogue request through the real port; its time in ms. */
async function askCatalogue(): Promise<number> {
  const started = performance.now();
  const res = await fetch(probeUrl);
  await res.arrayBuffer();
  if (res.status !== 200) probeFailures.push(res.status);
  return performance.now() - started;
}

beforeAll(async () => {
  t = await buildInventoriedTestApp({ RATE_LIMITS: 'false' });
  await createWorld(t);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  probeUrl = `${address}/api/phones`;
  // A visitor browsing the catalogue the whole time, one request after another.
  probe = (async () => {
    while (probing) {
      const started = performance.now();
      const ms = await askCatalogue();
      probeTimes.push(ms);
      if (ms > slowestProbe.ms) {
        const ended = performance.now();
        const during = recent.filter((sent) => sent.started < ended && sent.ended > started).map((sent) => sent.what);
        slowestProbe = { ms, during };
      }
      await sleep(20);
    }
  })();
});

afterAll(async () => {
  probing = false;
  await probe.catch(() => undefined);
  await t.close();
});

describe('hostile input', () => {
  test('every route that takes a body has a valid body to spoil', () => {
    const bodyRoutes = t.apiRoutes.filter((route) => route.hasBody).map((route) => route.key);
    expect(
      bodyRoutes.filter((key) => !(key in BODIES)),
      'body routes without an entry in BODIES',
    ).toEqual([]);
    expect(
      Object.keys(BODIES).filter((key) => !bodyRoutes.includes(key)),
      'entries for routes that do not exist',
    ).toEqual([]);
  });

  test.for(Object.keys(BODIES))(
    '%s: no hostile field or body gets a 5xx or a refusal without a message',
    { timeout: 240_000 },
    async (key) => {
      const route = t.apiRoutes.find((entry) => entry.key === key);
      const intended = INTENDED_CALLERS[key];
      if (!route || !intended) throw new Error(`${key}: not a route, or no intended caller in route-fixtures.ts`);
      const spec = BODIES[key]!;
      const world = await createWorld(t);
      const user = personOf(world, intended.as);
      const url = fillPath(route.url, intended.params?.(world) ?? {});
      const base = spec.body(world);
      const problems: string[] = [];

      const send = async (what: string, payload: string | Buffer, contentType: string) => {
        const inject = () =>
          t.app.inject({
            method: route.method,
            url,
            payload,
            headers: { 'content-type': contentType, ...user?.auth, ...spec.headers?.() },
          });
        const sent: Sent = { what: `${key} ${what}`, started: performance.now(), ended: Infinity };
        recent.push(sent);
        if (recent.length > 20) recent.shift();
        const res = await inject();
        sent.ended = performance.now();
        const ms = sent.ended - sent.started;
        if (ms > slowest.ms) slowest = { ms, what: `${key} ${what}` };
        if (res.statusCode >= 500) problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        const refusal = res.statusCode >= 400 ? res.json<{ success?: boolean; message?: string }>() : undefined;
        if (refusal && (refusal.success !== false || !refusal.message))
          problems.push(`${what}: a refusal without a message`);
      };

      for (const field of fieldsOf(spec, base)) {
        for (const hostile of FIELD_VALUES) {
          // A fresh valid body each time (a new address to register, a new IMEI), so an earlier
          // request's success does not turn this one into a plain conflict before the field is read.
          const body = bodyWith(spec.body(world), field, hostile, route.bodyLimit);
          await send(`${field} = ${hostile.name}`, body, 'application/json');
        }
      }
      for (const whole of WHOLE_BODIES) {
        const payload = typeof whole.payload === 'string' ? whole.payload : whole.payload(route.bodyLimit);
        await send(`body = ${whole.name}`, payload, whole.contentType ?? 'application/json');
      }
      if (spec.multipart) {
        const textFields = Object.fromEntries(
          Object.entries(base).map(([name, value]) => [
            name,
            typeof value === 'string' ? value : JSON.stringify(value),
          ]),
        );
        for (const field of Object.keys(textFields)) {
          for (const hostile of FIELD_VALUES) {
            const value = hostile.json(MB - 4096);
            const form = await multipart({
              ...textFields,
              [field]: value.startsWith('"') ? (JSON.parse(value) as string) : value,
            });
            await send(`multipart ${field} = ${hostile.name}`, form.payload, form.headers['content-type']);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  test('the catalogue, asked through a real port, keeps answering while hostile requests run', async () => {
    probing = false;
    await probe;
    const sorted = [...probeTimes].sort((a, b) => a - b);
    const at = (share: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
    console.log(
      `Hostile input: slowest request ${Math.round(slowest.ms)} ms (${slowest.what.slice(0, 160)}); ` +
        `catalogue answered ${probeTimes.length} times meanwhile: median ${at(0.5)} ms, 95th ${at(0.95)} ms, ` +
        `slowest ${Math.round(slowestProbe.ms)} ms, during: ${slowestProbe.during.map((what) => what.slice(0, 120)).join('; ') || 'none'}`,
    );
    expect(probeFailures, 'statuses other than 200 from the catalogue').toEqual([]);
    expect(probeTimes.length).toBeGreaterThan(10);
  });
});
