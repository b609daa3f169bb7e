import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

const KB = 1024;

/**
 * The largest JSON body each part of the API accepts, by URL prefix; the first prefix that fits wins.
 * A body is read whole and parsed before any rule looks at it, so each route reads only about what it
 * could ever need (a few times its largest valid body, which covers Sinhala and Tamil text at three
 * bytes a character). Multipart uploads are not read this way: their files and fields keep the
 * multipart limits of app.ts and of each upload route.
 */
export const BODY_LIMITS: readonly { prefix: string; bytes: number; reason: string }[] = [
  { prefix: '/api/auth/', bytes: 16 * KB, reason: 'an address, a name, a phone number and passwords' },
  { prefix: '/api/orders/create', bytes: 64 * KB, reason: 'up to 50 items, a delivery address and payment' },
  { prefix: '/api/chatbot/', bytes: 64 * KB, reason: 'a message and the last 6 messages before it' },
  { prefix: '/api/', bytes: 32 * KB, reason: 'a listing, a profile, a cart or an admin action at most' },
];

/** The body limit for a route's URL, or undefined when none of the table's prefixes fits. */
export function bodyLimitFor(url: string): number | undefined {
  return BODY_LIMITS.find(({ prefix }) => url.startsWith(prefix))?.bytes;
}

/**
 * Sets each route's `bodyLimit` from BODY_LIMITS as the route is added (a route that names its own
 * keeps it). Registered before the routes; a body over the limit is answered 413 by the error handler
 * before anything reads it.
 */
export const bodyLimitsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.bodyLimit !== undefined) return;
    const limit = bodyLimitFor(route.url);
    if (limit !== undefined) route.bodyLimit = limit;
  });
});
