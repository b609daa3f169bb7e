// Generated malformed input against every route of the app: random JSON of any shape, long and
// unusual text, prototype-pollution keys and values of the wrong type, as bodies, query strings and
// path parameters, from the person the route is meant for or anyone else. Whatever arrives, the
// server answers with no 5xx, and a refused request leaves the database as it was. The slowest request
// is printed, not asserted: a busy machine is not a failure.
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createWorld,
  databaseChecksum,
  IDENTITIES,
  INTENDED_CALLERS,
  personOf,
  type Identity,
  type World,
} from './route-fixtures.ts';
import { buildInventoriedTestApp, pathParams, type InventoriedTestApp, type RouteEntry } from './route-inventory.ts';

const RUNS_PER_ROUTE = 25;

/** Refusals that write on purpose, with why. */
const WRITES_WHEN_REFUSED: Readonly<Record<string, string>> = {
  'POST /api/auth/reset-password': 'a wrong code uses up one of the five tries the code allows',
};

const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
// Field and query names the API reads, so generated objects often hit a real field with a bad value.
const KNOWN_NAMES = [
  'email',
  'password',
  'name',
  'phone',
  'role',
  'code',
  'newPassword',
  'confirmPassword',
  'title',
  'brand',
  'price',
  'originalPrice',
  'condition',
  'description',
  'location',
  'specs',
  'stock',
  'imei',
  'images',
  'existingImages',
  'phoneId',
  'quantity',
  'guestItems',
  'phoneIds',
  'cardNumber',
  'expiryDate',
  'cvv',
  'cardholderName',
  'amount',
  'orderNumber',
  'items',
  'deliveryAddress',
  'courierType',
  'shippingCost',
  'totalAmount',
  'paymentDetails',
  'orderId',
  'status',
  'rating',
  'comment',
  'adminNotes',
  'reason',
  'ids',
  'all',
  'message',
  'conversationHistory',
  'page',
  'limit',
  'search',
  'minPrice',
  'maxPrice',
  'sort',
  'order',
  'sortBy',
  'action',
  'expectedUpdatedAt',
  'gender',
  'dateOfBirth',
];

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ minLength: 2_000, maxLength: 20_000 }),
  fc.constantFrom(
    ...POLLUTING_KEYS,
    '-1',
    'NaN',
    'Infinity',
    '1e308',
    '0x10',
    '',
    ' ',
    '%',
    '%00',
    '..',
    '../..',
    'null',
  ),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.integer().map(String),
  fc.constant('9'.repeat(400)),
);
const keyName = fc.oneof(fc.constantFrom(...KNOWN_NAMES, ...POLLUTING_KEYS), fc.string({ maxLength: 12 }));
const hostileValue = fc.oneof(
  fc.anything(),
  hostileText,
  fc.double(),
  fc.constantFrom(1e308, -1, -0, 0, Number.MAX_SAFE_INTEGER + 2, null, true),
  fc.array(hostileText, { maxLength: 5 }),
);
const hostileObject = fc.dictionary(keyName, hostileValue, { maxKeys: 8 });
const hostileBody = fc.oneof(
  { weight: 3, arbitrary: hostileObject },
  { weight: 1, arbitrary: fc.anything() },
  { weight: 1, arbitrary: fc.string().map((text) => ({ raw: text })) },
);
const hostileQuery = fc.oneof(
  fc.dictionary(keyName, hostileText, { maxKeys: 6 }).map((entries) => new URLSearchParams(entries).toString()),
  fc.string({ unit: 'binary', maxLength: 60 }).map((raw) => encodeURI(raw)),
  fc.constantFrom('a[b]=1&a[c]=2', '&&==', 'page=1&page=2&limit=3&limit=x', '%E0%A4%A', 'limit=1e308&page=-1'),
);

interface Generated {
  who: Identity;
  params: Record<string, string | null>;
  query: string;
  body: unknown;
  /** Checkout needs one before it reads the body; other routes ignore it. */
  idempotencyKey: string | null;
}

/** One request's worth of input for `route`: a param of null keeps the world's valid id there. */
function requestFor(route: RouteEntry): fc.Arbitrary<Generated> {
  const intended = INTENDED_CALLERS[route.key];
  const params = Object.fromEntries(
    pathParams(route.url).map((name) => [name, fc.option(hostileText, { freq: 2, nil: null })]),
  );
  return fc.record({
    who: fc.oneof(
      { weight: 3, arbitrary: fc.constant(intended?.as ?? 'anonymous') },
      { weight: 1, arbitrary: fc.constantFrom(...IDENTITIES) },
    ),
    params: fc.record(params),
    query: fc.oneof(fc.constant(''), hostileQuery),
    body: route.hasBody ? hostileBody : fc.constant(undefined),
    idempotencyKey: fc.oneof(
      { weight: 4, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.option(fc.string({ maxLength: 300 }), { nil: null }) },
    ),
  });
}

function urlFor(route: RouteEntry, world: World, generated: Generated): string {
  const valid = INTENDED_CALLERS[route.key]?.params?.(world) ?? {};
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = generated.params[name] ?? valid[name] ?? '';
    return encodeURIComponent(value);
  });
  return generated.query ? `${path}?${generated.query}` : path;
}

function payloadOf(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  // { raw } sends text that is not JSON at all.
  if (body && typeof body === 'object' && 'raw' in body && Object.keys(body).length === 1) {
    return String(body.raw);
  }
  return JSON.stringify(body) ?? 'null';
}

let t: InventoriedTestApp;
let slowest = { ms: 0, what: '' };

beforeAll(async () => {
  t = await buildInventoriedTestApp({ RATE_LIMITS: 'false' });
});
afterAll(async () => {
  console.log(`Property test: slowest request ${Math.round(slowest.ms)} ms (${slowest.what})`);
  await t.close();
});

describe('generated hostile requests', () => {
  test('every route has an intended caller to send them as', () => {
    const routes = t.apiRoutes.map((route) => route.key);
    expect(
      routes.filter((key) => !(key in INTENDED_CALLERS)),
      'routes missing from INTENDED_CALLERS',
    ).toEqual([]);
    expect(
      Object.keys(INTENDED_CALLERS).filter((key) => !routes.includes(key)),
      'INTENDED_CALLERS entries that are not routes',
    ).toEqual([]);
  });

  test.for(Object.keys(INTENDED_CALLERS))(
    '%s: no 5xx, and nothing written when refused',
    { timeout: 120_000 },
    async (key) => {
      const route = t.apiRoutes.find((entry) => entry.key === key);
      if (!route) throw new Error(`${key} is not a route of the app`);
      const world = await createWorld(t);

      await fc.assert(
        fc.asyncProperty(requestFor(route), async (generated) => {
          const url = urlFor(route, world, generated);
          const payload = payloadOf(generated.body);
          const before = await databaseChecksum(t.app);
          const started = performance.now();
          const res = await t.app.inject({
            method: route.method,
            url,
            headers: {
              ...personOf(world, generated.who)?.auth,
              ...(generated.idempotencyKey === null ? {} : { 'idempotency-key': generated.idempotencyKey }),
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(payload === undefined ? {} : { payload }),
          });
          const ms = performance.now() - started;
          if (ms > slowest.ms) slowest = { ms, what: `${route.method} ${url.slice(0, 120)}` };
          expect(res.statusCode, `${route.method} ${url.slice(0, 200)}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400 && !(key in WRITES_WHEN_REFUSED)) {
            expect(await databaseChecksum(t.app), `a refused ${key} (${res.statusCode}) wrote to the database`).toEqual(
              before,
            );
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
  );
});
