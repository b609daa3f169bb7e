import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error.ts';
import { IMMUTABLE_CACHE_CONTROL, isStorageKey } from '../lib/storage/storage.ts';

export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';

// Only what the server itself writes: images of a known folder, named by the server, in WebP.
const IMAGE_KEY = /^(phones|avatars|disputes)\/[\w-]+\.webp$/;

/**
 * GET /uploads/<folder>/<name>.webp: the image from the storage (the local folder, or streamed from
 * the bucket, docs/decisions/046-images-in-object-storage.md), cached by browsers and proxies for a
 * year (names are never reused). Anything else under /uploads/, a path that tries to climb out of it
 * included, is a 404. With STORAGE_URL, /readyz also checks that the bucket answers. Images may be
 * shown by another origin: a CDN at IMAGE_BASE_URL may fetch them from here, and the page's
 * same-origin resource policy would otherwise stop the browser showing what the CDN hands on.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  const { storage } = app;
  const { check } = storage;
  if (check) app.readiness.addCheck({ name: 'storage', run: check });

  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const object = IMAGE_KEY.test(key) && isStorageKey(key) ? await storage.get(key) : null;
    if (!object) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
    void reply
      .header('cache-control', IMMUTABLE_CACHE_CONTROL)
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('image/webp');
    if (object.size !== undefined) void reply.header('content-length', object.size);
    return reply.send(object.body);
  });
});
