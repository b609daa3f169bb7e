// The app's own route list, read while the real app is built, so the access, hostile-input and
// property tests cover every route there is: a route added later without a row in their tables
// fails them instead of slipping past.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import type { Mailer } from '../lib/mailer.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteEntry {
  method: RouteMethod;
  /** The path as registered, with its parameters: '/api/phones/:id'. */
  url: string;
  /** 'PUT /api/phones/:id', the key of the tests' tables. */
  key: string;
  /** Whether a client sends a body with it (POST, PUT, PATCH, DELETE). */
  hasBody: boolean;
  /** The largest body the route reads, in bytes: its own limit or the app's. */
  bodyLimit: number;
}

const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes that are not part of the API, with why the API tests leave them out. Socket.IO is not a
 * Fastify route (it listens on the HTTP server itself), so it never shows up here.
 */
interface NonApiRoute {
  reason: string;
  covers: (entry: RouteEntry, webDistDir: string) => boolean;
}

export const NON_API_ROUTES: readonly NonApiRoute[] = [
  {
    reason:
      'uploaded images read from the storage (plugins/uploads.ts): public by design, never written through this route',
    covers: (entry) => entry.key === 'GET /uploads/*',
  },
  {
    reason: "the platform's liveness and readiness probes: a status and the names of failing checks, no data",
    covers: (entry) => entry.key === 'GET /healthz' || entry.key === 'GET /readyz',
  },
  {
    reason: 'Prometheus metrics for the operator, behind their own token (plugins/metrics.ts and its tests)',
    covers: (entry) => entry.key === 'GET /metrics',
  },
  {
    reason:
      "the web app's pages with their server-written heads, robots.txt and the sitemap (modules/pages/pages.routes.ts and its tests): public by design, they read only what the public catalogue shows",
    covers: (entry) =>
      entry.method === 'GET' && ['/*', '/robots.txt', '/sitemap.xml', '/sitemap-:part'].includes(entry.url),
  },
  {
    // The static plugin registers one route per file of the build, so the list follows the build.
    reason: 'the built web app (only after a web build): its public HTML, JavaScript, CSS, fonts and images',
    covers: (entry, webDistDir) =>
      entry.method === 'GET' &&
      (entry.url === '/' || entry.url === '/*' || existsSync(path.join(webDistDir, path.normalize(entry.url)))),
  },
];

/** `GET /api/phones/:id` -> `GET /api/phones/:id`; HEAD routes are Fastify's copies of GET ones. */
function entriesOf(route: RouteOptions, appBodyLimit: number): RouteEntry[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods
    .map((method) => method.toUpperCase())
    .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
    .map((method) => ({
      method: method as RouteMethod,
      url: route.url,
      key: `${method} ${route.url}`,
      hasBody: BODY_METHODS.has(method),
      bodyLimit: route.bodyLimit ?? appBodyLimit,
    }));
}

export interface InventoriedTestApp extends TestApp {
  /** Every /api route of the app, in registration order. */
  apiRoutes: RouteEntry[];
  /** Routes outside /api that NON_API_ROUTES does not explain (a test should expect none). */
  unexplainedRoutes: RouteEntry[];
}

/** The real test app (buildTestApp) together with the list of routes it registered. */
export async function buildInventoriedTestApp(
  env: Record<string, string> = {},
  mailer?: Mailer,
): Promise<InventoriedTestApp> {
  // The url and method are copied as the hook sees them (Fastify reuses the options object for a
  // prefix's trailing-slash twin); the body limit is read once the app is built, since onRoute hooks
  // added later (a plugin setting each route's limit) change these options after this hook saw them.
  const seen: { route: RouteOptions; url: string; method: RouteOptions['method'] }[] = [];
  const testApp = await buildTestApp(env, mailer, {
    onRoute: (route) => void seen.push({ route, url: route.url, method: route.method }),
  });
  const appBodyLimit = testApp.app.initialConfig.bodyLimit ?? 1024 * 1024;
  const entries = seen.flatMap(({ route, url, method }) => entriesOf({ ...route, url, method }, appBodyLimit));
  const unique = [...new Map(entries.map((entry) => [entry.key, entry])).values()];
  if (!unique.some((entry) => entry.key === 'GET /api/health')) {
    await testApp.close();
    throw new Error('The route inventory saw no GET /api/health: the onRoute hook was added too late');
  }
  return {
    ...testApp,
    apiRoutes: unique.filter((entry) => entry.url === '/api' || entry.url.startsWith('/api/')),
    unexplainedRoutes: unique.filter(
      (entry) =>
        !entry.url.startsWith('/api') && !NON_API_ROUTES.some((rule) => rule.covers(entry, testApp.config.webDistDir)),
    ),
  };
}

/** `/api/phones/:id` with `{ id: 'x' }` -> `/api/phones/x`; a parameter without a value throws. */
export function fillPath(url: string, params: Readonly<Record<string, string>>): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${url}`);
    return encodeURIComponent(value);
  });
}

/** The names of the path parameters of a route: '/api/cart/remove/:phoneId' -> ['phoneId']. */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}
